import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import { startServer, type RunningServer } from '../e2e/harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import {
  buy,
  endCase,
  expectNoLeak,
  mailsTo,
  outboxTo,
  purchaseOf,
  shopEnv,
  signedDemoEvent,
  sleep,
  throughPort,
  waitUntil,
  privateDatabase,
  type PgDatabase,
  hasPostgres,
} from './shop';

/**
 * PostgreSQL goes away under traffic and comes back: a proxy between the shop and the server
 * drops every connection and refuses new ones for a few seconds, as a restart does.
 */
describe.skipIf(!hasPostgres)('PostgreSQL restarted under traffic', () => {
  let db: PgDatabase;
  let pgProxy: TcpProxy;
  let smtpProxy: TcpProxy;
  let sink: SmtpSink;
  let server: RunningServer;

  beforeAll(async () => {
    db = await privateDatabase();
    pgProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(db.url).port) });
    sink = await startSmtpSink();
    smtpProxy = await startTcpProxy({ host: '127.0.0.1', port: sink.port });
    const url = throughPort(db.url, pgProxy.port);
    server = await startServer(shopEnv(url, { SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}` }));
  });
  afterAll(() => endCase(server, smtpProxy, sink, pgProxy, db));

  const health = () =>
    fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status,
    );

  it('answers cleanly while the database is away, recovers by itself and loses no payment', async () => {
    const buyer = 'paid-before-cut@example.com';
    // The sales page has been shown before: its rendering in memory stays servable.
    expect((await fetch(`${server.url}/de`)).status).toBe(200);
    const paidSession = await buy(server, buyer);
    // The cut follows the confirmation at once, usually before the mail worker's next pass.
    await pgProxy.cut();
    const cutAt = Date.now();

    const origin = server.url;
    const requests: Array<{ name: string; send: () => Promise<Response> }> = [
      { name: 'health', send: () => fetch(`${origin}/api/health`) },
      { name: 'products', send: () => fetch(`${origin}/api/products`) },
      { name: 'landing', send: () => fetch(`${origin}/de`) },
      {
        name: 'checkout',
        send: () =>
          fetch(`${origin}/api/create-checkout-session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            body: JSON.stringify({
              products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
              email: 'during-cut@example.com',
              language: 'de',
              acceptTerms: true,
              acceptImmediateDelivery: true,
            }),
          }),
      },
      {
        name: 'purchase detail',
        send: () => fetch(`${origin}/api/products/purchase-detail?sessionId=${paidSession}`),
      },
      {
        name: 'webhook',
        send: () =>
          fetch(`${origin}/api/webhooks/demo`, { method: 'POST', ...signedDemoEvent(paidSession) }),
      },
      { name: 'success page', send: () => fetch(`${origin}/de/checkout/success`) },
    ];
    const seen: string[] = [];
    let rounds = 0;
    while (Date.now() - cutAt < 4000) {
      rounds++;
      for (const request of requests) {
        const res = await request.send();
        const body = await res.text();
        seen.push(`${request.name} ${res.status}`);
        expectNoLeak(body);
        if (request.name === 'health') expect(res.status).toBe(503);
        if (request.name === 'landing') expect(res.status).toBe(200);
        if (res.status >= 500 && request.name !== 'success page') {
          expect(res.headers.get('content-type'), `${request.name}: ${body}`).toContain('json');
        }
        // The database being away is a temporary state, said as such: 503 and a time to retry,
        // never a 500 "internal error".
        if (res.status >= 500 && request.name !== 'success page') {
          expect(res.status, `${request.name}: ${body}`).toBe(503);
          expect(res.headers.get('retry-after'), request.name).toMatch(/^\d+$/);
        }
        // A webhook the shop could not record must be refused, so the provider sends it again.
        if (request.name === 'webhook') expect(res.status).toBeGreaterThanOrEqual(500);
      }
      await sleep(200);
    }
    const tally = new Map<string, number>();
    for (const answer of seen) tally.set(answer, (tally.get(answer) ?? 0) + 1);
    console.log(
      `answers while PostgreSQL was away: ${[...tally].map(([a, n]) => `${a} ×${n}`).join(', ')}`,
    );
    expect(rounds).toBeGreaterThan(1);
    expect(seen.filter((s) => / 5\d\d$/.test(s)).length).toBeGreaterThan(0);

    await pgProxy.restore();
    // Back by itself: no restart, the pool reconnects on demand.
    await waitUntil(async () => (await health()) === 200, 'health back to 200', 20_000);

    expect((await purchaseOf(db, paidSession))?.status).toBe('paid');
    await sink.waitFor((m) => m.envelope.to.includes(buyer), 20_000);
    // Business as usual afterwards.
    const after = 'after-cut@example.com';
    const afterSession = await buy(server, after);
    expect((await purchaseOf(db, afterSession))?.status).toBe('paid');
    await sink.waitFor((m) => m.envelope.to.includes(after), 20_000);
    // Nothing left to send for either address: a second copy could only come from the outbox.
    await waitUntil(
      async () =>
        [...(await outboxTo(db, buyer)), ...(await outboxTo(db, after))].every(
          (row) => row.status === 'sent',
        ),
      'both messages recorded as sent',
      20_000,
    );
    expect(mailsTo(sink, buyer)).toHaveLength(1);
    expect(mailsTo(sink, after)).toHaveLength(1);
    expect(server.output()).not.toMatch(/uncaught|unhandled rejection/i);
  });

  it('records a mail the SMTP server accepted while the database was away as sent, once', async () => {
    const buyer = 'mid-send@example.com';
    // The mail worker has claimed the message and is connecting to SMTP when the database goes.
    smtpProxy.hold();
    const connecting = smtpProxy.nextConnection(15_000);
    await buy(server, buyer);
    await connecting;
    await pgProxy.cut();
    smtpProxy.release();
    await sink.waitFor((m) => m.envelope.to.includes(buyer), 20_000);
    await sleep(1500);
    await pgProxy.restore();
    await waitUntil(async () => (await health()) === 200, 'health back to 200', 20_000);

    // The worker remembers what it sent and records it once the database answers again, so
    // the message is not sent a second time when its lease runs out.
    await waitUntil(
      async () => (await outboxTo(db, buyer)).every((row) => row.status === 'sent'),
      'the accepted message recorded as sent',
      20_000,
    );
    expect(mailsTo(sink, buyer)).toHaveLength(1);
  });
});
