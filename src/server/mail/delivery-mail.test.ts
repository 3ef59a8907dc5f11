import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from '../../shared/format';
import { LANGS, LANGUAGE_INFO } from '../../shared/languages';
import { DELIVERY_COPY } from '../content';
import { buildDeliveryMail, type DeliveryMailInput } from './delivery-mail';
import { DELIVERY_CONSENT_TEXT } from '../../shared/delivery-consent';

const input = (over: Partial<DeliveryMailInput> = {}): DeliveryMailInput => ({
  lang: 'en',
  to: 'reader@example.com',
  name: 'Chiara',
  orderId: 'ord_123',
  title: 'Restaurant Closer',
  amount: 4700,
  currency: 'EUR',
  orderedAt: '2026-03-02T09:00:00.000Z',
  downloadUrl: 'https://shop.test/download/tok.en',
  withdrawUrl: 'https://shop.test/withdraw/tok.en',
  linkExpiresAt: '2026-04-01T10:00:00.000Z',
  downloadDays: 30,
  downloadLimit: 10,
  academyUrl: 'https://academy.test/course?a=1&b=2',
  deliveryConsentAt: '2026-03-02T08:59:30.000Z',
  supportEmail: 'help@shop.test',
  sender: {
    seller: { name: 'Sala & Co. S.r.l.', address: 'Via Roma 1, 00100 Roma', vatId: 'IT0123' },
    publicUrl: 'https://shop.test',
  },
  ...over,
});

describe('the delivery e-mail', () => {
  it.each(LANGS)('%s: subject, greeting, links, order and footer', (lang) => {
    const copy = DELIVERY_COPY[lang];
    const mail = buildDeliveryMail(input({ lang }));
    const until = formatDate('2026-04-01T10:00:00.000Z', lang);

    expect(mail.to).toBe('reader@example.com');
    expect(mail.replyTo).toBe('help@shop.test');
    expect(mail.subject).toBe(copy.delivery.subject('Restaurant Closer'));
    const text = mail.text.split('\n');
    expect(text[0]).toBe(copy.delivery.greeting('Chiara'));
    expect(text).toContain(copy.delivery.intro('Restaurant Closer'));
    expect(text).toContain('https://shop.test/download/tok.en');
    expect(text).toContain(`${copy.delivery.validity(30, 10, until)} ${copy.delivery.stamp}`);
    expect(text).toContain(`${copy.delivery.orderNumber}: ord_123`);
    expect(text).toContain(
      `${copy.delivery.orderEdition}: Restaurant Closer (${LANGUAGE_INFO[lang].name})`,
    );
    expect(text).toContain(`${copy.delivery.orderAmount}: ${formatAmount(4700, 'EUR', lang)}`);
    expect(text).toContain(`${copy.delivery.withdrawal} https://shop.test/withdraw/tok.en`);
    expect(mail.text).toContain(`${copy.delivery.bonusLink}: https://academy.test/course?a=1&b=2`);
    expect(mail.text).toMatch(/\n--\nSala & Co\. S\.r\.l\.\nVia Roma 1, 00100 Roma\n/);
    expect(mail.text).toContain(copy.footer.reason('shop.test'));

    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
    expect(mail.html).toContain('href="https://shop.test/download/tok.en"');
    expect(mail.html).toContain('href="https://shop.test/withdraw/tok.en"');
    expect(mail.html).toContain('href="https://academy.test/course?a=1&amp;b=2"');
    expect(mail.html).toContain('Sala &amp; Co. S.r.l.');
    expect(mail.html).not.toMatch(/<img|<link|<script/i);
  });

  it.each(LANGS)(
    '%s: names a seller without a VAT number by its tax office number, not by a placeholder',
    (lang) => {
      const copy = DELIVERY_COPY[lang];
      const seller = {
        name: 'Sala & Co.',
        address: 'Hauptstraße 1, 10115 Berlin',
        vatId: '[SELLER_VAT_ID not configured]',
        invoiceVatId: null,
        taxNumber: '21/815/08150',
      };
      const mail = buildDeliveryMail(
        input({ lang, sender: { seller, publicUrl: 'https://shop.test' } }),
      );
      expect(mail.text.split('\n')).toContain(`${copy.footer.taxNumberLabel} 21/815/08150`);
      expect(mail.html).toContain(`${copy.footer.taxNumberLabel} 21/815/08150`);
      expect(mail.text + mail.html).not.toContain('SELLER_VAT_ID');
      // A VAT number, where there is one, stays the line, as before.
      const withVat = buildDeliveryMail(
        input({
          lang,
          sender: {
            seller: { ...seller, invoiceVatId: 'DE123456789', vatId: 'DE123456789' },
            publicUrl: 'https://shop.test',
          },
        }),
      );
      expect(withVat.text.split('\n')).toContain(`${copy.footer.vatLabel} DE123456789`);
    },
  );

  it('escapes a hostile name in the HTML and keeps the text on one line', () => {
    const mail = buildDeliveryMail(
      input({ name: '<script>alert(1)</script>\r\nBcc: victim@example.com', title: 'A\nB' }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      'Hello &lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.com,',
    );
    expect(mail.text.split('\n')[0]).toBe(
      'Hello <script>alert(1)</script> Bcc: victim@example.com,',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('greets without a name and leaves out the academy link when none is set', () => {
    const mail = buildDeliveryMail(input({ lang: 'de', name: '', academyUrl: null }));
    expect(mail.text.split('\n')[0]).toBe('Guten Tag,');
    expect(mail.text).not.toContain(DELIVERY_COPY.de.delivery.bonusLink);
    expect(mail.html).not.toContain('academy.test');
  });

  it.each(LANGS)('%s: promises no academy without its address', (lang) => {
    const d = DELIVERY_COPY[lang].delivery;
    const mail = buildDeliveryMail(input({ lang, academyUrl: null }));
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(d.bonusTitle);
      expect(body).not.toContain(d.bonusText);
      expect(body).not.toContain(d.bonusLink);
      expect(body).not.toContain(d.preheader);
    }
    expect(mail.html).toContain(d.preheaderPlain);
    const withAcademy = buildDeliveryMail(input({ lang }));
    expect(withAcademy.text).toContain(`${d.bonusTitle}: ${d.bonusText}`);
    expect(withAcademy.html).toContain(d.preheader);
  });

  it.each(LANGS)('%s: confirms the express consent with its words and time (D15)', (lang) => {
    const d = DELIVERY_COPY[lang].delivery;
    const mail = buildDeliveryMail(input({ lang }));
    const confirmation = d.consentGiven(
      formatDateTime('2026-03-02T08:59:30.000Z', lang),
      DELIVERY_CONSENT_TEXT[lang],
    );
    // The seller's clock with its zone's name (decision D15's record), not UTC.
    expect(confirmation).toMatch(
      /09:59 (Central European Standard Time|Ora standard dell’Europa centrale|Mitteleuropäische Normalzeit|hora estándar de Europa central|heure normale d’Europe centrale)/,
    );
    expect(confirmation).not.toContain('08:59');
    expect(mail.text.split('\n')).toContain(d.consentConfirmation);
    expect(mail.text.split('\n')).toContain(confirmation);
    expect(mail.html).toContain(DELIVERY_CONSENT_TEXT[lang].slice(0, 30));
    // A purchase from before the box of its own: the general confirmation.
    const older = buildDeliveryMail(input({ lang, deliveryConsentAt: null }));
    expect(older.text.split('\n')).toContain(d.consentConfirmation);
    // A free copy: nothing bought, nothing to confirm or withdraw from.
    const free = buildDeliveryMail(input({ lang, deliveryConsentAt: null, withdrawUrl: null }));
    expect(free.text).not.toContain(d.consentConfirmation);
    expect(free.text).not.toContain(d.withdrawal);
  });

  it.each(LANGS)('%s: a free copy is a gift: no thanks for a purchase, no amount paid', (lang) => {
    const d = DELIVERY_COPY[lang].delivery;
    const mail = buildDeliveryMail(
      input({ lang, free: true, amount: 0, withdrawUrl: null, deliveryConsentAt: null }),
    );
    const intro = d.free.intro('Restaurant Closer', 'Sala & Co. S.r.l.');
    expect(intro).toContain('Sala & Co. S.r.l.');
    expect(mail.subject).toBe(d.free.subject('Restaurant Closer'));
    expect(mail.text.split('\n')).toContain(intro);
    expect(mail.html).toContain('Sala &amp; Co. S.r.l.');
    expect(mail.html).toContain(d.free.preheader);
    expect(mail.text.split('\n')).toContain(d.free.orderTitle);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(d.intro('Restaurant Closer').slice(0, 20));
      expect(body).not.toContain(d.orderAmount);
      expect(body).not.toContain(formatAmount(0, 'EUR', lang));
      expect(body).not.toContain(d.orderTitle);
      expect(body).not.toContain(d.withdrawal);
      expect(body).not.toContain(DELIVERY_COPY[lang].footer.reason('shop.test'));
    }
    expect(mail.text).toContain(DELIVERY_COPY[lang].footer.reasonFree('shop.test'));
    // The link and its validity as for any copy.
    expect(mail.text).toContain('https://shop.test/download/tok.en');
    expect(mail.html).toContain('href="https://shop.test/download/tok.en"');
  });
});

describe('formatDate', () => {
  it('writes English dates day first, as buyers in Europe read them', () => {
    expect(formatDate('2026-11-27T10:00:00.000Z', 'en')).toBe('27 November 2026');
    expect(formatDateTime('2026-11-25T14:04:00.000Z', 'en')).toMatch(/^25 November 2026 at 15:04 /);
  });
});

describe('formatDateTime', () => {
  it('writes a moment on the seller clock with the zone, summer time included', () => {
    expect(formatDateTime('2026-11-25T14:04:00.000Z', 'de')).toBe(
      '25. November 2026 um 15:04 Mitteleuropäische Normalzeit',
    );
    expect(formatDateTime('2026-07-25T14:04:00.000Z', 'de')).toBe(
      '25. Juli 2026 um 16:04 Mitteleuropäische Sommerzeit',
    );
    expect(formatDateTime('2026-11-25T14:04:00.000Z', 'it')).toContain(
      '15:04 Ora standard dell’Europa centrale',
    );
    for (const lang of LANGS)
      expect(formatDateTime('2026-11-25T14:04:00.000Z', lang)).toContain('15:04');
  });
});
