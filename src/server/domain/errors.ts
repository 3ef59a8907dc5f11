import type { ErrorBody } from '../../shared/api/errors';

/**
 * The one error model of the shop (docs/decisions/082-one-error-model.md). The domain refuses
 * a request by throwing a DomainError: a kind (what went wrong, in the domain's words), the
 * message for the reader (German for administrators, the buyer's language for buyers) and, where
 * it helps the page, a code, per-field messages or the record as it is now. Which HTTP status a
 * kind becomes is decided once, at the edge (api/errors.ts); nothing below api/ knows HTTP.
 */
export type ErrorKind =
  /** The request itself is wrong (a field, a format, a missing consent). */
  | 'invalid'
  /** The request is right but not for this caller (another browser, another user). */
  | 'forbidden'
  | 'not-found'
  /** The thing exists but does not allow this (e.g. writing a read-only table). */
  | 'not-allowed'
  /** The record's state does not allow it now, or it changed meanwhile. */
  | 'conflict'
  /** It existed and is over for good (a refunded purchase). */
  | 'gone'
  /** A service we depend on (payment provider, mail) refused or failed. */
  | 'upstream';

export interface ErrorExtras {
  /** A stable name the page can act on (e.g. 'paymentFailed'); the message is for reading. */
  code?: string;
  /** Messages per field of a form. */
  errors?: Record<string, string>;
  /** The record as it is now, so the page can show it next to the refusal. */
  detail?: unknown;
}

export class DomainError extends Error {
  readonly code?: string;
  readonly errors?: Record<string, string>;
  readonly detail?: unknown;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'DomainError';
    if (extras.code !== undefined) this.code = extras.code;
    if (extras.errors !== undefined) this.errors = extras.errors;
    if (extras.detail !== undefined) this.detail = extras.detail;
  }
}

export function errorBody(err: DomainError): ErrorBody {
  return {
    message: err.message,
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.errors !== undefined ? { errors: err.errors } : {}),
    ...(err.detail !== undefined ? { detail: err.detail } : {}),
  };
}
