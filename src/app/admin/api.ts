import { apiError, request } from '../lib/api-error';
import type { Row, TableSchema } from '../../shared/schema-validation';

/**
 * The admin's client calls (spec section 7). Any non-OK answer raises an ApiError: the
 * server's German message, or 'API Error: {status} - {body text}' when it sent none.
 */
export { ApiError } from '../lib/api-error';

const call = request;

export interface ListParams {
  page?: number;
  limit?: number;
  sort?: { field: string; direction: 'asc' | 'desc' } | null;
  search?: string;
  /** `field=value`, `field.contains`, `field.min`/`.max`, `field.from`/`.to` (the API's keys). */
  filters?: Record<string, string>;
  /** A cursor of the page before or after (the server follows it when it is near). */
  cursor?: string | null;
}

export interface ListResponse {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** The total is the database's estimate ("ca."), not a count. */
  totalEstimated?: boolean;
  /** The page lies about where its number says (a deep page of a very long list). */
  pageApproximate?: boolean;
  next?: string | null;
  prev?: string | null;
}

function listQuery(params: ListParams): string {
  const q = new URLSearchParams();
  if (params.page) q.set('page', String(params.page));
  if (params.limit) q.set('limit', String(params.limit));
  if (params.sort) q.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.search) q.set('search', params.search);
  for (const [k, v] of Object.entries(params.filters ?? {})) if (v !== '') q.set(k, v);
  if (params.cursor) q.set('cursor', params.cursor);
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
  if (!res.ok) {
    // The server's German reason (wrong type, too large); else the status alone.
    const err = await apiError(res);
    throw new Error(err.serverMessage ?? `Upload fehlgeschlagen: ${res.status}`);
  }
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

export interface ExportProgress {
  rows: number;
  bytes: number;
}

/**
 * Downloads the filtered, sorted table as {table}.csv, reading the stream as it comes so the
 * page can show the rows received and stop on `signal` (an AbortError then). Rows are counted
 * by line ends: a cell with a line break of its own counts twice, close enough for progress.
 */
export async function exportCsv(
  table: string,
  params: ListParams,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<ExportProgress> {
  const { sort, search, filters } = params;
  const res = await fetch(
    `/api/tables/${enc(table)}/export${listQuery({ sort, search, filters })}`,
    { credentials: 'same-origin', signal: options.signal },
  );
  if (!res.ok)
    throw new Error((await apiError(res)).serverMessage ?? `Export fehlgeschlagen: ${res.status}`);
  if (!res.body) throw new Error(`Export fehlgeschlagen: ${res.status}`);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  const progress: ExportProgress = { rows: 0, bytes: 0 };
  let lastReport = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.length;
    for (let i = value.indexOf(10); i >= 0; i = value.indexOf(10, i + 1)) progress.rows++;
    const now = Date.now();
    if (now - lastReport > 100) {
      lastReport = now;
      options.onProgress?.({ ...progress, rows: Math.max(0, progress.rows - 1) });
    }
  }
  const done = { ...progress, rows: Math.max(0, progress.rows - 1) };
  options.onProgress?.(done);
  const url = URL.createObjectURL(
    new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = `${table}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return done;
}
