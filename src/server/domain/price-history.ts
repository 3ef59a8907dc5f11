import { randomUUID } from 'node:crypto';
import type { FieldErrors, Row } from '../../shared/schema-validation';
import { formatCents } from '../../shared/money';
import type { Db } from '../db/index';
import { berlinDateTimeText } from './berlin-time';

/**
 * Honest price reductions (decision D17, Directive 98/6/EC art. 6a, PAngV § 11): a struck-through
 * price may only be the lowest price of the 30 days before the reduction. Every price a product
 * had is recorded with its time; the rule is read from that record, never from what the seller
 * typed as the "was" price alone.
 */

export const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PricePoint {
  price: number;
  /** ISO instant from when the price applied. */
  at: string;
}

export interface Reduction {
  /** When the current price began. */
  since: string;
  /** The lowest price in force during the recorded part of the 30 days before it. */
  lowest: number;
  /**
   * Whether the record covers the whole 30 days (a price set at or before their start); when it
   * does not, the lowest price of those days is unknown and no reference can be claimed.
   */
  complete: boolean;
  /** The first recorded price's time. */
  recordedSince: string;
}

/**
 * The reduction the current price is, if any: when it began and the lowest price in force in the
 * 30 days before. Null when nothing is known of an earlier price. `history` in any order.
 */
export function reductionOf(history: PricePoint[], current: number): Reduction | null {
  const points = [...history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (!points.length || points[points.length - 1]!.price !== current) return null;
  let start = points.length - 1;
  while (start > 0 && points[start - 1]!.price === current) start--;
  if (start === 0) return null;
  const since = points[start]!.at;
  const windowStart = new Date(Date.parse(since) - REFERENCE_DAYS * DAY_MS).toISOString();
  let lowest = Infinity;
  let complete = false;
  for (let i = start - 1; i >= 0; i--) {
    lowest = Math.min(lowest, points[i]!.price);
    // The price set before the window began was still in force when it did: it counts, and
    // nothing older does.
    if (points[i]!.at <= windowStart) {
      complete = true;
      break;
    }
  }
  return { since, lowest, complete, recordedSince: points[0]!.at };
}

/** The "was" price the pages may show: the seller's, if it is the rule's reference; else null. */
export function honestCompareAt(
  compareAt: number | null,
  price: number,
  history: PricePoint[],
): number | null {
  if (compareAt === null || compareAt <= price) return null;
  const reduction = reductionOf(history, price);
  return reduction?.complete && reduction.lowest > price && reduction.lowest === compareAt
    ? compareAt
    : null;
}

export async function priceHistory(
  db: Db,
  productIds: string[],
): Promise<Map<string, PricePoint[]>> {
  const byProduct = new Map<string, PricePoint[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .selectFrom('product_prices')
    .select(['product_id', 'price', 'changed_at'])
    .where('product_id', 'in', productIds)
    .orderBy('changed_at')
    .execute();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ price: Number(r.price), at: r.changed_at });
    byProduct.set(r.product_id, list);
  }
  return byProduct;
}

/** Records a product's price when it is new or changed (the table editor and its API). */
export async function recordPriceChange(
  db: Db,
  after: Row,
  before: Row | undefined,
  now: Date,
): Promise<void> {
  if (before && Number(before.price) === Number(after.price)) return;
  await db
    .insertInto('product_prices')
    .values({
      id: randomUUID(),
      product_id: String(after.id),
      price: Number(after.price),
      changed_at: now.toISOString(),
    })
    .execute();
}

const RULE = 'Preisangabenverordnung § 11';

/**
 * Refuses a struck-through price the pages would not show, and says why: it must be above the
 * price and be the lowest price of the 30 days before the reduction. Asked only when the price
 * or the struck-through price changes, so other edits of a product are never held up.
 */
export async function checkProductPrice(
  db: Db,
  row: Row,
  before: Row | undefined,
  now: Date,
): Promise<FieldErrors | null> {
  const compareAt = row.compare_at_price;
  if (compareAt === null || compareAt === undefined || compareAt === '') return null;
  const price = Number(row.price);
  if (
    before &&
    Number(before.price) === price &&
    before.compare_at_price !== null &&
    Number(before.compare_at_price) === Number(compareAt)
  ) {
    return null;
  }
  const fail = (message: string) => ({ compare_at_price: message });
  if (Number(compareAt) <= price) {
    return fail(
      `Streichpreis muss höher als der Preis (${formatCents(price)}) sein; leer lassen für keinen.`,
    );
  }
  const history = before
    ? ((await priceHistory(db, [String(row.id)])).get(String(row.id)) ?? [])
    : [];
  if (!before || Number(before.price) !== price) history.push({ price, at: now.toISOString() });
  const reduction = reductionOf(history, price);
  if (!reduction || reduction.lowest <= price) {
    return fail(
      `Streichpreis wird nicht angezeigt: Als Vergleich darf nur der niedrigste Preis der ${REFERENCE_DAYS} Tage vor einer Preissenkung stehen (${RULE}), und vor dem jetzigen Preis von ${formatCents(price)} ist kein höherer Preis erfasst. Bitte lassen Sie das Feld leer.`,
    );
  }
  if (!reduction.complete) {
    const first = berlinDateTimeText(reduction.recordedSince, 'de-DE', 'short');
    return fail(
      `Streichpreis wird nicht angezeigt: Als Vergleich zählt der niedrigste Preis der vollen ${REFERENCE_DAYS} Tage vor der Senkung (${RULE}), und Preise sind erst seit ${first} erfasst. Bitte lassen Sie das Feld leer; ab 30 Tagen Preisverlauf ist ein Streichpreis möglich.`,
    );
  }
  if (reduction.lowest !== Number(compareAt)) {
    const since = berlinDateTimeText(reduction.since, 'de-DE', 'short') ?? reduction.since;
    return fail(
      `Streichpreis wird nicht angezeigt: Der niedrigste Preis der ${REFERENCE_DAYS} Tage vor der Senkung am ${since} war ${formatCents(reduction.lowest)} (${RULE}). Geben Sie ${formatCents(reduction.lowest)} ein oder lassen Sie das Feld leer.`,
    );
  }
  return null;
}
