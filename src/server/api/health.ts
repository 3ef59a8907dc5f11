import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { isDatabaseReachable } from '../db/index';

export function healthApi(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (await isDatabaseReachable(deps.db)) return c.json({ status: 'ok' });
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable' }, 503);
  });
}
