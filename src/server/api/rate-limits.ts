import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import type { RateLimitName, RateLimitVerdict } from '../domain/rate-limit';

/** The one way a refusal for too many requests is answered: 429 with Retry-After. */
export function tooManyRequests(
  c: Context,
  verdict: Pick<RateLimitVerdict, 'retryAfterSeconds'>,
  body: object,
): Response {
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  return c.json(body, 429);
}

/**
 * Applies a limit of the catalogue (domain/rate-limit.ts) before the handler: `subjectOf`
 * names what is counted (usually the client address), `answer` the body of the refusal.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'limits'>,
  name: RateLimitName,
  subjectOf: (c: Context<AppEnv>) => string,
  answer: (c: Context<AppEnv>) => object,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await deps.limits.consume(name, subjectOf(c));
    if (!verdict.allowed) return tooManyRequests(c, verdict, answer(c));
    await next();
  });
}
