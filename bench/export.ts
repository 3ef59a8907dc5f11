/**
 * CSV exports of a million orders from the real server, seen from outside: the built server
 * (build/main.mjs, as `npm start` runs it) in its own process on the databases `npm run
 * bench:admin` seeds with BENCH_REUSE=1, an export read by curl as fast as it comes, and the
 * server's resident memory (VmRSS from /proc) sampled every 20 ms: start, peak, and the growth.
 * The references in the same run: the same rows read by a raw cursor in a process of its own
 * (bench/raw-cursor.ts), and by the database's own client tool, written as CSV to /dev/null
 * (sqlite3 -csv, psql \copy), on the same machine. The first export and the array cursor run
 * BENCH_REPEATS times (3) in turns, and their medians are compared.
 *
 *   BENCH_REUSE=1 BENCH_RUNS=0 npm run bench:admin   # seeds tmp/bench-admin and bench_admin_reuse
 *   npm run build && npm run bench:export           (BENCH_ENGINES=sqlite,postgres)
 *   BENCH_ROWS=10000000 BENCH_ENGINES=postgres npm run bench:export   (the 10M database of bench:admin)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/index';
import { curl } from './lib';
import { createSession, findOrCreateUser } from '../src/server/domain/access/sessions';

const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
/** The size bench:admin seeded (BENCH_ROWS there too); SQLite's file holds a million. */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = 'bench@example.com';
const PORT = 3917;
const QUERIES = ['sort=created_at:desc', 'sort=name:desc', 'sort=amount:asc&status=paid'];
/** Runs of the first export and of the array cursor, in turns (BENCH_REPEATS). */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const n = (v: number) => Math.round(v).toLocaleString('en');

async function waitForHealth(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function benchEngine(kind: 'sqlite' | 'postgres') {
  const sqliteFile = path.resolve('tmp/bench-admin/shop.sqlite');
  const pgUrl = (() => {
    const u = new URL(PG_URL);
    // As bench:admin names its databases: bench_admin_reuse, bench_admin_reuse_<rows> for another size.
    u.pathname = ROWS === 1_000_000 ? '/bench_admin_reuse' : `/bench_admin_reuse_${ROWS}`;
    return u.toString();
  })();
  const databaseUrl = kind === 'sqlite' ? `sqlite:${sqliteFile}` : pgUrl;
  const handle = openDatabase(
    kind === 'sqlite' ? { kind, file: sqliteFile } : { kind, url: pgUrl },
  );
  const user = await findOrCreateUser(handle.db, ADMIN);
  const { token } = await createSession(handle.db, user.id);
  await handle.close();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server's side.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, 'build/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8',
      ADMIN_EMAILS: ADMIN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(url);
    console.log(`\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: export from the server process`);
    /** One export read by curl from outside: its rows/s, with the server's RSS printed. */
    const exportOnce = async (query: string): Promise<number> => {
      const start = rssOf(server.pid!);
      let peak = start;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(server.pid!));
      }, 20);
      const out = path.join(dataDir, 'export.csv');
      const started = performance.now();
      // curl in a process of its own, waited for without blocking: the RSS sampler runs meanwhile.
      const failed = await curl([
        '-sS',
        '-f',
        '-o',
        out,
        '-H',
        `cookie: session=${token}`,
        `${url}/api/tables/ebook_purchases/export?${query}`,
      ]).then(
        () => null,
        (err: Error) => err,
      );
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(server.pid!));
      if (failed) throw new Error(`export failed: ${failed.message}`);
      const body = readFileSync(out);
      let lines = 0;
      for (let i = body.indexOf(10); i >= 0; i = body.indexOf(10, i + 1)) lines++;
      const rows = lines - 1;
      const rate = rows / (ms / 1000);
      console.log(
        `CSV export ${query}: ${n(rows)} rows, ${mb(body.length)} MB in ${(ms / 1000).toFixed(1)} s ` +
          `= ${n(rate)} rows/s; server RSS ${mb(start)} MB at start, ` +
          `${mb(peak)} MB peak: +${mb(peak - start)} MB`,
      );
      return rate;
    };
    /** The raw cursor's rows/s, in a process of its own (rows as arrays or as objects). */
    const cursorOnce = (rows: 'arrays' | 'objects'): number => {
      const cursorStarted = performance.now();
      const cursor = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'bench/raw-cursor.ts',
          kind,
          kind === 'sqlite' ? sqliteFile : databaseUrl,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RAW_ROWS: rows } },
      );
      const cursorMs = performance.now() - cursorStarted;
      if (cursor.status !== 0) throw new Error(`raw cursor failed (exit ${cursor.status})`);
      const rate = (kind === 'sqlite' ? 1_000_000 : ROWS) / (cursorMs / 1000);
      console.log(
        `reference (raw cursor, rows as ${rows}, in its own process, all columns, created_at ` +
          `desc): ${(cursorMs / 1000).toFixed(1)} s = ${n(rate)} rows/s`,
      );
      return rate;
    };
    // The first query against the array cursor, taken in turns REPEATS times (this machine's
    // figures vary by a fifth from one run to the next): the medians are compared.
    const exports: number[] = [];
    const cursors: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      exports.push(await exportOnce(QUERIES[0]!));
      cursors.push(cursorOnce('arrays'));
    }
    for (const query of QUERIES.slice(1)) await exportOnce(query);
    const objects = cursorOnce('objects');
    const exported = median(exports);
    console.log(
      `${QUERIES[0]}: the export's median ${n(exported)} rows/s against the array cursor's ` +
        `${n(median(cursors))} over ${REPEATS} runs each: ${(exported / median(cursors)).toFixed(2)}×; ` +
        `against the object cursor: ${(exported / objects).toFixed(2)}×`,
    );
    // The database's own tool writing the same columns' rows as CSV.
    const started = performance.now();
    const ref =
      kind === 'sqlite'
        ? spawnSync(
            'sqlite3',
            ['-csv', sqliteFile, 'select * from ebook_purchases order by created_at desc, id desc'],
            {
              stdio: ['ignore', 'ignore', 'inherit'],
            },
          )
        : spawnSync(
            'psql',
            [
              pgUrl,
              '-c',
              '\\copy (select * from ebook_purchases order by created_at desc, id desc) to /dev/null csv',
            ],
            { stdio: ['ignore', 'ignore', 'inherit'] },
          );
    const refMs = performance.now() - started;
    if (ref.error || ref.status !== 0) console.log('reference: the database tool is not installed');
    else
      console.log(
        `reference (${kind === 'sqlite' ? 'sqlite3 -csv' : 'psql \\copy'}, all columns, created_at desc): ${(refMs / 1000).toFixed(1)} s`,
      );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const engine of ENGINES) await benchEngine(engine === 'postgres' ? 'postgres' : 'sqlite');
