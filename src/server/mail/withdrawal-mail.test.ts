import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../shared/format';
import { LANGS } from '../../shared/languages';
import { WITHDRAWAL_MAIL } from '../content';
import { INVOICE_COPY } from '../content/invoice';
import { buildInvoiceMail } from './invoice-mail';
import { buildRefundMail } from './refund-mail';
import { buildRefundFailedNotice, buildWithdrawalMail } from './withdrawal-mail';

/** An order of 47 € by buyer@example.com, whose seller answers at help@shop.test. */
const base = {
  to: 'buyer@example.com',
  orderId: 'ord_9',
  amount: 4700,
  currency: 'EUR',
  supportEmail: 'help@shop.test',
  sellerName: 'Sala',
};

describe('the withdrawal confirmation', () => {
  it.each(LANGS)('%s: confirms the order, the amount and the refund', (lang) => {
    const copy = WITHDRAWAL_MAIL[lang];
    const amount = formatAmount(4700, 'EUR', lang);
    const mail = buildWithdrawalMail({ ...base, lang, orderId: 'ord_7', sellerName: 'Sala <Co>' });
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

describe('the documents about the buyer’s money', () => {
  const url = 'https://shop.test/invoice/2026-00002.sig&x';

  it.each(LANGS)('%s: the withdrawal and refund mails link the cancellation invoice', (lang) => {
    const { cancellationLink, colon } = INVOICE_COPY[lang];
    for (const build of [buildWithdrawalMail, buildRefundMail]) {
      const mail = build({ ...base, lang, invoiceUrl: url });
      expect(mail.text).toContain(`\n\n${cancellationLink}${colon} ${url}\n\n`);
      expect(mail.html).toContain(`href="https://shop.test/invoice/2026-00002.sig&amp;x"`);
      expect(mail.html).toContain(`>${cancellationLink.replace('&', '&amp;')}</a>`);
      // Without a cancellation invoice (an order from before invoices) there is no line.
      const without = build({ ...base, lang, invoiceUrl: null });
      expect(without.text).not.toContain(cancellationLink);
      expect(without.html).not.toContain('/invoice/');
    }
  });

  it.each(LANGS)('%s: an invoice issued later comes with its number and link', (lang) => {
    const copy = INVOICE_COPY[lang];
    const mail = buildInvoiceMail({
      ...base,
      lang,
      invoiceNumber: '2026-00007',
      invoiceUrl: url,
    });
    expect(mail.subject).toBe(copy.mail.subject('2026-00007'));
    expect(mail.subject).toContain('2026-00007');
    expect(mail.text).toContain(copy.mail.body('ord_9', '2026-00007'));
    expect(mail.text).toContain(`${copy.link}${copy.colon} ${url}`);
    expect(mail.replyTo).toBe('help@shop.test');
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
