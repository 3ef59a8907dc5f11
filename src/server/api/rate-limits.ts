import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import type { ErrorExtras } from '../domain/errors';
import type { RateLimitName, RateLimitVerdict } from '../domain/rate-limit';
import { refuse } from './errors';

/** The one way a refusal for too many requests is answered: 429 with Retry-After. */
export function tooManyRequests(
  c: Context,
  verdict: Pick<RateLimitVerdict, 'retryAfterSeconds'>,
  message: string,
  extras: Omit<ErrorExtras, 'retryAfterSeconds'> = {},
): Response {
  return refuse(c, 'too-many', message, {
    ...extras,
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

/**
 * Applies a limit of the catalogue (domain/rate-limit.ts) before the handler: `subjectOf`
 * names what is counted (usually the client address), `message` the refusal's text.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'limits'>,
  name: RateLimitName,
  subjectOf: (c: Context<AppEnv>) => string,
  message: (c: Context<AppEnv>) => string,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await deps.limits.consume(name, subjectOf(c));
    if (!verdict.allowed) return tooManyRequests(c, verdict, message(c));
    await next();
  });
}
