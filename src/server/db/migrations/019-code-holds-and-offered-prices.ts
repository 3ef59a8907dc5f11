import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Discount code holds and prices actually offered (decision record 085, amended):
// - ebook_purchases.payment_started_at: when the provider said the buyer finished its payment
//   page and the payment is under way (a bank transfer, a SEPA debit). Such a checkout keeps its
//   discount code until the provider says the payment succeeded or failed.
// - ebook_purchases.hold_client: a keyed hash of the client address that started a checkout
//   holding a limited code (never the address itself), to cap the holds one client keeps open.
//   The hourly retention job removes it once the hold is long over.
// - product_prices.active: whether the edition was on sale at that price. Only prices it was
//   offered at count for the lowest price of the 30 days before a reduction. The prices recorded
//   so far take the edition's state now: an edition off sale today has no offered past to show.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('payment_started_at', 'varchar(30)')
    .execute();
  await db.schema.alterTable('ebook_purchases').addColumn('hold_client', 'varchar(64)').execute();
  await db.schema
    .createIndex('ebook_purchases_hold_client_idx')
    .on('ebook_purchases')
    .columns(['hold_client', 'created_at'])
    .execute();

  await db.schema
    .alterTable('product_prices')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    update product_prices set active = coalesce(
      (select products.active from products where products.id = product_prices.product_id), 1)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_prices').dropColumn('active').execute();
  await db.schema.dropIndex('ebook_purchases_hold_client_idx').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('hold_client').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('payment_started_at').execute();
}
