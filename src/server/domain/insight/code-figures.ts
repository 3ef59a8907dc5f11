import type { Db } from '../../db/index';
import type { CodeFigures } from '../../../shared/api/sales';
import { berlinDay, utcSpanAround } from '../common/berlin-time';
import { REDEEMED_STATUSES } from '../checkout/discount-codes';
import { listPartialRefunds } from '../orders/refunds';
import { isSold, SOLD_STATUSES } from '../orders/purchases';

/** The orders whose `instant` lies in `lo`..`hi` (ISO, `hi` not included); the caller picks the columns. */
export function selectOrdersWithin(
  db: Db,
  instant: 'created_at' | 'paid_at' | 'refunded_at',
  lo: string,
  hi: string,
) {
  return db.selectFrom('ebook_purchases').where(instant, '>=', lo).where(instant, '<', hi);
}

/**
 * The orders whose money went back (refunded or withdrawn; a 0 € order gives none back) in
 * `lo`..`hi`.
 */
function selectReversedOrders(db: Db, lo: string, hi: string) {
  return selectOrdersWithin(db, 'refunded_at', lo, hi)
    .where('status', 'in', ['refunded', 'withdrawn'])
    .where('amount', '>', 0);
}

/** Money that went back on one day: a partial refund, or the rest of an order refunded or withdrawn. */
export interface MoneyBack {
  at: string;
  /** Cents. */
  amount: number;
  kind: 'refund' | 'withdrawal';
  language: string;
  discountCode: string | null;
}

/**
 * Every sum that went back in `lo`..`hi`, on the instant it went back: each partial refund
 * (purchase_refunds) of an order the figures count as sold (not one held for review, whose
 * payment they do not count either), and each order refunded or withdrawn in full, for what
 * its partial refunds had left. So an order's refunds add up to its amount, however many.
 */
export async function readMoneyBack(db: Db, lo: string, hi: string): Promise<MoneyBack[]> {
  const partial = await db
    .selectFrom('purchase_refunds as r')
    .innerJoin('ebook_purchases as p', 'p.id', 'r.purchase_id')
    .select(['r.at', 'r.amount', 'p.language', 'p.discount_code'])
    .where('r.at', '>=', lo)
    .where('r.at', '<', hi)
    .where('p.status', 'in', SOLD_STATUSES)
    .execute();
  const whole = await selectReversedOrders(db, lo, hi)
    .select(['id', 'refunded_at', 'amount', 'status', 'language', 'discount_code'])
    .execute();
  const before = new Map<string, number>();
  for (let i = 0; i < whole.length; i += 500) {
    const partials = await listPartialRefunds(
      db,
      whole.slice(i, i + 500).map((r) => r.id),
    );
    for (const [id, list] of partials)
      before.set(
        id,
        list.reduce((n, r) => n + r.amount, 0),
      );
  }
  return [
    ...partial.map((r) => ({
      at: r.at,
      amount: Number(r.amount),
      kind: 'refund' as const,
      language: r.language,
      discountCode: r.discount_code ?? null,
    })),
    ...whole.map((r) => ({
      at: r.refunded_at!,
      amount: Math.max(0, Number(r.amount) - (before.get(r.id) ?? 0)),
      kind: r.status === 'withdrawn' ? ('withdrawal' as const) : ('refund' as const),
      language: r.language,
      discountCode: r.discount_code ?? null,
    })),
  ];
}

/**
 * Each discount code's figures of `from`..`to` (Berlin days, inclusive), by the same rules as
 * the days: a redemption is an order that carries the code and was paid in the period
 * (REDEEMED_STATUSES, so refunded and withdrawn orders and orders held for review count; a
 * 100 % code's 0 € order too), with the discount it gave. Its revenue before refunds is what
 * the period's paid orders of the code brought in (held ones not, as in the days); refunds and
 * withdrawals of the code's orders count on the day the money went back, also for an order of
 * an earlier period; revenue after refunds is the one less the other, as the day figures are.
 * Codes with neither in the period are not listed. Most redeemed first.
 */
export async function readCodeFigures(db: Db, from: string, to: string): Promise<CodeFigures[]> {
  const { lo, hi } = utcSpanAround(from, to);
  const within = (iso: string | null) => {
    if (!iso) return false;
    const day = berlinDay(Date.parse(iso));
    return day >= from && day <= to;
  };
  const codes = new Map<string, CodeFigures>();
  const figuresOf = (code: string) => {
    let f = codes.get(code);
    if (!f) {
      f = { code, redemptions: 0, discount: 0, gross: 0, refunded: 0, net: 0 };
      codes.set(code, f);
    }
    return f;
  };

  const redeemed = await selectOrdersWithin(db, 'paid_at', lo, hi)
    .select(['discount_code', 'paid_at', 'status', 'amount', 'discount_amount'])
    .where('discount_code', 'is not', null)
    .where('status', 'in', REDEEMED_STATUSES)
    .execute();
  for (const r of redeemed) {
    if (!r.discount_code || !within(r.paid_at)) continue;
    const f = figuresOf(r.discount_code);
    f.redemptions += 1;
    f.discount += Number(r.discount_amount);
    if (isSold(r.status)) {
      f.gross += Number(r.amount);
      f.net += Number(r.amount);
    }
  }

  for (const r of await readMoneyBack(db, lo, hi)) {
    if (!r.discountCode || !within(r.at)) continue;
    const f = figuresOf(r.discountCode);
    f.refunded += r.amount;
    f.net -= r.amount;
  }

  return [...codes.values()].sort(
    (a, b) => b.redemptions - a.redemptions || a.code.localeCompare(b.code),
  );
}
