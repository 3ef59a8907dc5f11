import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdapters } from '../../src/server/adapters/index';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/deps';
import type { Db } from '../../src/server/db/index';
import { createSession, findOrCreateUser } from '../../src/server/domain/access/sessions';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import type { TestDatabase } from './databases';
import { renderPage } from './pages';
import { BUILT_BOOKS } from './server-command';

/** A Hono app on a test database with a private DATA_DIR, for app.request() tests. */
export function createTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    // Nothing in a test reaches the EU's VIES: a port where nothing listens is "unavailable";
    // tests of the reverse charge point this at the stand-in (tests/fakes/vies.ts).
    VIES_URL: 'http://127.0.0.1:9/check-vat-number',
    ...env,
  });
  const app = createApp({
    config,
    db: db.db,
    dbKind: db.kind,
    dbTarget: db.target,
    logger: createLogger('silent', false),
    // Stamped at the test's own priority: niced threads starve behind a second test file's
    // browser on a two-core machine, and the tests check what a copy is, not its priority.
    ...createAdapters(config, db, { booksDir: BUILT_BOOKS, stampNiceness: 0 }),
    renderPage,
    // A download waits for its copy however long a loaded test machine takes to stamp it;
    // the tests of the "being prepared" page set a short wait.
    copyWaitMs: 60_000,
    // The floor that hides a buyer's address in the answer's timing has its own test
    // (security.test.ts); the others send dozens of requests and need not wait for it.
    linkResendMinMs: 0,
    ...overrides,
  });
  return { app, config, dataDir };
}

/**
 * A browser-like client for app.request(): keeps cookies between calls and sends the page's
 * Origin on writes, as the shop's own pages do. `ip` is sent as X-Forwarded-For, which the
 * app trusts only when no socket address is known (as in app.request()).
 */
export function createCookieClient(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  origin: string,
  ip = '198.51.100.7',
) {
  const jar = new Map<string, string>();
  return {
    jar,
    async request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
      const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
      if (method !== 'GET' && !headers.has('origin')) headers.set('origin', origin);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const res = await app.request(path, { ...init, method, headers, body });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair, ...attrs] = cookie.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(eq + 1));
      }
      return res;
    },
  };
}

/** A browser holding a session for the address (however it signed in), on a test app. */
export async function createSessionClient(
  shop: { app: Parameters<typeof createCookieClient>[0]; config: { publicUrl: string } },
  db: Db,
  email: string,
) {
  const user = await findOrCreateUser(db, email);
  const { token } = await createSession(db, user.id);
  const browser = createCookieClient(shop.app, shop.config.publicUrl);
  browser.jar.set('session', token);
  return browser;
}
