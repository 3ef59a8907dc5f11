import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../db/index';
import { primaryKeyOf, type Row, type TableSchema } from '../../shared/schema-validation';
import { encodeCursor, type ListCursor, type ListQuery, type ListSort } from './table-query';
import { requireTable } from './table-registry';
import { buildWhere, whereSql } from './table-where';
import { labelOrder, labelRanges, reversed, sortValue } from './table-sort';

/**
 * Lists and exports that cost the same on the first page and the last of a million rows
 * (docs/decisions/032-admin-at-scale.md): every sort is an index order with the primary key
 * as tie-breaker in the same direction; the next and previous pages seek from a cursor (the
 * sort value and key of a page's last or first row); a page opened by number is read from
 * whichever end is nearer; the total is exact, or PostgreSQL's estimate above a threshold.
 */

export const EXPORT_PAGE_SIZE = 2000;

/** Tunables, read at call time (tests lower them to reach every path on small tables). */
export const listTuning = {
  exportPageSize: EXPORT_PAGE_SIZE,
  /** PostgreSQL counts exactly up to this many rows and estimates above (shown as such). */
  exactCountLimit: 50_000,
  /**
   * A search that no index narrowed is counted up to this many rows and estimated above (on
   * SQLite from a fixed random sample of `sampleSize` rows, on PostgreSQL by its planner).
   */
  textCountLimit: 10_000,
  sampleSize: 20_000,
  /**
   * SQLite: filters on other columns than the sort's that match at least this many rows are
   * tested on the sort index's rows instead of read on their own index and sorted.
   */
  denseFilterMatches: 5000,
  /** A cursor is followed when at most this many rows lie between it and the page asked for. */
  maxCursorSkip: 1000,
  /** Deeper offsets first find the page's keys on the sort index, then read those rows. */
  deferredJoinFrom: 1000,
  /**
   * PostgreSQL, estimated totals: a page opened by number at least this many rows from either
   * end is sought from a sampled position instead of counted out row by row.
   */
  sampledSeekFrom: 20_000,
  /** About this many matching rows in the sample that places such a page. */
  seekSampleRows: 4000,
};

export interface ListResult {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** The total is PostgreSQL's estimate ("ca."), not a count. */
  totalEstimated: boolean;
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

function anyDb(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

interface Scope {
  db: Db;
  kind: DbKind;
  table: string;
  schema: TableSchema;
  pk: string;
  /** The conditions, for counts (each filter on its index). */
  where: Expression<SqlBool>[];
  /** The conditions the pages are read with (`Where.pageParts` when matches are dense). */
  pageWhere: Expression<SqlBool>[];
  scansText: boolean;
}

async function openScope(db: Db, kind: DbKind, table: string, query: ListQuery): Promise<Scope> {
  const { schema } = requireTable(table);
  const { parts, scansText, pageParts } = await buildWhere(db, kind, table, query);
  let pageWhere = parts;
  if (pageParts && (await matchesAtLeast(db, table, parts, listTuning.denseFilterMatches))) {
    pageWhere = pageParts;
  }
  return { db, kind, table, schema, pk: primaryKeyOf(schema), where: parts, pageWhere, scansText };
}

/**
 * Whether the conditions match at least `n` rows, read on the filters' own indexes and stopped
 * there. Dense matches are found faster on the sort index (a page needs about
 * `limit × rows / matches` index steps); sparse ones are found on the filter's index and
 * sorted (at most `n` of them).
 */
async function matchesAtLeast(
  db: Db,
  table: string,
  parts: Expression<SqlBool>[],
  n: number,
): Promise<boolean> {
  const some = anyDb(db)
    .selectFrom(table)
    .select(sql`1`.as('one'))
    .where(whereSql(parts))
    .limit(n);
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (${some}) as matches`.execute(anyDb(db));
  return Number(rows[0]?.n ?? 0) >= n;
}

/**
 * NULL sorts first ascending and last descending on both engines (SQLite's own order; the
 * PostgreSQL indexes of migration 007 are built NULLS FIRST to match).
 */
function orderTerms(scope: Scope, sort: ListSort) {
  const pk = sql`${sql.ref(scope.pk)} ${sql.raw(sort.direction)}`;
  if (sort.field === scope.pk) return [pk];
  const nulls = sort.direction === 'asc' ? 'asc nulls first' : 'desc nulls last';
  return [sql`${sortValue(scope.schema, sort.field)} ${sql.raw(nulls)}`, pk];
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

/** Up to `skip + limit` rows after the position (or from the start), minus the first `skip`. */
async function readAfter(
  scope: Scope,
  sort: ListSort,
  from: { value: unknown; key: unknown } | null,
  skip: number,
  limit: number,
): Promise<Row[]> {
  const wanted = skip + limit;
  // A labelled column: one range per code, each in the key's order (table-sort.ts).
  const labels = labelOrder(scope.schema, sort.field);
  const plain = () => (from ? seekRanges(scope, sort, from.value, from.key) : [null]);
  const ranges = labels ? labelRanges(labels, sort, scope.pk, from) : plain();
  const inRange = labels ? { field: scope.pk, direction: sort.direction } : sort;
  const rows: Row[] = [];
  for (const range of ranges) {
    const more = (await selectRows(scope, inRange, range ? [range] : [])
      .limit(wanted - rows.length)
      .execute()) as Row[];
    rows.push(...more);
    if (rows.length >= wanted) break;
  }
  return rows.slice(skip);
}

/** `limit` rows after `offset` rows; deep offsets walk the (covering) sort index first. */
async function readAt(scope: Scope, sort: ListSort, offset: number, limit: number) {
  // Near the start: the rows before the page are read and dropped, each range on its index
  // (a labelled column's order is no index order; its codes are).
  if (offset < listTuning.deferredJoinFrom) return readAfter(scope, sort, null, offset, limit);
  let keys = anyDb(scope.db)
    .selectFrom(scope.table)
    .select(sql.ref(scope.pk).as('k'))
    .where(whereSql(scope.pageWhere));
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
 * Where a fraction of the way through the order lies, on PostgreSQL, from a sample: the matching
 * rows of a fixed block sample of the table (`tablesample system … repeatable`, so the same page
 * number opens the same page), sorted, and the one at that fraction. Counting out half a million
 * index entries takes a second; the sample reads a few dozen blocks. The total is an estimate
 * then ("ca."), so is the page's place in it; the next and previous pages follow exactly from
 * there (a labelled column's too: its code and key are a position like any other). Null when
 * the sample holds too few matches to place the page.
 */
async function sampledPosition(
  scope: Scope,
  sort: ListSort,
  total: number,
  fraction: number,
): Promise<{ value: unknown; key: unknown } | null> {
  if (scope.kind !== 'postgres') return null;
  // A share of the table's blocks holds about that share of the matching rows.
  const percent = Math.min(100, (listTuning.seekSampleRows / Math.max(1, total)) * 100);
  const order = sql.join(orderTerms(scope, sort), sql`, `);
  const { rows: sample } = await sql<{ v: unknown; k: unknown }>`select ${sql.ref(sort.field)} as v,
    ${sql.ref(scope.pk)} as k from ${sql.table(scope.table)}
    tablesample system (${sql.lit(Number(percent.toFixed(4)))}) repeatable (7)
    where ${whereSql(scope.pageWhere)} order by ${order}`.execute(anyDb(scope.db));
  if (sample.length < 100) return null;
  const at = sample[Math.min(sample.length - 1, Math.floor(fraction * sample.length))]!;
  return { value: at.v, key: at.k };
}

/** PostgreSQL's estimate of the rows a WHERE selects (its planner's, from table statistics). */
async function planEstimate(scope: Scope): Promise<number> {
  const probe = anyDb(scope.db)
    .selectFrom(scope.table)
    .select(sql`1`.as('one'))
    .where(whereSql(scope.where));
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`explain (format json) ${probe}`.execute(anyDb(scope.db));
  return Number(rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

async function countAll(scope: Scope, cap?: number): Promise<number> {
  const count = sql<number | string>`count(*)`.as('n');
  const matching = anyDb(scope.db).selectFrom(scope.table).where(whereSql(scope.where));
  const counted =
    cap === undefined
      ? await matching.select(count).executeTakeFirstOrThrow()
      : await anyDb(scope.db)
          .selectFrom(
            matching
              .select(sql`1`.as('one'))
              .limit(cap + 1)
              .as('matching'),
          )
          .select(count)
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
  const { rows: sized } = await sql<{ n: number; max: number | null }>`select count(*) as n,
    max(rowid) as max from ${sql.table(scope.table)}`.execute(db);
  const { n, max } = sized[0];
  if (!max) return null;
  const sample = JSON.stringify(sampleRowids(max, listTuning.sampleSize));
  const { rows } = await sql<{ found: number; matched: number | null }>`select count(*) as found,
    sum(case when ${whereSql(scope.where)} then 1 else 0 end) as matched
    from ${sql.table(scope.table)} where rowid in (select value from json_each(${sample}))`.execute(
    db,
  );
  const { found, matched } = rows[0];
  return found ? (Number(matched ?? 0) / Number(found)) * Number(n) : null;
}

/**
 * SQLite counts exactly: on the sort and filter indexes it is cheap (10 ms for a million rows),
 * and so is a search narrowed by the trigram index; a common term counts up to a threshold and
 * is estimated above. PostgreSQL counts by visiting rows, 70 ms and more for a million: above
 * the threshold its planner's estimate stands in, and a count stops at the threshold whatever
 * the planner expected. An estimate is flagged, and shown as "ca.".
 */
export async function countRows(scope: Scope): Promise<{ total: number; estimated: boolean }> {
  if (scope.kind === 'sqlite') {
    if (!scope.scansText) return { total: await countAll(scope), estimated: false };
    const limit = listTuning.textCountLimit;
    const counted = await countAll(scope, limit);
    if (counted <= limit) return { total: counted, estimated: false };
    const estimate = await sampleEstimate(scope);
    return { total: roughly(Math.max(estimate ?? 0, limit + 1)), estimated: true };
  }
  // A term no trigram index narrows is counted only as far as a text count may go.
  const limit = scope.scansText ? listTuning.textCountLimit : listTuning.exactCountLimit;
  const estimate = await planEstimate(scope);
  if (estimate <= limit) {
    const counted = await countAll(scope, limit);
    if (counted <= limit) return { total: counted, estimated: false };
  }
  return { total: roughly(Math.max(estimate, limit + 1)), estimated: true };
}

function cursorOf(scope: Scope, sort: ListSort, row: Row, after: boolean, page: number) {
  const cursor: ListCursor = {
    after,
    page,
    value: (row[sort.field] ?? null) as ListCursor['value'],
    key: row[scope.pk] as ListCursor['key'],
  };
  return encodeCursor(sort, cursor);
}

/** Rows between a cursor and the page asked for, or null when the cursor is no shortcut. */
function cursorSkip(query: ListQuery): number | null {
  const { cursor, page, limit } = query;
  if (!cursor) return null;
  const distance = cursor.after ? page - cursor.page : cursor.page - page;
  if (distance < 1) return null;
  const skip = (distance - 1) * limit;
  return skip <= listTuning.maxCursorSkip && skip < (page - 1) * limit ? skip : null;
}

export async function listRows(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
): Promise<ListResult> {
  const scope = await openScope(db, kind, tableName, query);
  const { sort, limit } = query;
  let page = query.page;
  const skip = cursorSkip(query);
  const counting = countRows(scope);
  // Awaited below; a failing page query must not leave its rejection unobserved.
  counting.catch(() => {});
  let rows: Row[];
  if (skip !== null) {
    const { cursor } = query;
    rows = cursor!.after
      ? await readAfter(scope, sort, cursor!, skip, limit)
      : (await readAfter(scope, reversed(sort), cursor!, skip, limit)).reverse();
  } else if (page === 1) {
    rows = await readAfter(scope, sort, null, 0, limit);
  } else {
    // A page opened by number: read from whichever end of the order is nearer.
    const { total, estimated } = await counting;
    const pages = Math.max(1, Math.ceil(total / limit));
    if (estimated && page > pages) page = pages;
    const start = (page - 1) * limit;
    const count = estimated ? limit : Math.min(limit, total - start);
    const fromEnd = total - start - count;
    const sampled =
      estimated && count > 0 && Math.min(start, fromEnd) >= listTuning.sampledSeekFrom
        ? await sampledPosition(scope, sort, total, start / total)
        : null;
    if (count <= 0) rows = [];
    else if (sampled) rows = await readAfter(scope, sort, sampled, 0, count);
    else if (fromEnd < start) {
      rows = (await readAt(scope, reversed(sort), Math.max(0, fromEnd), count)).reverse();
    } else rows = await readAt(scope, sort, start, count);
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
    next: last ? cursorOf(scope, sort, last, true, page) : null,
    prev: first ? cursorOf(scope, sort, first, false, page) : null,
  };
}

/**
 * The filtered, sorted rows in pages of `exportPageSize`, never all at once, each page sought
 * from the last row of the one before: a million rows cost a million index steps, in any order.
 */
export async function* exportRows(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
): AsyncGenerator<Row[]> {
  const scope = await openScope(db, kind, tableName, query);
  let from: { value: unknown; key: unknown } | null = null;
  for (;;) {
    const size = listTuning.exportPageSize;
    const rows = await readAfter(scope, query.sort, from, 0, size);
    if (rows.length) yield rows.map((r) => presentRow(scope.schema, r));
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    from = { value: last[query.sort.field] ?? null, key: last[scope.pk] };
  }
}
