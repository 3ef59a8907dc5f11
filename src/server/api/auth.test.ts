import { beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { createSession, findOrCreateUser } from '../domain/sessions';
import { fakeForSuite } from '../../../tests/setup/fakes';
import { startOidcProvider } from '../../../tests/fakes/oidc-provider';
import { startSmtpSink } from '../../../tests/fakes/smtp-sink';
import { createMailTransport } from '../adapters/mail';
import { startMailWorker } from '../domain/mail-outbox';
import { AUTH_TEXT } from './auth';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'chef@example.com';

describeEachDatabase('sign-in API on %s', ({ db }) => {
  const idp = fakeForSuite(startOidcProvider);
  const sink = fakeForSuite(startSmtpSink);
  beforeAll(() =>
    idp.registerClient({
      clientId: 'shop',
      clientSecret: 'shop-secret',
      redirectUri: `${ORIGIN}/auth/callback`,
    }),
  );

  async function setup(env: Record<string, string> = {}) {
    const d = db();
    const { app, config } = createTestApp(d, {
      ADMIN_EMAILS: ADMIN,
      GOOGLE_CLIENT_ID: 'shop',
      GOOGLE_CLIENT_SECRET: 'shop-secret',
      GOOGLE_ISSUER: idp.issuer,
      ...env,
    });
    const client = (ip?: string) => createCookieClient(app, config.publicUrl, ip);
    return { d, app, config, client };
  }

  /**
   * The code from the sign-in mail queued for the address. The mail is taken out of the outbox,
   * so the next call finds the next mail whatever the clock said when each was queued.
   */
  async function queuedCode(d: TestDatabase, to: string): Promise<string> {
    const row = await d.db
      .selectFrom('mail_outbox')
      .select(['id', 'text_body'])
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    await d.db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
    return /^\s+(\d{6})$/m.exec(row.text_body)![1];
  }

  describe('one-time code', () => {
    it('e-mails an administrator a 6-digit code through the outbox and signs in with it once', async () => {
      const { d, client } = await setup({ SMTP_URL: sink.url });
      const worker = startMailWorker({
        db: d.db,
        dbKind: d.kind,
        transport: createMailTransport(
          { smtpUrl: sink.url, mailFrom: 'no-reply@shop.test', dataDir: '/nonexistent' },
          pino({ level: 'silent' }),
        ),
        logger: pino({ level: 'silent' }),
        pollMs: 60_000,
      });
      const browser = client();
      const sent = await browser.request('/api/send-otp', {
        json: { email: ' Chef@Example.com ' },
      });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ success: true });
      await worker.drain();
      await worker.stop();

      const mail = await sink.waitFor((m) => m.envelope.to.includes(ADMIN));
      expect(mail.subject).toBe('Ihr Anmeldecode für Restaurant Closer');
      expect(mail.text).toContain('Ihr Anmeldecode');
      expect(mail.text).toContain('10 Minuten gültig');
      expect(mail.text).toMatch(/English: your sign-in code is \d{6}\./);
      expect(mail.html).toContain('Ihr Anmeldecode');
      const code = /^\s+(\d{6})$/m.exec(mail.text)![1];
      expect(mail.html).toContain(code);

      // Only a hash is stored.
      const stored = await d.db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.code_hash).not.toContain(code);

      expect((await browser.request('/api/users/me')).status).toBe(401);
      const ok = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(ok.status).toBe(200);
      const cookie = ok.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^session=[\w-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const me = await browser.request('/api/users/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ id: expect.any(String), email: ADMIN, isAdmin: true });

      // A second use of the same code fails, even from the same browser.
      const again = await client().request('/api/verify-otp', {
        json: { email: ADMIN, otp: code },
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ error: AUTH_TEXT.otpExpired });
    });

    it('answers the same for a non-administrator and sends nothing usable', async () => {
      const { d, client } = await setup();
      const res = await client().request('/api/send-otp', { json: { email: 'guest@example.com' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      const queued = await d.db.selectFrom('mail_outbox').selectAll().execute();
      expect(queued).toHaveLength(0);
      const guess = await client().request('/api/verify-otp', {
        json: { email: 'guest@example.com', otp: '123456' },
      });
      expect(guess.status).toBe(400);
      expect(guess.headers.get('set-cookie')).toBeNull();
    });

    it('locks the code after five wrong tries, even for the right code afterwards', async () => {
      const { d, client } = await setup();
      const browser = client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const code = await queuedCode(d, ADMIN);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const res = await browser.request('/api/verify-otp', {
          json: { email: ADMIN, otp: wrong },
        });
        answers.push([res.status, ((await res.json()) as { error: string }).error]);
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill([400, AUTH_TEXT.otpInvalid]));
      expect(answers[4]).toEqual([400, AUTH_TEXT.otpLocked]);
      const right = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(right.status).toBe(400);
      expect(await right.json()).toEqual({ error: AUTH_TEXT.otpLocked });
      expect((await browser.request('/api/users/me')).status).toBe(401);
    });

    it('refuses an expired code', async () => {
      const { d, client } = await setup();
      const browser = client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const code = await queuedCode(d, ADMIN);
      await d.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: AUTH_TEXT.otpExpired });
    });

    it('replaces the earlier code when a new one is requested', async () => {
      const { d, client } = await setup();
      const browser = client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const first = await queuedCode(d, ADMIN);
      // Codes are random: ask again until the new one differs, so the old one is another code.
      let second = first;
      while (second === first) {
        await browser.request('/api/send-otp', { json: { email: ADMIN } });
        second = await queuedCode(d, ADMIN);
      }
      const old = await browser.request('/api/verify-otp', {
        json: { email: ADMIN, otp: first },
      });
      expect(old.status).toBe(400);
      const ok = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: second } });
      expect(ok.status).toBe(200);
    });

    it('asks for the missing e-mail or code in German', async () => {
      const { client } = await setup();
      const noEmail = await client().request('/api/send-otp', { json: { email: '  ' } });
      expect(noEmail.status).toBe(400);
      expect(await noEmail.json()).toEqual({ error: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
      const noBody = await client().request('/api/send-otp', { json: {} });
      expect(await noBody.json()).toEqual({ error: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
      const noCode = await client().request('/api/verify-otp', { json: { email: ADMIN, otp: '' } });
      expect(await noCode.json()).toEqual({ error: 'Bitte geben Sie den OTP-Code ein.' });
      const bad = await client().request('/api/send-otp', { json: { email: 'not-an-address' } });
      expect(await bad.json()).toEqual({ error: AUTH_TEXT.emailInvalid });
    });

    it('limits code requests per address and per client IP with a clear 429', async () => {
      const { client } = await setup();
      const statuses = [];
      let res: Response | undefined;
      const oneClient = client('203.0.113.1');
      for (let i = 0; i < 6; i++) {
        res = await oneClient.request('/api/send-otp', { json: { email: ADMIN } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The sixth request is the refused one.
      expect(await res!.json()).toEqual({ error: AUTH_TEXT.tooMany });
      // Seconds until the window ends: 15 minutes from the first request.
      expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(890);
      expect(Number(res!.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      expect(AUTH_TEXT.tooMany).toMatch(/Zu viele Versuche.*Too many attempts/);

      const fromOneIp = client('192.0.2.50');
      const perIp = [];
      for (let i = 0; i < 21; i++) {
        const res = await fromOneIp.request('/api/send-otp', {
          json: { email: `u${i}@example.com` },
        });
        perIp.push(res.status);
      }
      expect(perIp.filter((s) => s === 200)).toHaveLength(20);
      expect(perIp[20]).toBe(429);
      // Another client is unaffected.
      const other = await client('192.0.2.51').request('/api/send-otp', {
        json: { email: 'u0@example.com' },
      });
      expect(other.status).toBe(200);
    });

    it('lets no stranger lock the administrator out of code sign-in', async () => {
      const { d, client } = await setup();
      // Strangers on many addresses ask for the administrator's code again and again.
      for (let i = 0; i < 30; i++) {
        const res = await client(`198.18.0.${i + 1}`).request('/api/send-otp', {
          json: { email: ADMIN },
        });
        expect(res.status).toBe(200);
      }
      // Asked for too often, the address gets no new code: only the first five were mailed,
      // and the last of them stays valid.
      const mails = () =>
        d.db
          .selectFrom('mail_outbox')
          .select('text_body')
          .where('to_address', '=', ADMIN)
          .execute();
      expect(await mails()).toHaveLength(5);
      // The administrator's own request is answered as always, and changes nothing either.
      const own = client('192.0.2.200');
      expect((await own.request('/api/send-otp', { json: { email: ADMIN } })).status).toBe(200);
      const codes = (await mails()).map((m) => /^\s+(\d{6})$/m.exec(m.text_body)![1]);
      expect(codes).toHaveLength(5);
      const answers = [];
      for (const otp of codes) {
        const res = await own.request('/api/verify-otp', { json: { email: ADMIN, otp } });
        answers.push(res.status);
        if (res.status === 200) break;
      }
      expect(answers.at(-1)).toBe(200);
    });

    it('lets a signed-in administrator ask for codes regardless of the limits', async () => {
      const { d, client } = await setup();
      const admin = client('192.0.2.201');
      const user = await findOrCreateUser(d.db, ADMIN);
      admin.jar.set('session', (await createSession(d.db, user.id)).token);
      for (let i = 0; i < 8; i++) {
        const res = await admin.request('/api/send-otp', { json: { email: ADMIN } });
        expect(res.status).toBe(200);
      }
    });

    it('limits code guesses per client IP across addresses', async () => {
      const { client } = await setup();
      const guesser = client('192.0.2.99');
      const statuses = [];
      for (let i = 0; i < 31; i++) {
        const res = await guesser.request('/api/verify-otp', {
          json: { email: `v${i}@example.com`, otp: '123456' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

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
      expect(await res.json()).toEqual({ error: 'Google has not verified this e-mail address.' });
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
        error: 'The sign-in state does not match this browser.',
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
        error: 'No Google sign-in was started in this browser, or it expired.',
      });
      expect(url.searchParams.get('state')).not.toBe('x');
    });

    it('says so when Google sign-in is not configured', async () => {
      const { client } = await setup({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
      const res = await client().request('/api/oauth/google/redirect_url');
      expect(res.status).toBe(404);
    });
  });
});
