/**
 * The admin's order list at a million orders, on SQLite and on PostgreSQL: page 1 and the last
 * page of every list column in both directions, a page by cursor and one by number in the
 * middle, searches for a rare, a common and a short term, the typed filters, and CSV exports
 * of every row. Each case goes through the real Hono app (guard, parsing, SQL, JSON) and,
 * next to it in the same run, the very statements the app ran (captured from Kysely's log) are
 * replayed on the driver, one after the other: the database's own share of the time.
 *
 *   npm run bench:admin      (BENCH_ROWS=1000000, BENCH_RUNS=30, BENCH_ENGINES=sqlite,postgres,
 *                             BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres,
 *                             BENCH_EXPORTS=0 to leave out the in-process exports, BENCH_SHOW)
 *
 * BENCH_REUSE=1 keeps the seeded databases (tmp/bench-admin/shop.sqlite and the PostgreSQL
 * database bench_admin_reuse, bench_admin_reuse_<rows> for another size) and uses them again
 * when they hold BENCH_ROWS orders.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { createAdapters } from '../src/server/adapters/index';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import {
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type Db,
} from '../src/server/db/index';
import { createSession, findOrCreateUser } from '../src/server/domain/access/sessions';
import { createLogger } from '../src/server/logger';
import { ORDER_LIST_COLUMNS } from '../tests/setup/order-columns';
import { seedPostgres, seedSqlite } from './admin-data';
import { timeEach } from './statement-times';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REUSE = process.env.BENCH_REUSE === '1';
const SHOW = process.env.BENCH_SHOW;
const ADMIN = 'bench@example.com';
const EXPORT_QUERIES = ['sort=created_at:desc', 'sort=name:desc', 'sort=amount:asc&status=paid'];

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}
let captured: Statement[] | null = null;
const log = (event: LogEvent) => {
  if (captured && event.level === 'query') {
    captured.push({ sql: event.query.sql, parameters: event.query.parameters });
  }
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const n = (v: number) => Math.round(v).toLocaleString('en');
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * (sorted.length - 1)))];
}

interface Engine {
  label: string;
  handle: DatabaseHandle;
  logged: Db;
  direct: (s: Statement) => Promise<unknown>;
  close: () => Promise<void>;
}

async function orderCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ebook_purchases')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function openSqlite(): Promise<Engine> {
  const dir = REUSE
    ? path.resolve('tmp/bench-admin')
    : mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
  const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.sqlite') });
  await migrateToLatest(handle.db);
  const raw = handle.client.kind === 'sqlite' ? handle.client.database : null;
  if (!REUSE || (await orderCount(handle.db)) !== ROWS) {
    raw!.exec('delete from ebook_purchases');
    const started = performance.now();
    seedSqlite(raw!, ROWS);
    console.log(
      `SQLite: ${n(ROWS)} orders written in ${seconds(started)} s (indexes, triggers on)`,
    );
  }
  const logged = new Kysely<any>({ dialect: new SqliteDialect({ database: raw! }), log }) as Db;
  return {
    label: 'SQLite',
    handle,
    logged,
    direct: async (s) => raw!.prepare(s.sql).all(...(s.parameters as unknown[])),
    close: async () => {
      await handle.close();
      if (!REUSE) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Engine> {
  // A reused database per size: the million-row one is not seeded again for a larger run.
  const reused = ROWS === 1_000_000 ? 'bench_admin_reuse' : `bench_admin_reuse_${ROWS}`;
  const name = REUSE ? reused : `bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(handle.db);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  if (!REUSE || (await orderCount(handle.db)) !== ROWS) {
    await client.query('delete from ebook_purchases');
    const started = performance.now();
    await seedPostgres(client, ROWS);
    // A settled database: autovacuum would have analysed a table this size by now.
    await client.query('vacuum analyze ebook_purchases');
    console.log(`PostgreSQL: ${n(ROWS)} orders written and analysed in ${seconds(started)} s`);
  }
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const logged = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log }) as Db;
  return {
    label: 'PostgreSQL',
    handle,
    logged,
    direct: (s) => client.query(s.sql, s.parameters as unknown[]),
    close: async () => {
      await logged.destroy();
      await client.end();
      await handle.close();
      if (!REUSE) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface ListBody {
  data: { id: string }[];
  total: number;
  totalPages: number;
  totalEstimated: boolean;
  pageApproximate?: boolean;
  next: string | null;
}

async function benchEngine(engine: Engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admin-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8',
    ADMIN_EMAILS: ADMIN,
  });
  const kind = engine.label === 'SQLite' ? 'sqlite' : 'postgres';
  const app = createApp({
    config,
    db: engine.logged,
    dbKind: kind,
    dbTarget: engine.handle.target,
    logger: createLogger('silent', false),
    ...createAdapters(config, engine.handle),
  });
  const user = await findOrCreateUser(engine.handle.db, ADMIN);
  const { token } = await createSession(engine.handle.db, user.id);
  const headers = { cookie: `session=${token}` };
  const base = '/api/tables/ebook_purchases';

  async function get(url: string): Promise<ListBody> {
    const res = await app.request(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as ListBody;
  }

  console.log(
    `\n${engine.label}, ${n(ROWS)} orders: milliseconds over ${RUNS} runs; "direct" replays the ` +
      "app's statements on the driver",
  );
  console.log(
    `${'case'.padEnd(46)}${'app p50'.padStart(9)}${'app p95'.padStart(9)}` +
      `${'direct p50'.padStart(12)}${'direct p95'.padStart(12)}   result`,
  );
  async function measure(label: string, query: string) {
    const url = `${base}?${query}`;
    captured = [];
    const body = await get(url);
    const statements = captured;
    captured = null;
    await get(url);
    for (const s of statements) await engine.direct(s);
    const app: number[] = [];
    const direct: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      let started = performance.now();
      await get(url);
      app.push(performance.now() - started);
      started = performance.now();
      for (const s of statements) await engine.direct(s);
      direct.push(performance.now() - started);
    }
    const total = `${body.totalEstimated ? 'ca. ' : ''}${n(body.total)}`;
    const place = body.pageApproximate ? ', page placed approximately' : '';
    if (SHOW && label.includes(SHOW)) await timeEach(statements, engine.direct);
    const cells = [app, direct].flatMap((ms) => [percentile(ms, 0.5), percentile(ms, 0.95)]);
    console.log(
      `${label.padEnd(46)}${cells
        .map((v, i) => v.toFixed(1).padStart(i < 2 ? 9 : 12))
        .join('')}   ${body.data.length} of ${total}, ${statements.length} statements${place}`,
    );
    return body;
  }

  /** The last page must hold the order's true last rows: the reverse sort's first page. */
  async function checkLast(label: string, query: string, last: ListBody) {
    const reverse = query.replace(/:(asc|desc)/, (_, d: string) =>
      d === 'asc' ? ':desc' : ':asc',
    );
    const first = await get(`${base}?${reverse}&limit=${last.data.length || 1}`);
    const same =
      JSON.stringify(last.data.map((r) => r.id).reverse()) ===
      JSON.stringify(first.data.map((r) => r.id));
    if (!same) {
      mismatches++;
      console.log(`  !! ${label}: NOT the last rows of the order (reverse sort's first page)`);
    }
  }

  /** An estimated total against the true count, run directly on the database. */
  async function checkTotal(label: string, where: string, body: ListBody) {
    const row = (await engine.direct({
      sql: `select count(*) as n from ebook_purchases where ${where}`,
      parameters: [],
    })) as { rows?: { n: unknown }[] } | { n: unknown }[];
    const actual = Number((Array.isArray(row) ? row : row.rows!)[0]!.n);
    const off = (Math.abs(body.total - actual) / Math.max(1, actual)) * 100;
    console.log(
      `  ${label}: ${body.totalEstimated ? 'estimated' : 'exact'} ${n(body.total)}, true ` +
        `${n(actual)} (${off.toFixed(1)} % off)${off > 5 ? '  !! more than 5 %' : ''}`,
    );
    if (off > 5 || (!body.totalEstimated && off > 0)) mismatches++;
  }
  let mismatches = 0;

  const first = await measure(
    'list, page 1 (created_at:desc, the default)',
    'sort=created_at:desc',
  );
  const lastList = await measure(
    'list, last page',
    `sort=created_at:desc&page=${first.totalPages}`,
  );
  await checkLast('list, last page', 'sort=created_at:desc', lastList);
  await checkTotal('the whole table', '1 = 1', first);
  for (const column of ORDER_LIST_COLUMNS) {
    for (const direction of ['asc', 'desc']) {
      const sort = `sort=${column}:${direction}`;
      const page1 = await measure(`sort ${column}:${direction}, page 1`, sort);
      const label = `sort ${column}:${direction}, last page`;
      const last = await measure(label, `${sort}&page=${page1.totalPages}`);
      await checkLast(label, sort, last);
    }
  }
  const middle = Math.ceil(first.totalPages / 2);
  const mid = await measure(
    `page ${n(middle)} by number (name:asc)`,
    `sort=name:asc&page=${middle}`,
  );
  for (const sort of ['status:asc', 'language:desc', 'created_at:asc']) {
    await measure(`page ${n(middle)} by number (${sort})`, `sort=${sort}&page=${middle}`);
  }
  await measure(
    `page ${n(middle + 1)} by cursor (name:asc)`,
    `sort=name:asc&page=${middle + 1}&cursor=${mid.next}`,
  );
  const searches = [
    ['rare', 'kunde4242'],
    ['common', 'beispiel1'],
    ['in every row', 'kunde'],
    ['two letters', '42'],
  ];
  for (const [what, term] of searches) {
    const page1 = await measure(
      `search ${what} "${term}", page 1`,
      `sort=created_at:desc&search=${term}`,
    );
    await measure(
      `search ${what} "${term}", last page`,
      `sort=created_at:desc&search=${term}&page=${page1.totalPages}`,
    );
  }
  const pending = await measure('filter status=pending', 'sort=created_at:desc&status=pending');
  await checkTotal('status=pending', "status = 'pending'", pending);
  const paid = await measure('filter status=paid', 'sort=created_at:desc&status=paid');
  await checkTotal('status=paid', "status = 'paid'", paid);
  const paidLast = await measure(
    'filter status=paid, last page',
    `sort=created_at:desc&status=paid&page=${paid.totalPages}`,
  );
  await checkLast('filter status=paid, last page', 'sort=created_at:desc&status=paid', paidLast);
  await measure('filter language=de, sort amount:desc', 'sort=amount:desc&language=de');
  await measure(
    'filter amount 50-100 EUR',
    'sort=created_at:desc&amount.min=5000&amount.max=10000',
  );
  await measure(
    'filter one day (created_at)',
    'sort=created_at:desc&created_at.from=2024-03-01&created_at.to=2024-03-01',
  );
  await measure(
    'filter name contains "özlem s"',
    'sort=created_at:desc&name.contains=%C3%B6zlem%20s',
  );
  await measure(
    'filter e-mail contains "kunde4242@"',
    'sort=created_at:desc&email.contains=kunde4242%40',
  );

  console.log(
    mismatches
      ? `!! ${mismatches} wrong pages or totals (see above)`
      : 'every last page held the true last rows; every total was exact or within 5 %',
  );
  // BENCH_EXPORTS=0 leaves the in-process exports out (npm run bench:export measures them from
  // outside).
  const exports = process.env.BENCH_EXPORTS === '0' ? [] : EXPORT_QUERIES;
  for (const query of exports) {
    await measureExport(`CSV export ${query}`, `${base}/export?${query}`);
  }

  async function measureExport(label: string, url: string) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    captured = [];
    const started = performance.now();
    const res = await app.request(url, { headers });
    const reader = res.body!.getReader();
    let lines = 0;
    let bytes = 0;
    let chunks = 0;
    // What the export keeps alive, as against garbage not yet collected: with --expose-gc the
    // heap is collected every 50 pages and its size after collection recorded.
    const gc = (globalThis as { gc?: () => void }).gc;
    let retained = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (let i = value.indexOf(10); i >= 0; i = value.indexOf(10, i + 1)) lines++;
      if (gc && ++chunks % 50 === 0) {
        gc();
        retained = Math.max(retained, process.memoryUsage().heapUsed - before.heapUsed);
      }
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    captured = null;
    const rows = lines - 1;
    const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
    console.log(
      `${label}: ${n(rows)} rows, ${mb(bytes)} MB in ${(ms / 1000).toFixed(1)} s = ` +
        `${n(rows / (ms / 1000))} rows/s; memory +${mb(peakRss - before.rss)} MB RSS, ` +
        `+${mb(peakHeap - before.heapUsed)} MB heap` +
        (gc ? `, +${mb(retained)} MB heap retained` : '') +
        // Read in this process, which also collects its heap every 50 pieces: the export's
        // speed and memory as a client sees them, beside the database's own tool, are
        // `npm run bench:export`'s. Only the first page's statements run on this connection
        // (the rest in the export's thread), so there is no replay to compare with here.
        ' (in-process; from outside: npm run bench:export)',
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
}

for (const name of ENGINES) {
  const engine = name === 'postgres' ? await openPostgres() : await openSqlite();
  try {
    // BENCH_RUNS=0 with BENCH_REUSE=1 only prepares the databases.
    if (RUNS > 0) await benchEngine(engine);
  } finally {
    await engine.close();
  }
}
