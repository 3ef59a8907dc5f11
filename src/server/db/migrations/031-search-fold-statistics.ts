import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// PostgreSQL's planner learns how common a searched text is from the statistics ANALYZE keeps on
// the trigram indexes' expression, shop_fold(column) (migration 023): a term's share is the
// share of the sampled values that contain it, read from their histogram. With the default of
// 100 values a term in every 150th name met none of them, and the planner fell back to a guess
// of a hundredth of a percent: 98 rows for 6,667 of a million. A histogram of 1,000 values
// (a sample of 300,000 rows) puts such a term within a few tenths of its true share
// (docs/decisions/102-text-term-statistics.md). SQLite's search has its own trigram index.

const SEARCHED = ['id', 'email', 'name'];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The trigram indexes of migration 023 that exist (none where pg_trgm is missing). */
async function foldIndexes(db: Kysely<any>): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const names = SEARCHED.map((c) => `ebook_purchases_fold_${c}_idx`);
  const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
    where tablename = 'ebook_purchases' and indexname in (${sql.join(names)})`.execute(db);
  return rows.map((r) => r.indexname);
}

async function setTarget(db: Kysely<any>, target: number) {
  const indexes = await foldIndexes(db);
  for (const index of indexes) {
    await sql`alter index ${sql.id(index)} alter column 1 set statistics ${sql.lit(target)}`.execute(
      db,
    );
  }
  if (indexes.length) await sql`analyze ebook_purchases`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await setTarget(db, 1000);
}

export async function down(db: Kysely<any>): Promise<void> {
  await setTarget(db, -1);
}
