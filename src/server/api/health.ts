import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { isDatabaseReachable } from '../db/index';

export function healthApi(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await isDatabaseReachable(deps.db))
      ? c.json({ status: 'ok' })
      : c.json({ status: 'unavailable' }, 503);
  });
}
