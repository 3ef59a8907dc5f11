import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { loadConfig } from '../config';
import { addAdmin, removeAdmin } from '../domain/access/admins';
import type { AppEnv } from '../deps';
import { requireAdmin } from './guards';

describeEachDatabase('admin status and guard on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const { app, config } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const sessionFor = (email: string) => createSessionClient({ app, config }, d.db, email);
    return { d, app, config, sessionFor };
  }

  it('GET /api/admin/status: true for configured and added administrators, false otherwise', async () => {
    const { d, app, sessionFor } = await setup();
    const anonymous = await app.request('/api/admin/status');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: 'Nicht angemeldet.',
      code: 'unauthenticated',
    });

    const guest = await sessionFor('guest@example.com');
    const res = await guest.request('/api/admin/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ isAdmin: false });

    const boss = await sessionFor('Boss@Example.com');
    expect(await (await boss.request('/api/admin/status')).json()).toEqual({ isAdmin: true });

    // Added with the command-line tool: effective at once, and gone at once when removed.
    expect(await addAdmin(d.db, ' Guest@Example.com ')).toBe(true);
    expect(await addAdmin(d.db, 'guest@example.com')).toBe(false);
    expect(await (await guest.request('/api/admin/status')).json()).toEqual({ isAdmin: true });
    expect(await removeAdmin(d.db, 'guest@example.com')).toBe(true);
    expect(await (await guest.request('/api/admin/status')).json()).toEqual({ isAdmin: false });
  });

  it('requireAdmin answers 401 without a session, 403 for a non-administrator', async () => {
    const { d, sessionFor } = await setup();
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAILS: 'boss@example.com',
      DATA_DIR: '/tmp',
    });
    // A stand-in for the admin APIs later work mounts behind the guard.
    const adminOnly = new Hono<AppEnv>()
      .use('*', requireAdmin({ config, db: d.db }))
      .get('/secret', (c) => c.json({ seenBy: c.get('user').email }));
    const app = new Hono().route('/api/admin/test', adminOnly);

    const none = await app.request('/api/admin/test/secret');
    expect(none.status).toBe(401);

    const guest = await sessionFor('guest@example.com');
    const forbidden = await app.request('/api/admin/test/secret', {
      headers: { cookie: `session=${guest.jar.get('session')}` },
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      message: 'Sie sind nicht als Administrator autorisiert.',
      code: 'notAdmin',
    });

    const boss = await sessionFor('boss@example.com');
    const allowed = await app.request('/api/admin/test/secret', {
      headers: { cookie: `session=${boss.jar.get('session')}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ seenBy: 'boss@example.com' });

    const bogus = await app.request('/api/admin/test/secret', {
      headers: { cookie: 'session=not-a-real-token-at-all-xxxxxxxx' },
    });
    expect(bogus.status).toBe(401);
  });
});
