import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { unsubscribeReminders } from '../domain/growth/checkout-reminders';

/**
 * The one-click unsubscribe of a checkout reminder (RFC 8058): the mail client POSTs
 * `List-Unsubscribe=One-Click` to the address in the List-Unsubscribe header, from no page of
 * ours, so this lives outside /api and its same-origin rule. The same address opened in a
 * browser (GET) is the page in the buyer's language, rendered by React Router.
 */
export function remindersApi(deps: AppDeps) {
  return new Hono<AppEnv>().post('/:token', async (c) => {
    const done = await unsubscribeReminders(
      deps.db,
      deps.config.sessionSecret,
      c.req.param('token'),
    );
    c.header('Cache-Control', 'no-store');
    if (!done) return c.text('Not found', 404);
    return c.text('Unsubscribed', 200);
  });
}
