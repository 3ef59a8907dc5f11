import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('compare_at_price', 'integer')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('photo', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_language_idx').on('products').column('language').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('products').execute();
}
