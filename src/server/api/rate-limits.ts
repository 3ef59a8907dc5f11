import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import type { RateLimitName, RateLimitVerdict } from '../domain/rate-limit';
import { toLang, type Lang } from '../../shared/languages';

/** The one way a refusal for too many requests is answered: 429 with Retry-After. */
export function tooManyRequests(
  c: Context,
  verdict: Pick<RateLimitVerdict, 'retryAfterSeconds'>,
  body: object,
): Response {
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  return c.json(body, 429);
}

/** The language a JSON body names (`language`), English when it names none. */
export async function bodyLanguage(c: Context): Promise<Lang> {
  const body: unknown = await c.req.json().catch(() => null);
  return toLang((body as { language?: unknown } | null)?.language);
}

/**
 * The one rate-limit middleware: counts a request against a limit of the catalogue
 * (domain/rate-limit.ts, counted in the database, so all processes share it) before the
 * handler runs, per client address; beyond the limit it answers 429 with `answer`'s body.
 * Limits that depend on what the handler learns (the discount-code budgets, the reminder box)
 * call `deps.limits.consume` where they decide.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'limits'>,
  name: RateLimitName,
  answer: (c: Context<AppEnv>, verdict: RateLimitVerdict) => object | Promise<object>,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await deps.limits.consume(name, c.get('clientIp'));
    if (!verdict.allowed) return tooManyRequests(c, verdict, await answer(c, verdict));
    await next();
  });
}
