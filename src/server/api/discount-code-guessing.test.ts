import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { checkoutBody } from '../../../tests/setup/checkout';
import { addDiscountCode } from '../../../tests/setup/discount-codes';
import { CHECKOUT_MESSAGES } from '../content';
import { openDatabase } from '../db/index';
import { RATE_LIMITS } from '../domain/access/rate-limit';
import { LANGS, type Lang } from '../../shared/languages';

const ORIGIN = 'http://localhost:3000';

/**
 * Guessing discount codes (decision record 085): one budget per client for the code check and
 * the checkout together, a cap on unknown codes for the whole shop, and one answer for every
 * code a buyer cannot use now. Two app instances, each with its own connections to the one
 * database, stand for two processes.
 */
describeEachDatabase('guessing discount codes on %s', (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  function setup() {
    const d = suite.db();
    const env = { ...stripe.env(), PUBLIC_URL: ORIGIN };
    // The second process has its own connections to the same database.
    const other = openDatabase(d.target);
    suite.onClose(() => other.close());
    const apps = [createTestApp(d, env).app, createTestApp({ ...d, ...other }, env).app];
    /** A new browser of a client address, on the first or second process. */
    const browser = (ip: string, process = 0) => createCookieClient(apps[process]!, ORIGIN, ip);
    type Browser = ReturnType<typeof browser>;
    const check = (client: Browser, code: string, lang: Lang = 'de') =>
      client.request('/api/checkout/discount', {
        json: { code, productId: `ebook-restaurant-closer-${lang}`, language: lang },
      });
    const order = (client: Browser, code?: string, lang: Lang = 'de') =>
      client.request('/api/create-checkout-session', {
        json: checkoutBody(lang, 'gast@example.com', code ? { discountCode: code } : {}),
      });
    return { d, browser, check, order };
  }

  it('counts the code check and checkouts with a code in one budget per client, across processes', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'LAUNCH', { percent_off: 20 });
    const ip = '203.0.113.20';
    const { limit } = RATE_LIMITS.discountCodePerClient;
    for (let i = 0; i < limit; i++) {
      const client = t.browser(ip, i % 2);
      const res = i % 3 ? await t.check(client, 'LAUNCH') : await t.order(client, 'LAUNCH');
      expect(res.status, `try ${i + 1}`).toBe(200);
    }
    for (const [i, lang] of LANGS.entries()) {
      const client = t.browser(ip, i % 2);
      for (const res of [
        await t.check(client, 'LAUNCH', lang),
        await t.order(client, 'X1', lang),
      ]) {
        expect(res.status).toBe(429);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        const message = CHECKOUT_MESSAGES[lang].tooManyRequests;
        expect(await res.json()).toEqual({
          message,
          code: 'too-many',
          errors: { discountCode: message },
        });
      }
    }
    // A checkout without a code is not a try, and another client has its own budget.
    expect((await t.order(t.browser(ip))).status).toBe(200);
    expect((await t.check(t.browser('203.0.113.21', 1), 'LAUNCH')).status).toBe(200);
  });

  it('answers a paused code, one not valid yet and one used up exactly as an unknown one', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'PAUSED', { percent_off: 10, active: 0 });
    await addDiscountCode(t.d.db, 'LATER', { percent_off: 10, starts_on: '2099-01-01' });
    await addDiscountCode(t.d.db, 'GONE', { percent_off: 10, max_redemptions: 1 });
    await addDiscountCode(t.d.db, 'HELD', { percent_off: 10, max_redemptions: 1 });
    await addDiscountCode(t.d.db, 'OLD', { percent_off: 10, ends_on: '2020-01-31' });
    await t.d.db
      .insertInto('ebook_purchases')
      .values({
        id: 'RC-PAIDWITHCODE',
        email: 'paid@example.com',
        language: 'de',
        product_id: 'ebook-restaurant-closer-de',
        amount: 4230,
        currency: 'EUR',
        status: 'paid',
        provider: 'stripe',
        created_at: new Date().toISOString(),
        discount_code: 'GONE',
      })
      .execute();
    expect((await t.order(t.browser('203.0.113.30'), 'HELD')).status).toBe(200);
    const answer = async (res: Response) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: await res.text(),
    });
    for (const [i, lang] of LANGS.entries()) {
      const client = t.browser(`203.0.113.${40 + i}`, i % 2);
      const unknownCheck = await answer(await t.check(client, 'NEVERISSUED', lang));
      const unknownOrder = await answer(await t.order(client, 'NEVERISSUED', lang));
      expect(unknownCheck.status).toBe(400);
      expect(JSON.parse(unknownCheck.body).message).toBe(CHECKOUT_MESSAGES[lang].codeUnknown);
      for (const code of ['PAUSED', 'LATER', 'GONE', 'HELD']) {
        expect(await answer(await t.check(client, code, lang)), code).toEqual(unknownCheck);
        expect(await answer(await t.order(client, code, lang)), code).toEqual(unknownOrder);
      }
      // An expired code says so: it helps a buyer holding an old offer.
      const old = await t.check(client, 'OLD', lang);
      expect((await old.json()).message).toBe(CHECKOUT_MESSAGES[lang].codeExpired);
    }
  });

  it('stops answering codes for the whole shop once too many unknown ones were tried, across processes', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'LAUNCH', { percent_off: 20 });
    const { limit } = RATE_LIMITS.unknownCodesShopWide;
    const perClient = RATE_LIMITS.discountCodePerClient.limit - 5;
    let tried = 0;
    for (let ip = 1; tried < limit - 10; ip++) {
      const client = t.browser(`10.9.0.${ip}`, ip % 2);
      for (let i = 0; i < perClient && tried < limit - 10; i++, tried++) {
        const res = await t.check(client, `GUESS${ip}X${i}`);
        expect(res.status).toBe(400);
        // Codes that apply, and expired ones, are not counted against the cap.
        if (i === 0) expect((await t.check(client, 'LAUNCH')).status).toBe(200);
      }
    }
    // Thirty at once from thirty clients on both processes: ten still fit, and only ten.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.check(t.browser(`10.9.1.${i + 1}`, i % 2), `RUSH${i}`),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const [i, lang] of LANGS.entries()) {
      const client = t.browser(`10.9.2.${i + 1}`, i % 2);
      const message = CHECKOUT_MESSAGES[lang].codeChecksPaused;
      const paused = { message, code: 'codeChecksPaused', errors: { discountCode: message } };
      // Known or not, every code gets the same answer now, at the check and the checkout.
      for (const res of [
        await t.check(client, 'ANOTHERGUESS', lang),
        await t.check(client, 'LAUNCH', lang),
        await t.order(client, 'LAUNCH', lang),
      ]) {
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toEqual(paused);
      }
    }
    // Buying without a code goes on.
    expect((await t.order(t.browser('10.9.3.1'))).status).toBe(200);
  });
});
