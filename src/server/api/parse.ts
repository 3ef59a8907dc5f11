import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../domain/errors';

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
 * Parses at the edge: the request's JSON body against the shared schema the page also uses,
 * before any domain function sees it. A refusal is `invalid` with the message of each field
 * (and `message`, or else the first field's message, as its text).
 */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  message?: string,
): Promise<z.output<S>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new DomainError('invalid', message ?? parsed.error.issues[0].message, {
    errors: fieldErrors(parsed.error),
  });
}
