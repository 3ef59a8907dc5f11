import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Rate-limit counters kept by rate-limiter-flexible, in its own table layout, on the shop's
// database, so every process sharing the database shares each budget. The earlier hand-made
// counter table goes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
