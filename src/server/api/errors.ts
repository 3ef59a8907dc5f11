import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, errorBody, type ErrorExtras, type ErrorKind } from '../domain/common/errors';

/**
 * The one table from the error kinds to HTTP (docs/decisions/082-one-error-model.md, 090).
 * A table that is read-only by configuration answers 403, not 405: the method exists on the
 * address (other tables take it); this table refuses it to everyone (decision record 090).
 */
const ERROR_STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many': 429,
  internal: 500,
  upstream: 502,
  unavailable: 503,
};

/**
 * A refusal as the API's answer: its status and `{message, code, errors?, detail?}`, plus
 * Retry-After when it says when to try again. `more` adds fields a particular reader needs
 * beside the shape (the health check's for its monitors). The one place an error body is built.
 */
export function refusal(c: Context, err: DomainError, more: Record<string, unknown> = {}) {
  if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
  return c.json({ ...more, ...errorBody(err) }, ERROR_STATUS[err.kind]);
}

/** Answers a request the edge itself refuses (bad JSON, an unknown id, no session). */
export function refuse(c: Context, kind: ErrorKind, message: string, extras: ErrorExtras = {}) {
  return refusal(c, new DomainError(kind, message, extras));
}
