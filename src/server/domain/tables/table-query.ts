import {
  primaryKeyOf,
  type FieldSchema,
  type TableSchema,
} from '../../../shared/schema-validation';
import { requireTable } from './table-registry';
import { DomainError } from '../common/errors';
import { calendarDay } from '../../../shared/period';
import { startOfBerlinDay } from '../common/berlin-time';

/**
 * A list request of the admin's table browser, read from query parameters and checked against
 * the schema before any SQL is built (docs/decisions/030-admin-tables.md,
 * docs/decisions/032-admin-at-scale.md). Every message is German (D12).
 */

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Longer search or "contains" texts are refused: nobody types them, and each costs a scan. */
const MAX_SEARCH_LENGTH = 200;

type SortDirection = 'asc' | 'desc';
export interface ListSort {
  field: string;
  direction: SortDirection;
}

/**
 * `field=v` equals; `field.contains=v` for text, `field.min` / `field.max` for numbers and
 * `field.from` / `field.to` for dates (a day, or an instant) bound a range.
 */
type FilterOp = 'eq' | 'contains' | 'min' | 'max' | 'from' | 'to';
export interface ListFilter {
  field: string;
  op: FilterOp;
  /** The column value to compare with: a number, 0/1 for yes/no, or text. */
  value: string | number;
  /** For `to` with a bare day: the bound is the start of the next day, exclusive. */
  exclusive?: boolean;
}

/** A position in the sorted list: the first (`after` false) or last row of page `page`. */
export interface ListCursor {
  after: boolean;
  page: number;
  value: string | number | null;
  key: string | number;
  /** The page it came from was placed approximately (table-list.ts, `pageApproximate`). */
  approximate?: boolean;
}

export interface ListQuery {
  page: number;
  limit: number;
  sort: ListSort;
  search: string;
  filters: ListFilter[];
  cursor?: ListCursor;
}

const RESERVED_PARAMS = new Set(['page', 'limit', 'sort', 'search', 'cursor']);

/** How a field is filtered, by its schema type (the UI offers the same). */
export type FilterKind = 'boolean' | 'number' | 'date' | 'choice' | 'text' | 'other';

export function filterKind(field: FieldSchema): FilterKind {
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type !== 'string') return 'other';
  if (field.enum) return 'choice';
  if (field.format === 'date' || field.format === 'date-time') return 'date';
  return 'text';
}

const OPS_BY_KIND: Record<FilterKind, FilterOp[]> = {
  boolean: ['eq'],
  number: ['eq', 'min', 'max'],
  date: ['eq', 'from', 'to'],
  choice: ['eq'],
  text: ['eq', 'contains'],
  other: ['eq'],
};
const OP_NAMES = new Set<string>(['contains', 'min', 'max', 'from', 'to']);

const invalid = (message: string) => new DomainError('invalid', message);
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function parseNumber(field: FieldSchema, key: string, raw: string): number {
  const n = Number(raw);
  if (
    raw.trim() === '' ||
    (field.type === 'integer' ? !Number.isSafeInteger(n) : !Number.isFinite(n))
  ) {
    throw invalid(`Ungültiger Filterwert für ${key}: ${shown(raw)}`);
  }
  return n;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date bound as stored text (ISO instants in UTC compare as strings). */
function parseDateBound(key: string, raw: string, op: 'from' | 'to'): ListFilter['value'] {
  if (DAY.test(raw)) {
    if (calendarDay.safeParse(raw).success) {
      const [y, m, d] = raw.split('-').map(Number);
      return op === 'to' ? startOfBerlinDay(y, m, d + 1) : startOfBerlinDay(y, m, d);
    }
  } else if (INSTANT.test(raw) && !Number.isNaN(Date.parse(raw))) {
    return new Date(raw).toISOString();
  }
  throw invalid(
    `Ungültiges Datum für ${key}: ${shown(raw)} (erwartet: JJJJ-MM-TT oder ein ISO-Zeitpunkt)`,
  );
}

function parseFilter(schema: TableSchema, key: string, raw: string): ListFilter | null {
  const dot = key.indexOf('.');
  const name = dot < 0 ? key : key.slice(0, dot);
  const opName = dot < 0 ? 'eq' : key.slice(dot + 1);
  const field = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
  if (!field) throw invalid(`Unbekanntes Filterfeld: ${shown(name)}`);
  if (dot >= 0 && !OP_NAMES.has(opName)) {
    throw invalid(`Unbekannter Filteroperator: ${shown(key)}`);
  }
  const op = opName as FilterOp;
  const kind = filterKind(field);
  if (!OPS_BY_KIND[kind].includes(op)) {
    const allowed = OPS_BY_KIND[kind].map((o) => (o === 'eq' ? name : `${name}.${o}`));
    throw invalid(`Der Filter ${key} passt nicht zu diesem Feld (möglich: ${allowed.join(', ')})`);
  }
  if (raw === '') return null;
  switch (kind) {
    case 'boolean': {
      if (!['true', 'false', '1', '0'].includes(raw)) {
        throw invalid(`Ungültiger Filterwert für ${key}: ${shown(raw)} (erlaubt: true oder false)`);
      }
      return { field: name, op, value: raw === 'true' || raw === '1' ? 1 : 0 };
    }
    case 'number':
      return { field: name, op, value: parseNumber(field, key, raw) };
    case 'date':
      if (op === 'eq') return { field: name, op, value: raw };
      return {
        field: name,
        op,
        value: parseDateBound(key, raw, op === 'to' ? 'to' : 'from'),
        exclusive: op === 'to' && DAY.test(raw),
      };
    case 'choice':
      if (!field.enum!.map(String).includes(raw)) {
        throw invalid(`Ungültiger Filterwert für ${key}: ${shown(raw)}`);
      }
      return { field: name, op, value: raw };
    default: {
      if (op === 'contains') {
        const text = raw.trim();
        if (text.length > MAX_SEARCH_LENGTH) {
          throw invalid(
            `Der Filtertext für ${name} ist zu lang (höchstens ${MAX_SEARCH_LENGTH} Zeichen).`,
          );
        }
        return text ? { field: name, op, value: text } : null;
      }
      return { field: name, op, value: raw };
    }
  }
}

/** A lower bound above its upper bound selects nothing: the request is a mistake. */
function checkRanges(filters: ListFilter[]) {
  const low = new Map<string, ListFilter>();
  for (const f of filters) if (f.op === 'min' || f.op === 'from') low.set(f.field, f);
  for (const f of filters) {
    const from = (f.op === 'max' || f.op === 'to') && low.get(f.field);
    if (!from) continue;
    const empty = f.exclusive ? from.value >= f.value : from.value > f.value;
    if (empty) {
      throw invalid(
        `Ungültiger Bereich für ${f.field}: der Anfang liegt nach dem Ende (${from.op} > ${f.op}).`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Cursors: [direction, page, sort, value, key] as base64url JSON. Opaque to the client, but
// checked like any other input: the sort must be the request's, the values of the column's type.

export function encodeCursor(sort: ListSort, cursor: ListCursor): string {
  // Upper case: the page it came from was placed approximately, and so are its neighbours.
  const direction = cursor.after ? 'a' : 'b';
  const body = [
    cursor.approximate ? direction.toUpperCase() : direction,
    cursor.page,
    `${sort.field}:${sort.direction}`,
  ];
  return Buffer.from(JSON.stringify([...body, cursor.value, cursor.key])).toString('base64url');
}

function isCursorValue(field: FieldSchema, value: unknown): value is string | number | null {
  if (value === null) return true;
  if (field.type === 'integer' || field.type === 'number' || field.type === 'boolean') {
    return typeof value === 'number' && Number.isFinite(value);
  }
  return typeof value === 'string' && value.length <= 2000;
}

function decodeCursor(schema: TableSchema, sort: ListSort, raw: string): ListCursor {
  const bad = invalid('Ungültiger Cursor: bitte die Seite über die Seitennavigation wählen.');
  if (raw.length > 6000 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw bad;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw bad;
  const [direction, page, sortSpec, value, key] = parsed as unknown[];
  if (
    (direction !== 'a' && direction !== 'b' && direction !== 'A' && direction !== 'B') ||
    !Number.isSafeInteger(page) ||
    (page as number) < 1
  ) {
    throw bad;
  }
  if (sortSpec !== `${sort.field}:${sort.direction}`) {
    throw invalid('Der Cursor gehört zu einer anderen Sortierung.');
  }
  const pk = primaryKeyOf(schema);
  const keyField = schema.properties[pk] ?? { type: 'string' };
  if (!isCursorValue(schema.properties[sort.field], value) || key === null) throw bad;
  if (!isCursorValue(keyField, key)) throw bad;
  if (sort.field === pk && value !== key) throw bad;
  return {
    after: direction === 'a' || direction === 'A',
    page: page as number,
    value,
    key: key as string | number,
    ...(direction === 'A' || direction === 'B' ? { approximate: true } : {}),
  };
}

/**
 * Reads page, limit, sort ("field:asc"), search, cursor and per-field filters from query
 * parameters. Any field name not in the schema is refused before a query is built.
 */
export function parseListQuery(tableName: string, params: URLSearchParams): ListQuery {
  const { schema } = requireTable(tableName);
  const pageParam = params.get('page') ?? '1';
  if (!/^\d{1,9}$/.test(pageParam) || Number(pageParam) < 1) {
    throw invalid(
      `Ungültige Seitenzahl: ${pageParam.slice(0, 20)} (erlaubt: eine ganze Zahl ab 1)`,
    );
  }
  const page = Number(pageParam);
  const limit = Math.min(
    MAX_LIMIT,
    Math.max(1, Math.floor(Number(params.get('limit') ?? DEFAULT_LIMIT)) || DEFAULT_LIMIT),
  );
  let sort: ListSort = { field: primaryKeyOf(schema), direction: 'asc' };
  const sortParam = params.get('sort');
  if (sortParam) {
    const [field, direction = 'asc'] = sortParam.split(':');
    if (!Object.hasOwn(schema.properties, field)) {
      throw invalid(`Unbekanntes Sortierfeld: ${shown(field)}`);
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw invalid(`Ungültige Sortierrichtung: ${shown(direction)}`);
    }
    sort = { field, direction };
  }
  const filters: ListFilter[] = [];
  const seen = new Set<string>();
  for (const [key, raw] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (seen.has(key)) throw invalid(`Filter doppelt angegeben: ${shown(key)}`);
    seen.add(key);
    const filter = parseFilter(schema, key, raw);
    if (filter) filters.push(filter);
  }
  checkRanges(filters);
  const search = params.get('search')?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    throw invalid(`Der Suchbegriff ist zu lang (höchstens ${MAX_SEARCH_LENGTH} Zeichen).`);
  }
  const cursorParam = params.get('cursor');
  const cursor = cursorParam ? decodeCursor(schema, sort, cursorParam) : undefined;
  return { page, limit, sort, search, filters, ...(cursor ? { cursor } : {}) };
}
