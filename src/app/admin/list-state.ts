import {
  isMoneyField,
  visibleFields,
  type FieldSchema,
  type TableSchema,
} from '../../shared/schema-validation';
import { initialSort } from './cells';

/**
 * A table's view (page, sort, search, filters and the page's cursor) kept in the address, so a
 * reload or a shared link shows the same rows. The keys are the API's own (`status=paid`,
 * `amount.min=4700`, `created_at.from=2025-01-01`, `name.contains=anna`): the address is the
 * request. Defaults are left out, so a list keeps its bare address until the administrator
 * changes something.
 */

export type Sort = { field: string; direction: 'asc' | 'desc' } | null;

export interface ListView {
  page: number;
  sort: Sort;
  search: string;
  filters: Record<string, string>;
  cursor: string | null;
}

/** Keys of the address that are not filters: the dashboard's table and the list's own. */
const RESERVED = new Set(['table', 'page', 'sort', 'search', 'cursor', 'limit']);

type FilterKind = 'choice' | 'boolean' | 'number' | 'date' | 'text';

export interface FilterControl {
  field: string;
  kind: FilterKind;
  title: string;
  schema: FieldSchema;
  /** The address keys this control sets. */
  keys: string[];
}

/** The filter each visible column gets, by its type (the server accepts the same). */
export function filterControls(schema: TableSchema): FilterControl[] {
  const controls: FilterControl[] = [];
  for (const field of visibleFields(schema)) {
    const f = schema.properties[field];
    const title = f.title || field;
    let kind: FilterKind | null = null;
    if (f.type === 'boolean') kind = 'boolean';
    else if (f.type === 'integer' || f.type === 'number') kind = 'number';
    else if (f.type === 'string' && f.enum) kind = f.enum.length > 1 ? 'choice' : null;
    else if (f.type === 'string' && (f.format === 'date' || f.format === 'date-time'))
      kind = 'date';
    else if (f.type === 'string') kind = 'text';
    if (!kind) continue;
    const keys =
      kind === 'number'
        ? [`${field}.min`, `${field}.max`]
        : kind === 'date'
          ? [`${field}.from`, `${field}.to`]
          : kind === 'text'
            ? [`${field}.contains`]
            : [field];
    controls.push({ field, kind, title, schema: f, keys });
  }
  return controls;
}

export function readView(params: URLSearchParams, schema: TableSchema): ListView {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  let sort: Sort = initialSort(schema);
  const [field, direction] = (params.get('sort') ?? '').split(':');
  if (field && Object.hasOwn(schema.properties, field)) {
    sort = { field, direction: direction === 'desc' ? 'desc' : 'asc' };
  }
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || value === '') continue;
    if (Object.hasOwn(schema.properties, key.split('.')[0])) filters[key] = value;
  }
  return {
    page,
    sort,
    search: params.get('search') ?? '',
    filters,
    cursor: params.get('cursor') || null,
  };
}

/** The address of a view: the dashboard's `table` kept, defaults left out. */
export function writeView(
  current: URLSearchParams,
  view: ListView,
  schema: TableSchema,
): URLSearchParams {
  const next = new URLSearchParams();
  const table = current.get('table');
  if (table) next.set('table', table);
  const fallback = initialSort(schema);
  if (
    view.sort &&
    (view.sort.field !== fallback?.field || view.sort.direction !== fallback?.direction)
  ) {
    next.set('sort', `${view.sort.field}:${view.sort.direction}`);
  }
  if (view.search) next.set('search', view.search);
  for (const [key, value] of Object.entries(view.filters)) if (value !== '') next.set(key, value);
  if (view.page > 1) next.set('page', String(view.page));
  if (view.cursor && view.page > 1) next.set('cursor', view.cursor);
  return next;
}

/** A change of search, sort or filters starts again from page 1. */
export function withFilters(view: ListView, filters: Record<string, string>): ListView {
  return { ...view, filters, page: 1, cursor: null };
}

/** Money filters are typed in euros and kept in cents, like the form (D12). */
export function isMoneyFilter(control: FilterControl): boolean {
  return control.kind === 'number' && isMoneyField(control.schema);
}

/** How many filters are set, for the "Filter (n)" button. */
export function activeFilterCount(view: ListView, controls: FilterControl[]): number {
  return controls.filter((c) => c.keys.some((k) => view.filters[k])).length;
}
