import type { ErrorBody } from '../../../shared/api/errors';

/**
 * The one error model of the shop (docs/decisions/082-one-error-model.md, 090). The domain
 * refuses a request by throwing a DomainError: a kind (what went wrong, in the domain's words),
 * the message for the reader (German for administrators, the buyer's language for buyers), a
 * code the page can act on (the kind itself unless a more precise one is given), and where it
 * helps the page per-field messages or the record as it is now. Which HTTP status a kind becomes
 * is decided once, at the edge (api/errors.ts); nothing below api/ knows HTTP.
 */
export type ErrorKind =
  /** The request itself is wrong (a field, a format, a missing consent). */
  | 'invalid'
  /** Nobody is signed in, and the request needs someone who is. */
  | 'unauthenticated'
  /** The request is right but not for this caller (another browser, a non-administrator), or
   *  not allowed to anyone (a table that is read-only by configuration). */
  | 'forbidden'
  | 'not-found'
  /** The record's state does not allow it now, or it changed meanwhile. */
  | 'conflict'
  /** It existed and is over for good (a refunded purchase). */
  | 'gone'
  /** The request's body is larger than this address takes. */
  | 'too-large'
  /** The request's body is of a type this address does not take (an upload's file type). */
  | 'unsupported-type'
  /** The caller asked too often; `retryAfterSeconds` says when to try again. */
  | 'too-many'
  /** A service we depend on (payment provider, mail) refused or failed. */
  | 'upstream'
  /** The shop itself cannot answer now (its database is away); it will again shortly. */
  | 'unavailable'
  /** Something failed that no rule foresaw; the details stay in the log. */
  | 'internal';

export interface ErrorExtras {
  /** A stable name the page can act on (e.g. 'paymentFailed'); the message is for reading. */
  code?: string;
  /** Messages per field of a form. */
  errors?: Record<string, string>;
  /** The record as it is now, so the page can show it next to the refusal. */
  detail?: unknown;
  /** For `too-many` and `unavailable`: when the caller may try again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  /** The refusal's precise name, or its kind when it has none. */
  readonly code: string;
  readonly errors?: Record<string, string>;
  readonly detail?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = extras.code ?? kind;
    if (extras.errors !== undefined) this.errors = extras.errors;
    if (extras.detail !== undefined) this.detail = extras.detail;
    if (extras.retryAfterSeconds !== undefined) this.retryAfterSeconds = extras.retryAfterSeconds;
  }
}

/** The answer's body for a refusal: `{message, code, errors?, detail?}`. */
export function errorBody(err: DomainError): ErrorBody {
  return {
    message: err.message,
    code: err.code,
    ...(err.errors !== undefined ? { errors: err.errors } : {}),
    ...(err.detail !== undefined ? { detail: err.detail } : {}),
  };
}
