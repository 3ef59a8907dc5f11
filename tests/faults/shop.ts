import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import type { RunningServer } from '../e2e/harness';
import {
  createTestDatabase,
  isPostgresAvailable,
  PG_ADMIN_URL,
  type TestDatabase,
} from '../setup/databases';

/**
 * The cases run on PostgreSQL: required in CI; elsewhere, when no server answers, they are
 * skipped with a notice, as the database tests are.
 */
export const hasPostgres = await isPostgresAvailable();
if (!hasPostgres) {
  if (process.env.CI)
    throw new Error(`PostgreSQL is required in CI but ${PG_ADMIN_URL} does not answer`);
  console.warn(
    `[notice] PostgreSQL at ${PG_ADMIN_URL} does not answer: its fault cases are skipped`,
  );
}

export type PgDatabase = TestDatabase & { url: string };

/** A private, migrated PostgreSQL database for one case (dropped with `drop()`), and its URL. */
export async function privateDatabase(): Promise<PgDatabase> {
  const db = await createTestDatabase('postgres');
  if (db.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  return Object.assign(db, { url: db.target.url });
}

/**
 * A suite's private PostgreSQL database and SMTP sink, and the shop processes its cases start
 * (pushed on `servers`): after the suite they are stopped, `cleanUp` runs and the database is
 * dropped.
 */
export function pgShopSuite(cleanUp?: () => void) {
  const suite = { servers: [] } as unknown as {
    db: PgDatabase;
    sink: SmtpSink;
    servers: RunningServer[];
  };
  beforeAll(async () => {
    suite.db = await privateDatabase();
    suite.sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const server of suite.servers) {
      if (process.env.E2E_DEBUG) console.log(server.output());
      await server.stop();
    }
    await suite.sink?.stop();
    await suite.db?.drop();
    cleanUp?.();
  });
  return suite;
}

/** What a case starts besides its shop: a proxy or stand-in (closed or stopped), a database (dropped). */
type CasePart = { drop(): Promise<void> } | { close(): Promise<void> } | { stop(): Promise<void> };

/**
 * Ends what a case started, in the order given: the shop first (its output printed under
 * E2E_DEBUG), then each part it used. A part never started is passed over.
 */
export async function endCase(
  server: RunningServer | undefined,
  ...parts: Array<CasePart | undefined>
) {
  if (process.env.E2E_DEBUG) console.log(server?.output());
  await server?.stop();
  for (const part of parts) {
    if (!part) continue;
    if ('drop' in part) await part.drop();
    else if ('close' in part) await part.close();
    else await part.stop();
  }
}

/** One secret for every process of a case: cookies, download links and demo events agree. */
export const SECRET = 'fault-suite-6f1d0c9a8b7e4d3c2b1a0f9e8d7c6b5a';

/** The environment of a shop on the case's own PostgreSQL database, demo payments. */
export function shopEnv(databaseUrl: string, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
    PAYMENT_PROVIDER: 'demo',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The database URL with another port: the same database reached through a proxy. */
export function throughPort(url: string, port: number): string {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
}

/** A DATA_DIR that outlives one server process, for a second process on the same data. */
export function sharedDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const order = (email: string) => ({
  products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
  successRouter: '/de/checkout/success',
  cancelRouter: '/de/checkout/cancel',
  email,
  language: 'de',
  acceptTerms: true,
  acceptImmediateDelivery: true,
});

/** Starts a checkout the way the page does; answers the demo session id. */
export async function startCheckout(
  baseUrl: string,
  email: string,
  origin = baseUrl,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(order(email)),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return sessionId;
}

/** Presses "pay" on the demo payment page: the payment is confirmed when this answers. */
export async function payDemo(baseUrl: string, sessionId: string, origin = baseUrl) {
  const res = await fetch(`${baseUrl}/api/demo-pay/${sessionId}/pay`, {
    method: 'POST',
    headers: { origin },
    redirect: 'manual',
  });
  expect(res.status, await res.clone().text()).toBe(303);
}

/** A whole purchase through the demo provider; answers the session id. */
export async function buy(server: Pick<RunningServer, 'url'>, email: string): Promise<string> {
  const sessionId = await startCheckout(server.url, email);
  await payDemo(server.url, sessionId);
  return sessionId;
}

/** The body and signature header the demo provider sends for a session's payment. */
export function signedDemoEvent(sessionId: string, secret = SECRET) {
  const body = JSON.stringify({ kind: 'session', sessionId });
  const signature =
    'sha256=' + createHmac('sha256', `demo-payments:${secret}`).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'x-demo-signature': signature } };
}

export async function purchaseOf(db: TestDatabase, sessionId: string) {
  return db.db
    .selectFrom('ebook_purchases')
    .select(['id', 'status', 'email'])
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirst();
}

/** The outbox rows addressed to someone, as the database holds them. */
export async function outboxTo(db: TestDatabase, email: string) {
  return db.db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'attempts', 'locked_until', 'subject'])
    .where('to_address', '=', email)
    .execute();
}

/**
 * Brings the next attempt of the pending messages to these addresses forward to now, after
 * checking that the outbox had put each off by its retry delay (still at least `minDelayMs`
 * away; the first retry comes 30 s after a failed attempt): the retry is then tested without
 * waiting for its clock.
 */
export async function retryPendingNow(db: TestDatabase, emails: string[], minDelayMs = 10_000) {
  const rows = await db.db
    .selectFrom('mail_outbox')
    .select(['id', 'next_attempt_at'])
    .where('to_address', 'in', emails)
    .where('status', '=', 'pending')
    .execute();
  expect(rows).toHaveLength(emails.length);
  for (const row of rows) {
    const delay = Date.parse(row.next_attempt_at) - Date.now();
    expect(delay, `retry delay of message ${row.id}`).toBeGreaterThanOrEqual(minDelayMs);
  }
  await db.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date().toISOString() })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', '=', 'pending')
    .execute();
}

/** Waits until every message to these addresses has been sent (no worker touches it again). */
export async function untilSent(db: TestDatabase, emails: string[], timeoutMs = 30_000) {
  await waitUntil(
    async () => {
      const rows = await db.db
        .selectFrom('mail_outbox')
        .select('status')
        .where('to_address', 'in', emails)
        .execute();
      return rows.length >= emails.length && rows.every((r) => r.status === 'sent');
    },
    `every message to ${emails.join(', ')} sent`,
    timeoutMs,
  );
}

export function mailsTo(sink: SmtpSink, email: string) {
  return sink.messages.filter((m) => m.envelope.to.includes(email));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds, polling; fails with `what` after the timeout. */
export async function waitUntil(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await sleep(100);
  }
}

/** What no answer may show a visitor: stack frames, driver errors, file paths, SQL. */
export function expectNoLeak(body: string) {
  expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node:internal|\/work\/|\/src\/server\//);
  expect(body).not.toMatch(/ECONNREFUSED|ECONNRESET|Connection terminated|\bselect\b.*\bfrom\b/i);
}
