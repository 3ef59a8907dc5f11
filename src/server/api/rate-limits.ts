import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import type { ErrorExtras } from '../domain/common/errors';
import type { RateLimitName, RateLimitVerdict } from '../domain/access/rate-limit';
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
 * The one rate-limit middleware: counts a request against a limit of the catalogue
 * (domain/access/rate-limit.ts, counted in the database, so every process shares it) per client
 * address before the handler runs; beyond the limit it answers 429 with `message`'s text (which
 * may read the body: a checkout's refusal speaks the buyer's language). Limits that depend on
 * what the handler finds out (the discount-code budgets, the reminder box, the sign-in code per
 * address) count where they decide and answer with tooManyRequests.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'limits'>,
  name: RateLimitName,
  message: (c: Context<AppEnv>, verdict: RateLimitVerdict) => string | Promise<string>,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await deps.limits.consume(name, c.get('clientIp'));
    if (!verdict.allowed) return tooManyRequests(c, verdict, await message(c, verdict));
    await next();
  });
}
