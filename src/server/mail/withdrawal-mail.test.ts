import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/languages';
import { formatAmount } from '../../shared/products';
import { WITHDRAWAL_MAIL } from '../content';
import { buildRefundFailedNotice, buildWithdrawalMail } from './withdrawal-mail';

describe('the withdrawal confirmation', () => {
  it.each(LANGS)('%s: confirms the order, the amount and the refund', (lang) => {
    const copy = WITHDRAWAL_MAIL[lang];
    const amount = formatAmount(4700, 'EUR', lang);
    const mail = buildWithdrawalMail({
      lang,
      to: 'buyer@example.com',
      orderId: 'ord_7',
      amount: 4700,
      currency: 'EUR',
      supportEmail: 'help@shop.test',
      sellerName: 'Sala <Co>',
    });
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.replyTo).toBe('help@shop.test');
    expect(mail.subject).toBe(copy.subject);
    expect(mail.text).toBe(
      `${copy.greeting}\n\n${copy.body('ord_7', amount)}\n\n${copy.closing}\nSala <Co>`,
    );
    expect(copy.body('ord_7', amount)).toContain('ord_7');
    expect(copy.body('ord_7', amount)).toContain(amount);
    expect(mail.html).toContain(`<p>${copy.greeting}</p>`);
    expect(mail.html).toContain('<br>Sala &lt;Co&gt;</p>');
  });
});

describe('the refund failure notice', () => {
  it('tells the seller in one text line what failed, with reply-to the buyer', () => {
    const mail = buildRefundFailedNotice({
      to: 'owner@shop.test',
      buyerEmail: 'buyer@example.com',
      orderId: 'ord_8',
      amount: 4700,
      currency: 'EUR',
      provider: 'stripe',
      error: 'card\r\ndeclined',
    });
    expect(mail.to).toBe('owner@shop.test');
    expect(mail.replyTo).toBe('buyer@example.com');
    expect(mail.subject).toBe('Withdrawal refund failed – order ord_8');
    expect(mail.text).toBe(
      `The buyer buyer@example.com withdrew from order ord_8 (${formatAmount(4700, 'EUR', 'en')}), but the refund at stripe failed: card declined.\nThe purchase stays paid. Please refund it by hand and reply to the buyer.`,
    );
    expect(mail.html).toBeUndefined();
  });
});
