/**
 * Administrators exporting while buyers shop (decision 024): two shop processes on one
 * PostgreSQL database of 100,000 orders, eight CSV exports of the whole orders table at once
 * (four through each process, read by curl as fast as they come), and the public product list
 * (`/api/products`) asked of both processes one request after another. Prints its p50 and p99
 * idle and during the exports (target: p99 during within 2× idle), and how long the exports took.
 *
 *   npm run build && npm run bench:exports-crowd      (BENCH_ROWS=100000, BENCH_EXPORTS=8)
 */
import pg from 'pg';
import { createTestDatabase } from '../tests/setup/databases';
import { createSession, findOrCreateUser } from '../src/server/domain/access/sessions';
import { seedPostgres } from './admin-data';
import { curl, fmt, startServer, wrk } from './lib';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 8);
const ADMIN = 'bench@example.com';
const SECRET = 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8';

const db = await createTestDatabase('postgres');
if (db.target.kind !== 'postgres') throw new Error('PostgreSQL expected');
const client = new pg.Client({ connectionString: db.target.url });
await client.connect();
await seedPostgres(client, ROWS);
await client.query('analyze');
await client.end();
const user = await findOrCreateUser(db.db, ADMIN);
const { token } = await createSession(db.db, user.id);

const env = {
  DATABASE_URL: db.target.url,
  SESSION_SECRET: SECRET,
  ADMIN_EMAILS: ADMIN,
  PAYMENT_PROVIDER: 'demo',
  LOG_LEVEL: 'warn',
};
const shops = await Promise.all([
  startServer(env, { logFile: '/dev/null' }),
  startServer(env, { logFile: '/dev/null' }),
]);

/** Buyers asking for the public product list: wrk at a fixed rate on each process. */
const PUBLIC_RATE = Number(process.env.BENCH_PUBLIC_RATE ?? 200);
function publicLoad(seconds: number) {
  const runs = shops.map((shop) =>
    wrk(`${shop.url}/api/products`, { seconds, connections: 4, rate: PUBLIC_RATE }),
  );
  const figures = async () => {
    const all = await Promise.all(runs);
    if (all.some((f) => f.errors > 0)) throw new Error('/api/products answered with errors');
    return { rps: all.reduce((a, f) => a + f.rps, 0), p99: Math.max(...all.map((f) => f.p99)) };
  };
  return {
    done: figures,
    stop: async () => {
      await Promise.all(runs.map((r) => r.stop()));
      return figures();
    },
  };
}

async function exportOnce(url: string): Promise<number> {
  const size = await curl([
    '-sS',
    '-f',
    '-o',
    '/dev/null',
    '-w',
    '%{size_download}',
    '-H',
    `cookie: session=${token}`,
    `${url}/api/tables/ebook_purchases/export?sort=created_at:desc`,
  ]);
  return Number(size);
}

try {
  console.log(
    `exports among buyers: 2 processes on PostgreSQL, ${fmt(ROWS)} orders, ${EXPORTS} CSV exports at once`,
  );
  await publicLoad(1).done();
  const idle = await publicLoad(6).done();
  console.log(
    `/api/products idle (wrk, ${PUBLIC_RATE} req/s on each process): ${fmt(idle.rps)} req/s, p99 ${fmt(idle.p99, 1)} ms`,
  );
  const during = publicLoad(3600);
  const t0 = performance.now();
  const bytes = (
    await Promise.all(Array.from({ length: EXPORTS }, (_, i) => exportOnce(shops[i % 2].url)))
  ).reduce((a, b) => a + b, 0);
  const seconds = (performance.now() - t0) / 1000;
  const busy = await during.stop();
  console.log(`${EXPORTS} exports (${fmt(bytes / 1e6)} MB) in ${fmt(seconds, 1)} s`);
  console.log(
    `/api/products during: ${fmt(busy.rps)} req/s, p99 ${fmt(busy.p99, 1)} ms = ${fmt(busy.p99 / idle.p99, 2)}× idle (target ≤ 2×)`,
  );
} finally {
  for (const shop of shops) await shop.stop();
  await db.drop();
}
