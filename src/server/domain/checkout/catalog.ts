import type { VolumePrice } from '../../../shared/team-price';
import type { Db } from '../../db/index';
import type { PublicProduct } from '../../../shared/products';
import { berlinDay } from '../common/berlin-time';
import { honestCompareAt, priceHistory } from './price-history';

/**
 * Active products in display order, shaped for the API and the pages (decision D17): the
 * struck-through price only when it is the lowest price of the 30 days before the reduction,
 * the end of a "limited time" offer only while it lasts (Berlin days). The pages' cache keys on
 * this answer, so a page changes the moment an offer ends.
 */
export async function listActiveProducts(db: Db, now = new Date()): Promise<PublicProduct[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const history = await priceHistory(
    db,
    rows.filter((r) => r.compare_at_price !== null).map((r) => r.id),
  );
  const today = berlinDay(now);
  const volumePrices = await listVolumePrices(db);
  return rows.map((r) => ({
    id: r.id,
    language: r.language,
    name: r.name,
    description: r.description,
    price: Number(r.price),
    compareAtPrice: honestCompareAt(
      r.compare_at_price === null ? null : Number(r.compare_at_price),
      Number(r.price),
      history.get(r.id) ?? [],
    ),
    offerEndsOn: r.offer_ends_on && r.offer_ends_on >= today ? r.offer_ends_on : null,
    currency: r.currency,
    photo: r.photo,
    volumePrices,
  }));
}

/** The seller's prices by quantity (decision 100), lowest threshold first; the same for every edition. */
export async function listVolumePrices(db: Db): Promise<VolumePrice[]> {
  const rows = await db
    .selectFrom('volume_prices')
    .select(['min_copies', 'percent_off'])
    .orderBy('min_copies')
    .execute();
  return rows.map((r) => ({ minCopies: Number(r.min_copies), percentOff: Number(r.percent_off) }));
}

/** The name shown when a purchase's product row is gone. */
export const PRODUCT_FALLBACK_NAME = 'Restaurant Closer';

/** A product's display name on one line (for mail subjects and stamps), with the fallback. */
export async function productName(db: Db, productId: string): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select('name')
    .where('id', '=', productId)
    .executeTakeFirst();
  return (row?.name ?? PRODUCT_FALLBACK_NAME).replace(/\s+/g, ' ').trim() || PRODUCT_FALLBACK_NAME;
}
