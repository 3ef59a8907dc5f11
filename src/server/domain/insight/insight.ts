import { sql } from 'kysely';
import { isbot } from 'isbot';
import { berlinDay, daysBetween, shiftDay, utcSpanAround } from '../common/berlin-time';
import type { Db } from '../../db/index';
import { readReminderTimes } from './reminder-figures';
import type { Logger } from '../../logger';
import { LANGS, type Lang, isLang, pageAtExactPath } from '../../../shared/languages';
import { readCodeFigures, readMoneyBack, selectOrdersWithin } from './code-figures';
import { isSold, SOLD_STATUSES } from '../orders/purchases';
import type {
  DayFigures,
  PeriodTotals,
  Rate,
  SalesCounts,
  SalesReport,
} from '../../../shared/api/sales';

export type { SalesReport };

/**
 * First-party counts (decision D6). A page view is a number added to a map in memory: no
 * address, no identifier, no cookie is read or kept. The map is written as daily totals every
 * few seconds and on a graceful stop, so the cached pages pay one map increment per request.
 * Purchases, revenue, checkout starts, refunds and withdrawals are read from the purchases
 * table, which records each of them already; counting them a second time could only disagree.
 */
export interface PageCounter {
  /** Counts one view of a page (and of the product, on a product page) unless a bot asked. */
  countPageView(path: string, lang: Lang, userAgent: string | undefined, isProduct: boolean): void;
  /**
   * Counts one click on a partner's link (decision D18): metric 'referral_click', the path is the
   * partner's code (an active partner's, checked by the caller), unless a bot asked.
   */
  countReferralClick(code: string, lang: Lang, userAgent: string | undefined): void;
  /** Writes what is buffered; the next flush starts from zero. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

const BOT_CACHE_LIMIT = 500;

/**
 * Counts a view of one of the shop's pages (those that exist in every language) at one of its
 * own addresses. Other paths (the admin, unknown addresses, and case or trailing-slash variants
 * of a page such as /EN/TERMS or /en/terms//) are not counted, so no path a visitor makes up
 * becomes a row: the rows of a day are bounded by the shop's own list of addresses.
 */
export function countShopPage(counter: PageCounter, path: string, userAgent: string | undefined) {
  const page = pageAtExactPath(path);
  if (page) counter.countPageView(path, page.lang, userAgent, page.page === 'home');
}

export function createPageCounter(opts: {
  db: Db;
  logger: Logger;
  /** Milliseconds between writes; 5 s by default. */
  flushMs?: number;
  now?: () => number;
}): PageCounter {
  const now = opts.now ?? Date.now;
  let buffer = new Map<string, number>();
  // isbot is a regular expression: remember its answer per user agent, the same few browsers
  // ask again and again.
  const botAnswers = new Map<string, boolean>();
  let writing: Promise<void> = Promise.resolve();
  let day = '';
  let dayAt = -Infinity;
  // The buffer keys of today's pages, made once a day rather than once a view.
  const keysOfDay = new Map<string, { view: string; product: string | null }>();

  function isBotAgent(ua: string | undefined): boolean {
    if (!ua) return true;
    let answer = botAnswers.get(ua);
    if (answer === undefined) {
      answer = isbot(ua);
      if (botAnswers.size >= BOT_CACHE_LIMIT) botAnswers.clear();
      botAnswers.set(ua, answer);
    }
    return answer;
  }

  function add(key: string) {
    buffer.set(key, (buffer.get(key) ?? 0) + 1);
  }

  async function write(batch: Map<string, number>) {
    for (const [key, n] of batch) {
      const [day, metric, language, path] = key.split('\u0000');
      await opts.db
        .insertInto('daily_counts')
        .values({ day, metric, path, language, count: n })
        .onConflict((oc) =>
          oc
            .columns(['day', 'metric', 'path', 'language'])
            .doUpdateSet({ count: sql`daily_counts.count + ${n}` }),
        )
        .execute();
    }
  }

  function flush(): Promise<void> {
    if (buffer.size === 0) return writing;
    const batch = buffer;
    buffer = new Map();
    writing = writing
      .then(() => write(batch))
      .catch((err) => opts.logger.warn({ err }, 'page counts could not be written'));
    return writing;
  }

  const timer = setInterval(() => void flush(), opts.flushMs ?? 5000);
  timer.unref();

  // The day is worked out at most once a second: a view is then a string join and a map
  // increment.
  function refreshDay() {
    const t = now();
    if (t - dayAt >= 1000 || t < dayAt) {
      const today = berlinDay(t);
      if (today !== day) keysOfDay.clear();
      day = today;
      dayAt = t;
    }
  }

  return {
    countReferralClick(code, lang, userAgent) {
      if (isBotAgent(userAgent)) return;
      refreshDay();
      add(`${day}\u0000referral_click\u0000${lang}\u0000${code}`);
    },
    countPageView(path, lang, userAgent, isProduct) {
      if (isBotAgent(userAgent)) return;
      refreshDay();
      const k = `${lang}\u0000${path}`;
      let keys = keysOfDay.get(k);
      if (!keys) {
        keys = {
          view: `${day}\u0000page_view\u0000${k}`,
          product: isProduct ? `${day}\u0000product_view\u0000${k}` : null,
        };
        if (keysOfDay.size < 1000) keysOfDay.set(k, keys);
      }
      add(keys.view);
      if (keys.product) add(keys.product);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The sales dashboard's figures.

function zeroLangs(): Record<Lang, number> {
  return Object.fromEntries(LANGS.map((l) => [l, 0])) as Record<Lang, number>;
}

/** The period of the same length just before `from`..`to`. */
function previousPeriod(from: string, to: string): { from: string; to: string } {
  const n = daysBetween(from, to).length;
  return { from: shiftDay(from, n), to: shiftDay(from, 1) };
}

function zeroCounts(): SalesCounts {
  return {
    gross: 0,
    refunded: 0,
    net: 0,
    orders: 0,
    copies: 0,
    grossByLang: zeroLangs(),
    netByLang: zeroLangs(),
    ordersByLang: zeroLangs(),
    pageViews: 0,
    productViews: 0,
    checkoutViews: 0,
    checkoutStarts: 0,
    purchases: 0,
    refunds: 0,
    refundAmount: 0,
    withdrawals: 0,
    withdrawalAmount: 0,
    remindersSent: 0,
    reminderPurchases: 0,
    fees: null,
    netReceived: null,
  };
}

function emptyDay(day: string): DayFigures {
  return { day, ...zeroCounts() };
}

/** Whether a counted path is a checkout page (in any language); worked out once per path. */
const checkoutPaths = new Map<string, boolean>();
function isCheckoutPath(path: string): boolean {
  let answer = checkoutPaths.get(path);
  if (answer === undefined) {
    answer = pageAtExactPath(path)?.page === 'checkout';
    if (checkoutPaths.size < 1000) checkoutPaths.set(path, answer);
  }
  return answer;
}

/** Per-day figures of `from`..`to` (Berlin days, inclusive). */
async function readDays(db: Db, from: string, to: string) {
  const days = new Map(daysBetween(from, to).map((d) => [d, emptyDay(d)]));
  const pageViewsByLang = zeroLangs();
  const pages = new Map<string, { path: string; language: string; views: number }>();

  const counts = await db
    .selectFrom('daily_counts')
    .select(['day', 'metric', 'path', 'language', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  for (const r of counts) {
    const day = days.get(r.day);
    if (!day) continue;
    const n = Number(r.count);
    if (r.metric === 'page_view') {
      day.pageViews += n;
      if (isCheckoutPath(r.path)) day.checkoutViews += n;
      if (isLang(r.language)) pageViewsByLang[r.language] += n;
      const key = `${r.language}|${r.path}`;
      const page = pages.get(key) ?? { path: r.path, language: r.language, views: 0 };
      page.views += n;
      pages.set(key, page);
    } else if (r.metric === 'product_view') day.productViews += n;
  }

  const { lo, hi } = utcSpanAround(from, to);
  const dayOf = (iso: string) => days.get(berlinDay(Date.parse(iso)));

  // A checkout start is a purchase row: the checkout creates it when the buyer goes to pay.
  // Its purchase is counted on the start's day, so the funnel's last step is a share of the
  // starts it counts, never more.
  const started = await selectOrdersWithin(db, 'created_at', lo, hi)
    .select(['created_at', 'paid_at', 'status'])
    .where('status', '!=', 'free')
    .execute();
  for (const r of started) {
    const day = dayOf(r.created_at);
    if (!day) continue;
    day.checkoutStarts += 1;
    if (r.paid_at && isSold(r.status)) day.purchases += 1;
  }

  const paid = await selectOrdersWithin(db, 'paid_at', lo, hi)
    .select(['paid_at', 'amount', 'language', 'provider_fee', 'provider_net', 'copies'])
    // Orders, whatever they cost: one a discount code made free is an order too (a free copy
    // is not: its status is 'free').
    .where('status', 'in', SOLD_STATUSES)
    .execute();
  for (const r of paid) {
    const day = r.paid_at ? dayOf(r.paid_at) : undefined;
    if (!day) continue;
    day.orders += 1;
    day.copies += Number(r.copies);
    if (r.provider_fee !== null) {
      day.fees = (day.fees ?? 0) + Number(r.provider_fee);
      day.netReceived = (day.netReceived ?? 0) + Number(r.provider_net ?? 0);
    }
    day.gross += r.amount;
    day.net += r.amount;
    if (isLang(r.language)) {
      day.ordersByLang[r.language] += 1;
      day.grossByLang[r.language] += r.amount;
      day.netByLang[r.language] += r.amount;
    }
  }

  // Money that went back counts on the day it went back, against that day's sales: a refund
  // in March of a February order lowers March.
  for (const r of await readMoneyBack(db, lo, hi)) {
    const day = dayOf(r.at);
    if (!day) continue;
    if (r.kind === 'withdrawal') {
      day.withdrawals += 1;
      day.withdrawalAmount += r.amount;
    } else {
      day.refunds += 1;
      day.refundAmount += r.amount;
    }
    day.refunded += r.amount;
    day.net -= r.amount;
    if (isLang(r.language)) day.netByLang[r.language] -= r.amount;
  }

  // Checkout reminders (decision D18): on the day they were queued; the purchases after one on
  // the day of payment.
  const reminders = await readReminderTimes(db, lo, hi);
  for (const at of reminders.sent) {
    const day = dayOf(at);
    if (day) day.remindersSent += 1;
  }
  for (const at of reminders.purchases) {
    const day = dayOf(at);
    if (day) day.reminderPurchases += 1;
  }

  return {
    days: [...days.values()],
    pageViewsByLang,
    pages: [...pages.values()].sort((a, b) => b.views - a.views),
  };
}

const SUMMED = [
  'gross',
  'refunded',
  'net',
  'orders',
  'copies',
  'pageViews',
  'productViews',
  'checkoutViews',
  'checkoutStarts',
  'purchases',
  'refunds',
  'refundAmount',
  'withdrawals',
  'withdrawalAmount',
  'remindersSent',
  'reminderPurchases',
] as const satisfies readonly (keyof SalesCounts)[];

/**
 * `part` as a share of `whole`, or why it is none. A rate above 100 % would say that more
 * buyers reached a step than the step before it, which only happens when the step before was
 * not counted completely: no share is shown then, and the dashboard says why.
 */
function shareOf(part: number, whole: number, viewsMissing = false): Rate {
  if (viewsMissing) return { value: null, gap: 'views-missing' };
  if (whole <= 0) return { value: null, gap: 'no-base' };
  if (part > whole) return { value: null, gap: 'exceeds' };
  return { value: part / whole, gap: null };
}

function totalsOf(days: DayFigures[], pageViewsByLang: Record<Lang, number>): PeriodTotals {
  const t = { ...zeroCounts(), pageViewsByLang, daysWithoutViews: 0 };
  for (const d of days) {
    for (const key of SUMMED) t[key] += d[key];
    if (d.fees !== null) t.fees = (t.fees ?? 0) + d.fees;
    if (d.netReceived !== null) t.netReceived = (t.netReceived ?? 0) + d.netReceived;
    for (const l of LANGS) {
      t.grossByLang[l] += d.grossByLang[l];
      t.netByLang[l] += d.netByLang[l];
      t.ordersByLang[l] += d.ordersByLang[l];
    }
    // Nobody buys without seeing a page: a day with sales and no view was not counted.
    if (d.pageViews === 0 && (d.checkoutStarts > 0 || d.orders > 0)) t.daysWithoutViews += 1;
  }
  const missing = t.daysWithoutViews > 0;
  return {
    ...t,
    funnel: {
      checkoutViewRate: shareOf(t.checkoutViews, t.productViews, missing),
      checkoutRate: shareOf(t.checkoutStarts, t.checkoutViews, missing),
      purchaseRate: shareOf(t.purchases, t.checkoutStarts),
      conversion: shareOf(t.purchases, t.productViews, missing),
    },
  };
}

/** The dashboard's report of `from`..`to` (Berlin days, inclusive) and the period before. */
export async function readSalesReport(db: Db, from: string, to: string): Promise<SalesReport> {
  const current = await readDays(db, from, to);
  const prev = previousPeriod(from, to);
  const before = await readDays(db, prev.from, prev.to);
  return {
    from,
    to,
    days: current.days,
    totals: totalsOf(current.days, current.pageViewsByLang),
    previous: { ...prev, totals: totalsOf(before.days, before.pageViewsByLang) },
    pages: current.pages,
    codes: await readCodeFigures(db, from, to),
  };
}
