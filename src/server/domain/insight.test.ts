import { expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { berlinDay } from './berlin-time';
import { createPageCounter, countShopPage, readSalesReport } from './insight';
import { HOME_PATHS, TERMS_PATHS } from '../../shared/languages';

const silent = pino({ level: 'silent' });
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

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
    const counter = createPageCounter({
      db: d.db,
      logger: silent,
      flushMs: 60_000,
      now: () => Date.parse('2026-03-10T10:00:00Z'),
    });
    for (let i = 0; i < 40; i++) countShopPage(counter, HOME_PATHS.it, BROWSER);
    for (let i = 0; i < 10; i++) countShopPage(counter, '/it/privacy', BROWSER);
    await counter.stop();
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
    expect(d9).toMatchObject({ orders: 1, revenue: 4700, checkoutStarts: 1, withdrawals: 1 });
    expect(d9.withdrawalAmount).toBe(3900);
    expect(d10).toMatchObject({
      orders: 1,
      revenue: 4700,
      checkoutStarts: 3,
      pageViews: 50,
      productViews: 40,
      refunds: 1,
      refundAmount: 4700,
    });
    expect(d10.revenueByLang.it).toBe(4700);
    expect(r.totals).toMatchObject({
      orders: 2,
      revenue: 9400,
      checkoutStarts: 4,
      productViews: 40,
      refunds: 1,
      withdrawals: 1,
    });
    expect(r.totals.checkoutRate).toBeCloseTo(4 / 40);
    expect(r.totals.purchaseRate).toBeCloseTo(2 / 4);
    expect(r.totals.conversion).toBeCloseTo(2 / 40);
    expect(r.totals.pageViewsByLang.it).toBe(50);
    expect(r.pages[0]).toEqual({ path: HOME_PATHS.it, language: 'it', views: 40 });
    expect(r.previous).toMatchObject({ from: '2026-03-07', to: '2026-03-08' });
    expect(r.previous.totals).toMatchObject({ orders: 1, revenue: 3900, checkoutStarts: 1 });
    expect(r.previous.totals.conversion).toBeNull();
  });
});
