import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// A used-up or expired link can be renewed: each renewal is a row (by the buyer, at most three
// in 30 days, or by an administrator), so the limit and the order's history read from one place.
// The express consent to immediate delivery has its own checkbox; its text version and time
// are kept with the purchase, apart from the terms consent.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_renewals')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('renewed_at', 'varchar(30)', (c) => c.notNull())
    // 'buyer' (the refusal page or the resend form) or 'admin'.
    .addColumn('renewed_by', 'varchar(20)', (c) => c.notNull())
    // The administrator's address for 'admin'.
    .addColumn('actor', 'varchar(254)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('download_limit', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_renewals_purchase_idx')
    .on('link_renewals')
    .columns(['purchase_id', 'renewed_at'])
    .execute();
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('delivery_consent_version', 'varchar(50)')
    .execute();
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('delivery_consent_at', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ebook_purchases').dropColumn('delivery_consent_at').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('delivery_consent_version').execute();
  await db.schema.dropTable('link_renewals').execute();
}
