import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { checkoutBody } from '../../../tests/setup/checkout';
import { addDiscountCode, redemptionsOf } from '../../../tests/setup/discount-codes';
import { CHECKOUT_MESSAGES } from '../content';
import { HOLDS_PER_CLIENT } from '../domain/checkout/discount-codes';
import { LANGS, type Lang } from '../../shared/languages';

const ORIGIN = 'http://localhost:3000';
/** How long a checkout holds a limited code while its buyer is on the payment page. */
const HOLD_MINUTES = 15;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Who holds a limited discount code, and for how long (decision record 085): a buyer on the
 * payment page for HOLD_MINUTES, a payment under way until the provider decides it, at most
 * HOLDS_PER_CLIENT holds per client address. Time passes by moving the orders' creation back.
 */
describeEachDatabase('discount code holds on %s', (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  function setup() {
    const d = suite.db();
    const { app } = createTestApp(d, { ...stripe.env(), PUBLIC_URL: ORIGIN });
    /** A new browser (no cookies) from a client address. */
    const browser = (ip = '198.51.100.7') => createCookieClient(app, ORIGIN, ip);
    const order = (
      client: ReturnType<typeof browser>,
      code: string,
      email = 'gast@example.com',
      lang: Lang = 'de',
    ) =>
      client.request('/api/create-checkout-session', {
        json: checkoutBody(lang, email, { discountCode: code }),
      });
    const started = async (client: ReturnType<typeof browser>, code: string, email: string) => {
      const res = await order(client, code, email);
      expect(res.status, code).toBe(200);
      return ((await res.json()) as { sessionId: string }).sessionId;
    };
    const check = (client: ReturnType<typeof browser>, code: string) =>
      client.request('/api/checkout/discount', {
        json: { code, productId: 'ebook-restaurant-closer-de', language: 'de' },
      });
    const webhook = (delivery: { body: string; signature: string }) =>
      app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.body,
      });
    const orderOf = (sessionId: string) =>
      d.db
        .selectFrom('ebook_purchases')
        .selectAll()
        .where('provider_session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
    /** Moves every checkout's start back by this many minutes. */
    const age = (minutes: number) =>
      d.db
        .updateTable('ebook_purchases')
        .set({ created_at: minutesAgo(minutes) })
        .execute();
    return { d, browser, order, started, check, webhook, orderOf, age };
  }

  /** A limit-1 code taken by a buyer who paid by bank transfer: completed, payment under way. */
  async function takenByBankTransfer(t: ReturnType<typeof setup>) {
    await addDiscountCode(t.d.db, 'LAST', { amount_off: 500, max_redemptions: 1 });
    const sessionId = await t.started(t.browser('203.0.113.1'), 'LAST', 'transfer@example.com');
    const completed = stripe.complete(sessionId, { paid: false });
    expect((await t.webhook(stripe.event('checkout.session.completed', completed))).status).toBe(
      200,
    );
    expect(await t.orderOf(sessionId)).toMatchObject({ status: 'pending' });
    expect((await t.orderOf(sessionId)).payment_started_at).not.toBeNull();
    // Long past the hold and past the payment session's own end.
    await t.age(2 * 60);
    return sessionId;
  }

  it('keeps the code for a payment under way past the hold, and counts it once when it succeeds', async () => {
    const t = setup();
    const sessionId = await takenByBankTransfer(t);
    const second = t.browser('203.0.113.2');
    const refused = await t.order(second, 'LAST', 'second@example.com');
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('codeUnknown');
    expect((await t.check(second, 'LAST')).status).toBe(400);
    // The completed session is not ended: Stripe would refuse, and the payment goes on.
    expect(stripe.sessions.get(sessionId)!.status).toBe('complete');
    await t.webhook(
      stripe.event('checkout.session.async_payment_succeeded', stripe.asyncSucceed(sessionId)),
    );
    expect(await t.orderOf(sessionId)).toMatchObject({ status: 'paid' });
    expect((await t.order(second, 'LAST', 'second@example.com')).status).toBe(400);
    expect(await redemptionsOf(t.d.db, 'LAST')).toBe(1);
    const withCode = await t.d.db
      .selectFrom('ebook_purchases')
      .select('status')
      .where('discount_code', '=', 'LAST')
      .execute();
    expect(withCode.map((p) => p.status)).toEqual(['paid']);
  });

  it('gives the code back when the delayed payment fails', async () => {
    const t = setup();
    const sessionId = await takenByBankTransfer(t);
    await t.webhook(
      stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(sessionId)!),
    );
    expect(await t.orderOf(sessionId)).toMatchObject({ status: 'failed' });
    expect((await t.order(t.browser('203.0.113.2'), 'LAST', 'second@example.com')).status).toBe(
      200,
    );
  });

  it('holds a code while the buyer is on the payment page, and gives it back when the session expires', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'LAST', { amount_off: 500, max_redemptions: 1 });
    const first = await t.started(t.browser('203.0.113.1'), 'LAST', 'first@example.com');
    const second = t.browser('203.0.113.2');
    expect((await t.order(second, 'LAST', 'second@example.com')).status).toBe(400);
    // Still within the hold.
    await t.age(HOLD_MINUTES - 1);
    expect((await t.check(second, 'LAST')).status).toBe(400);
    await t.webhook(stripe.event('checkout.session.expired', stripe.expire(first)));
    expect(await t.orderOf(first)).toMatchObject({ status: 'expired' });
    expect((await t.check(second, 'LAST')).status).toBe(200);
    expect((await t.order(second, 'LAST', 'second@example.com')).status).toBe(200);
  });

  it('ends a lapsed hold at Stripe before the code goes on, unless it was paid meanwhile', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'LAST', { amount_off: 500, max_redemptions: 1 });
    const slow = await t.started(t.browser('203.0.113.1'), 'LAST', 'slow@example.com');
    await t.age(HOLD_MINUTES + 1);
    // The buyer paid just now; the webhook has not come yet. The next buyer does not get it.
    stripe.complete(slow);
    const next = t.browser('203.0.113.2');
    expect((await t.check(next, 'LAST')).status).toBe(200);
    expect((await t.order(next, 'LAST', 'next@example.com')).status).toBe(400);
    expect(await t.orderOf(slow)).toMatchObject({ status: 'paid' });
    expect(await redemptionsOf(t.d.db, 'LAST')).toBe(1);

    // A lapsed hold whose buyer did not pay: its session ends at Stripe, the code goes on.
    await addDiscountCode(t.d.db, 'ONCE', { amount_off: 500, max_redemptions: 1 });
    const idle = await t.started(t.browser('203.0.113.3'), 'ONCE', 'idle@example.com');
    await t.age(HOLD_MINUTES + 1);
    expect((await t.order(next, 'ONCE', 'next@example.com')).status).toBe(200);
    expect(stripe.sessions.get(idle)!.status).toBe('expired');
    expect(await t.orderOf(idle)).toMatchObject({ status: 'expired' });
  });

  it('lets one client address hold only a few limited codes at once, whatever code it tries next', async () => {
    const t = setup();
    const codes = ['ONE', 'TWO', 'THREE', 'FOUR'];
    for (const code of codes) {
      await addDiscountCode(t.d.db, code, { percent_off: 10, max_redemptions: 4 });
    }
    await addDiscountCode(t.d.db, 'OPEN', { percent_off: 10 });
    const ip = '203.0.113.9';
    for (const [i, code] of codes.slice(0, HOLDS_PER_CLIENT).entries()) {
      await t.started(t.browser(ip), code, `holder${i}@example.com`);
    }
    // A fourth from new browsers of the same address: refused, in the buyer's language, and
    // the same for a limited code, an unlimited one and one that does not exist.
    for (const [i, lang] of LANGS.entries()) {
      const code = ['FOUR', 'OPEN', 'NOSUCHCODE', 'FOUR', 'OPEN'][i]!;
      const res = await t.order(t.browser(ip), code, `more${i}@example.com`, lang);
      expect(res.status, `${lang} ${code}`).toBe(409);
      const message = CHECKOUT_MESSAGES[lang].codeHoldsPerClient;
      expect(await res.json()).toEqual({
        message,
        code: 'codeHoldsPerClient',
        errors: { discountCode: message },
      });
    }
    // Other clients are served, the code's limit is not the reason.
    expect((await t.order(t.browser('203.0.113.10'), 'FOUR', 'other@example.com')).status).toBe(
      200,
    );
    // Unlimited codes hold nothing, so they do not count against a client.
    const open = '203.0.113.11';
    for (let i = 0; i <= HOLDS_PER_CLIENT; i++) {
      expect((await t.order(t.browser(open), 'OPEN', `open${i}@example.com`)).status).toBe(200);
    }
    // Once the holds lapse, the first address may start again.
    await t.age(HOLD_MINUTES + 1);
    expect((await t.order(t.browser(ip), 'FOUR', 'later@example.com')).status).toBe(200);
  });
});
