/**
 * Checkout-session creations per second and p99 with the demo provider at 50 concurrent
 * clients, then webhook fulfilments per second (signed demo events, each fulfilling a distinct
 * paid session: retrieve, mark paid, create the link, queue the e-mail, in one transaction).
 * Runs the real server (build needed) on SQLite in a temporary DATA_DIR, on loopback only.
 *
 *   npm run bench:checkout      (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_WEBHOOKS=500)
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { fmt, startServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 500);
const SECRET = 'bench-7d3a91c0e4f25b68a1d9c3e07f6b2a45';

const server = await startServer({
  LOG_LEVEL: 'silent',
  SESSION_SECRET: SECRET,
  PAYMENT_PROVIDER: 'demo',
});
const origin = server.url;
const order = (i: number) =>
  JSON.stringify({
    products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
    successRouter: '/de/checkout/success',
    cancelRouter: '/de/checkout/cancel',
    email: `bench${i}@example.com`,
    language: 'de',
    acceptTerms: true,
    acceptImmediateDelivery: true,
  });

try {
  // Warm up (JIT, start-up work such as the sample e-books) before measuring.
  await new Promise((r) => setTimeout(r, 3000));
  let n = 0;
  // Each request comes from its own client address (through the loopback proxy header), so
  // the per-address rate limit is exercised but not hit, as with real buyers.
  const result = await autocannon({
    url: `${origin}/api/create-checkout-session`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json', origin },
    requests: [
      {
        setupRequest: (req: any) => {
          n++;
          return {
            ...req,
            body: order(n),
            headers: {
              ...req.headers,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  console.log(
    `checkout sessions: ${CONNECTIONS} connections, ${DURATION} s, demo provider, SQLite`,
  );
  console.log(
    `  ${fmt(result.requests.average)} creations/s, p50 ${fmt(result.latency.p50, 1)} ms, p99 ${fmt(result.latency.p99, 1)} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );

  // Webhook fulfilments: mark WEBHOOKS open demo sessions paid, then deliver their events.
  const db = new Database(path.join(server.dataDir, 'shop.sqlite'));
  const rows = db
    .prepare(`select id from demo_payments where status = 'open' limit ?`)
    .all(WEBHOOKS) as Array<{ id: string }>;
  const mark = db.prepare(`update demo_payments set status = 'paid', payment_id = ? where id = ?`);
  db.transaction(() => rows.forEach((r, i) => mark.run(`pi_bench_${i}`, r.id)))();
  const sign = (body: string) =>
    'sha256=' + createHmac('sha256', `demo-payments:${SECRET}`).update(body).digest('hex');
  const queue = rows.map((r) => JSON.stringify({ kind: 'session', sessionId: r.id }));
  const started = performance.now();
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let body = queue.pop(); body; body = queue.pop()) {
        const res = await fetch(`${origin}/api/webhooks/demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-demo-signature': sign(body) },
          body,
        });
        if (!res.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const paid = db
    .prepare(`select count(*) as n from ebook_purchases where status = 'paid'`)
    .get() as { n: number };
  const mails = db
    .prepare(`select count(*) as n from mail_outbox where dedupe_key like 'delivery:%'`)
    .get() as { n: number };
  db.close();
  console.log(`webhook fulfilments: ${rows.length} signed events, ${CONNECTIONS} concurrent`);
  console.log(
    `  ${fmt(rows.length / seconds)} fulfilments/s, ${failures} failed, ${paid.n} purchases paid, ${mails.n} delivery e-mails queued`,
  );
} finally {
  await server.stop();
}
