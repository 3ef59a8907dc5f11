/**
 * The body of every refused API request (docs/decisions/082-one-error-model.md):
 * `{message, code?, errors?, detail?}`. Only the sign-in endpoints answer `{error}`, as the
 * specification fixes it.
 */
export interface ErrorBody {
  /** For the reader, in their language (German in the admin). */
  message: string;
  /** A stable name the page can act on. */
  code?: string;
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

/** The error body in a parsed answer, or null when it is not one (also reads `{error}`). */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const message =
    typeof v.message === 'string' && v.message
      ? v.message
      : typeof v.error === 'string' && v.error
        ? v.error
        : null;
  if (message === null) return null;
  return {
    message,
    ...(typeof v.code === 'string' ? { code: v.code } : {}),
    ...(isMessages(v.errors) ? { errors: v.errors } : {}),
    ...(v.detail !== undefined && v.detail !== null ? { detail: v.detail } : {}),
  };
}
