import type { Db } from '../db/index';
import type { PublicProduct } from '../../shared/products';

/** Active products in display order, shaped for the API and the pages. */
export async function listActiveProducts(db: Db): Promise<PublicProduct[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    language: r.language,
    name: r.name,
    description: r.description,
    price: Number(r.price),
    compareAtPrice: r.compare_at_price === null ? null : Number(r.compare_at_price),
    currency: r.currency,
    photo: r.photo,
  }));
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
