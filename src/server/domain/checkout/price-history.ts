import { randomUUID } from 'node:crypto';
import { formatCents } from '../../../shared/format';
import type { FieldErrors, Row } from '../../../shared/schema-validation';
import type { Db } from '../../db/index';
import { berlinDateTimeText } from '../common/berlin-time';

/**
 * Honest price reductions (decision D17, Directive 98/6/EC art. 6a, PAngV § 11): a struck-through
 * price may only be the lowest price of the 30 days before the reduction. Every price a product
 * had is recorded with its time; the rule is read from that record, never from what the seller
 * typed as the "was" price alone.
 */

const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PricePoint {
  price: number;
  /** ISO instant from when the price applied. */
  at: string;
  /**
   * Whether the edition was on sale (active) at this price from then on; absent counts as on
   * sale. A price the edition was not offered at is no price anyone could pay: it never counts.
   */
  offered?: boolean;
}

interface Reduction {
  /** When the current price began to be offered. */
  since: string;
  /**
   * The lowest price the edition was offered at during the recorded part of the 30 days before
   * it; null when it was not on sale at all in that time.
   */
  lowest: number | null;
  /**
   * Whether the record covers the whole 30 days (a price set at or before their start); when it
   * does not, the lowest price of those days is unknown and no reference can be claimed.
   */
  complete: boolean;
  /** The first recorded price's time. */
  recordedSince: string;
}

/** Whether a product row's `active` means on sale: true, 1 or '1'; absent is the default, on. */
function isOnSale(active: unknown): boolean {
  return active === undefined || active === null || Number(active) === 1;
}

/**
 * The reduction the current price is, if any: when the edition began to be offered at it and
 * the lowest price it was offered at in the 30 days before. Null when nothing is known of an
 * earlier price, or the current price was never offered. `history` in any order.
 * @internal Exported for its unit test: the lowest price of the 30 days before a reduction is a
 * calculation checked on price histories of every shape.
 */
export function reductionOf(history: PricePoint[], current: number): Reduction | null {
  const points = [...history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (!points.length || points[points.length - 1]!.price !== current) return null;
  let start = points.length - 1;
  while (start > 0 && points[start - 1]!.price === current) start--;
  // The reduction is when the current price was first offered, not when it was typed in while
  // the edition was off sale.
  while (start < points.length && points[start]!.offered === false) start++;
  if (start === 0 || start === points.length) return null;
  const since = points[start]!.at;
  const windowStart = new Date(Date.parse(since) - REFERENCE_DAYS * DAY_MS).toISOString();
  let lowest: number | null = null;
  let complete = false;
  for (let i = start - 1; i >= 0; i--) {
    const point = points[i]!;
    if (point.offered !== false) lowest = Math.min(lowest ?? Infinity, point.price);
    // The price set before the window began was still in force when it did: it counts, and
    // nothing older does.
    if (point.at <= windowStart) {
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
  return reduction?.complete &&
    reduction.lowest !== null &&
    reduction.lowest > price &&
    reduction.lowest === compareAt
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
    .select(['product_id', 'price', 'changed_at', 'active'])
    .where('product_id', 'in', productIds)
    .orderBy('changed_at')
    .execute();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ price: Number(r.price), at: r.changed_at, offered: Number(r.active) === 1 });
    byProduct.set(r.product_id, list);
  }
  return byProduct;
}

/** Whether a write changes what the edition is offered at: its price, or whether it is on sale. */
function changesOffer(after: Row, before: Row | undefined): boolean {
  return (
    !before ||
    Number(before.price) !== Number(after.price) ||
    isOnSale(before.active) !== isOnSale(after.active)
  );
}

/**
 * Records a product's price, and whether it is on sale, when it is new or either changed (the
 * table editor and its API).
 */
export async function recordPriceChange(
  db: Db,
  after: Row,
  before: Row | undefined,
  now: Date,
): Promise<void> {
  if (!changesOffer(after, before)) return;
  await db
    .insertInto('product_prices')
    .values({
      id: randomUUID(),
      product_id: String(after.id),
      price: Number(after.price),
      changed_at: now.toISOString(),
      active: isOnSale(after.active) ? 1 : 0,
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
  if (!isOnSale(row.active)) {
    return fail(
      `Streichpreis wird nicht angezeigt: Die Ausgabe ist nicht im Verkauf (Aktiv: Nein), und als Vergleich zählen nur Preise, zu denen sie angeboten wurde (${RULE}). Bitte lassen Sie das Feld leer.`,
    );
  }
  const history = before
    ? ((await priceHistory(db, [String(row.id)])).get(String(row.id)) ?? [])
    : [];
  if (changesOffer(row, before)) {
    history.push({ price, at: now.toISOString(), offered: isOnSale(row.active) });
  }
  const reduction = reductionOf(history, price);
  if (!reduction || (reduction.lowest !== null && reduction.lowest <= price)) {
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
  const since = berlinDateTimeText(reduction.since, 'de-DE', 'short') ?? reduction.since;
  if (reduction.lowest === null) {
    return fail(
      `Streichpreis wird nicht angezeigt: In den ${REFERENCE_DAYS} Tagen vor der Senkung am ${since} war die Ausgabe nicht im Verkauf (Aktiv: Nein), also zu keinem Preis angeboten; nur angebotene Preise zählen als Vergleich (${RULE}). Bitte lassen Sie das Feld leer.`,
    );
  }
  if (reduction.lowest !== Number(compareAt)) {
    return fail(
      `Streichpreis wird nicht angezeigt: Der niedrigste Preis der ${REFERENCE_DAYS} Tage vor der Senkung am ${since} war ${formatCents(reduction.lowest)} (${RULE}). Geben Sie ${formatCents(reduction.lowest)} ein oder lassen Sie das Feld leer.`,
    );
  }
  return null;
}
