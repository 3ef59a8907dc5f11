import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// One row per checkout: created pending when the buyer starts paying, then paid (or failed,
// expired, refunded, withdrawn). Timestamps are ISO strings, as everywhere in this schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ebook_purchases')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_session_id', 'varchar(255)', (c) => c.unique())
    .addColumn('provider_payment_id', 'varchar(255)')
    .addColumn('consent_version', 'varchar(50)')
    .addColumn('consent_at', 'varchar(30)')
    .addColumn('download_link', 'varchar(500)')
    .addColumn('link_expires_at', 'varchar(30)')
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The limit promised in the delivery e-mail, kept per purchase so support can raise it.
    .addColumn('download_limit', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('first_download_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('refunded_at', 'varchar(30)')
    .execute();
  // "Resend my link" looks addresses up case-insensitively.
  await db.schema
    .createIndex('ebook_purchases_email_idx')
    .on('ebook_purchases')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('ebook_purchases_created_at_idx')
    .on('ebook_purchases')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ebook_purchases').execute();
}
