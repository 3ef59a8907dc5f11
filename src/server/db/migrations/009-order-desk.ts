import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The order desk: an audit log of every administrator write (kept when the row it describes is
// deleted, so it has no foreign key), a version per editable row for optimistic locking, each
// download with its time, free copies with their reason, the flag of a delivery e-mail that
// failed for good, and the order a queued e-mail belongs to.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    // The administrator's address.
    .addColumn('actor', 'varchar(320)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('table_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('row_id', 'varchar(320)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // JSON objects of the values before and after; null where there is no row.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    // A client's key for one intended action: a repeated request finds the first one's entry.
    .addColumn('request_key', 'varchar(100)', (c) => c.unique())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_row_idx')
    .on('audit_log')
    .columns(['table_name', 'row_id', 'at'])
    .execute();

  await db.schema
    .createTable('purchase_downloads')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_downloads_purchase_idx')
    .on('purchase_downloads')
    .columns(['purchase_id', 'at'])
    .execute();

  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('ebook_purchases').addColumn('free_reason', 'varchar(500)').execute();
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('delivery_failed_at', 'varchar(30)')
    .execute();
  // "Has this product any orders?" before a product is deleted.
  await db.schema
    .createIndex('ebook_purchases_product_idx')
    .on('ebook_purchases')
    .column('product_id')
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('purchase_id', 'varchar(40)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'varchar(30)').execute();
  await db.schema
    .createIndex('mail_outbox_purchase_idx')
    .on('mail_outbox')
    .column('purchase_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_purchase_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('failed_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('purchase_id').execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
  await db.schema.dropIndex('ebook_purchases_product_idx').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('delivery_failed_at').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('free_reason').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('version').execute();
  await db.schema.dropTable('purchase_downloads').execute();
  await db.schema.dropTable('audit_log').execute();
}
