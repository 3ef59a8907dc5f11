import { expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import { berlinDay } from '../common/berlin-time';
import { createPageCounter, countShopPage, readSalesReport } from './insight';
import { HOME_PATHS, TERMS_PATHS } from '../../../shared/languages';
import { rateGapText } from '../../../shared/api/sales';

const silent = pino({ level: 'silent' });
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Counts the browser views of each path, as many as given, on a counter whose clock says `iso`. */
async function countViews(d: TestDatabase, iso: string, views: Array<[string, number]>) {
  const counter = createPageCounter({
    db: d.db,
    logger: silent,
    flushMs: 60_000,
    now: () => Date.parse(iso),
  });
  for (const [path, n] of views) for (let i = 0; i < n; i++) countShopPage(counter, path, BROWSER);
  await counter.stop();
}

let seq = 0;
async function purchase(
  d: TestDatabase,
  p: {
    language: string;
    amount: number;
    status: string;
    created_at: string;
    paid_at?: string | null;
    refunded_at?: string | null;
  },
) {
  seq += 1;
  await d.db
    .insertInto('ebook_purchases')
    .values({
      id: `p_insight_${seq}_${Math.random().toString(36).slice(2)}`,
      email: `buyer${seq}@example.com`,
      product_id: 'restaurant-closer',
      currency: 'eur',
      provider: 'demo',
      paid_at: null,
      refunded_at: null,
      ...p,
    } as never)
    .execute();
}

describeEachDatabase('first-party counts on %s', ({ db }) => {
  it('buffers page views in memory, writes them as daily totals, and leaves bots out', async () => {
    const d = db();
    const at = Date.parse('2026-03-10T10:00:00Z');
    const counter = createPageCounter({ db: d.db, logger: silent, flushMs: 60_000, now: () => at });
    for (let i = 0; i < 3; i++) countShopPage(counter, HOME_PATHS.de, BROWSER);
    countShopPage(counter, HOME_PATHS.en, BROWSER);
    countShopPage(counter, HOME_PATHS.en, GOOGLEBOT);
    countShopPage(counter, HOME_PATHS.en, undefined);
    countShopPage(counter, '/wp-login.php', BROWSER);
    // Nothing is written before the flush: counting is a map increment.
    expect(await d.db.selectFrom('daily_counts').selectAll().execute()).toEqual([]);
    await counter.flush();
    countShopPage(counter, HOME_PATHS.de, BROWSER);
    await counter.stop();

    const rows = await d.db
      .selectFrom('daily_counts')
      .selectAll()
      .orderBy('metric')
      .orderBy('language')
      .execute();
    expect(rows.map((r) => ({ ...r, count: Number(r.count) }))).toEqual([
      { day: '2026-03-10', metric: 'page_view', path: HOME_PATHS.de, language: 'de', count: 4 },
      { day: '2026-03-10', metric: 'page_view', path: HOME_PATHS.en, language: 'en', count: 1 },
      { day: '2026-03-10', metric: 'product_view', path: HOME_PATHS.de, language: 'de', count: 4 },
      { day: '2026-03-10', metric: 'product_view', path: HOME_PATHS.en, language: 'en', count: 1 },
    ]);
    // Only totals: the table has no column a visitor could be told apart by.
    const columns = Object.keys(rows[0]).sort();
    expect(columns).toEqual(['count', 'day', 'language', 'metric', 'path']);
  });

  it('counts a page only at its own address, never at a variant a visitor made up', async () => {
    const d = db();
    const counter = createPageCounter({ db: d.db, logger: silent, flushMs: 60_000 });
    const variants = [
      TERMS_PATHS.en.toUpperCase(),
      `${TERMS_PATHS.en}/`,
      `${TERMS_PATHS.en}//`,
      TERMS_PATHS.en + '/'.repeat(3000),
      HOME_PATHS.de.replace('/de/', '/DE/'),
      `${HOME_PATHS.de}/`,
      `/${'x'.repeat(2000)}`,
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of variants) countShopPage(counter, path, BROWSER);
    }
    countShopPage(counter, TERMS_PATHS.en, BROWSER);
    countShopPage(counter, HOME_PATHS.de, BROWSER);
    await counter.stop();
    const rows = await d.db
      .selectFrom('daily_counts')
      .select(['metric', 'path', 'count'])
      .orderBy('metric')
      .orderBy('path')
      .execute();
    expect(rows.map((r) => ({ ...r, count: Number(r.count) }))).toEqual([
      { metric: 'page_view', path: HOME_PATHS.de, count: 1 },
      { metric: 'page_view', path: TERMS_PATHS.en, count: 1 },
      { metric: 'product_view', path: HOME_PATHS.de, count: 1 },
    ]);
  });

  it('uses the Berlin calendar day', () => {
    expect(berlinDay(Date.parse('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(berlinDay(Date.parse('2026-07-09T21:59:00Z'))).toBe('2026-07-09');
  });

  it('reports revenue, orders, funnel, refunds and withdrawals per day against the period before', async () => {
    const d = db();
    await countViews(d, '2026-03-10T10:00:00Z', [
      [HOME_PATHS.it, 40],
      ['/it/privacy', 10],
    ]);
    // Period 2026-03-09..2026-03-10; the period before is 03-07..03-08.
    await purchase(d, {
      language: 'it',
      amount: 4700,
      status: 'paid',
      created_at: '2026-03-10T09:00:00.000Z',
      paid_at: '2026-03-10T09:01:00.000Z',
    });
    await purchase(d, {
      language: 'de',
      amount: 4700,
      status: 'refunded',
      created_at: '2026-03-09T09:00:00.000Z',
      paid_at: '2026-03-09T09:01:00.000Z',
      refunded_at: '2026-03-10T12:00:00.000Z',
    });
    await purchase(d, {
      language: 'fr',
      amount: 3900,
      status: 'withdrawn',
      created_at: '2026-03-08T22:30:00.000Z', // 23:30 in Berlin: still the 8th
      paid_at: '2026-03-08T22:31:00.000Z',
      refunded_at: '2026-03-09T08:00:00.000Z',
    });
    await purchase(d, {
      language: 'it',
      amount: 4700,
      status: 'pending',
      created_at: '2026-03-10T11:00:00.000Z',
    });
    await purchase(d, {
      language: 'en',
      amount: 4700,
      status: 'failed',
      created_at: '2026-03-09T23:30:00.000Z', // 00:30 on the 10th in Berlin
    });
    await purchase(d, {
      language: 'en',
      amount: 0,
      status: 'free',
      created_at: '2026-03-10T11:00:00.000Z',
      paid_at: '2026-03-10T11:00:00.000Z',
    });

    const r = await readSalesReport(d.db, '2026-03-09', '2026-03-10');
    expect(r.days.map((x) => x.day)).toEqual(['2026-03-09', '2026-03-10']);
    const [d9, d10] = r.days;
    // The 9th: the German order came in; the French one, paid on the 8th, was withdrawn.
    expect(d9).toMatchObject({
      orders: 1,
      gross: 4700,
      refunded: 3900,
      net: 800,
      checkoutStarts: 1,
      purchases: 1,
      withdrawals: 1,
      withdrawalAmount: 3900,
    });
    // The 10th: the Italian order came in, the German one of the 9th was refunded.
    expect(d10).toMatchObject({
      orders: 1,
      gross: 4700,
      refunded: 4700,
      net: 0,
      checkoutStarts: 3,
      purchases: 1,
      pageViews: 50,
      productViews: 40,
      refunds: 1,
      refundAmount: 4700,
    });
    expect(d10.grossByLang.it).toBe(4700);
    expect(r.totals).toMatchObject({
      orders: 2,
      gross: 9400,
      refunded: 8600,
      net: 800,
      checkoutStarts: 4,
      purchases: 2,
      productViews: 40,
      refunds: 1,
      withdrawals: 1,
    });
    // Net per language: a refund lowers the language of its order, on the day of the refund.
    expect(r.totals.netByLang).toEqual({ it: 4700, de: 0, fr: -3900, en: 0, es: 0 });
    expect(r.totals.grossByLang).toEqual({ it: 4700, de: 4700, fr: 0, en: 0, es: 0 });
    // The 9th had an order but not one counted view: counting was off, no rate from views.
    expect(r.totals.daysWithoutViews).toBe(1);
    expect(r.totals.funnel.conversion).toEqual({ value: null, gap: 'views-missing' });
    expect(r.totals.funnel.checkoutRate).toEqual({ value: null, gap: 'views-missing' });
    // Purchases per checkout start need no views: the same starts, a share.
    expect(r.totals.funnel.purchaseRate.value).toBeCloseTo(2 / 4);
    expect(r.totals.pageViewsByLang.it).toBe(50);
    expect(r.pages[0]).toEqual({ path: HOME_PATHS.it, language: 'it', views: 40 });
    expect(r.previous).toMatchObject({ from: '2026-03-07', to: '2026-03-08' });
    expect(r.previous.totals).toMatchObject({ orders: 1, gross: 3900, net: 3900 });
    expect(r.previous.totals.checkoutStarts).toBe(1);
    expect(r.previous.totals.funnel.conversion.value).toBeNull();
  });

  it('gives every funnel rate as a share of the step before, never above 100 %', async () => {
    const d = db();
    // Views counted on both days: 30 landing views, 6 checkout views, of the German checkout.
    await countViews(d, '2026-05-04T10:00:00Z', [
      [HOME_PATHS.de, 20],
      ['/de/checkout', 4],
    ]);
    await countViews(d, '2026-05-05T10:00:00Z', [
      [HOME_PATHS.de, 10],
      ['/de/checkout', 2],
    ]);
    for (const [created, paid] of [
      ['2026-05-04T10:01:00.000Z', '2026-05-04T10:02:00.000Z'],
      ['2026-05-04T11:00:00.000Z', null],
      ['2026-05-05T10:01:00.000Z', '2026-05-05T10:03:00.000Z'],
    ] as const) {
      await purchase(d, {
        language: 'de',
        amount: 4700,
        status: paid ? 'paid' : 'expired',
        created_at: created,
        paid_at: paid,
      });
    }
    // Started on the 5th and paid on the 6th, after the period: not an order of the period, but
    // a purchase of its checkout starts.
    await purchase(d, {
      language: 'de',
      amount: 4700,
      status: 'paid',
      created_at: '2026-05-05T21:50:00.000Z',
      paid_at: '2026-05-05T22:10:00.000Z',
    });
    const r = await readSalesReport(d.db, '2026-05-04', '2026-05-05');
    const t = r.totals;
    expect(t).toMatchObject({
      productViews: 30,
      checkoutViews: 6,
      checkoutStarts: 4,
      purchases: 3,
      orders: 2,
      daysWithoutViews: 0,
    });
    expect(t.funnel.checkoutViewRate.value).toBeCloseTo(6 / 30);
    expect(t.funnel.checkoutRate.value).toBeCloseTo(4 / 6);
    expect(t.funnel.purchaseRate.value).toBeCloseTo(3 / 4);
    expect(t.funnel.conversion.value).toBeCloseTo(3 / 30);

    // Eight more checkouts started from a link in an e-mail, without a counted checkout view:
    // more starts than checkout views is no share, and is not shown as 200 %.
    for (let i = 0; i < 8; i++) {
      await purchase(d, {
        language: 'de',
        amount: 4700,
        status: 'paid',
        created_at: '2026-05-05T12:00:00.000Z',
        paid_at: '2026-05-05T12:01:00.000Z',
      });
    }
    const more = (await readSalesReport(d.db, '2026-05-04', '2026-05-05')).totals;
    expect(more.checkoutStarts).toBe(12);
    expect(more.funnel.checkoutRate).toEqual({ value: null, gap: 'exceeds' });
    expect(more.funnel.purchaseRate.value).toBeCloseTo(11 / 12);
    expect(more.funnel.conversion.value).toBeCloseTo(11 / 30);
    for (const rate of Object.values(more.funnel)) {
      if (rate.value !== null) expect(rate.value).toBeLessThanOrEqual(1);
    }
  });

  it('shows no conversion rate where views were not counted, never 766 %', async () => {
    const d = db();
    // Counting was switched on late on the last day: 2 views, against 23 orders of the week.
    await countViews(d, '2026-06-07T20:00:00Z', [[HOME_PATHS.en, 2]]);
    for (let i = 0; i < 23; i++) {
      const at = new Date(Date.parse('2026-06-01T09:00:00Z') + (i % 7) * 86_400_000).toISOString();
      await purchase(d, {
        language: 'en',
        amount: 4700,
        status: 'paid',
        created_at: at,
        paid_at: at,
      });
    }
    const t = (await readSalesReport(d.db, '2026-06-01', '2026-06-07')).totals;
    expect(t.orders).toBe(23);
    expect(t.productViews).toBe(2);
    expect(t.daysWithoutViews).toBe(6);
    expect(t.funnel.conversion).toEqual({ value: null, gap: 'views-missing' });
    expect(rateGapText('views-missing', t.daysWithoutViews)).toBe(
      'an 6 Tagen mit Verkäufen wurden keine Seitenaufrufe gezählt (die Zählung war aus, oder es kamen nur Aufrufe, die nicht gezählt werden: Bots und Programme ohne Browserkennung)',
    );
    // Only the last day, where views were counted: still more purchases than views, no rate.
    const lastDay = (await readSalesReport(d.db, '2026-06-07', '2026-06-07')).totals;
    expect(lastDay.daysWithoutViews).toBe(0);
    expect(lastDay.purchases).toBeGreaterThan(lastDay.productViews);
    expect(lastDay.funnel.conversion).toEqual({ value: null, gap: 'exceeds' });
  });

  it('counts an order a discount code made free as an order of 0 €; a free copy is none', async () => {
    const d = db();
    for (const [status, amount] of [
      ['paid', 0],
      ['free', 0],
      ['paid', 3760],
    ] as const) {
      await purchase(d, {
        language: 'de',
        amount,
        status,
        created_at: '2026-05-04T09:00:00.000Z',
        paid_at: status === 'free' ? null : '2026-05-04T09:01:00.000Z',
      });
    }
    const report = await readSalesReport(d.db, '2026-05-04', '2026-05-04');
    expect(report.totals).toMatchObject({ orders: 2, gross: 3760 });
    expect(report.days[0]!.ordersByLang.de).toBe(2);
  });

  it('counts an order held for review in no figure: not an order, not revenue, not a purchase of the funnel', async () => {
    const d = db();
    for (const status of ['review', 'paid'] as const) {
      await purchase(d, {
        language: 'it',
        amount: 3760,
        status,
        created_at: '2026-05-06T09:00:00.000Z',
        paid_at: '2026-05-06T09:01:00.000Z',
      });
    }
    const report = await readSalesReport(d.db, '2026-05-06', '2026-05-06');
    expect(report.totals).toMatchObject({ orders: 1, gross: 3760 });
    expect(report.days[0]).toMatchObject({ checkoutStarts: 2, purchases: 1, orders: 1 });
  });
});
