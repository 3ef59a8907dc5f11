import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../../db/index';
import type { Row, TableSchema } from '../../../shared/schema-validation';
import { encodeCursor, type ListCursor, type ListQuery, type ListSort } from './table-query';
import { whereSql } from './table-where';
import { labelOrder, labelRanges, reversed } from './table-sort';
import { keptPerCode, outsideRows, rangeCodes } from './table-labelled';
import {
  anyDb,
  countUpTo,
  matching,
  openScope,
  orderTerms,
  tuned,
  type ListTuning,
  type Scope,
} from './table-scope';
import { countRows, sampledPosition } from './table-count';

/**
 * Lists and exports that cost the same on the first page and the last of a million rows
 * (docs/decisions/032-admin-at-scale.md): every sort is an index order with the primary key
 * as tie-breaker in the same direction; the next and previous pages seek from a cursor (the
 * sort value and key of a page's last or first row); a page opened by number is read from
 * whichever end is nearer; the total is exact, or PostgreSQL's estimate above a threshold.
 */

interface ListResult {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** The total is an estimate ("ca."), not a count. */
  totalEstimated: boolean;
  /**
   * The page opened by number lies about where its number says, not exactly there (PostgreSQL,
   * deep in a long list: found from a sample instead of counting out half a million rows). Its
   * rows are consecutive rows of the order, and the next and previous pages follow exactly.
   */
  pageApproximate: boolean;
  /** Cursors for the pages after and before this one (to send back as `cursor`). */
  next: string | null;
  prev: string | null;
}

type ColumnKind = 'boolean' | 'number' | 'array' | 'other';
const columnKinds = new WeakMap<TableSchema, Array<[string, ColumnKind]>>();

/** Database rows as the admin sees them: booleans as true/false, numbers as numbers. */
/** A list column as stored (a JSON array); anything unreadable shows as empty. */
function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(String(value));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function presentRow(schema: TableSchema, row: Row): Row {
  // Worked out once per schema: an export presents a million rows.
  let kinds = columnKinds.get(schema);
  if (!kinds) {
    kinds = Object.entries(schema.properties).map(([name, field]) => [
      name,
      field.type === 'boolean'
        ? 'boolean'
        : field.type === 'integer' || field.type === 'number'
          ? 'number'
          : field.type === 'array'
            ? 'array'
            : 'other',
    ]);
    columnKinds.set(schema, kinds);
  }
  const out: Row = {};
  for (const [name, kind] of kinds) {
    const value = row[name];
    if (value === null || value === undefined) out[name] = null;
    else if (kind === 'boolean') out[name] = Number(value) === 1;
    else if (kind === 'number') out[name] = typeof value === 'number' ? value : Number(value);
    else if (kind === 'array') out[name] = parseList(value);
    else out[name] = value;
  }
  return out;
}

function selectRows(scope: Scope, sort: ListSort, extra: Expression<SqlBool>[] = []) {
  let q = anyDb(scope.db)
    .selectFrom(scope.table)
    .select(Object.keys(scope.schema.properties))
    .where(whereSql([...scope.pageWhere, ...extra]));
  for (const term of orderTerms(scope, sort)) q = q.orderBy(term);
  return q;
}

/**
 * The rows after a position, in the sort order, as index ranges read one after the other:
 * the rest of the position's part (NULLs, or values) and then the parts that follow. Each
 * range is one seek on the sort index, so the depth of the position costs nothing.
 */
function seekRanges(scope: Scope, sort: ListSort, value: unknown, key: unknown) {
  const k = sql.ref(scope.pk);
  const after = sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (sort.field === scope.pk) return [sql<SqlBool>`${k} ${after} ${key}`];
  const v = sql.ref(sort.field);
  const isNull = sql<SqlBool>`${v} is null`;
  if (value === null) {
    const rest = sql<SqlBool>`${v} is null and ${k} ${after} ${key}`;
    return sort.direction === 'asc' ? [rest, sql<SqlBool>`${v} is not null`] : [rest];
  }
  const rest = sql<SqlBool>`(${v}, ${k}) ${after} (${value}, ${key})`;
  return sort.direction === 'asc' ? [rest] : [rest, isNull];
}

/**
 * How a page's query is run: by Kysely, as row objects (lists), or by an export's own
 * connection as arrays of the schema's columns in order (table-export-thread.ts), which a
 * million rows read much faster.
 */
export interface PageReader<R> {
  run(query: SelectQueryBuilder<any, any, any>): Promise<R[]>;
  /** A column's value in a row as `run` returns it. */
  value(row: R, column: string): unknown;
}

const objectRows: PageReader<Row> = {
  run: async (query) => (await query.execute()) as Row[],
  value: (row, column) => row[column],
};

/** Up to `skip + limit` rows after the position (or from the start), minus the first `skip`. */
async function readAfter<R = Row>(
  scope: Scope,
  sort: ListSort,
  from: { value: unknown; key: unknown } | null,
  skip: number,
  limit: number,
  reader: PageReader<R> = objectRows as unknown as PageReader<R>,
): Promise<R[]> {
  const wanted = skip + limit;
  // A labelled column: one range per code, each in the key's order (table-sort.ts).
  const labels = labelOrder(scope.schema, sort.field);
  const plain = () => (from ? seekRanges(scope, sort, from.value, from.key) : [null]);
  const ranges = labels
    ? labelRanges(labels, sort, scope.pk, from, await outsideRows(scope, sort.field, labels))
    : plain();
  const inRange = labels ? { field: scope.pk, direction: sort.direction } : sort;
  const rows: R[] = [];
  for (const range of ranges) {
    const more = await reader.run(
      selectRows(scope, inRange, range ? [range] : []).limit(wanted - rows.length),
    );
    rows.push(...more);
    if (rows.length >= wanted) break;
  }
  return rows.slice(skip);
}

/** The page's keys, `offset` rows into an index order, then those rows (a deferred join). */
async function readKeysAt(
  scope: Scope,
  sort: ListSort,
  extra: Expression<SqlBool>[],
  offset: number,
  limit: number,
) {
  let keys = anyDb(scope.db)
    .selectFrom(scope.table)
    .select(sql.ref(scope.pk).as('k'))
    .where(whereSql([...scope.pageWhere, ...extra]));
  for (const term of orderTerms(scope, sort)) keys = keys.orderBy(term);
  const page = keys.limit(limit).offset(offset);
  let q = anyDb(scope.db)
    .selectFrom(scope.table)
    .select(Object.keys(scope.schema.properties))
    .where(sql<SqlBool>`${sql.ref(scope.pk)} in ${page}`);
  for (const term of orderTerms(scope, sort)) q = q.orderBy(term);
  return (await q.execute()) as Row[];
}

/**
 * A labelled column's order is no index order, its codes' ranges are: the ranges before the
 * page are counted on the column's index, and the page is read in its range by the key.
 */
async function readLabelledAt(
  scope: Scope,
  sort: ListSort,
  labels: string[],
  offset: number,
  limit: number,
) {
  const outside = await outsideRows(scope, sort.field, labels);
  const ranges = labelRanges(labels, sort, scope.pk, null, outside);
  const codes = rangeCodes(labels, sort, outside !== null);
  const byKey: ListSort = { field: scope.pk, direction: sort.direction };
  const kept = await keptPerCode(scope, sort.field);
  const rows: Row[] = [];
  let skip = offset;
  for (const [i, range] of ranges.entries()) {
    if (skip > 0) {
      const code = codes[i];
      const inRange =
        kept && typeof code === 'string'
          ? (kept.get(code) ?? 0)
          : await countUpTo(
              scope.db,
              matching(scope.db, scope.table, [...scope.pageWhere, range]),
              skip + 1,
            );
      if (inRange <= skip) {
        skip -= inRange;
        continue;
      }
    }
    rows.push(...(await readKeysAt(scope, byKey, [range], skip, limit - rows.length)));
    skip = 0;
    if (rows.length >= limit) break;
  }
  return rows;
}

/** `limit` rows after `offset` rows; deep offsets walk the (covering) sort index first. */
async function readAt(scope: Scope, sort: ListSort, offset: number, limit: number) {
  // Near the start: the rows before the page are read and dropped, each range on its index.
  if (offset < scope.tuning.deferredJoinFrom) return readAfter(scope, sort, null, offset, limit);
  const labels = labelOrder(scope.schema, sort.field);
  if (labels) return readLabelledAt(scope, sort, labels, offset, limit);
  return readKeysAt(scope, sort, [], offset, limit);
}

/**
 * A page opened by its number. The last page is the reverse order's first page, so it holds the
 * true last rows whatever the total. Any other page is counted out from the nearer end, where
 * that is cheap: always on SQLite, and on PostgreSQL up to `exactSeekRows` rows from an end;
 * deeper, PostgreSQL places it from a sample and the page is marked approximate.
 */
async function readByNumber(
  scope: Scope,
  sort: ListSort,
  page: number,
  limit: number,
  count: { total: number; estimated: boolean },
): Promise<{ rows: Row[]; page: number; approximate: boolean }> {
  const { total, estimated } = count;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (page > pages && !estimated) return { rows: [], page, approximate: false };
  if (page >= pages) {
    const size = estimated ? limit : total - (pages - 1) * limit;
    const rows = (await readAfter(scope, reversed(sort), null, 0, size)).reverse();
    return { rows, page: pages, approximate: false };
  }
  const start = (page - 1) * limit;
  const fromEnd = Math.max(0, total - start - limit);
  if (scope.kind === 'postgres' && Math.min(start, fromEnd) > scope.tuning.exactSeekRows) {
    const sampled = await sampledPosition(scope, sort, total, start / total);
    if (sampled) {
      return { rows: await readAfter(scope, sort, sampled, 0, limit), page, approximate: true };
    }
  }
  if (fromEnd < start) {
    const rows = (await readAt(scope, reversed(sort), fromEnd, limit)).reverse();
    // Counted from an estimated end, the page is only about where its number says.
    return { rows, page, approximate: estimated };
  }
  return { rows: await readAt(scope, sort, start, limit), page, approximate: false };
}

function cursorOf(
  scope: Scope,
  sort: ListSort,
  row: Row,
  after: boolean,
  page: number,
  approximate: boolean,
) {
  const cursor: ListCursor = {
    after,
    page,
    ...(approximate ? { approximate } : {}),
    value: (row[sort.field] ?? null) as ListCursor['value'],
    key: row[scope.pk] as ListCursor['key'],
  };
  return encodeCursor(sort, cursor);
}

/** Rows between a cursor and the page asked for, or null when the cursor is no shortcut. */
function cursorSkip(query: ListQuery, tuning: ListTuning): number | null {
  const { cursor, page, limit } = query;
  if (!cursor) return null;
  const distance = cursor.after ? page - cursor.page : cursor.page - page;
  if (distance < 1) return null;
  const skip = (distance - 1) * limit;
  return skip <= tuning.maxCursorSkip && skip < (page - 1) * limit ? skip : null;
}

export async function listRows(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
  tuning: Partial<ListTuning> = {},
): Promise<ListResult> {
  const scope = await openScope(db, kind, tableName, query, tuned(tuning));
  const { sort, limit } = query;
  let page = query.page;
  const skip = cursorSkip(query, scope.tuning);
  const counting = countRows(scope);
  // Awaited below; a failing page query must not leave its rejection unobserved.
  counting.catch(() => {});
  let rows: Row[];
  let approximate = false;
  if (skip !== null) {
    const { cursor } = query;
    approximate = cursor!.approximate === true;
    rows = cursor!.after
      ? await readAfter(scope, sort, cursor!, skip, limit)
      : (await readAfter(scope, reversed(sort), cursor!, skip, limit)).reverse();
  } else if (page === 1) {
    rows = await readAfter(scope, sort, null, 0, limit);
  } else {
    ({ rows, page, approximate } = await readByNumber(scope, sort, page, limit, await counting));
  }
  const { total, estimated } = await counting;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => presentRow(scope.schema, r)),
    total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    totalEstimated: estimated,
    pageApproximate: approximate,
    next: last ? cursorOf(scope, sort, last, true, page, approximate) : null,
    prev: first ? cursorOf(scope, sort, first, false, page, approximate) : null,
  };
}

/**
 * The filtered, sorted rows in pages of `exportPageSize`, never all at once, each page sought
 * from the last row of the one before: a million rows cost a million index steps, in any order.
 */
export async function* exportRows<R = Row>(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
  options: {
    reader?: PageReader<R>;
    tuning?: Partial<ListTuning>;
  } = {},
): AsyncGenerator<R[]> {
  const reader = options.reader ?? (objectRows as unknown as PageReader<R>);
  // Every page of a text term is read: on its candidates, never by walking the sort index.
  const tuning = tuned({ ...options.tuning, walkedTextPages: 0 });
  const scope = await openScope(db, kind, tableName, query, tuning);
  const size = scope.tuning.exportPageSize;
  let from: { value: unknown; key: unknown } | null = null;
  for (;;) {
    const rows: R[] = await readAfter(scope, query.sort, from, 0, size, reader);
    // As stored: the CSV writer reads 0/1, numbers as text and JSON lists itself (csv.ts), and a
    // million objects fewer is a fifth less time and garbage.
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last: R = rows[rows.length - 1];
    from = {
      value: reader.value(last, query.sort.field) ?? null,
      key: reader.value(last, scope.pk),
    };
  }
}
