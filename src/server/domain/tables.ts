import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Db, DbKind } from '../db/index';
import {
  formFields,
  isEmptyValue,
  primaryKeyOf,
  validateRow,
  visibleFields,
  type Row,
  type TableSchema,
} from '../../shared/schema-validation';
import { requireTable, TableRequestError, type TableDefinition } from './table-registry';
import { recordTableWrite } from './table-audit';
import { expectedVersion, refuseWrite, staleEdit } from './table-locking';

/**
 * The admin's generic table browser (decision D9, docs/decisions/030-admin-tables.md). The
 * schema files are the allow-list (table-registry.ts): a table or column name from a request is
 * only ever used after it was found as a key there, and then only through Kysely's identifier
 * quoting.
 */
export {
  getTableSchema,
  listTableNames,
  TableRequestError,
  type TableErrorCode,
} from './table-registry';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
export const EXPORT_PAGE_SIZE = 1000;

export interface ListQuery {
  page: number;
  limit: number;
  sort: { field: string; direction: 'asc' | 'desc' };
  search: string;
  filters: Record<string, string | number>;
}

const RESERVED_PARAMS = new Set(['page', 'limit', 'sort', 'search']);

/**
 * Reads page, limit, sort ("field:asc"), search and per-field filters from query parameters.
 * Any field name not in the schema is refused before a query is built.
 */
export function parseListQuery(tableName: string, params: URLSearchParams): ListQuery {
  const { schema } = requireTable(tableName);
  const pageParam = params.get('page') ?? '1';
  if (!/^\d{1,9}$/.test(pageParam) || Number(pageParam) < 1) {
    throw new TableRequestError(
      `Ungültige Seitenzahl: ${pageParam.slice(0, 20)} (erlaubt: eine ganze Zahl ab 1)`,
      'invalid',
    );
  }
  const page = Number(pageParam);
  const limit = Math.min(
    MAX_LIMIT,
    Math.max(1, Math.floor(Number(params.get('limit') ?? DEFAULT_LIMIT)) || DEFAULT_LIMIT),
  );
  let sort: ListQuery['sort'] = { field: primaryKeyOf(schema), direction: 'asc' };
  const sortParam = params.get('sort');
  if (sortParam) {
    const [field, direction = 'asc'] = sortParam.split(':');
    if (!Object.hasOwn(schema.properties, field)) {
      throw new TableRequestError(`Unbekanntes Sortierfeld: ${field}`, 'invalid');
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw new TableRequestError(`Ungültige Sortierrichtung: ${direction}`, 'invalid');
    }
    sort = { field, direction };
  }
  const filters: ListQuery['filters'] = {};
  for (const [key, raw] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    const field = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (!field) throw new TableRequestError(`Unbekanntes Filterfeld: ${key}`, 'invalid');
    if (raw === '') continue;
    if (field.type === 'boolean') {
      filters[key] = raw === 'true' || raw === '1' ? 1 : 0;
    } else if (field.type === 'integer' || field.type === 'number') {
      const n = Number(raw);
      if (!Number.isSafeInteger(n) && !(field.type === 'number' && Number.isFinite(n))) {
        throw new TableRequestError(`Ungültiger Filterwert für ${key}: ${raw}`, 'invalid');
      }
      filters[key] = n;
    } else {
      filters[key] = raw;
    }
  }
  return { page, limit, sort, search: params.get('search')?.trim() ?? '', filters };
}

/**
 * Searched columns: the visible free-text columns (not dates, not fixed choices, which the
 * filters cover), so the search matches what is shown and scans as few columns as it can.
 */
function searchColumns(schema: TableSchema): string[] {
  return visibleFields(schema).filter((name) => {
    const f = schema.properties[name];
    return f.type === 'string' && !f.enum && f.format !== 'date' && f.format !== 'date-time';
  });
}

/** '!' escapes LIKE's wildcards; it works the same on SQLite and PostgreSQL. */
export function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

function whereClause(
  schema: TableSchema,
  query: Pick<ListQuery, 'search' | 'filters'>,
  kind: DbKind,
) {
  const parts: Expression<SqlBool>[] = [];
  for (const [field, value] of Object.entries(query.filters)) {
    parts.push(sql<SqlBool>`${sql.ref(field)} = ${value}`);
  }
  const columns = searchColumns(schema);
  if (query.search && columns.length) {
    const pattern = likePattern(query.search);
    // SQLite's LIKE already ignores ASCII case, exactly as far as its lower() folds, so there
    // the lower() calls would only cost time (a third of a million-row search).
    const matches = columns.map((c) =>
      kind === 'sqlite'
        ? sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '!'`
        : sql<SqlBool>`lower(${sql.ref(c)}) like lower(${pattern}) escape '!'`,
    );
    parts.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`;
}

/** Database rows as the admin sees them: booleans as true/false, numbers as numbers. */
function presentRow(schema: TableSchema, row: Row): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    const value = row[name];
    if (value === null || value === undefined) out[name] = null;
    else if (field.type === 'boolean') out[name] = Number(value) === 1;
    else if (field.type === 'integer' || field.type === 'number') out[name] = Number(value);
    else out[name] = value;
  }
  return out;
}

function anyDb(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

function selectPage(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
  offset: number,
  limit: number,
) {
  const { schema } = requireTable(tableName);
  const pk = primaryKeyOf(schema);
  let q = anyDb(db)
    .selectFrom(tableName)
    .select(Object.keys(schema.properties))
    .where(whereClause(schema, query, kind))
    .orderBy(sql.ref(query.sort.field), query.sort.direction);
  // The primary key breaks ties, so pages never overlap or skip rows.
  if (query.sort.field !== pk) q = q.orderBy(sql.ref(pk), 'asc');
  return q.limit(limit).offset(offset);
}

export interface ListResult {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export async function listRows(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
): Promise<ListResult> {
  const { schema } = requireTable(tableName);
  const [rows, counted] = await Promise.all([
    selectPage(db, kind, tableName, query, (query.page - 1) * query.limit, query.limit).execute(),
    anyDb(db)
      .selectFrom(tableName)
      .select(sql<number | string>`count(*)`.as('total'))
      .where(whereClause(schema, query, kind))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  return {
    data: rows.map((r) => presentRow(schema, r as Row)),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * The filtered, sorted rows in pages of EXPORT_PAGE_SIZE, never all at once. Sorted by the
 * primary key (the default) it pages by key, so a deep page costs as little as the first.
 */
export async function* exportRows(
  db: Db,
  kind: DbKind,
  tableName: string,
  query: ListQuery,
): AsyncGenerator<Row[]> {
  const { schema } = requireTable(tableName);
  const pk = primaryKeyOf(schema);
  if (query.sort.field === pk) {
    let after: unknown = undefined;
    for (;;) {
      let q = anyDb(db)
        .selectFrom(tableName)
        .select(Object.keys(schema.properties))
        .where(whereClause(schema, query, kind));
      if (after !== undefined) {
        q = q.where(sql.ref(pk), query.sort.direction === 'asc' ? '>' : '<', after);
      }
      const rows = (await q
        .orderBy(sql.ref(pk), query.sort.direction)
        .limit(EXPORT_PAGE_SIZE)
        .execute()) as Row[];
      if (rows.length) yield rows.map((r) => presentRow(schema, r));
      if (rows.length < EXPORT_PAGE_SIZE) return;
      after = rows[rows.length - 1][pk];
    }
  }
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const rows = (await selectPage(
      db,
      kind,
      tableName,
      query,
      offset,
      EXPORT_PAGE_SIZE,
    ).execute()) as Row[];
    if (rows.length) yield rows.map((r) => presentRow(schema, r));
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * The writable part of a request body: only fields that are not read-only (others are
 * ignored), validated with the shared rules, converted to column values.
 */
function prepareWrite(table: TableDefinition, body: unknown, mode: 'create' | 'update'): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TableRequestError('Ungültige Anfrage: ein JSON-Objekt wird erwartet.', 'invalid');
  }
  const { schema } = table;
  const pk = primaryKeyOf(schema);
  const input = body as Row;
  // The primary key is chosen on create (when it is not read-only) and never changed after.
  const writable = formFields(schema).filter((name) => mode === 'create' || name !== pk);
  const values: Row = {};
  for (const name of writable) {
    if (Object.hasOwn(input, name)) values[name] = input[name];
    else if (mode === 'create' && schema.properties[name].default !== undefined) {
      values[name] = schema.properties[name].default;
    }
  }
  const checked = mode === 'create' ? writable : writable.filter((n) => Object.hasOwn(values, n));
  const normalized = table.normalize ? table.normalize(values) : values;
  const errors = validateRow(schema, normalized, checked);
  if (Object.keys(errors).length) {
    throw new TableRequestError('Bitte prüfen Sie die markierten Felder.', 'invalid', errors);
  }
  const row: Row = {};
  for (const [name, value] of Object.entries(normalized)) {
    const field = schema.properties[name];
    if (field.type === 'boolean') row[name] = value ? 1 : 0;
    else if (field.type === 'array') row[name] = JSON.stringify(value ?? []);
    else if (isEmptyValue(value)) row[name] = field.type === 'string' ? '' : null;
    else row[name] = value;
  }
  return row;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

async function findByKey(db: Db, tableName: string, id: string): Promise<Row | undefined> {
  const { schema } = requireTable(tableName);
  const row = await anyDb(db)
    .selectFrom(tableName)
    .select(Object.keys(schema.properties))
    .where(sql.ref(primaryKeyOf(schema)), '=', id)
    .executeTakeFirst();
  return row ? presentRow(schema, row as Row) : undefined;
}

/** Every write is recorded in the audit log, in its transaction, with who made it. */
export async function createRow(
  db: Db,
  tableName: string,
  body: unknown,
  actor = 'system',
): Promise<Row> {
  const table = requireTable(tableName);
  refuseWrite(table, 'create');
  const pk = primaryKeyOf(table.schema);
  const now = new Date().toISOString();
  const row = { ...table.createFill(now), ...prepareWrite(table, body, 'create') };
  return db.transaction().execute(async (trx) => {
    // A server-owned key the body may not set is generated above; a chosen one must be unique.
    try {
      await anyDb(trx).insertInto(tableName).values(row).execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const message = 'Ein Eintrag mit diesem Schlüssel existiert bereits.';
      throw new TableRequestError(message, 'conflict', { [pk]: message });
    }
    const created = (await findByKey(trx, tableName, String(row[pk])))!;
    const id = String(created[pk]);
    await recordTableWrite(trx, { actor, action: 'create', table: tableName, id, after: created });
    return created;
  });
}

/**
 * With a version in the body (the schema's `x-version` column), the update applies only to
 * that version and raises it; a stale one is refused (409) with the row's current values.
 */
export async function updateRow(
  db: Db,
  tableName: string,
  id: string,
  body: unknown,
  actor = 'system',
): Promise<Row> {
  const table = requireTable(tableName);
  refuseWrite(table, 'change');
  const values = prepareWrite(table, body, 'update');
  const version = expectedVersion(table, body);
  const versionColumn = table.schema['x-version'];
  const row: Row = { ...values, ...(table.updateFill?.(new Date().toISOString()) ?? {}) };
  if (versionColumn) row[versionColumn] = sql`${sql.ref(versionColumn)} + 1`;
  const pk = primaryKeyOf(table.schema);
  return db.transaction().execute(async (trx) => {
    const before = await findByKey(trx, tableName, id);
    if (!before) throw new TableRequestError('Eintrag nicht gefunden.', 'not-found');
    if (Object.keys(row).length) {
      let update = anyDb(trx).updateTable(tableName).set(row).where(sql.ref(pk), '=', id);
      if (version !== undefined) update = update.where(sql.ref(versionColumn!), '=', version);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const current = await findByKey(trx, tableName, id);
        throw current
          ? staleEdit(current)
          : new TableRequestError('Eintrag nicht gefunden.', 'not-found');
      }
    }
    const found = await findByKey(trx, tableName, id);
    if (!found) throw new TableRequestError('Eintrag nicht gefunden.', 'not-found');
    const write = { actor, table: tableName, id, before, after: found };
    await recordTableWrite(trx, { ...write, action: 'update' });
    return found;
  });
}

/** Deletes a row the table's rules allow to go; the audit entry keeps its last values. */
export async function deleteRow(
  db: Db,
  tableName: string,
  id: string,
  actor = 'system',
): Promise<void> {
  const table = requireTable(tableName);
  refuseWrite(table, 'change');
  await db.transaction().execute(async (trx) => {
    const row = await findByKey(trx, tableName, id);
    if (!row) throw new TableRequestError('Eintrag nicht gefunden.', 'not-found');
    const refusal = await table.deleteRefusal?.(trx, row);
    if (refusal) throw new TableRequestError(refusal, 'conflict');
    const result = await anyDb(trx)
      .deleteFrom(tableName)
      .where(sql.ref(primaryKeyOf(table.schema)), '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new TableRequestError('Eintrag nicht gefunden.', 'not-found');
    }
    await recordTableWrite(trx, { actor, action: 'delete', table: tableName, id, before: row });
  });
}
