import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import { startServer, type RunningServer } from '../e2e/harness';
import {
  buy,
  mailsTo,
  outboxTo,
  privateDatabase,
  purchaseOf,
  shopEnv,
  retryPendingNow,
  untilSent,
  waitUntil,
  type PgDatabase,
  hasPostgres,
} from './shop';

/** The mail server refuses every connection (421) while buyers pay, then comes back. */
describe.skipIf(!hasPostgres)('SMTP down during sales', () => {
  let db: PgDatabase;
  let sink: SmtpSink;
  let server: RunningServer;

  beforeAll(async () => {
    db = await privateDatabase();
    sink = await startSmtpSink();
    server = await startServer(shopEnv(db.url, { SMTP_URL: sink.url }));
  });
  afterAll(async () => {
    if (process.env.E2E_DEBUG) console.log(server?.output());
    await server?.stop();
    await sink?.stop();
    await db?.drop();
  });

  it('sells on, and delivers each e-mail exactly once when the server is back', async () => {
    sink.refuse(true);
    const buyers = ['outage-1@example.com', 'outage-2@example.com', 'outage-3@example.com'];
    const sessions = [];
    for (const buyer of buyers) sessions.push(await buy(server, buyer));
    for (const session of sessions) expect((await purchaseOf(db, session))?.status).toBe('paid');

    // Every message met the outage at least once, and was kept for a later attempt.
    await waitUntil(async () => {
      const rows = (await Promise.all(buyers.map((b) => outboxTo(db, b)))).flat();
      return (
        rows.length === buyers.length &&
        rows.every((r) => Number(r.attempts) >= 1 && r.locked_until === null)
      );
    }, 'a failed attempt for every message');
    const rows = (await Promise.all(buyers.map((b) => outboxTo(db, b)))).flat();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(sink.messages).toHaveLength(0);

    sink.refuse(false);
    // The first retry is due about 30 s after the failed attempt; brought forward here.
    await retryPendingNow(db, buyers);
    for (const buyer of buyers) await sink.waitFor((m) => m.envelope.to.includes(buyer), 60_000);
    // Once sent, no worker takes a message again.
    await untilSent(db, buyers);
    for (const buyer of buyers) expect(mailsTo(sink, buyer)).toHaveLength(1);
    const after = (await Promise.all(buyers.map((b) => outboxTo(db, b)))).flat();
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });
});
