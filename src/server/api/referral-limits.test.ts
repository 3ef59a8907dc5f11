import { expect, it, vi } from 'vitest';
import { berlinDay } from '../../shared/format';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { pagesAvailable } from '../../../tests/setup/pages';
import { auditOfTable } from '../../../tests/setup/audit';
import { checkoutBody, startCheckout } from '../../../tests/setup/checkout';
import { createPageCounter } from '../domain/insight/insight';
import { createLogger } from '../logger';
import type { CommissionsReport } from '../../shared/api/commissions';

const ORIGIN = 'http://localhost:3000';
const BOSS = 'boss@example.com';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * What keeps a partner's figures honest against their own doing (decision 086): a click counted
 * once per client a day, nothing earned on their own purchase, and the month's rest payable.
 */
describeEachDatabase('referral partners’ figures kept honest on %s', (suite) => {
  async function setup() {
    const d = suite.db();
    const counter = createPageCounter({
      db: d.db,
      logger: createLogger('silent', false),
      flushMs: 3_600_000,
    });
    const { app, config } = createTestApp(
      d,
      { PUBLIC_URL: ORIGIN, ADMIN_EMAILS: BOSS },
      { counter },
    );
    const boss = await createSessionClient({ app, config }, d.db, BOSS);
    const browser = createCookieClient(app, ORIGIN);
    const addPartner = async (code: string, percent: number, extra: object = {}) => {
      const res = await boss.request('/api/tables/partners', {
        method: 'POST',
        json: {
          code,
          name: `Partner ${code}`,
          email: `${code.toLowerCase()}@partner.example`,
          commission_percent: percent,
          language: 'de',
          ...extra,
        },
      });
      expect(res.status).toBe(201);
    };
    /** A paid order in German: the demo payment's "pay" fulfils it and issues its invoice. */
    const buy = async (opts: { referral?: string; email?: string } = {}) => {
      const sessionId = await startCheckout(
        browser,
        checkoutBody('de', opts.email, opts.referral ? { referral: opts.referral } : {}),
      );
      const pay = await browser.request(`/api/demo-pay/${sessionId}/pay`, { method: 'POST' });
      expect(pay.status).toBe(303);
      const row = await d.db
        .selectFrom('demo_payments')
        .select('purchase_id')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return row.purchase_id;
    };
    const purchase = (id: string) =>
      d.db.selectFrom('ebook_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const today = berlinDay(Date.now());
    const month = today.slice(0, 7);
    const report = async () => {
      const res = await boss.request(`/api/admin/commissions?from=${month}-01&to=${today}`);
      expect(res.status).toBe(200);
      return (await res.json()) as CommissionsReport;
    };
    const markPaid = (partner: string) =>
      boss.request('/api/admin/commissions/payouts', { json: { partner, month } });
    return { d, app, counter, addPartner, buy, purchase, report, markPaid };
  }

  it('counts a landing click for an active partner once per client a day, not for an unknown or paused code, nor for a bot', async () => {
    if (!pagesAvailable()) return;
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    await t.addPartner('PAUSE', 10, { active: false });
    const visit = (path: string, client = '203.0.113.1', ua = CHROME) =>
      t.app.request(path, { headers: { 'user-agent': ua, 'x-forwarded-for': client } });
    const res = await visit('/de?ref=verband');
    expect(res.status).toBe(200);
    const html = await res.text();
    // The landing page's links carry the code to the checkout; with a discount code both.
    expect(html).toContain('href="/de/checkout?ref=VERBAND"');
    // The same client opening the link again and again, in any language: still one click.
    for (let i = 0; i < 30; i++) await visit(i % 2 ? '/de?ref=VERBAND' : '/it?ref=verband');
    const both = await (await visit('/it?ref=verband&code=launch', '203.0.113.2')).text();
    expect(both).toContain('href="/it/checkout?code=LAUNCH&amp;ref=VERBAND"');
    await visit('/de?ref=VERBAND', '203.0.113.3');
    await visit('/de?ref=NIEMAND', '203.0.113.4');
    await visit('/de?ref=PAUSE', '203.0.113.5');
    await visit(
      '/de?ref=VERBAND',
      '203.0.113.6',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    await visit('/de/datenschutz?ref=VERBAND', '203.0.113.7');
    const expected = [
      { path: 'VERBAND', language: 'de', count: 2 },
      { path: 'VERBAND', language: 'it', count: 1 },
    ];
    // The click is counted after the answer: wait until the counts are written.
    await vi.waitFor(async () => {
      await t.counter.flush();
      const clicks = await t.d.db
        .selectFrom('daily_counts')
        .select(['path', 'language', 'count'])
        .where('metric', '=', 'referral_click')
        .orderBy('language')
        .execute();
      expect(clicks.map((c) => ({ ...c, count: Number(c.count) }))).toEqual(expected);
    });
    // Nothing more arrives later: a click for another partner, made after all of the above,
    // is counted, and by then a late click of the repeats, the paused code or the bot would be.
    await t.addPartner('SPAETER', 10);
    await visit('/de?ref=SPAETER', '203.0.113.8');
    await vi.waitFor(async () => {
      await t.counter.flush();
      const late = await t.d.db
        .selectFrom('daily_counts')
        .select('count')
        .where('metric', '=', 'referral_click')
        .where('path', '=', 'SPAETER')
        .execute();
      expect(late).toHaveLength(1);
    });
    const r = await t.report();
    expect(r.rows.filter((row) => row.partnerCode !== 'SPAETER')).toEqual([
      expect.objectContaining({ partnerCode: 'VERBAND', clicks: 3 }),
    ]);
    await t.counter.stop();
  });

  it('pays what was earned in a month after its payout as a further payout of that month, once', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    await t.buy({ referral: 'VERBAND' });
    expect((await t.markPaid('VERBAND')).status).toBe(200);
    // The month runs on: another sale after the payout stays open, and can be paid.
    await t.buy({ referral: 'VERBAND' });
    let r = await t.report();
    expect(r.rows[0]).toMatchObject({ due: 878, paid: 439, open: 439 });
    const rest = await t.markPaid('VERBAND');
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { amount: number; message: string };
    expect(body.amount).toBe(439);
    expect(body.message).toMatch(
      /offene Rest .* ausgezahlt markiert: 4,39\s€ \(insgesamt 8,78\s€\)/,
    );
    r = await t.report();
    expect(r.rows[0]).toMatchObject({ due: 878, paid: 878, open: 0 });
    expect(r.partners[0]).toMatchObject({ paid: 878, open: 0 });
    const again = await t.markPaid('VERBAND');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/bereits als ausgezahlt markiert \(8,78\s€ am /);

    // Two clicks at once on a new rest: one payout, one refusal.
    await t.buy({ referral: 'VERBAND' });
    const answers = await Promise.all([t.markPaid('VERBAND'), t.markPaid('VERBAND')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const payouts = await t.d.db
      .selectFrom('partner_payouts')
      .select(['payout_number', 'amount'])
      .orderBy('payout_number')
      .execute();
    expect(payouts.map((p) => [Number(p.payout_number), Number(p.amount)])).toEqual([
      [1, 439],
      [2, 439],
      [3, 439],
    ]);
    const audit = await auditOfTable(t.d.db, 'partner_payouts', ['action']);
    expect(audit).toHaveLength(3);
    expect((await t.report()).rows[0]).toMatchObject({ due: 1317, paid: 1317, open: 0 });
  });

  it('gives a partner no commission on a purchase with their own address, in any of its variants', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10, { email: 'j.doe@gmail.com' });
    const own = await t.buy({ referral: 'VERBAND', email: 'J.Doe+buch@googlemail.com' });
    expect(await t.purchase(own)).toMatchObject({ referral_code: null, referral_percent: null });
    const plus = await t.buy({ referral: 'VERBAND', email: 'jdoe+2@gmail.com' });
    expect((await t.purchase(plus)).referral_code).toBeNull();
    const customer = await t.buy({ referral: 'VERBAND', email: 'kunde@example.com' });
    expect(await t.purchase(customer)).toMatchObject({
      referral_code: 'VERBAND',
      referral_percent: 10,
    });
    const r = await t.report();
    expect(r.rows).toEqual([
      expect.objectContaining({ partnerCode: 'VERBAND', orders: 1, earned: 439 }),
    ]);
  });
});
