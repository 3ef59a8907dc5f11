import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Discount codes and honest price reductions (decision D17):
// - discount_codes: a seller's individual offers. A code is redeemed by the orders that carry it,
//   so its count of redemptions is read from the orders, never kept twice.
// - product_prices: every price a product had and since when, so a struck-through price can be
//   checked against the lowest price of the 30 days before the reduction. Today's prices are
//   known from now on: what a product cost before this migration was never recorded.
// - products.offer_ends_on: the Berlin day a "limited time" offer ends; without it no such claim.
// - ebook_purchases: the code an order used, the list price and the discount it gave.
// - invoices: the same three facts, printed as their own line.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    // Upper case letters and digits, as the buyer's entry is compared after upper-casing it.
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // Exactly one of the two: a percentage (1–100) or an amount in cents.
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    // Berlin calendar days, both inclusive; null for no bound.
    .addColumn('starts_on', 'varchar(10)')
    .addColumn('ends_on', 'varchar(10)')
    .addColumn('max_redemptions', 'integer')
    // A JSON array of language codes; empty for every edition.
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('product_prices')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_prices_product_idx')
    .on('product_prices')
    .columns(['product_id', 'changed_at'])
    .execute();
  const now = new Date().toISOString();
  const products = await db.selectFrom('products').select(['id', 'price']).execute();
  for (const p of products) {
    await db
      .insertInto('product_prices')
      .values({ id: randomUUID(), product_id: p.id, price: p.price, changed_at: now })
      .execute();
  }

  // No price before today's is known, so no struck-through price can be shown as the lowest
  // of the 30 days before a reduction: the seed's "was" price goes (decision record 085).
  await db.updateTable('products').set({ compare_at_price: null }).execute();
  await db.schema.alterTable('products').addColumn('offer_ends_on', 'varchar(10)').execute();

  await db.schema.alterTable('ebook_purchases').addColumn('discount_code', 'varchar(32)').execute();
  await db.schema.alterTable('ebook_purchases').addColumn('list_price', 'integer').execute();
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ebook_purchases_discount_code_idx')
    .on('ebook_purchases')
    .columns(['discount_code', 'status'])
    .execute();

  await db.schema.alterTable('invoices').addColumn('discount_code', 'varchar(32)').execute();
  // Cents, gross; negative on a cancellation invoice like every amount there. 0 without a code.
  await db.schema.alterTable('invoices').addColumn('list_gross', 'integer').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('discount_gross', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['discount_gross', 'list_gross', 'discount_code']) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
  await db.schema.dropIndex('ebook_purchases_discount_code_idx').execute();
  for (const column of ['discount_amount', 'list_price', 'discount_code']) {
    await db.schema.alterTable('ebook_purchases').dropColumn(column).execute();
  }
  await db.schema.alterTable('products').dropColumn('offer_ends_on').execute();
  await db.schema.dropTable('product_prices').execute();
  await db.schema.dropTable('discount_codes').execute();
}
