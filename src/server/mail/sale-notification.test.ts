import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from '../../shared/format';
import { SALE_NOTIFICATION } from '../content';
import { buildSaleNotification, type SaleNotificationInput } from './sale-notification';

const input = (over: Partial<SaleNotificationInput> = {}): SaleNotificationInput => ({
  to: 'owner@shop.test',
  orderId: 'ord_9',
  buyerEmail: 'claire@example.fr',
  buyerName: 'Claire',
  language: 'fr',
  title: 'Restaurant Closer',
  amount: 4700,
  currency: 'EUR',
  provider: 'stripe',
  paidAt: '2026-03-02T09:00:00.000Z',
  sellerName: 'Sala & Co.',
  ...over,
});

describe('the sale notification', () => {
  it('goes to the seller in German, with reply-to the buyer and every fact of the sale', () => {
    const mail = buildSaleNotification(input());
    const amount = formatAmount(4700, 'EUR', 'de');
    expect(mail.to).toBe('owner@shop.test');
    expect(mail.replyTo).toBe('claire@example.fr');
    // A header is one plain line: the amount's no-break space becomes a space there.
    expect(mail.subject).toBe('Neuer Verkauf: Restaurant Closer (FR) – 47 €');
    expect(mail.text.split('\n')).toEqual([
      SALE_NOTIFICATION.intro,
      '',
      'Bestellnummer: ord_9',
      'Käufer (E-Mail): claire@example.fr',
      'Name: Claire',
      'Ausgabe: Restaurant Closer (FR)',
      `Betrag: ${amount}`,
      'Zahlungsanbieter: stripe',
      `Datum: ${formatDate('2026-03-02T09:00:00.000Z', 'de')}`,
      '',
      SALE_NOTIFICATION.replyHint,
    ]);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(mail.html).toContain('claire@example.fr');
    expect(mail.html).toContain('Sala &amp; Co.');
  });

  it('escapes a hostile name and shows a dash for none', () => {
    const hostile = buildSaleNotification(input({ buyerName: '<script>x</script>\nBcc: a@b.c' }));
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;x&lt;/script&gt; Bcc: a@b.c');
    expect(hostile.text).toContain('Name: <script>x</script> Bcc: a@b.c\n');
    expect(buildSaleNotification(input({ buyerName: '' })).text).toContain('Name: –\n');
  });
});
