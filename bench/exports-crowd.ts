/**
 * Administrators exporting while buyers shop (decision 024): two shop processes on one
 * PostgreSQL database of 100,000 orders, eight CSV exports of the whole orders table at once
 * (four through each process, read by curl as fast as they come), and the public product list
 * (`/api/products`) asked of both processes one request after another. Prints its p50 and p99
 * idle and during the exports (target: p99 during within 2× idle), and how long the exports took.
 *
 *   npm run build && npm run bench:exports-crowd      (BENCH_ROWS=100000, BENCH_EXPORTS=8)
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { createTestDatabase } from '../tests/setup/databases';
import { createSession, findOrCreateUser } from '../src/server/domain/access/sessions';
import { seedPostgres } from './admin-data';
import { fmt, startServer } from './lib';

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

/** `/api/products` asked of both processes in turn for `ms`, or until `until` settles. */
async function publicLatencies(until: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  if (typeof until === 'number') setTimeout(() => (done = true), until);
  else void until.finally(() => (done = true));
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    const res = await fetch(`${shops[i % 2].url}/api/products`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/api/products answered ${res.status}`);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

function exportOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const curl = spawn(
      'curl',
      [
        '-sS',
        '-f',
        '-o',
        '/dev/null',
        '-w',
        '%{size_download}',
        '-H',
        `cookie: session=${token}`,
        `${url}/api/tables/ebook_purchases/export?sort=created_at:desc`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    curl.stdout.on('data', (d) => (out += d));
    curl.on('close', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`curl ${code}`)),
    );
  });
}

try {
  console.log(
    `exports among buyers: 2 processes on PostgreSQL, ${fmt(ROWS)} orders, ${EXPORTS} CSV exports at once`,
  );
  await publicLatencies(1000);
  const idle = await publicLatencies(5000);
  console.log(
    `/api/products idle: ${idle.length} answers, p50 ${fmt(pct(idle, 50), 1)} ms, p99 ${fmt(pct(idle, 99), 1)} ms`,
  );
  const t0 = performance.now();
  const exports = Promise.all(
    Array.from({ length: EXPORTS }, (_, i) => exportOnce(shops[i % 2].url)),
  );
  const during = await publicLatencies(exports);
  const bytes = (await exports).reduce((a, b) => a + b, 0);
  console.log(
    `${EXPORTS} exports (${fmt(bytes / 1e6)} MB) in ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  console.log(
    `/api/products during: ${during.length} answers, p50 ${fmt(pct(during, 50), 1)} ms, p99 ${fmt(pct(during, 99), 1)} ms = ${fmt(pct(during, 99) / pct(idle, 99), 2)}× idle (target ≤ 2×); slowest ${fmt(during[during.length - 1], 1)} ms`,
  );
} finally {
  for (const shop of shops) await shop.stop();
  await db.drop();
}
