import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../../db/index';
import { primaryKeyOf, visibleFields, type TableSchema } from '../../../shared/schema-validation';
import { filterKind, type ListFilter, type ListQuery } from './table-query';
import { requireTable, type TableDefinition } from './table-registry';
import { probeCondition } from './table-term-probe';
import { searchFold } from '../../../shared/search-fold';

/**
 * The WHERE of a list, an export and their count: filters, and the search over the visible
 * text columns. The search keeps today's meaning exactly (a case-insensitive substring, `%`
 * and `_` literal); an index only finds the candidates faster (docs/decisions/032-admin-at-scale.md).
 */

/**
 * Searched columns: the visible free-text columns (not dates, not fixed choices, which the
 * filters cover), so the search matches what is shown and scans as few columns as it can.
 */
function searchColumns(schema: TableSchema): string[] {
  return visibleFields(schema).filter((name) => filterKind(schema.properties[name]) === 'text');
}

/** '!' escapes LIKE's wildcards; it works the same on SQLite and PostgreSQL. */
function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

function anyDb(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

/**
 * The substring test over some columns, without case and accents (shared/search-fold.ts): the
 * term is folded here, the column by the database. On SQLite the native LIKE (which folds ASCII
 * case) decides for the rows whose text is plain ASCII, and only a value with another letter (more
 * bytes than characters, which costs no scan) is folded by the connection's search_fold(): a
 * million-row scan costs what it did without the fold, where a GLOB for such letters cost 2.5×. On PostgreSQL
 * shop_fold(column) is the very expression the trigram indexes of migration 023 are built on.
 */
function likeAny(columns: string[], text: string, kind: DbKind): Expression<SqlBool> {
  const pattern = likePattern(searchFold(text));
  const matches = columns.map((c) => {
    const column = sql.ref(c);
    return kind === 'sqlite'
      ? sql<SqlBool>`(${column} like ${pattern} escape '!' or (length(${column}) <> octet_length(${column}) and search_fold(${column}) like ${pattern} escape '!'))`
      : sql<SqlBool>`shop_fold(${column}) like ${pattern} escape '!'`;
  });
  return matches.length === 1 ? matches[0] : sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * The search also finds an order by the discount or partner code it was bought with: the whole
 * code, in any case (codes are stored in upper case, each column on an index of its own).
 */
function codeMatch(table: TableDefinition, text: string): Expression<SqlBool> | null {
  const columns = table.searchCodes ?? [];
  if (!columns.length || !/^[A-Za-z0-9_-]{2,40}$/.test(text)) return null;
  const code = text.toUpperCase();
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} = ${code}`),
    sql` or `,
  )})`;
}

/**
 * An FTS5 query for a substring in some columns: a quoted phrase, which the trigram tokenizer
 * matches as a substring, case-folded (a superset of LIKE's ASCII folding).
 */
function ftsQuery(allColumns: string[], columns: string[], text: string): string {
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return columns.length === allColumns.length ? phrase : `{${columns.join(' ')}} : ${phrase}`;
}

/**
 * On SQLite with a trigram index over these columns: the candidates' rowids when they are few
 * enough to fetch one by one, else null. Terms under three characters have no trigram.
 */
async function ftsCandidates(
  db: Db,
  table: TableDefinition,
  columns: string[],
  text: string,
  limit: number,
): Promise<
  | { narrows: Expression<SqlBool>; walks: Expression<SqlBool>; count: number }
  | { common: RawBuilder<unknown> }
  | null
> {
  const index = table.searchIndex;
  if (!index || [...text].length < 3 || !columns.every((c) => index.columns.includes(c))) {
    return null;
  }
  const match = ftsQuery(index.columns, columns, searchFold(text));
  const probe = await sql<{ n: number }>`select count(*) as n from (select rowid from ${sql.table(
    index.sqlite,
  )} where ${sql.table(index.sqlite)} match ${match} limit ${limit + 1}) as candidates`.execute(
    anyDb(db),
  );
  const matching = sql`select rowid from ${sql.table(index.sqlite)} where ${sql.table(
    index.sqlite,
  )} match ${match}`;
  const count = Number(probe.rows[0]?.n ?? 0);
  if (count > limit) return { common: matching };
  return {
    narrows: sql<SqlBool>`rowid in (${matching})`,
    // `+rowid`: the same test kept off the rowid, so the planner walks the sort index instead.
    walks: sql<SqlBool>`+rowid in (${matching})`,
    count,
  };
}

/** PostgreSQL's estimate of the rows a WHERE selects (its planner's, from table statistics). */
export async function plannedRows(
  db: Db,
  table: string,
  parts: Expression<SqlBool>[],
): Promise<number> {
  const probe = anyDb(db)
    .selectFrom(table)
    .select(sql`1`.as('one'))
    .where(whereSql(parts));
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`explain (format json) ${probe}`.execute(anyDb(db));
  return Number(rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Whether the trigram indexes of migration 023 exist (pg_trgm may be missing), asked once. */
const trigramIndexes = new WeakMap<Db, Map<string, Promise<boolean>>>();
function hasTrigramIndexes(db: Db, table: string): Promise<boolean> {
  let tables = trigramIndexes.get(db);
  if (!tables) trigramIndexes.set(db, (tables = new Map()));
  let known = tables.get(table);
  if (!known) {
    known = sql<{ n: number | string }>`select count(*) as n from pg_indexes
      where tablename = ${table} and indexdef like '%gin_trgm_ops%'`
      .execute(anyDb(db))
      .then(({ rows }) => Number(rows[0]?.n ?? 0) > 0);
    tables.set(table, known);
  }
  return known;
}

/**
 * On PostgreSQL with trigram indexes over these columns, a term its planner expects to be rare:
 * the matches' keys when there are at most `limit`, else null. The planner's figure for a
 * substring is a guess (it never goes below a hundredth of a percent of the rows per column),
 * and with an order and a LIMIT it walks the order's index testing every row it meets (about
 * 45 µs each): at ten million orders, a term whose thousand matches all lie among older orders
 * took minutes. The keys are therefore taken from the trigram indexes first, in a materialized
 * CTE, which the planner plans for all its rows (so on the indexes, never by walking an order);
 * the page and the count then read those keys. A term the planner knows to be common (the
 * statistics on the folded columns show it in more than `limit` rows and at four times the
 * planner's floor: migration 031 gives them a histogram of 1,000 values, which a rare term
 * meets at most once), or found to have more keys, keeps the LIKE: its matches are dense in any
 * order. Asking such a term for its keys first cost more than its page (45 of 80 ms for a term
 * in every 150th name of a million). 'many' says it was found so.
 */
async function pgCandidates(
  db: Db,
  name: string,
  table: TableDefinition,
  columns: string[],
  exact: Expression<SqlBool>,
  text: string,
  limit: number,
): Promise<Expression<SqlBool> | 'many' | null> {
  const index = table.searchIndex;
  if (!index || [...text].length < 3 || !columns.every((c) => index.columns.includes(c))) {
    return null;
  }
  if (!(await hasTrigramIndexes(db, name))) return null;
  // What the planner says of a term none of its sampled values contain: its floor, a hundredth
  // of a percent of the rows per column (1,000 of ten million). A term is common only where its
  // statistics show it well above that floor, not merely above `limit`.
  const [planned, unseen] = await Promise.all([
    plannedRows(db, name, [exact]),
    plannedRows(db, name, [likeAny(columns, UNSEEN_TERM, 'postgres')]),
  ]);
  if (planned > limit && planned > 4 * unseen) return null;
  const pk = sql.ref(primaryKeyOf(table.schema));
  // The index is asked for the term's uncommon trigrams only (table-term-probe.ts).
  const probe = await probeCondition(db, name, columns, text, likePattern);
  const { rows } = await sql<{ k: unknown }>`with candidates as materialized (
      select ${pk} as k from ${sql.table(name)} where ${probe})
    select k from candidates limit ${limit + 1}`.execute(anyDb(db));
  // More keys than a text count may go: common, and known to be so (no count needs to say it).
  if (rows.length > limit) return 'many';
  return sql<SqlBool>`${pk} = any(${rows.map((r) => r.k)})`;
}

/** A term no stored text contains (control characters): the planner's floor for a term. */
const UNSEEN_TERM = '\u0001\u0002\u0003';

/** How far a text term's candidates are taken from an index before it counts as common. */
export interface CandidateLimits {
  /** SQLite: the trigram index's candidates of a term (rowids). */
  ftsCandidateLimit: number;
  /** SQLite: candidates this many or more are found faster on the sort index (table-scope.ts). */
  denseFilterMatches: number;
  /** PostgreSQL: the keys of a term its planner expects to be rare (also its text count). */
  textCountLimit: number;
}

/** A text term's conditions, and whether they leave LIKE to test every row it meets. */
async function textTerm(
  db: Db,
  kind: DbKind,
  name: string,
  table: TableDefinition,
  columns: string[],
  text: string,
  limits: CandidateLimits,
): Promise<{
  parts: Expression<SqlBool>[];
  scans: boolean;
  indexed?: RawBuilder<unknown>;
  beyondCount?: boolean;
  /** SQLite: the parts for the first pages when the candidates are dense. */
  walk?: Expression<SqlBool>[];
}> {
  const exact = likeAny(columns, text, kind);
  if (kind !== 'sqlite') {
    const keys = await pgCandidates(db, name, table, columns, exact, text, limits.textCountLimit);
    if (keys === 'many') return { parts: [exact], scans: false, beyondCount: true };
    if (keys) return { parts: [keys], scans: false };
    // The trigram indexes need three characters: a shorter term tests every row it meets.
    return { parts: [exact], scans: [...text].length < 3 };
  }
  const candidates = await ftsCandidates(db, table, columns, text, limits.ftsCandidateLimit);
  // The index narrows, LIKE decides: the rows are exactly today's.
  if (candidates && 'narrows' in candidates) {
    const dense = candidates.count >= limits.denseFilterMatches;
    return {
      parts: [candidates.narrows, exact],
      scans: false,
      walk: dense ? [candidates.walks, exact] : undefined,
    };
  }
  // Too common to narrow: the pages scan, and the index's matches are there to be counted.
  return { parts: [exact], scans: true, indexed: candidates?.common };
}

/**
 * One filter's condition. `offIndex` writes the column as `+column`, SQLite's way of keeping a
 * term off its index, so that the planner reads the sort index instead (see `Where.pageParts`).
 */
function filterPredicate(filter: ListFilter, offIndex = false): Expression<SqlBool> {
  const column = offIndex ? sql`+${sql.ref(filter.field)}` : sql.ref(filter.field);
  switch (filter.op) {
    case 'min':
    case 'from':
      return sql<SqlBool>`${column} >= ${filter.value}`;
    case 'max':
      return sql<SqlBool>`${column} <= ${filter.value}`;
    case 'to':
      return filter.exclusive
        ? sql<SqlBool>`${column} < ${filter.value}`
        : sql<SqlBool>`${column} <= ${filter.value}`;
    default:
      return sql<SqlBool>`${column} = ${filter.value}`;
  }
}

export interface Where {
  /** The conditions, ANDed; none means every row. */
  parts: Expression<SqlBool>[];
  /**
   * A text term is tested by LIKE on every row met (no index narrowed it: on SQLite a term
   * too common for the trigram index or under three characters, on PostgreSQL one under three
   * characters), so a count would read the whole table.
   */
  scansText: boolean;
  /**
   * On SQLite, when filters on other columns than the sort's are present: the same conditions
   * with those filters kept off their indexes. SQLite's planner always takes an equality or
   * range filter's index and then sorts every match, 0.2 to 1.4 s for a filter that matches a
   * fifth of a million rows; walking the sort index and testing the filter row by row finds a
   * page at once when matches are dense. The caller chooses by the matches' density.
   */
  pageParts: Expression<SqlBool>[] | null;
  /**
   * SQLite, text terms the only conditions, each with dense trigram candidates (thousands): the
   * conditions for the first pages, read on the sort index and tested there, a few thousand
   * index steps, where fetching every candidate and sorting them costs more. Deep pages keep
   * `parts` (walking would take offset × rows / matches steps).
   */
  walkParts: Expression<SqlBool>[] | null;
  /**
   * SQLite, a search that is the list's only condition and too common for its trigram index to
   * narrow: the index's matches, which count the rows far faster than LIKE over the table.
   */
  indexedMatches: RawBuilder<unknown> | null;
  /** A text term (search or "contains") is among the conditions. */
  hasText: boolean;
  /**
   * PostgreSQL: a text term's keys were taken from the trigram indexes and found to be more than
   * a text count may go, so the count is an estimate without counting again.
   */
  textBeyondCount: boolean;
}

export async function buildWhere(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: Pick<ListQuery, 'search' | 'filters'> & { sort?: ListQuery['sort'] },
  /** A term with more candidates than these is common: it is tested row by row in the order. */
  limits: CandidateLimits,
): Promise<Where> {
  const table = requireTable(tableName);
  const where: Where = {
    parts: [],
    scansText: false,
    pageParts: null,
    walkParts: null,
    indexedMatches: null,
    hasText: false,
    textBeyondCount: false,
  };
  const page: Expression<SqlBool>[] = [];
  let offIndex = false;
  // The walking variant while every condition so far is a dense text term; null once not.
  let walk: Expression<SqlBool>[] | null = [];
  const addText = async (columns: string[], text: string) => {
    where.hasText = true;
    const term = await textTerm(db, kind, tableName, table, columns, text, limits);
    where.parts.push(...term.parts);
    page.push(...term.parts);
    walk = walk && term.walk ? [...walk, ...term.walk] : null;
    where.scansText ||= term.scans;
    where.textBeyondCount ||= term.beyondCount === true;
  };
  for (const filter of query.filters) {
    if (filter.op === 'contains') {
      await addText([filter.field], String(filter.value));
      continue;
    }
    where.parts.push(filterPredicate(filter));
    walk = null;
    const other =
      kind === 'sqlite' && query.sort !== undefined && filter.field !== query.sort.field;
    page.push(filterPredicate(filter, other));
    offIndex ||= other;
  }
  const columns = searchColumns(table.schema);
  if (query.search && columns.length) {
    where.hasText = true;
    const term = await textTerm(db, kind, tableName, table, columns, query.search, limits);
    const codes = codeMatch(table, query.search);
    // An order found by its code is found whatever else the term matches.
    const orCodes = (parts: Expression<SqlBool>[]) =>
      codes ? [sql<SqlBool>`(${whereSql(parts)} or ${codes})`] : parts;
    const search = orCodes(term.parts);
    walk = walk && term.walk ? [...walk, ...orCodes(term.walk)] : null;
    const alone = where.parts.length === 0;
    where.parts.push(...search);
    page.push(...search);
    where.scansText ||= term.scans;
    where.textBeyondCount ||= term.beyondCount === true;
    if (alone && term.indexed) {
      where.indexedMatches = codes
        ? sql`${term.indexed} union select rowid from ${sql.table(tableName)} where ${codes}`
        : term.indexed;
    }
  }
  if (offIndex) where.pageParts = page;
  if (walk && walk.length) where.walkParts = walk;
  return where;
}

export function whereSql(parts: Expression<SqlBool>[]): Expression<SqlBool> {
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`;
}
