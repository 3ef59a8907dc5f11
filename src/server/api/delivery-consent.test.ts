import { expect, it } from 'vitest';
import { berlinDateTimeText } from '../../shared/format';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { checkoutBody } from '../../../tests/setup/checkout';
import { LANGS, type Lang } from '../../shared/languages';
import {
  DELIVERY_CONSENT_REQUIRED,
  DELIVERY_CONSENT_TEXT,
  DELIVERY_CONSENT_VERSION,
} from '../../shared/delivery-consent';

const ORIGIN = 'http://localhost:3000';

/** The express consent to immediate delivery (decision D15), from the request to the e-mail. */
describeEachDatabase('express consent to immediate delivery on %s', (suite) => {
  function setup(env: Record<string, string> = {}) {
    const db = suite.db();
    const { app } = createTestApp(db, { PUBLIC_URL: ORIGIN, ...env });
    const browser = createCookieClient(app, ORIGIN);
    const order = (lang: Lang, over: Record<string, unknown> = {}) =>
      browser.request('/api/create-checkout-session', {
        json: checkoutBody(lang, `kunde-${lang}@example.com`, over),
      });
    return { db, browser, order };
  }

  it.each(LANGS)(
    'refuses a checkout without it, in the buyer language, and records nothing (%s)',
    async (lang) => {
      const t = setup();
      for (const over of [
        { acceptImmediateDelivery: undefined },
        { acceptImmediateDelivery: false },
        { acceptImmediateDelivery: 'yes' },
      ]) {
        const res = await t.order(lang, over);
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string };
        // A value that is not `true` fails the schema: the generic answer, never a purchase.
        if (over.acceptImmediateDelivery === undefined)
          expect(body).toEqual({
            message: DELIVERY_CONSENT_REQUIRED[lang],
            code: 'deliveryConsentRequired',
          });
        else expect(body.message).toBeTruthy();
      }
      expect(await t.db.db.selectFrom('ebook_purchases').selectAll().execute()).toHaveLength(0);
    },
  );

  it('asks for the terms first, then for the delivery consent', async () => {
    const t = setup();
    const res = await t.order('de', { acceptTerms: undefined, acceptImmediateDelivery: undefined });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Bitte akzeptieren Sie die AGB',
      code: 'termsRequired',
    });
  });

  it('stores its text version and time with the purchase and confirms it in the delivery e-mail', async () => {
    const t = setup({ ACADEMY_URL: 'https://academy.example/course' });
    const before = new Date().toISOString();
    const res = await t.order('de');
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const after = new Date().toISOString();
    const [purchase] = await t.db.db.selectFrom('ebook_purchases').selectAll().execute();
    expect(purchase.delivery_consent_version).toBe(DELIVERY_CONSENT_VERSION);
    expect(purchase.delivery_consent_at! >= before && purchase.delivery_consent_at! <= after).toBe(
      true,
    );

    // The demo provider's "pay" fulfils the purchase and queues the delivery e-mail.
    const pay = await t.browser.request(`/api/demo-pay/${sessionId}/pay`, { method: 'POST' });
    expect(pay.status).toBe(303);
    const mail = await t.db.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `delivery:${purchase.id}`)
      .executeTakeFirstOrThrow();
    // The words the buyer ticked, quoted, with the day and time of the consent.
    expect(mail.text_body).toContain(`„${DELIVERY_CONSENT_TEXT.de}“`);
    // On the seller's clock with its zone's name, e.g. "25. November 2026 um 15:04
    // Mitteleuropäische Normalzeit".
    const at = berlinDateTimeText(purchase.delivery_consent_at!, 'de-DE', 'long');
    expect(at).toMatch(/ um \d{2}:\d{2} Mitteleuropäische (Normal|Sommer)zeit$/);
    expect(mail.text_body).toContain(`Ihre Erklärung bei der Bestellung am ${at}: „`);
    expect(mail.text_body).not.toMatch(/\d{2}:\d{2} UTC/);
    expect(mail.html_body).toContain(DELIVERY_CONSENT_TEXT.de);
    expect(mail.text_body).toContain('https://academy.example/course');
  });
});
