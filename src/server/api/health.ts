import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { isDatabaseReachable } from '../db/index';
import { DomainError } from '../domain/common/errors';
import { refusal } from './errors';
import { noStore } from './no-store';

/** How long one page probe's answer is reused: a monitor polling every second renders no more. */
const PAGE_PROBE_TTL_MS = 10_000;

/**
 * `GET /api/health`: 200 only when the database answers and a page really renders. A shop whose
 * pages answer 500 (a broken build, React's development build under production) is not healthy,
 * whatever its database says. `renderProbe` renders one uncached page; absent in API-only apps.
 */
export function healthApi(deps: AppDeps, renderProbe?: () => Promise<boolean>) {
  let probed: { at: number; ok: Promise<boolean> } | null = null;
  const pagesRender = () => {
    if (!renderProbe) return Promise.resolve(true);
    const now = Date.now();
    if (!probed || now - probed.at > PAGE_PROBE_TTL_MS)
      probed = { at: now, ok: renderProbe().catch(() => false) };
    return probed.ok;
  };
  return new Hono<AppEnv>().get('/', noStore, async (c) => {
    const [database, pages] = await Promise.all([isDatabaseReachable(deps.db), pagesRender()]);
    if (database && pages) return c.json({ status: 'ok' });
    const problem = `${database ? '' : 'the database does not answer; '}${pages ? '' : 'pages do not render'}`;
    deps.logger.error({ database, pages }, `health check failed: ${problem}`);
    // The error shape, and beside it the fields monitoring reads.
    const err = new DomainError(
      'unavailable',
      `Service unavailable: ${problem.replace(/; $/, '')}.`,
      {
        retryAfterSeconds: 5,
      },
    );
    return refusal(c, err, { status: 'unavailable', database, pages });
  });
}
