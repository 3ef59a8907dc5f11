import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// First-party, cookieless page counts (decision D6): one row per day, metric, path and
// language holding a number. No address, no identifier, no visitor: only totals.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_counts')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('metric', 'varchar(30)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_counts_pk', ['day', 'metric', 'path', 'language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_counts').execute();
}
