import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { isDatabaseReachable } from '../db/index';
import { noStore } from './no-store';

export function healthApi(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', noStore, async (c) => {
    if (await isDatabaseReachable(deps.db)) return c.json({ status: 'ok' });
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable' }, 503);
  });
}
