import { AUTH_TEXT } from '../domain/access/sign-in-text';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient } from '../../../tests/setup/app';
import {
  SIGN_IN_ADMIN as ADMIN,
  SIGN_IN_ORIGIN as ORIGIN,
  signInSuite,
} from '../../../tests/setup/sign-in';

describeEachDatabase('sign-in API: sessions and Google on %s', ({ db }) => {
  const { idp, setup, queuedCode } = signInSuite(db);
  describe('sessions', () => {
    async function signedIn(env: Record<string, string> = {}) {
      const ctx = await setup(env);
      const browser = ctx.client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const res = await browser.request('/api/verify-otp', {
        json: { email: ADMIN, otp: await queuedCode(ctx.d, ADMIN) },
      });
      expect(res.status).toBe(200);
      return { ...ctx, browser, setCookie: res.headers.get('set-cookie')! };
    }

    it('stores only the SHA-256 of the cookie token', async () => {
      const { d, browser } = await signedIn();
      const token = browser.jar.get('session')!;
      const rows = await d.db.selectFrom('sessions').selectAll().execute();
      expect(rows).toHaveLength(1);
      const { createHash } = await import('node:crypto');
      expect(rows[0].id).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('uses a Secure __Host- cookie under an https PUBLIC_URL', async () => {
      const { setCookie } = await signedIn({ PUBLIC_URL: 'https://shop.example' });
      expect(setCookie).toMatch(/^__Host-session=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
    });

    it('refuses a cross-site logout (GET or POST) and keeps the session', async () => {
      const { browser } = await signedIn();
      const crossGet = await browser.request('/api/logout', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossGet.status).toBe(403);
      const crossOrigin = await browser.request('/api/logout', {
        headers: { origin: 'https://evil.example' },
      });
      expect(crossOrigin.status).toBe(403);
      const crossPost = await browser.request('/api/logout', {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      });
      expect(crossPost.status).toBe(403);
      expect((await browser.request('/api/users/me')).status).toBe(200);
    });

    it('ends the session on a same-origin logout, server side too', async () => {
      const { d, browser } = await signedIn();
      const token = browser.jar.get('session')!;
      const res = await browser.request('/api/logout', {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
      expect((await browser.request('/api/users/me')).status).toBe(401);
      expect(await d.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
      // The old token, replayed, is worthless.
      const replay = await createCookieClient(
        { request: (p, i) => browser.request(p, i) },
        ORIGIN,
      ).request('/api/users/me', { headers: { cookie: `session=${token}` } });
      expect(replay.status).toBe(401);

      const { browser: b2 } = await signedIn();
      const post = await b2.request('/api/logout', { method: 'POST' });
      expect(post.status).toBe(200);
      expect((await b2.request('/api/users/me')).status).toBe(401);
    });

    it('slides the expiry forward on use and refuses an expired session', async () => {
      const { d, browser } = await signedIn();
      const soon = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      await d.db.updateTable('sessions').set({ expires_at: soon }).execute();
      const res = await browser.request('/api/users/me');
      expect(res.status).toBe(200);
      const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(6 * 24 * 3600);
      const row = await d.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000);
      // A fresh session is not rewritten on every request.
      expect((await browser.request('/api/users/me')).headers.get('set-cookie')).toBeNull();

      await d.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await browser.request('/api/users/me')).status).toBe(401);
      expect(await d.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    });

    it('never slides past 30 days after sign-in', async () => {
      const { d, browser } = await signedIn();
      const started = new Date(Date.now() - 29.5 * 24 * 60 * 60_000).toISOString();
      await d.db
        .updateTable('sessions')
        .set({ created_at: started, expires_at: new Date(Date.now() + 3600_000).toISOString() })
        .execute();
      await browser.request('/api/users/me');
      const row = await d.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(
        Date.parse(started) + 30 * 24 * 60 * 60_000,
      );
    });
  });

  describe('Google (OpenID Connect)', () => {
    async function startGoogle(browser: ReturnType<Awaited<ReturnType<typeof setup>>['client']>) {
      const res = await browser.request(
        `/api/oauth/google/redirect_url?originUrl=${encodeURIComponent(ORIGIN)}`,
      );
      expect(res.status).toBe(200);
      const { redirectUrl } = (await res.json()) as { redirectUrl: string };
      return new URL(redirectUrl);
    }

    it('builds an authorization URL with state, nonce and PKCE bound to the browser', async () => {
      const { client } = await setup();
      const browser = client();
      const url = await startGoogle(browser);
      expect(url.origin).toBe(idp.issuer);
      expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toBeTruthy();
      expect(url.searchParams.get('scope')).toContain('email');
      const pending = [...browser.jar.keys()];
      expect(pending).toEqual(['oauth']);
    });

    it('signs in a verified Google address; an administrator’s session is admin', async () => {
      const { client } = await setup();
      const browser = client();
      idp.setNextAccount({ email: 'Chef@Example.com', emailVerified: true });
      const callback = await idp.authorize((await startGoogle(browser)).href);
      expect(callback.pathname).toBe('/auth/callback');
      const res = await browser.request('/api/sessions', {
        json: {
          code: callback.searchParams.get('code'),
          state: callback.searchParams.get('state'),
          iss: callback.searchParams.get('iss') ?? undefined,
        },
      });
      expect(res.status).toBe(200);
      expect(browser.jar.has('oauth')).toBe(false);
      const me = await browser.request('/api/users/me');
      expect(await me.json()).toEqual({ id: expect.any(String), email: ADMIN, isAdmin: true });
    });

    it('gives a verified non-administrator a session without admin rights', async () => {
      const { client } = await setup();
      const browser = client();
      idp.setNextAccount({ email: 'guest@example.com', emailVerified: true });
      const callback = await idp.authorize((await startGoogle(browser)).href);
      const res = await browser.request('/api/sessions', {
        json: Object.fromEntries(callback.searchParams),
      });
      expect(res.status).toBe(200);
      const me = await browser.request('/api/users/me');
      expect(await me.json()).toMatchObject({ email: 'guest@example.com', isAdmin: false });
    });

    it('refuses an e-mail address Google has not verified', async () => {
      const { client } = await setup();
      const browser = client();
      idp.setNextAccount({ email: ADMIN, emailVerified: false });
      const callback = await idp.authorize((await startGoogle(browser)).href);
      const res = await browser.request('/api/sessions', {
        json: Object.fromEntries(callback.searchParams),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: AUTH_TEXT.googleUnverified,
        code: 'googleUnverified',
      });
      expect((await browser.request('/api/users/me')).status).toBe(401);
    });

    it('refuses a tampered state, a code from another browser and a replayed code', async () => {
      const { client } = await setup();
      idp.setNextAccount({ email: ADMIN, emailVerified: true });

      const victim = client();
      const callback = await idp.authorize((await startGoogle(victim)).href);
      const params = Object.fromEntries(callback.searchParams);
      const tampered = await victim.request('/api/sessions', {
        json: { ...params, state: `${params.state}x` },
      });
      expect(tampered.status).toBe(400);
      expect(await tampered.json()).toEqual({
        message: AUTH_TEXT.googleStateMismatch,
        code: 'googleState',
      });
      expect((await victim.request('/api/users/me')).status).toBe(401);

      // An attacker's browser never started this login: nothing is bound to it.
      const attacker = client();
      const stolen = await attacker.request('/api/sessions', { json: params });
      expect(stolen.status).toBe(400);

      // A browser that started its own login cannot use someone else's code and state.
      const other = client();
      await startGoogle(other);
      const mixed = await other.request('/api/sessions', { json: params });
      expect(mixed.status).toBe(400);

      // The pending login is single use: after a failure the same browser must start again.
      const replay = await victim.request('/api/sessions', { json: params });
      expect(replay.status).toBe(400);
    });

    it('refuses a forged pending-login cookie', async () => {
      const { client } = await setup();
      const browser = client();
      const url = await startGoogle(browser);
      const forged = Buffer.from(
        JSON.stringify({ state: 'x', nonce: 'y', codeVerifier: 'z', exp: Date.now() + 60_000 }),
      ).toString('base64url');
      const [, signature] = decodeURIComponent(browser.jar.get('oauth')!).split('.');
      browser.jar.set('oauth', encodeURIComponent(`${forged}.${signature}`));
      const res = await browser.request('/api/sessions', {
        json: { code: 'abc', state: 'x' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: AUTH_TEXT.googleNotStarted,
        code: 'googleNotStarted',
      });
      expect(url.searchParams.get('state')).not.toBe('x');
    });

    it('says so when Google sign-in is not configured', async () => {
      const { client } = await setup({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
      const res = await client().request('/api/oauth/google/redirect_url');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: AUTH_TEXT.googleOff, code: 'googleOff' });
    });
  });
});
