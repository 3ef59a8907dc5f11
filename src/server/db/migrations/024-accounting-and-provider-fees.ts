import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The seller's bookkeeping (docs/decisions/094-datev-export.md):
// - accounting_settings: the DATEV consultant and client numbers, the fiscal year, the chart of
//   accounts and the account of each case the shop books, one row per setting (key and value).
//   Missing keys take the chart's defaults, so a new setting needs no migration.
// - ebook_purchases.provider_fee / provider_net: what the payment provider kept of a payment and
//   what reached the seller, in cents of provider_fee_currency, read from the provider's balance
//   transaction; null while unknown and for a provider without fees (the demo).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounting_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(320)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('ebook_purchases').addColumn('provider_fee', 'integer').execute();
  await db.schema.alterTable('ebook_purchases').addColumn('provider_net', 'integer').execute();
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('provider_fee_currency', 'varchar(3)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ebook_purchases').dropColumn('provider_fee_currency').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('provider_net').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('provider_fee').execute();
  await db.schema.dropTable('accounting_settings').execute();
}
