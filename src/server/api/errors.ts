import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, errorBody, type ErrorKind } from '../domain/errors';

/** The one table from the domain's error kinds to HTTP (docs/decisions/082-one-error-model.md). */
const ERROR_STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  'not-allowed': 405,
  conflict: 409,
  gone: 410,
  upstream: 502,
};

/** A domain refusal as the API's answer: its status and `{message, code?, errors?, detail?}`. */
export function refusal(c: Context, err: DomainError): Response {
  return c.json(errorBody(err), ERROR_STATUS[err.kind]);
}

/** Answers a request the edge itself refuses (bad JSON, an unknown id) in the same shape. */
export function refuse(c: Context, kind: ErrorKind, message: string, code?: string): Response {
  return refusal(c, new DomainError(kind, message, code ? { code } : {}));
}
