import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The order list's "Zustellung" column (delivery_failed_at, added by 009) sorts on an index
// like the other list columns of 007; it could not go into 007, which runs before 009 on a
// new database. NULLS FIRST on PostgreSQL, SQLite's own order.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const order = postgres ? sql`delivery_failed_at asc nulls first` : sql`delivery_failed_at`;
  await sql`create index ebook_purchases_sort_delivery_failed_at_idx
    on ebook_purchases (${order}, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ebook_purchases_sort_delivery_failed_at_idx').execute();
}
