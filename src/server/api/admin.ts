import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { refuse } from './errors';
import { isAdmin, NOT_SIGNED_IN, readSessionUser } from './guards';
import { noStore } from './no-store';

/**
 * The admin area's own status call. Mounted at /api/admin; the admin data APIs mounted there
 * too sit behind `requireAdmin` from ./guards.
 */
export function adminApi(deps: AppDeps) {
  return new Hono<AppEnv>().get('/status', noStore, async (c) => {
    const user = await readSessionUser(c, deps);
    if (!user) return refuse(c, 'unauthenticated', NOT_SIGNED_IN);
    return c.json({ isAdmin: await isAdmin(deps, user) });
  });
}
