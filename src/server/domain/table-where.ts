import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../db/index';
import { visibleFields, type TableSchema } from '../../shared/schema-validation';
import { filterKind, type ListFilter, type ListQuery } from './table-query';
import { requireTable, type TableDefinition } from './table-registry';

/**
 * The WHERE of a list, an export and their count: filters, and the search over the visible
 * text columns. The search keeps today's meaning exactly (a case-insensitive substring, `%`
 * and `_` literal); an index only finds the candidates faster (docs/decisions/032-admin-at-scale.md).
 */

/** Tunables, read at call time (tests lower them to reach both paths on small tables). */
export const searchTuning = {
  /**
   * On SQLite a text term is looked up in the trigram index when it has at most this many
   * candidates; a more common term scans the sort order instead, where matches are dense.
   */
  ftsCandidateLimit: 10_000,
};

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

/** Today's substring test over some columns, unchanged. */
function likeAny(columns: string[], text: string, kind: DbKind): Expression<SqlBool> {
  const pattern = likePattern(text);
  // SQLite's LIKE already ignores ASCII case, exactly as far as its lower() folds, so there
  // the lower() calls would only cost time (a third of a million-row search). On PostgreSQL
  // the trigram indexes are built on lower(column), so this very expression uses them.
  // A term with letters beyond ASCII ("özlem" for "Özlem") is folded in full on SQLite too, by
  // the connection's unicode_lower(): the trigram index narrows such a term as it does any
  // other, and where it does not, the text count limit bounds the rows a count compares.
  const unicode = kind === 'sqlite' && /[^ -~]/.test(text);
  const matches = columns.map((c) =>
    unicode
      ? sql<SqlBool>`unicode_lower(${sql.ref(c)}) like unicode_lower(${pattern}) escape '!'`
      : kind === 'sqlite'
        ? sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '!'`
        : sql<SqlBool>`lower(${sql.ref(c)}) like lower(${pattern}) escape '!'`,
  );
  return matches.length === 1 ? matches[0] : sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
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
): Promise<Expression<SqlBool> | null> {
  const index = table.searchIndex;
  if (!index || [...text].length < 3 || !columns.every((c) => index.columns.includes(c))) {
    return null;
  }
  const match = ftsQuery(index.columns, columns, text);
  const limit = searchTuning.ftsCandidateLimit;
  const probe = await sql<{ n: number }>`select count(*) as n from (select rowid from ${sql.table(
    index.sqlite,
  )} where ${sql.table(index.sqlite)} match ${match} limit ${limit + 1}) as candidates`.execute(
    anyDb(db),
  );
  if (Number(probe.rows[0]?.n ?? 0) > limit) return null;
  return sql<SqlBool>`rowid in (select rowid from ${sql.table(index.sqlite)} where ${sql.table(
    index.sqlite,
  )} match ${match})`;
}

/** A text term's conditions, and whether they leave LIKE to test every row it meets. */
async function textTerm(
  db: Db,
  kind: DbKind,
  table: TableDefinition,
  columns: string[],
  text: string,
): Promise<{ parts: Expression<SqlBool>[]; scans: boolean }> {
  const exact = likeAny(columns, text, kind);
  // PostgreSQL's trigram indexes need three characters: a shorter term tests every row it meets.
  if (kind !== 'sqlite') return { parts: [exact], scans: [...text].length < 3 };
  const candidates = await ftsCandidates(db, table, columns, text);
  // The index narrows, LIKE decides: the rows are exactly today's.
  return candidates
    ? { parts: [candidates, exact], scans: false }
    : { parts: [exact], scans: true };
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
}

export async function buildWhere(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: Pick<ListQuery, 'search' | 'filters'> & { sort?: ListQuery['sort'] },
): Promise<Where> {
  const table = requireTable(tableName);
  const where: Where = { parts: [], scansText: false, pageParts: null };
  const page: Expression<SqlBool>[] = [];
  let offIndex = false;
  const addText = async (columns: string[], text: string) => {
    const term = await textTerm(db, kind, table, columns, text);
    where.parts.push(...term.parts);
    page.push(...term.parts);
    where.scansText ||= term.scans;
  };
  for (const filter of query.filters) {
    if (filter.op === 'contains') {
      await addText([filter.field], String(filter.value));
      continue;
    }
    where.parts.push(filterPredicate(filter));
    const other =
      kind === 'sqlite' && query.sort !== undefined && filter.field !== query.sort.field;
    page.push(filterPredicate(filter, other));
    offIndex ||= other;
  }
  const columns = searchColumns(table.schema);
  if (query.search && columns.length) await addText(columns, query.search);
  if (offIndex) where.pageParts = page;
  return where;
}

export function whereSql(parts: Expression<SqlBool>[]): Expression<SqlBool> {
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`;
}
