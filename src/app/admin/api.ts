import type { Row, TableSchema } from '../../shared/schema-validation';

/**
 * The admin's client calls (spec section 7). Any non-OK answer raises
 * 'API Error: {status} - {body text}'; the body stays available for field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`API Error: ${status} - ${body}`);
  }

  /** The server's per-field messages of a refused write, if it sent any. */
  get fieldErrors(): Record<string, string> | null {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : null;
    } catch {
      return null;
    }
  }
}

async function call(path: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(path, { credentials: 'same-origin', ...init });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''));
  return res;
}

export interface ListParams {
  page?: number;
  limit?: number;
  sort?: { field: string; direction: 'asc' | 'desc' } | null;
  search?: string;
  filters?: Record<string, string>;
}

export interface ListResponse {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export function listQuery(params: ListParams): string {
  const q = new URLSearchParams();
  if (params.page) q.set('page', String(params.page));
  if (params.limit) q.set('limit', String(params.limit));
  if (params.sort) q.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.search) q.set('search', params.search);
  for (const [k, v] of Object.entries(params.filters ?? {})) if (v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const enc = encodeURIComponent;
const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function fetchSchemaNames(): Promise<string[]> {
  return (await call('/api/admin/schemas')).json();
}

export async function fetchSchema(name: string): Promise<TableSchema> {
  return (await call(`/api/admin/schemas/${enc(name)}`)).json();
}

export async function fetchRows(table: string, params: ListParams): Promise<ListResponse> {
  return (await call(`/api/tables/${enc(table)}${listQuery(params)}`)).json();
}

export async function createRow(table: string, row: Row): Promise<Row> {
  return (await call(`/api/tables/${enc(table)}`, { method: 'POST', ...json(row) })).json();
}

export async function updateRow(table: string, id: string, row: Row): Promise<Row> {
  return (
    await call(`/api/tables/${enc(table)}/${enc(id)}`, { method: 'PUT', ...json(row) })
  ).json();
}

export async function deleteRow(table: string, id: string): Promise<void> {
  await call(`/api/tables/${enc(table)}/${enc(id)}`, { method: 'DELETE' });
}

async function upload(path: string, file: File): Promise<Record<string, string>> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Upload failed: ${res.status}`);
  return res.json();
}

/** An image for the pages; answers its public URL. */
export async function uploadMedia(file: File): Promise<string> {
  return (await upload('/api/upload/media', file)).url;
}

/** An e-book PDF; answers the file key for products.file_key. */
export async function uploadFile(file: File): Promise<string> {
  return (await upload('/api/upload/file', file)).fileKey;
}

/** Downloads the filtered, sorted table as {table}.csv. */
export async function exportCsv(table: string, params: ListParams): Promise<void> {
  const { sort, search, filters } = params;
  const res = await fetch(
    `/api/tables/${enc(table)}/export${listQuery({ sort, search, filters })}`,
    {
      credentials: 'same-origin',
    },
  );
  if (!res.ok) throw new Error(`Export failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${table}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
