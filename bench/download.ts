/**
 * Downloads per second and peak memory of the server for 50 concurrent downloads of the
 * 90-page stamped PDF. The Hono app runs in a child process on a loopback port (SQLite, its own
 * DATA_DIR, one paid purchase whose download limit is raised for the run); autocannon drives
 * it from this process, so the memory figure is the server's alone.
 *
 *   npm run bench:download      (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await run();

/** Child: the app on a free loopback port with one paid purchase; reports peak RSS on exit. */
async function serve(dataDir: string) {
  const { serve: listen } = await import('@hono/node-server');
  const { createApp } = await import('../src/server/app');
  const { createAdapters } = await import('../src/server/adapters/index');
  const { loadConfig } = await import('../src/server/config');
  const { migrateToLatest, openDatabase } = await import('../src/server/db/index');
  const { createLogger } = await import('../src/server/logger');
  const { ensureSampleEbooks } = await import('../src/server/domain/delivery/ebooks');
  const { createPaidPurchase } = await import('../tests/setup/purchases');

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8',
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENT_PROVIDER: 'demo',
    SELLER_NAME: 'Bench Seller',
    SELLER_ADDRESS: 'Benchstraße 1, Berlin',
    SUPPORT_EMAIL: 'support@trattoria-bench.de',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'shop@trattoria-bench.de',
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const adapters = createAdapters(config, database);
  await ensureSampleEbooks(database.db, adapters);
  const { id, downloadUrl } = await createPaidPurchase(database.db, config, {
    email: 'bench.reader@example.com',
    name: 'Bench Reader',
    lang: 'de',
  });
  // The run makes far more than the ten downloads a buyer gets.
  await database.db
    .updateTable('ebook_purchases')
    .set({ download_limit: 100_000_000 })
    .where('id', '=', id)
    .execute();
  const app = createApp({
    config,
    db: database.db,
    dbKind: database.kind,
    dbTarget: database.target,
    logger: createLogger('silent', true),
    ...adapters,
  });
  // Setup (sample generation) has its own peak; the serving peak is sampled from here on.
  const baselineRss = process.memoryUsage().rss;
  let servingPeak = baselineRss;
  setInterval(() => {
    servingPeak = Math.max(servingPeak, process.memoryUsage().rss);
  }, 20).unref();
  const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const pathname = new URL(downloadUrl).pathname;
    process.stdout.write(
      `${JSON.stringify({ url: `http://127.0.0.1:${info.port}${pathname}` })}\n`,
    );
  });
  process.on('SIGTERM', () => {
    server.close();
    // maxRSS is in kilobytes: the process's peak resident memory over its whole life.
    const memory = {
      baselineMb: baselineRss / 1048576,
      servingPeakMb: servingPeak / 1048576,
      lifetimePeakMb: process.resourceUsage().maxRSS / 1024,
    };
    process.stdout.write(`${JSON.stringify({ memory })}\n`);
    void database.close().finally(() => process.exit(0));
  });
}

async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-download-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      try {
        lines.push(JSON.parse(line));
        waiters.splice(0).forEach((w) => w());
      } catch {
        // not ours
      }
    }
  });
  const next = async <T>(key: string, ms = 60_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = lines.find((l) => key in l);
      if (found) return found[key] as T;
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`no ${key} from server`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  };

  try {
    const url = await next<string>('url');
    // The first download stamps and caches the copy; time it on its own.
    const t0 = performance.now();
    const first = await fetch(url);
    const bytes = (await first.arrayBuffer()).byteLength;
    const firstMs = performance.now() - t0;
    if (first.status !== 200) throw new Error(`first download answered ${first.status}`);
    await autocannon({ url, connections: 10, duration: 2 }); // warm-up

    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    child.kill('SIGTERM');
    const memory = await next<Record<string, number>>('memory', 10_000);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `download benchmark: ${CONNECTIONS} concurrent downloads for ${DURATION} s of the stamped 90-page PDF (${(bytes / 1024).toFixed(0)} KB)`,
    );
    console.log(`first download (stamping included): ${firstMs.toFixed(0)} ms`);
    console.log(
      `downloads per second: ${r.requests.average.toFixed(1)} (total ${r.requests.total})`,
    );
    console.log(
      `latency ms: p50 ${r.latency.p50} · p99 ${r.latency.p99} · max ${r.latency.max}; throughput ${mb(r.throughput.average)} MB/s`,
    );
    console.log(`errors: ${r.errors}, non-2xx: ${r.non2xx}`);
    console.log(
      `server RSS: ${memory.baselineMb.toFixed(0)} MB before the first download, peak ${memory.servingPeakMb.toFixed(0)} MB while serving (lifetime peak incl. generating the sample editions: ${memory.lifetimePeakMb.toFixed(0)} MB)`,
    );
    if (r.errors || r.non2xx) process.exitCode = 1;
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
