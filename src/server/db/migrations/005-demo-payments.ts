import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Sessions of the built-in demo payment provider, which stands in for Stripe without keys.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('payment_id', 'varchar(64)')
    .addColumn('pay_after', 'varchar(30)')
    .addColumn('success_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('cancel_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('error_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ebook_purchases_payment_idx')
    .on('ebook_purchases')
    .column('provider_payment_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ebook_purchases_payment_idx').execute();
  await db.schema.dropTable('demo_payments').execute();
}
