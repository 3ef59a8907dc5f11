import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../domain/common/errors';

/** The first message of each field a schema refused (nested paths by their first key). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The request's JSON body, read the one way the API reads bodies: null when there is none or
 * it is not JSON. A handler that needs something from the body before parsing it (the language
 * its refusal speaks) reads it here and then hands it to parseBody.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => null);
}

/** How a refused parse is answered: a message, or the refusal built from the schema's error. */
type Refusal = string | ((error: z.ZodError) => DomainError);

/**
 * Parses at the edge: a body (or query) against the shared schema the page also uses, before any
 * domain function sees it. A refusal is `invalid` with the message of each field (and `refusal`,
 * or else the first field's message, as its text), or the DomainError `refusal` builds.
 */
export function parseBody<S extends z.ZodType>(
  value: unknown,
  schema: S,
  refusal?: Refusal,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (typeof refusal === 'function') throw refusal(parsed.error);
  throw new DomainError('invalid', refusal ?? parsed.error.issues[0].message, {
    errors: fieldErrors(parsed.error),
  });
}

/** readJsonBody and parseBody in one: the JSON body, parsed, or the refusal. */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  refusal?: Refusal,
): Promise<z.output<S>> {
  return parseBody(await readJsonBody(c), schema, refusal);
}

/** The language a refusal of this body speaks: its `language` field, as the page sent it. */
export function bodyLanguage(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as { language?: unknown }).language
    : undefined;
}
