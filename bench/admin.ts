/**
 * The admin table API on a million purchases (SQLite): list page 1, a deep page, a search, a
 * sort by a column without an index, a filter and the first page of a CSV export, each timed
 * through the real Hono app (guard, parsing, SQL, JSON) as the median of a few runs.
 *
 *   npm run bench:admin      (BENCH_ROWS=1000000, BENCH_RUNS=5)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createAdapters } from '../src/server/adapters/index';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { createSession, findOrCreateUser } from '../src/server/domain/sessions';
import { createLogger } from '../src/server/logger';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = 'bench@example.com';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8',
    ADMIN_EMAILS: ADMIN,
  });
  const file = path.join(dataDir, 'shop.sqlite');
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);

  let started = performance.now();
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  const insert = raw.prepare(
    `insert into ebook_purchases (id, email, name, language, product_id, amount, currency, status,
       provider, download_count, created_at, paid_at)
     values (?, ?, ?, ?, 'ebook-restaurant-closer-de', ?, 'EUR', ?, 'demo', ?, ?, ?)`,
  );
  const langs = ['en', 'it', 'de', 'es', 'fr'];
  const statuses = ['paid', 'paid', 'paid', 'pending', 'expired'];
  const fill = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 30_000).toISOString();
      const status = statuses[i % 5];
      insert.run(
        `pur_${i.toString(36).padStart(6, '0')}`,
        `kunde${i}@beispiel${i % 997}.de`,
        `Kunde ${i}`,
        langs[i % 5],
        4700 + (i % 5000),
        status,
        i % 11,
        at,
        status === 'paid' ? at : null,
      );
    }
  });
  for (let i = 0; i < ROWS; i += 50_000) fill(i, Math.min(ROWS, i + 50_000));
  raw.close();
  console.log(
    `inserted ${ROWS.toLocaleString('en')} purchases in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = createApp({
    config,
    db: handle.db,
    dbKind: 'sqlite',
    logger: createLogger('silent', false),
    ...createAdapters(config, handle),
  });
  const user = await findOrCreateUser(handle.db, ADMIN);
  const { token } = await createSession(handle.db, user.id);
  const headers = { cookie: `session=${token}` };

  async function time(label: string, url: string, read: 'json' | 'csv-first-chunk' = 'json') {
    const ms: number[] = [];
    let note = '';
    for (let r = 0; r < RUNS; r++) {
      started = performance.now();
      const res = await app.request(url, { headers });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      if (read === 'json') {
        const body = (await res.json()) as { total: number; data: unknown[] };
        note = `${body.data.length} rows of ${body.total.toLocaleString('en')}`;
      } else {
        const reader = res.body!.getReader();
        let bytes = 0;
        while (bytes < 50_000) {
          const { value, done } = await reader.read();
          if (done) break;
          bytes += value.length;
        }
        await reader.cancel();
        note = `first ${bytes.toLocaleString('en')} bytes`;
      }
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const median = ms[Math.floor(ms.length / 2)];
    console.log(`${label.padEnd(34)} ${median.toFixed(1).padStart(8)} ms   (${note})`);
  }

  const deep = Math.floor(ROWS / 20 / 2);
  console.log(`\nmedian of ${RUNS} runs, through the Hono app:`);
  await time('list page 1', '/api/tables/ebook_purchases?page=1&limit=20');
  await time(
    `list page ${deep.toLocaleString('en')} (middle)`,
    `/api/tables/ebook_purchases?page=${deep}&limit=20`,
  );
  await time('search "kunde4242"', '/api/tables/ebook_purchases?search=kunde4242');
  await time('sort amount:desc (index)', '/api/tables/ebook_purchases?sort=amount:desc');
  await time('sort created_at:desc (index)', '/api/tables/ebook_purchases?sort=created_at:desc');
  await time('filter status=pending', '/api/tables/ebook_purchases?status=pending');
  await time(
    'CSV export, time to first 50 kB',
    '/api/tables/ebook_purchases/export',
    'csv-first-chunk',
  );
  await handle.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
