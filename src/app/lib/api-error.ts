import { readErrorBody } from '../../shared/api/errors';

/**
 * The one reading of a refused API request in the browser
 * (docs/decisions/082-one-error-model.md). Its message is the server's own text (German in the
 * admin, the buyer's language on the shop's pages); only an answer without one, such as a proxy's
 * error page, reads 'API Error: {status} - {body text}' as the specification's admin client
 * does. `code`, `errors` and `detail` are there when the server sent them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | null,
    readonly code: string | null,
    readonly errors: Record<string, string> | null,
    readonly detail: unknown,
  ) {
    super(serverMessage ?? `API Error: ${status} - ${body}`);
    this.name = 'ApiError';
  }
}

/** The ApiError of a non-OK answer (reads its body). */
export async function apiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the generic message.
  }
  const body = readErrorBody(parsed);
  return new ApiError(
    res.status,
    text,
    body?.message ?? null,
    body?.code || null,
    body?.errors ?? null,
    body?.detail ?? null,
  );
}

/** fetch that throws an ApiError for any non-OK answer. */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(path, { credentials: 'same-origin', ...init });
  if (!res.ok) throw await apiError(res);
  return res;
}
