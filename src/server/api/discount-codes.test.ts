import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { auditOfTable } from '../../../tests/setup/audit';
import { checkoutBody } from '../../../tests/setup/checkout';
import { addDiscountCode, redemptionsOf } from '../../../tests/setup/discount-codes';
import { CHECKOUT_MESSAGES } from '../content';
import { checkCode } from '../domain/checkout/discount-codes';
import type { Lang } from '../../shared/languages';

const ORIGIN = 'http://localhost:3000';

/** A code as these tests write it: its fields, the code itself among them. */
type CodeRow = { code: string } & Parameters<typeof addDiscountCode>[2];

const addCode = (d: TestDatabase, { code, ...fields }: CodeRow) =>
  addDiscountCode(d.db, code, fields);

/** An administrator's writes to the Rabattcodes table of a test's shop. */
async function adminWriter(t: {
  app: Parameters<typeof createSessionClient>[0]['app'];
  config: Parameters<typeof createSessionClient>[0]['config'];
  d: TestDatabase;
}) {
  const boss = await createSessionClient(
    { app: t.app, config: t.config },
    t.d.db,
    'boss@example.com',
  );
  return (method: string, path: string, json?: unknown) =>
    boss.request(`/api/tables/discount_codes${path}`, { method, json });
}

describeEachDatabase('discount codes on %s', (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  function setup() {
    const d = suite.db();
    const { app, config } = createTestApp(d, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: 'boss@example.com',
    });
    const browser = createCookieClient(app, ORIGIN);
    const post = (path: string, json: unknown) => browser.request(path, { method: 'POST', json });
    const order = (
      lang: Lang,
      code?: string,
      email = 'gast@example.com',
      ip?: string,
      client = browser,
    ) =>
      client.request('/api/create-checkout-session', {
        method: 'POST',
        headers: ip ? { 'x-forwarded-for': ip } : undefined,
        json: checkoutBody(lang, email, code === undefined ? {} : { discountCode: code }),
      });
    const check = (code: string, lang: Lang = 'de', ip?: string, client = browser) =>
      client.request('/api/checkout/discount', {
        method: 'POST',
        headers: ip ? { 'x-forwarded-for': ip } : undefined,
        json: { code, productId: `ebook-restaurant-closer-${lang}`, language: lang },
      });
    const webhook = (delivery: { body: string; signature: string }) =>
      app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.body,
      });
    const purchases = () => d.db.selectFrom('ebook_purchases').selectAll().execute();
    return { d, app, config, browser, post, order, check, webhook, purchases };
  }

  it('gives the price with a code before the buyer pays: percentage, amount, the minimum, 100 %', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAUNCH', percent_off: 20 });
    await addCode(t.d, { code: 'ZEHN', amount_off: 1000 });
    await addCode(t.d, { code: 'FASTALL', amount_off: 4680 });
    await addCode(t.d, { code: 'GRATIS', percent_off: 100 });
    const answer = async (code: string) => {
      const res = await t.check(code);
      expect(res.status).toBe(200);
      return res.json();
    };
    // Typed in lower case with spaces: the same code.
    expect(await answer('  launch ')).toEqual({
      code: 'LAUNCH',
      listPrice: 4700,
      discount: 940,
      total: 3760,
      currency: 'EUR',
    });
    expect(await answer('zehn')).toMatchObject({ discount: 1000, total: 3700 });
    // 0,20 € cannot be charged by card: the total stops at the provider's minimum of 0,50 €.
    expect(await answer('FASTALL')).toMatchObject({ discount: 4650, total: 50 });
    expect(await answer('GRATIS')).toMatchObject({ discount: 4700, total: 0 });
  });

  it('refuses each kind of code that does not apply, in the buyer language, and records nothing; only an expired code and one for another edition say why', async () => {
    const t = setup();
    await addCode(t.d, { code: 'ALT', percent_off: 10, ends_on: '2020-01-31' });
    await addCode(t.d, { code: 'BALD', percent_off: 10, starts_on: '2099-01-01' });
    await addCode(t.d, { code: 'PAUSE', percent_off: 10, active: 0 });
    await addCode(t.d, { code: 'NURIT', percent_off: 10, languages: '["it"]' });
    await addCode(t.d, { code: 'EINMAL', percent_off: 10, max_redemptions: 1 });
    // Held by another browser's checkout (a browser's own hold is not counted against it).
    const holder = createCookieClient(t.app, ORIGIN);
    expect((await t.order('de', 'EINMAL', 'first@example.com', undefined, holder)).status).toBe(
      200,
    );
    // Paused, not valid yet, used up or held: the same answer as a code that does not exist.
    const cases: Array<[string, keyof (typeof CHECKOUT_MESSAGES)['en'], number]> = [
      ['NIEGEHOERT', 'codeUnknown', 400],
      ['x!', 'codeUnknown', 400],
      ['ALT', 'codeExpired', 409],
      ['BALD', 'codeUnknown', 400],
      ['PAUSE', 'codeUnknown', 400],
      ['NURIT', 'codeNotForEdition', 400],
      ['EINMAL', 'codeUnknown', 400],
    ];
    const before = (await t.purchases()).length;
    for (const lang of ['en', 'it', 'de', 'es', 'fr'] as const) {
      for (const [code, reason, status] of cases) {
        if (code === 'NURIT' && lang === 'it') continue;
        const message = CHECKOUT_MESSAGES[lang][reason];
        // One client per language: a buyer's tries stay far below the per-client limit.
        const ip = `10.1.0.${['en', 'it', 'de', 'es', 'fr'].indexOf(lang) + 1}`;
        for (const res of [
          await t.check(code, lang, ip),
          await t.order(lang, code, 'gast@example.com', ip),
        ]) {
          expect(res.status, `${code} ${lang}`).toBe(status);
          expect(await res.json()).toEqual({
            message,
            code: reason,
            errors: { discountCode: message },
          });
        }
      }
    }
    expect((await t.purchases()).length).toBe(before);
    // The edition's own language decides, not the page's: NURIT works on the Italian edition.
    expect((await t.check('NURIT', 'it')).status).toBe(200);
  });

  it('cuts validity at midnight in Berlin, in winter, in summer and on the days the clocks change', async () => {
    const t = setup();
    const product = { language: 'de', price: 4700 };
    // 2026-03-29 and 2026-10-25 are the days of the change to and from summer time.
    await addCode(t.d, { code: 'SPRING', percent_off: 10, starts_on: '2026-03-29' });
    await addCode(t.d, { code: 'AUTUMN', percent_off: 10, ends_on: '2026-10-25' });
    await addCode(t.d, { code: 'SUMMER', percent_off: 10, ends_on: '2026-07-01' });
    await addCode(t.d, { code: 'WINTER', percent_off: 10, ends_on: '2026-12-31' });
    const at = async (code: string, iso: string) => {
      const verdict = await checkCode(t.d.db, code, product, new Date(iso));
      return verdict.ok ? 'ok' : verdict.reason;
    };
    expect(await at('SPRING', '2026-03-28T22:59:59Z')).toBe('codeNotYetValid');
    expect(await at('SPRING', '2026-03-28T23:00:00Z')).toBe('ok');
    expect(await at('AUTUMN', '2026-10-25T22:59:59Z')).toBe('ok');
    expect(await at('AUTUMN', '2026-10-25T23:00:00Z')).toBe('codeExpired');
    expect(await at('SUMMER', '2026-07-01T21:59:59Z')).toBe('ok');
    expect(await at('SUMMER', '2026-07-01T22:00:00Z')).toBe('codeExpired');
    expect(await at('WINTER', '2026-12-31T22:59:59Z')).toBe('ok');
    expect(await at('WINTER', '2026-12-31T23:00:00Z')).toBe('codeExpired');
  });

  it('charges the discounted amount at Stripe and counts the redemption once, whatever the webhooks do', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAUNCH', percent_off: 20 });
    const res = await t.order('de', 'launch');
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const session = stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(3760);
    expect(session.metadata).toMatchObject({ discountCode: 'LAUNCH', listAmount: '4700' });
    const form = stripe.requests.find(
      (r) => r.path.endsWith('/checkout/sessions') && r.form.get('metadata[purchaseId]'),
    )!.form;
    // The session ends as soon as Stripe allows (30 minutes at the least), a minute more.
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(31 * 60_000);
    const [pending] = await t.purchases();
    expect(pending).toMatchObject({
      amount: 3760,
      list_price: 4700,
      discount_amount: 940,
      discount_code: 'LAUNCH',
      status: 'pending',
    });
    const delivery = stripe.event('checkout.session.completed', stripe.complete(sessionId));
    await Promise.all(Array.from({ length: 5 }, () => t.webhook(delivery)));
    expect((await t.webhook(delivery)).status).toBe(200);
    const [paid] = await t.purchases();
    expect(paid.status).toBe('paid');
    expect(await redemptionsOf(t.d.db, 'LAUNCH')).toBe(1);
    const invoices = await t.d.db.selectFrom('invoices').selectAll().execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      gross: 3760,
      discount_code: 'LAUNCH',
      list_gross: 4700,
      discount_gross: 940,
    });
    const mails = await t.d.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('dedupe_key', 'like', 'delivery:%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('holds a payment that differs from the discounted total for review, and delivers nothing', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAUNCH', percent_off: 20 });
    const { sessionId } = (await (await t.order('de', 'LAUNCH')).json()) as { sessionId: string };
    // The session says the full price was paid: not what this order asked for.
    stripe.sessions.get(sessionId)!.amount_total = 4700;
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(sessionId)));
    const [held] = await t.purchases();
    expect(held.status).toBe('review');
    expect(held.download_link).toBeNull();
  });

  it('gives the last redemption to exactly one of 20 concurrent checkouts, from two app instances', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAST', amount_off: 500, max_redemptions: 1 });
    const other = createTestApp(t.d, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
    });
    const otherBrowser = createCookieClient(other.app, ORIGIN);
    const body = (i: number) =>
      checkoutBody('de', `buyer${i}@example.com`, { discountCode: 'LAST' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? otherBrowser : t.browser).request('/api/create-checkout-session', {
          method: 'POST',
          json: body(i),
          headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const withCode = (await t.purchases()).filter((p) => p.discount_code === 'LAST');
    expect(withCode).toHaveLength(1);
  });

  it('gives a held code back when the session expires, and ends a checkout whose hold lapsed before the next one takes it', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAST', amount_off: 500, max_redemptions: 1 });
    const first = (await (await t.order('de', 'LAST')).json()) as { sessionId: string };
    const stranger = createCookieClient(t.app, ORIGIN);
    expect((await t.order('de', 'LAST', 'other@example.com', undefined, stranger)).status).toBe(
      400,
    );
    await t.webhook(stripe.event('checkout.session.expired', stripe.expire(first.sessionId)));
    expect(
      (await t.purchases()).find((p) => p.provider_session_id === first.sessionId),
    ).toMatchObject({ status: 'expired' });
    const second = await t.order('de', 'LAST');
    expect(second.status).toBe(200);
    const { sessionId: lapsing } = (await second.json()) as { sessionId: string };
    // A buyer on the payment page for more than the hold's 15 minutes no longer holds the code:
    // the next checkout ends its session at Stripe first, so it can no longer be paid.
    await t.d.db
      .updateTable('ebook_purchases')
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    expect((await t.order('de', 'LAST', 'third@example.com', undefined, stranger)).status).toBe(
      200,
    );
    expect(stripe.sessions.get(lapsing)!.status).toBe('expired');
    expect((await t.purchases()).find((p) => p.provider_session_id === lapsing)).toMatchObject({
      status: 'expired',
    });
  });

  it('gives the code back at once when the buyer goes back from the payment page', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAST', amount_off: 500, max_redemptions: 1 });
    const res = await t.order('de', 'LAST');
    const { sessionId } = (await res.json()) as { sessionId: string };
    const session = stripe.sessions.get(sessionId)!;
    const [held] = await t.purchases();
    // The payment page's way back names the order.
    expect(session.cancel_url).toBe(`${ORIGIN}/de/checkout/cancel?order=${held.id}&code=LAST`);
    const stranger = createCookieClient(t.app, ORIGIN);
    expect((await t.order('de', 'LAST', 'other@example.com', undefined, stranger)).status).toBe(
      400,
    );
    const release = (order: unknown, client = t.browser) =>
      client.request('/api/checkout/release', { method: 'POST', json: { order } });
    // Another browser cannot end this one's checkout, and nonsense changes nothing.
    expect((await release(held.id, stranger)).status).toBe(204);
    expect((await release('RC-NOTANORDER')).status).toBe(204);
    expect((await release({ no: 'pe' })).status).toBe(204);
    expect(session.status).toBe('open');
    expect((await t.purchases())[0].status).toBe('pending');
    // The buyer's own cancel page: the session ends at Stripe and the code is free again.
    expect((await release(held.id)).status).toBe(204);
    expect(session.status).toBe('expired');
    expect((await t.purchases())[0].status).toBe('expired');
    expect((await t.order('de', 'LAST')).status).toBe(200);
    // A paid order is never ended: Stripe refuses, the payment stands.
    const paid = (await t.purchases()).find((p) => p.status === 'pending')!;
    await t.webhook(
      stripe.event('checkout.session.completed', stripe.complete(paid.provider_session_id!)),
    );
    expect((await release(paid.id)).status).toBe(204);
    expect((await t.purchases()).find((p) => p.id === paid.id)?.status).toBe('paid');
  });

  it('lets a buyer back from the payment page by the Back button use the code its own checkout holds', async () => {
    const t = setup();
    await addCode(t.d, { code: 'LAST', amount_off: 500, max_redemptions: 1 });
    const first = (await (await t.order('de', 'LAST')).json()) as { sessionId: string };
    const firstSession = stripe.sessions.get(first.sessionId)!;
    // The browser's Back button: no cancel page, the checkout is shown again and asks anew.
    expect((await t.check('LAST')).status).toBe(200);
    // Another browser is still told the code is taken, and the hold stays.
    const stranger = createCookieClient(t.app, ORIGIN);
    expect((await t.check('LAST', 'de', undefined, stranger)).status).toBe(400);
    expect(firstSession.status).toBe('open');
    // Buying again ends the earlier checkout at Stripe first: the code is held once.
    const second = await t.order('de', 'LAST');
    expect(second.status).toBe(200);
    expect(firstSession.status).toBe('expired');
    const withCode = (await t.purchases()).filter((p) => p.discount_code === 'LAST');
    expect(withCode.map((p) => p.status).sort()).toEqual(['expired', 'pending']);
    expect((await t.order('de', 'LAST', 'other@example.com', undefined, stranger)).status).toBe(
      400,
    );
  });

  it('delivers a 100 % code at once: a paid order of 0 €, its invoice naming the code, no payment session', async () => {
    const t = setup();
    await addCode(t.d, { code: 'GRATIS', percent_off: 100 });
    const sessionsBefore = stripe.sessions.size;
    const res = await t.order('de', 'gratis', 'Gast@Example.com');
    expect(res.status).toBe(200);
    const { checkoutUrl, sessionId } = (await res.json()) as {
      checkoutUrl: string;
      sessionId: string;
    };
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(checkoutUrl).toBe(`${ORIGIN}/de/checkout/success?session_id=${sessionId}`);
    const [order] = await t.purchases();
    expect(order).toMatchObject({
      status: 'paid',
      provider: 'none',
      amount: 0,
      list_price: 4700,
      discount_amount: 4700,
      discount_code: 'GRATIS',
    });
    expect(order.download_link).toMatch(/^http/);
    const [invoice] = await t.d.db.selectFrom('invoices').selectAll().execute();
    expect(invoice).toMatchObject({ gross: 0, vat: 0, discount_code: 'GRATIS', list_gross: 4700 });
    // The success page shows the download to the browser that ordered it.
    const detail = await t.browser.request(
      `/api/products/purchase-detail?sessionId=${encodeURIComponent(sessionId)}&lang=de`,
    );
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ status: 'paid' });
    expect(await redemptionsOf(t.d.db, 'GRATIS')).toBe(1);
  });

  it('lets administrators create, edit and pause codes, audited; a used code cannot be deleted', async () => {
    const t = setup();
    const write = await adminWriter(t);
    const bad = await write('POST', '', { code: 'BOTH', percent_off: 10, amount_off: 500 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      amount_off: 'Bitte nur eines angeben: Rabatt in Prozent oder Rabatt in Euro.',
    });
    const none = await write('POST', '', { code: 'NONE' });
    expect((await none.json()).errors).toEqual({
      percent_off: 'Bitte einen Rabatt angeben: in Prozent oder in Euro.',
    });
    const window = await write('POST', '', {
      code: 'WIN',
      percent_off: 10,
      starts_on: '2026-12-31',
      ends_on: '2026-12-01',
    });
    expect((await window.json()).errors).toEqual({
      ends_on: '„Gültig bis“ liegt vor „Gültig ab“.',
    });
    const spaced = await write('POST', '', { code: 'NO SPACE', percent_off: 10 });
    expect(spaced.status).toBe(400);
    expect(await t.d.db.selectFrom('discount_codes').select('code').execute()).toEqual([]);

    const created = await write('POST', '', {
      code: 'verband26',
      description: 'Gastronomieverband',
      percent_off: 15,
      languages: ['de', 'it'],
      max_redemptions: 100,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      code: 'VERBAND26',
      percent_off: 15,
      languages: ['de', 'it'],
      active: true,
      version: 1,
    });
    expect((await t.check('verband26', 'it')).status).toBe(200);
    expect((await t.check('verband26', 'fr')).status).toBe(400);
    const paused = await write('PUT', '/VERBAND26', { active: false, version: 1 });
    expect(paused.status).toBe(200);
    expect((await (await t.check('VERBAND26')).json()).code).toBe('codeUnknown');
    await write('PUT', '/VERBAND26', { active: true, version: 2 });
    expect((await t.order('de', 'VERBAND26')).status).toBe(200);
    const del = await write('DELETE', '/VERBAND26');
    expect(del.status).toBe(409);
    expect((await del.json()).message).toContain('kann nicht gelöscht werden');
    const audit = await auditOfTable(t.d.db, 'discount_codes', ['action', 'actor']);
    expect(audit).toEqual([
      { action: 'create', actor: 'boss@example.com' },
      { action: 'update', actor: 'boss@example.com' },
      { action: 'update', actor: 'boss@example.com' },
    ]);
    // A code no order carries may go.
    await write('POST', '', { code: 'UNUSED', amount_off: 300 });
    expect((await write('DELETE', '/UNUSED')).status).toBe(204);
  });

  it('stores an empty day of the admin form as no day, so pausing a code logs only the pause', async () => {
    const t = setup();
    const write = await adminWriter(t);
    // The form sends every field; a date field left empty arrives as ''.
    const form = { description: '', amount_off: null, max_redemptions: null, languages: [] };
    const created = await write('POST', '', {
      ...form,
      code: 'FORM',
      percent_off: 10,
      starts_on: '',
      ends_on: '',
      active: true,
    });
    expect(created.status).toBe(201);
    const row = () =>
      t.d.db
        .selectFrom('discount_codes')
        .select(['starts_on', 'ends_on'])
        .where('code', '=', 'FORM')
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ starts_on: null, ends_on: null });
    const paused = await write('PUT', '/FORM', {
      ...form,
      percent_off: 10,
      starts_on: '',
      ends_on: '',
      active: false,
      version: 1,
    });
    expect(paused.status).toBe(200);
    expect(await row()).toEqual({ starts_on: null, ends_on: null });
    const update = await t.d.db
      .selectFrom('audit_log')
      .select('summary')
      .where('table_name', '=', 'discount_codes')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(update.summary).toBe('Aktiv: Ja → Nein');
  });
});
