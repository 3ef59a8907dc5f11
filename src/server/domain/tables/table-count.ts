import { sql } from 'kysely';
import { anyDb, countUpTo, matching, orderTerms, type Scope } from './table-scope';
import type { ListSort } from './table-query';
import { plannedRows, whereSql } from './table-where';

/**
 * How many rows a list has, exactly or estimated, and where a fraction of the way through an
 * estimated list lies (docs/decisions/032-admin-at-scale.md).
 */

/**
 * Where a fraction of the way through the order lies, on PostgreSQL, from a sample: the matching
 * rows of a fixed block sample of the table (`tablesample system … repeatable`, so the same page
 * number opens the same page), sorted, and the one at that fraction. Counting out half a million
 * index entries takes a second; the sample reads a few dozen blocks. The total is an estimate
 * then ("ca."), so is the page's place in it; the next and previous pages follow exactly from
 * there (a labelled column's too: its code and key are a position like any other). Null when
 * the sample holds too few matches to place the page.
 */
export async function sampledPosition(
  scope: Scope,
  sort: ListSort,
  total: number,
  fraction: number,
): Promise<{ value: unknown; key: unknown } | null> {
  if (scope.kind !== 'postgres') return null;
  // A share of the table's blocks holds about that share of the matching rows.
  const percent = Math.min(100, (scope.tuning.seekSampleRows / Math.max(1, total)) * 100);
  const order = sql.join(orderTerms(scope, sort), sql`, `);
  const { rows: sample } = await sql<{ v: unknown; k: unknown }>`select ${sql.ref(sort.field)} as v,
    ${sql.ref(scope.pk)} as k from ${sql.table(scope.table)}
    tablesample system (${sql.lit(Number(percent.toFixed(4)))}) repeatable (7)
    where ${whereSql(scope.pageWhere)} order by ${order}`.execute(anyDb(scope.db));
  if (sample.length < 100) return null;
  const at = sample[Math.min(sample.length - 1, Math.floor(fraction * sample.length))]!;
  return { value: at.v, key: at.k };
}

function planRows(scope: Scope, where: Scope['where']): Promise<number> {
  return plannedRows(scope.db, scope.table, where);
}

/**
 * The planner's share of the rows the conditions select, times the table's kept total where
 * there is one: the planner scales its row count by the table's pages, which grow with every
 * update (a retention job's purge made an unchanged million rows an estimated 1.16 million),
 * while the share it reads from its statistics stays right.
 */
async function planEstimate(scope: Scope): Promise<number> {
  // Asked side by side: the share needs the planner's figure for the whole table too.
  const [selected, kept, all] = await Promise.all([
    planRows(scope, scope.where),
    keptTotal(scope),
    planRows(scope, []),
  ]);
  if (kept === null) return selected;
  return all > 0 ? Math.min(kept, (selected / all) * kept) : selected;
}

/** The list's matching rows, all of them or up to one more than `cap`. */
async function countAll(scope: Scope, cap?: number): Promise<number> {
  if (cap !== undefined)
    return countUpTo(scope.db, matching(scope.db, scope.table, scope.where), cap + 1);
  const counted = await anyDb(scope.db)
    .selectFrom(scope.table)
    .where(whereSql(scope.where))
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Three significant digits: an estimate should not look like a count. */
const roughly = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 2);
  return Math.round(n / unit) * unit;
};

/** A fixed pseudo-random sequence: the same sample, so the same estimate, on every request. */
function sampleRowids(max: number, size: number): number[] {
  let x = 0x2545f491;
  const out: number[] = [];
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out.push(1 + ((x >>> 0) % max));
  }
  return out;
}

/**
 * SQLite's share of matching rows in a random sample of the table, times its rows: for a
 * search term so common that counting it would read every row.
 */
async function sampleEstimate(scope: Scope): Promise<number | null> {
  const db = anyDb(scope.db);
  const { rows: sized } = await sql<{
    max: number | null;
  }>`select max(rowid) as max from ${sql.table(scope.table)}`.execute(db);
  const { max } = sized[0];
  if (!max) return null;
  const n = (await keptTotal(scope)) ?? (await countAll({ ...scope, where: [] }));
  const sample = JSON.stringify(sampleRowids(max, scope.tuning.sampleSize));
  const { rows } = await sql<{ found: number; matched: number | null }>`select count(*) as found,
    sum(case when ${whereSql(scope.where)} then 1 else 0 end) as matched
    from ${sql.table(scope.table)} where rowid in (select value from json_each(${sample}))`.execute(
    db,
  );
  const { found, matched } = rows[0];
  return found ? (Number(matched ?? 0) / Number(found)) * Number(n) : null;
}

/**
 * A list without filters of a large table reads the total kept by triggers (migration 022).
 * SQLite counts exactly: on the sort and filter indexes it is cheap (10 ms for a million rows),
 * and so is a search narrowed by the trigram index; a common term counts up to a threshold and
 * is estimated above. PostgreSQL counts by visiting rows, 70 ms and more for a million: above
 * the threshold its planner's estimate stands in, and a count stops at the threshold whatever
 * the planner expected. An estimate is flagged, and shown as "ca.".
 */
/** The table's row count kept by its triggers (migration 022), or null for a table without. */
async function keptTotal(scope: Scope): Promise<number | null> {
  if (!scope.keptCount) return null;
  const kept = await anyDb(scope.db)
    .selectFrom('row_counts')
    .select('row_count')
    .where('table_name', '=', scope.table)
    .executeTakeFirst();
  return kept ? Number(kept.row_count) : null;
}

/**
 * The rows of one code of a column whose rows per code its triggers keep (migration 027), or
 * null where none is kept for it.
 */
async function keptCodeTotal(scope: Scope, field: string, value: string): Promise<number | null> {
  const kept = await anyDb(scope.db)
    .selectFrom('value_counts')
    .select('row_count')
    .where('table_name', '=', scope.table)
    .where('column_name', '=', field)
    .where('value', '=', value)
    .executeTakeFirst();
  return kept ? Number(kept.row_count) : null;
}

export async function countRows(scope: Scope): Promise<{ total: number; estimated: boolean }> {
  if (scope.where.length === 0) {
    const kept = await keptTotal(scope);
    if (kept !== null) return { total: kept, estimated: false };
  }
  // One status or one language: its count is kept as the whole table's is (700,000 paid orders
  // of a million took 42 ms to count on their index).
  if (scope.keptFilter) {
    const { field, value } = scope.keptFilter;
    const kept = await keptCodeTotal(scope, field, value);
    if (kept !== null) return { total: kept, estimated: false };
  }
  if (scope.kind === 'sqlite') {
    if (!scope.scansText) return { total: await countAll(scope), estimated: false };
    // The trigram index compares as the search does (case and accents folded): its matches of a
    // term are the list's rows, counted on the index instead of by LIKE over the table.
    if (scope.indexedMatches) {
      const cap = scope.tuning.indexedCountLimit;
      const indexed = anyDb(scope.db)
        .selectFrom(sql`(${scope.indexedMatches})`.as('matches'))
        .select(sql`1`.as('one'));
      const n = await countUpTo(scope.db, indexed, cap + 1);
      if (n <= cap) return { total: n, estimated: false };
      // More than the cap, so more than a count by LIKE may read: estimated at once.
      const estimate = await sampleEstimate(scope);
      return { total: roughly(Math.max(estimate ?? 0, cap + 1)), estimated: true };
    }
    const limit = scope.tuning.textCountLimit;
    const counted = await countAll(scope, limit);
    if (counted <= limit) return { total: counted, estimated: false };
    const estimate = await sampleEstimate(scope);
    return { total: roughly(Math.max(estimate ?? 0, limit + 1)), estimated: true };
  }
  // A text term is counted only as far as a text count may go: each match the trigram index
  // finds is compared again on the row (about 45 µs a row), a term it cannot narrow is compared
  // on every row. Plain filters count on their indexes.
  const limit = scope.hasText ? scope.tuning.textCountLimit : scope.tuning.exactCountLimit;
  const estimate = await planEstimate(scope);
  // A term whose keys were found to be more than the limit is not counted again.
  if (estimate <= limit && !scope.textBeyondCount) {
    const counted = await countAll(scope, limit);
    if (counted <= limit) return { total: counted, estimated: false };
  }
  return { total: roughly(Math.max(estimate, limit + 1)), estimated: true };
}
