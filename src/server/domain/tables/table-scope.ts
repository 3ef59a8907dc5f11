import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../../db/index';
import { primaryKeyOf, type TableSchema } from '../../../shared/schema-validation';
import type { ListQuery, ListSort } from './table-query';
import { requireTable } from './table-registry';
import { buildWhere, whereSql, type Where } from './table-where';
import { sortValue } from './table-sort';

/**
 * What a list or an export reads from (docs/decisions/032-admin-at-scale.md): the table, its
 * conditions and the order's terms, and the tunables of the paths they take.
 */

const EXPORT_PAGE_SIZE = 400;

/**
 * The thresholds that choose a list's paths. A list takes them as an option over these defaults
 * (tests lower them to reach every path on small tables).
 */
const LIST_TUNING = {
  exportPageSize: EXPORT_PAGE_SIZE,
  /**
   * PostgreSQL counts a filtered list exactly when its planner expects at most this many rows
   * (an index-only count of a hundred thousand entries takes about 10 ms on a vacuumed table,
   * 200 ms where many rows were just updated and their pages must be read), and estimates above
   * (shown as such). A list without filters reads its kept total (migration 022).
   */
  exactCountLimit: 120_000,
  /**
   * A search that no index narrowed is counted up to this many rows and estimated above (on
   * SQLite from a fixed random sample of `sampleSize` rows, on PostgreSQL by its planner). On
   * PostgreSQL a term its planner expects to match at most this many rows has its matches' keys
   * taken from the trigram indexes first, up to this many; above, it is common (the planner
   * reads a term's share from the trigram indexes' statistics, migration 031).
   */
  textCountLimit: 2_000,
  sampleSize: 20_000,
  /**
   * SQLite, a search too common for its trigram index to narrow the pages: its matches in the
   * index are counted up to this many (a few tens of milliseconds), and estimated above.
   */
  indexedCountLimit: 50_000,
  /**
   * SQLite: filters on other columns than the sort's that match at least this many rows are
   * tested on the sort index's rows instead of read on their own index and sorted.
   */
  denseFilterMatches: 5000,
  /**
   * SQLite: the pages of a dense text term (`Where.walkParts`) read on the sort index; from the
   * next page on, a page would take more index steps than fetching the candidates.
   */
  walkedTextPages: 5,
  /** A cursor is followed when at most this many rows lie between it and the page asked for. */
  maxCursorSkip: 1000,
  /** Deeper offsets first find the page's keys on the sort index, then read those rows. */
  deferredJoinFrom: 1000,
  /**
   * PostgreSQL: a page opened by number more than this many rows from either end is placed
   * from a sample (and marked approximate) instead of counted out row by row, which costs
   * about 10 ms per hundred thousand rows there.
   */
  exactSeekRows: 200_000,
  /** About this many matching rows in the sample that places such a page. */
  seekSampleRows: 4000,
  /**
   * On SQLite a text term is looked up in the trigram index when it has at most this many
   * candidates; a more common term scans the sort order instead, where matches are dense.
   */
  ftsCandidateLimit: 10_000,
};

export type ListTuning = typeof LIST_TUNING;

/** The defaults, with what a caller set over them. */
export function tuned(over: Partial<ListTuning> = {}): ListTuning {
  return { ...LIST_TUNING, ...over };
}

export function anyDb(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

export interface Scope {
  db: Db;
  tuning: ListTuning;
  kind: DbKind;
  table: string;
  schema: TableSchema;
  pk: string;
  /** The conditions, for counts (each filter on its index). */
  where: Expression<SqlBool>[];
  /** The conditions the pages are read with (`Where.pageParts` when matches are dense). */
  pageWhere: Expression<SqlBool>[];
  scansText: boolean;
  /** The table's row count is kept in row_counts (table-registry.ts, `keptCount`). */
  keptCount: boolean;
  /** Columns whose rows per code are kept in value_counts (table-registry.ts). */
  keptValueCounts: string[];
  /** The list's one condition, when it is such a column equal to a code (its kept count). */
  keptFilter: { field: string; value: string } | null;
  /** The trigram index's matches of a common search, to count (table-where.ts). */
  indexedMatches: Where['indexedMatches'];
  /** A search or "contains" term is among the conditions. */
  hasText: boolean;
  /** A text term is known to match more rows than a text count may go (table-where.ts). */
  textBeyondCount: boolean;
}

export async function openScope(
  db: Db,
  kind: DbKind,
  table: string,
  query: ListQuery,
  tuning: ListTuning = LIST_TUNING,
): Promise<Scope> {
  const { schema, keptCount, keptValueCounts } = requireTable(table);
  const { parts, scansText, pageParts, walkParts, indexedMatches, hasText, textBeyondCount } =
    await buildWhere(db, kind, table, query, tuning);
  let pageWhere = parts;
  if (walkParts && query.page <= tuning.walkedTextPages) {
    pageWhere = walkParts;
  } else if (pageParts && (await matchesAtLeast(db, table, parts, tuning.denseFilterMatches))) {
    pageWhere = pageParts;
  }
  const only = query.filters.length === 1 && !query.search ? query.filters[0] : null;
  const kept = keptValueCounts ?? [];
  return {
    db,
    tuning,
    kind,
    table,
    schema,
    pk: primaryKeyOf(schema),
    where: parts,
    pageWhere,
    scansText,
    keptCount: keptCount === true,
    keptValueCounts: kept,
    keptFilter:
      only && only.op === 'eq' && kept.includes(only.field)
        ? { field: only.field, value: String(only.value) }
        : null,
    indexedMatches,
    hasText,
    textBeyondCount,
  };
}

/**
 * Whether the conditions match at least `n` rows, read on the filters' own indexes and stopped
 * there. Dense matches are found faster on the sort index (a page needs about
 * `limit × rows / matches` index steps); sparse ones are found on the filter's index and
 * sorted (at most `n` of them).
 */
export async function matchesAtLeast(
  db: Db,
  table: string,
  parts: Expression<SqlBool>[],
  n: number,
): Promise<boolean> {
  return (await countUpTo(db, matching(db, table, parts), n)) >= n;
}

/** The rows of a table that meet the conditions, as a query yielding a constant per row. */
export function matching(db: Db, table: string, parts: Expression<SqlBool>[]) {
  return anyDb(db)
    .selectFrom(table)
    .select(sql`1`.as('one'))
    .where(whereSql(parts));
}

/**
 * How many rows a query without a limit of its own yields, counted no further than `cap`:
 * every capped count of a list (whether a page lies in a range, whether a filter is dense,
 * whether a total is cheap enough to count exactly) stops reading there.
 */
export async function countUpTo(
  db: Db,
  rows: SelectQueryBuilder<any, any, any>,
  cap: number,
): Promise<number> {
  const { rows: counted } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${rows.limit(cap).as('counted')}`.execute(anyDb(db));
  return Number(counted[0]?.n ?? 0);
}

/**
 * NULL sorts first ascending and last descending on both engines (SQLite's own order; the
 * PostgreSQL indexes of migration 007 are built NULLS FIRST to match).
 */
export function orderTerms(scope: Scope, sort: ListSort) {
  const pk = sql`${sql.ref(scope.pk)} ${sql.raw(sort.direction)}`;
  if (sort.field === scope.pk) return [pk];
  const nulls = sort.direction === 'asc' ? 'asc nulls first' : 'desc nulls last';
  return [sql`${sortValue(scope.schema, sort.field)} ${sql.raw(nulls)}`, pk];
}
