import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The EU threshold for cross-border consumer sales (decision 093). invoices.vat_country is the
// member state whose VAT an invoice charges (the place of supply): the buyer's country under
// the one-stop shop, the seller's own while a seller registered under the threshold stays below
// it. Every invoice before this charged its buyer country's VAT, so that is what they get.
// vat_threshold_crossings keeps the sale that crossed the threshold, one row per calendar year:
// it stays crossed for the rest of that year and the next whatever credit notes follow, and
// its primary key lets exactly one sale (and one e-mail to the seller) be the crossing one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('vat_country', 'varchar(2)').execute();
  await db
    .updateTable('invoices')
    .set((eb: any) => ({ vat_country: eb.ref('buyer_country') }))
    .execute();
  await db.schema
    .createTable('vat_threshold_crossings')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('crossed_at', 'varchar(30)', (c) => c.notNull())
    // The year's cross-border consumer net in cents with the crossing sale, as it was decided.
    .addColumn('net', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vat_threshold_crossings').execute();
  await db.schema.alterTable('invoices').dropColumn('vat_country').execute();
}
