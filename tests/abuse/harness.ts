import { teamPageUrl } from '../../src/server/domain/delivery/team-copies';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { createSession, findOrCreateUser } from '../../src/server/domain/access/sessions';
import { createLogger } from '../../src/server/logger';
import { localizedPath } from '../../src/shared/languages';
import { startOidcProvider } from '../fakes/oidc-provider';
import { createCookieClient, createTestApp } from '../setup/app';
import { checkoutBody, startCheckout } from '../setup/checkout';
import type { DatabaseSuite, TestDatabase, TestDbKind } from '../setup/databases';
import { fakeForSuite } from '../setup/fakes';
import { createPaidPurchase } from '../setup/purchases';
import { changeCounts, installChangeCounters } from './change-counter';
import { dataProblems } from './invariants';

/** What must never reach a client: stack frames, paths, SQL, database and network errors. */
const LEAK =
  /at \w+ \(|node_modules|\/work\/|\bSELECT\b|\bINSERT INTO\b|syntax error|SQLITE_|\bsqlite3?\b|postgres:\/\/|PostgresError|ECONN/;

export const ADMIN_EMAIL = 'boss@example.com';
const USER_EMAIL = 'visitor@example.com';
const BUYER_EMAIL = 'buyer@example.com';
export const HELPER_ADMIN = 'helper@example.com';
export const TARGET_PRODUCT = 'abuse-target';

/** The shop every case of a suite is thrown at, with one of each thing a request can name. */
export interface Shop {
  kind: TestDbKind;
  db: TestDatabase;
  app: ReturnType<typeof createTestApp>['app'];
  /** PUBLIC_URL: the origin every redirect must stay on. */
  origin: string;
  secret: string;
  dataDir: string;
  sessions: { admin: string; user: string };
  /** The signed purchases cookie (`name=value`) of the browser that started `pending`. */
  buyerCookie: string;
  pending: { sessionId: string; purchaseId: string };
  paid: { id: string; token: string };
  /** The team page token of a paid order of 50 copies (decision 100). */
  teamToken: string;
  /** A paid purchase the administrator's edits aim at (the seeded `paid` one stays as it is). */
  editablePurchaseId: string;
  /** React Router pages are rendered (a build was found). */
  hasPages: boolean;
  tables: string[];
  /** The data findings last read, and the change counts they were read at. */
  problemsCache?: { key: string; problems: Set<string> };
}

/** Who sends a case: cookies of a visitor, a signed-in non-administrator, the admin, the buyer. */
export type Identity = 'visitor' | 'user' | 'admin' | 'buyer';

/**
 * refuse: a 4xx and nothing changed. harmless: any answer below 500 and nothing changed (reads,
 * ignored parameters). either: refused as above, or accepted with every stored value clean.
 */
export type Expectation = 'refuse' | 'harmless' | 'either';

type Resolvable<T> = T | ((shop: Shop) => T);

export interface AbuseCase {
  label: string;
  method?: string;
  path: Resolvable<string>;
  as?: Identity;
  headers?: Record<string, string>;
  /** The Cookie header sent instead of the identity's own (forged and foreign cookies). */
  cookie?: (shop: Shop) => string;
  /** Sent as JSON (application/json). */
  json?: Resolvable<unknown>;
  /** A fresh body per send (streams can be read once). */
  body?: (shop: Shop) => BodyInit | Uint8Array | ReadableStream<Uint8Array>;
  expect?: Expectation;
  /** The statuses allowed, when the class fixes them (413 for oversized bodies). */
  status?: number[];
  /** Runs after the checks, e.g. to follow an accepted case's effect. */
  after?: (shop: Shop, answer: Answer) => unknown;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function sessionToken(db: TestDatabase, email: string): Promise<string> {
  const user = await findOrCreateUser(db.db, email);
  return (await createSession(db.db, user.id)).token;
}

async function readTableNames(db: TestDatabase): Promise<string[]> {
  const query =
    db.kind === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db.db);
  // Rate-limit counters may change with any request; migration bookkeeping never does.
  return rows
    .map((r) => r.name)
    .filter((name) => !/^(rate_limit|kysely_)/.test(name))
    .sort();
}

/**
 * The shop of a `describeEachDatabase(…, { shared: true }, …)` suite: Google sign-in against a
 * local OIDC provider, an administrator and a signed-in visitor, a paid purchase, a pending demo
 * checkout with its browser's cookie, and a row of each admin table to aim at.
 */
export function useAbuseShop(suite: DatabaseSuite, options: { pages?: boolean } = {}): () => Shop {
  const idp = fakeForSuite(startOidcProvider);
  let shop: Shop | undefined;
  beforeAll(async () => {
    const db = suite.db();
    // Every suite runs with the shop's real pages (tests/setup/pages.ts); `pages` adds the
    // built files (scripts, styles) for the suites that open pages like a browser.
    // A "pay later" settles at once, so a case that chose it can wait for it to finish
    // instead of its event landing in a later case.
    const overrides: Partial<AppDeps> = options.pages
      ? { clientDir: path.resolve('build/client'), demoPayLaterMs: 0 }
      : { demoPayLaterMs: 0 };
    // ABUSE_LOG=1 shows the server's own account of a failing case.
    if (process.env.ABUSE_LOG) overrides.logger = createLogger('warn', false);
    const { app, config, dataDir } = createTestApp(
      db,
      {
        ADMIN_EMAILS: ADMIN_EMAIL,
        GOOGLE_CLIENT_ID: 'shop',
        GOOGLE_CLIENT_SECRET: 'shop-secret',
        GOOGLE_ISSUER: idp.issuer,
      },
      overrides,
    );
    idp.registerClient({
      clientId: 'shop',
      clientSecret: 'shop-secret',
      redirectUri: `${config.publicUrl}/auth/callback`,
    });
    const sessions = {
      admin: await sessionToken(db, ADMIN_EMAIL),
      user: await sessionToken(db, USER_EMAIL),
    };
    const paid = await createPaidPurchase(db.db, config, { email: BUYER_EMAIL, name: 'Bea' });

    const browser = createCookieClient(app, config.publicUrl, '192.0.2.1');
    const sessionId = await startCheckout(browser, checkoutOrder('pending@example.com'));
    const pending = await db.db
      .selectFrom('ebook_purchases')
      .select('id')
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();

    const admin = createCookieClient(app, config.publicUrl, '192.0.2.2');
    admin.jar.set('session', sessions.admin);
    const seed = async (table: string, row: object) => {
      const res = await admin.request(`/api/tables/${table}`, { json: row });
      expect(res.status, `${table}: ${await res.clone().text()}`).toBe(201);
      return (await res.json()) as Record<string, unknown>;
    };
    await seed('products', { ...validProduct(TARGET_PRODUCT), active: false });
    await seed('admins', { email: HELPER_ADMIN });
    // Orders are not entered by hand: the purchase the edits aim at is a paid one of its own.
    const editable = await createPaidPurchase(db.db, config, { email: 'edit@example.com' });
    const team = await createPaidPurchase(db.db, config, { email: 'team@example.com', copies: 50 });

    const tables = await readTableNames(db);
    await installChangeCounters(db, tables);
    shop = {
      kind: db.kind,
      db,
      app,
      origin: new URL(config.publicUrl).origin,
      secret: config.sessionSecret,
      dataDir,
      sessions,
      buyerCookie: `rc_purchases=${browser.jar.get('rc_purchases')}`,
      pending: { sessionId, purchaseId: pending.id },
      paid: { id: paid.id, token: paid.token },
      editablePurchaseId: editable.id,
      teamToken: new URL(teamPageUrl(config, team.id)).pathname.split('/').pop()!,
      hasPages: true,
      tables,
    };
  });
  return () => {
    if (!shop) throw new Error('the shop opens in the suite’s first hook');
    return shop;
  };
}

/** A checkout the shop accepts: one English e-book, the terms and the immediate delivery agreed. */
export function checkoutOrder(email: string, more: Record<string, unknown> = {}) {
  return checkoutBody('en', email, more);
}

/** A product row the admin table accepts. */
export function validProduct(id: string): Record<string, unknown> {
  return {
    id,
    name: 'Abuse test product',
    description: 'Only for the bad-input suite.',
    price: 1200,
    currency: 'EUR',
    photo: '/images/cover.png',
    file_key: 'ebooks/abuse-target.pdf',
    language: 'en',
    active: false,
  };
}

export const SUCCESS_PATH = localizedPath('success', 'en');
export const CANCEL_PATH = localizedPath('cancel', 'en');

/** Each watched table's count of row changes (see change-counter.ts). */
function fingerprint(shop: Shop): Promise<Map<string, number>> {
  return changeCounts(shop.db);
}

/**
 * The data findings at a state of the counters: read again only when some table changed since
 * they were last read, since unchanged tables cannot have new findings.
 */
async function problemsAt(shop: Shop, counts: Map<string, number>): Promise<Set<string>> {
  const key = JSON.stringify([...counts]);
  if (shop.problemsCache?.key !== key) {
    shop.problemsCache = { key, problems: await dataProblems(shop) };
  }
  return shop.problemsCache.problems;
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

let clientNumber = 0;
/** Every case comes from its own address, so per-client limits never answer for the check. */
function nextClientIp(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

function cookieOf(shop: Shop, as: Identity): string | undefined {
  if (as === 'admin') return `session=${shop.sessions.admin}`;
  if (as === 'user') return `session=${shop.sessions.user}`;
  if (as === 'buyer') return shop.buyerCookie;
  return undefined;
}

function resolve<T>(value: Resolvable<T>, shop: Shop): T {
  return typeof value === 'function' ? (value as (s: Shop) => T)(shop) : value;
}

export async function send(shop: Shop, c: AbuseCase): Promise<Answer> {
  const method = c.method ?? 'GET';
  const headers = new Headers({ 'x-forwarded-for': nextClientIp() });
  const cookie = c.cookie ? c.cookie(shop) : cookieOf(shop, c.as ?? 'visitor');
  if (cookie) headers.set('cookie', cookie);
  if (method !== 'GET' && method !== 'HEAD') headers.set('origin', shop.origin);
  let body: BodyInit | undefined;
  if (c.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(resolve(c.json, shop));
  }
  if (c.body) body = c.body(shop) as BodyInit;
  for (const [name, value] of Object.entries(c.headers ?? {})) headers.set(name, value);
  const init = { method, headers, body, duplex: 'half' } as RequestInit;
  const res = await shop.app.request(resolve(c.path, shop), init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The status, readability, leaks and redirect target of one answer. */
export function checkAnswer(shop: Shop, c: AbuseCase, a: Answer, where: string) {
  const expectation = c.expect ?? 'refuse';
  expect(a.status, where).toBeLessThan(500);
  if (expectation === 'refuse') expect(a.status, where).toBeGreaterThanOrEqual(400);
  if (c.status) expect(c.status, where).toContain(a.status);
  const type = a.headers.get('content-type') ?? '';
  const bodyless = c.method === 'HEAD' || a.status === 204 || a.status === 304;
  if (!bodyless && !(a.status >= 300 && a.status < 400)) {
    expect(a.text.trim(), where).not.toBe('');
    if (a.status >= 400 && type.includes('application/json')) {
      // The one error shape (decision record 090): a message to read and a code to act on.
      const data = JSON.parse(a.text) as { message?: unknown; code?: unknown };
      const said = data?.message;
      expect(typeof said === 'string' && said.trim() !== '', where).toBe(true);
      expect(typeof data?.code === 'string' && data.code !== '', where).toBe(true);
    } else if (a.status >= 400 && type.includes('text/html')) {
      expect(a.text, where).toMatch(/<(title|h1)[^>]*>\s*[^<\s]/);
    } else if (a.status >= 400) {
      expect(type, where).toMatch(/^text\/plain/);
    }
  }
  expect(a.text, where).not.toMatch(LEAK);
  const location = a.headers.get('location');
  if (location) expect(new URL(location, shop.origin).origin, where).toBe(shop.origin);
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).length;

/** Sends a case and checks its answer and its effect on the data. */
async function probe(shop: Shop, c: AbuseCase): Promise<Answer> {
  const method = c.method ?? 'GET';
  const pathText = resolve(c.path, shop);
  // Reads change nothing by design; the two that may write (the download counter, the success
  // page's reconciliation) are watched like every write.
  const watched =
    (method !== 'GET' && method !== 'HEAD') ||
    /^\/(download\/|api\/products\/purchase-detail|api\/withdraw\/)/.test(pathText);
  const before = watched ? await fingerprint(shop) : null;
  const problemsBefore = before ? await problemsAt(shop, before) : null;
  const answer = await send(shop, c);
  const where = `${method} ${pathText.slice(0, 120)} [${c.label}] → ${answer.status} ${answer.text.slice(0, 300)}`;
  checkAnswer(shop, c, answer, where);
  if (before) {
    const changed = changedTables(before, await fingerprint(shop));
    const mayChange = (c.expect ?? 'refuse') === 'either' && answer.status < 400;
    if (!mayChange) expect(changed, `${where}: changed ${changed.join(', ')}`).toEqual([]);
  }
  if (answer.status < 400) await c.after?.(shop, answer);
  if (problemsBefore) {
    const now = await problemsAt(shop, await fingerprint(shop));
    const found = [...now].filter((p) => !problemsBefore.has(p));
    expect(found, `${where}: left behind`).toEqual([]);
  }
  expect(Object.getOwnPropertyNames(Object.prototype).length, where).toBe(PROTOTYPE_KEYS);
  expect(({} as Record<string, unknown>).isAdmin, where).toBeUndefined();
  return answer;
}

/** Counts the cases a file tried, per group, and prints them when the suite ends. */
export function useTally(kind: string, className: string) {
  const counts = new Map<string, number>();
  afterAll(() => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const groups = [...counts].map(([g, n]) => `${g}: ${n}`).join(', ');
    console.log(`abuse suite: ${total} cases on ${kind} (${className} — ${groups})`);
  });
  return (group: string) => counts.set(group, (counts.get(group) ?? 0) + 1);
}

/**
 * One test per case, and last in the group a check that the shop still answers /api/health.
 * `skips` names cases that show a defect too large to fix here: skipped, with the reason.
 */
export function runCases(
  group: string,
  shop: () => Shop,
  count: (group: string) => void,
  cases: AbuseCase[],
  skips: Record<string, string> = {},
) {
  describe(group, () => {
    for (const c of cases) {
      const reason = skips[c.label];
      if (reason) {
        it.skip(`${c.label} — ${reason}`, () => {});
        continue;
      }
      it(c.label, async () => {
        count(group);
        await probe(shop(), c);
      });
    }
    it('leaves /api/health at 200', async () => {
      expect((await shop().app.request('/api/health')).status).toBe(200);
    });
  });
}

/** A short, printable form of a payload for a test name. */
export function show(value: unknown, max = 40): string {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;
}
