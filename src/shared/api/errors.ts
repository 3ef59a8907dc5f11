/**
 * The body of every refused API request (docs/decisions/082-one-error-model.md, 090):
 * `{message, code, errors?, detail?}`, sign-in and the health check included (the health check
 * adds the fields its monitors read).
 */
export interface ErrorBody {
  /** For the reader, in their language (German in the admin and the sign-in). */
  message: string;
  /** A stable name the page can act on: the refusal's own name, or else its kind. */
  code: string;
  /** Messages per form field. */
  errors?: Record<string, string>;
  /** The record as it is now (an order, a table row). */
  detail?: unknown;
}

function isMessages(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/**
 * The one reading of an error body, in the browser and in tests: the body in a parsed answer,
 * or null when it is not one.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.message !== 'string' || !v.message) return null;
  return {
    message: v.message,
    code: typeof v.code === 'string' ? v.code : '',
    ...(isMessages(v.errors) ? { errors: v.errors } : {}),
    ...(v.detail !== undefined && v.detail !== null ? { detail: v.detail } : {}),
  };
}
