/**
 * Launch day (decision D20): N buyers (default 200, each from its own loopback address) open
 * their download links at once, with the seller's kind of edition (90 pages, about 18 MB with
 * pictures), while wrk loads the landing page at a fixed, moderate rate (SPIKE_LANDING_RATE,
 * 4,000 requests a second over 8 connections). The shop runs as
 * `npm start` serves it (build/main.mjs, production mode, SQLite, demo payments).
 *
 * Prints: one copy's time alone; the crowd's total against one copy × N / cores; the landing
 * page's p99 and throughput without and during the downloads; the process's peak RSS growth as
 * /proc shows it; the same landing figures for nginx serving the page's bytes on the same cores,
 * without and during a second crowd (the reference); and a first download with 100,000 stamped
 * copies already stored against one without.
 *
 * Then a team order of SPIKE_TEAM copies (50) is given out on its team page in one save: the time
 * until every member's copy is stamped and every member's e-mail was taken by the SMTP server (a
 * local sink), against one copy × copies / cores, and all members' downloads at once.
 *
 *   npm run bench:spike      (SPIKE_BUYERS=200, SPIKE_STORED=100000, SPIKE_TEAM=50,
 *                             SPIKE_REFERENCE=1, STAMP_THREADS)
 * Needs a build (`npm run build`) and wrk (`apt-get install wrk`).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config';
import type { Db } from '../src/server/db/index';
import { LANGS } from '../src/shared/languages';
import { startSmtpSink } from '../tests/fakes/smtp-sink';
import { openDatabase } from '../src/server/db/index';
import { createPaidPurchase } from '../tests/setup/purchases';
import { heavyEdition } from '../tests/setup/heavy-edition';
import { AGENT, crowdDownloads, firstDownload } from './crowd';
import { fmt, PRODUCTION_ENV, startNginx, startServer, wrk } from './lib';

const BUYERS = Number(process.env.SPIKE_BUYERS ?? 200);
const STORED = Number(process.env.SPIKE_STORED ?? 100_000);
/** A team order of this many copies given out at once (decision 100); 0 leaves it out. */
const TEAM = Number(process.env.SPIKE_TEAM ?? 50);
/**
 * The reference (SPIKE_REFERENCE=0 leaves it out): nginx serving the landing page's bytes on the
 * same cores, loaded as the shop's landing page was, without and during a second crowd of the
 * shop's downloads: how much of the tail the crowd's work on these cores costs any server.
 */
const REFERENCE = process.env.SPIKE_REFERENCE !== '0';
const LANDING_CONNECTIONS = 8;
/** The landing page's load: a fixed, moderate rate (wrk paces each connection). */
const LANDING_RATE = Number(process.env.SPIKE_LANDING_RATE ?? 4000);
const BASELINE_SECONDS = 8;
const CORES = availableParallelism();
const landingLoad = {
  connections: LANDING_CONNECTIONS,
  rate: LANDING_RATE,
  headers: ['Accept-Encoding: br, gzip', `User-Agent: ${AGENT}`],
};

if (!existsSync('build/main.mjs')) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}

const smtp = await startSmtpSink();
const server = await startServer(
  {
    ...PRODUCTION_ENV,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    ...(process.env.STAMP_THREADS ? { STAMP_THREADS: process.env.STAMP_THREADS } : {}),
  },
  { logFile: process.env.SPIKE_LOG ?? '/dev/null' },
);
const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

try {
  // The seller's edition: the German sample, made heavy, replacing the file the shop sells.
  const edition = path.join(server.dataDir, 'ebooks', 'restaurant-closer-de.pdf');
  for (let i = 0; i < 200 && !existsSync(edition); i++) await sleep(100);
  const heavy = await heavyEdition(readFileSync(edition));
  writeFileSync(`${edition}.bench`, heavy);
  renameSync(`${edition}.bench`, edition);

  const config = loadConfig({
    ...PRODUCTION_ENV,
    DATA_DIR: server.dataDir,
    PUBLIC_URL: server.url,
  });
  const database = openDatabase(config.database);
  const buyer = async (i: number) => {
    const email = `launch-${i}-${Date.now()}@example.com`;
    const { downloadUrl } = await createPaidPurchase(database.db, config, { email, lang: 'de' });
    return new URL(downloadUrl).pathname;
  };

  console.log(
    `launch-day benchmark: ${BUYERS} buyers at once, edition of ${fmt(heavy.length / 1e6, 1)} MB and 90 pages, ${CORES} cores, landing page loaded by wrk at ${fmt(LANDING_RATE)} req/s over ${LANDING_CONNECTIONS} connections`,
  );

  /** The median of `n` buyers' first downloads, one after another (buyers `from`, `from - 1`, …). */
  const firstDownloads = async (n: number, from: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await firstDownload(server.url, await buyer(from - i), '127.0.0.1');
      times.push(performance.now() - t0);
    }
    return median(times);
  };

  // One copy alone: the first download of a buyer with nothing else going on (after one
  // buyer started the stamp pool), the median of five.
  await firstDownload(server.url, await buyer(-1), '127.0.0.1');
  const one = await firstDownloads(5, -2);
  console.log(`one copy alone (first download, median of 5): ${fmt(one)} ms`);

  const landing = `${server.url}/de`;
  // The reference is the server's steady state: its first seconds under load (code still being
  // optimised, the heap still growing) are left out, as they are of the crowd's measurement.
  await wrk(landing, { seconds: BASELINE_SECONDS, ...landingLoad });
  const idle = await wrk(landing, { seconds: BASELINE_SECONDS, ...landingLoad });
  console.log(
    `landing without downloads: ${fmt(idle.rps)} req/s, p99 ${fmt(idle.p99, 2)} ms (${idle.errors} errors)`,
  );

  const paths = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
  const load = wrk(landing, { seconds: 3600, ...landingLoad });
  const clientCpu = process.cpuUsage();
  const curlsBefore = childrenSeconds();
  const t0 = performance.now();
  const results = await crowdDownloads(
    server.url,
    paths.map((p, i) => ({
      pathname: p,
      address: `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 2}`,
    })),
  );
  const total = performance.now() - t0;
  const clientsUsed = process.cpuUsage(clientCpu);
  const curlsUsed = childrenSeconds() - curlsBefore;
  const during = await load.stop();
  clearInterval(sampler);
  const bytes = results.reduce((a, r) => a + r.bytes, 0);
  const waits = results.map((r) => r.firstByteMs).sort((a, b) => a - b);
  const target = (one * BUYERS) / CORES;
  console.log(
    `${BUYERS} copies delivered (${fmt(bytes / 1e9, 2)} GB, ${results.reduce((a, r) => a + r.preparingPages, 0)} "being prepared" pages) in ${fmt(total / 1000, 1)} s = ${fmt(total / target, 2)}× one copy × ${BUYERS} / ${CORES} cores (${fmt(target / 1000, 1)} s; target ≤ 1.5×); median wait for the file ${fmt(median(waits) / 1000, 1)} s`,
  );
  console.log(
    `landing during downloads: ${fmt(during.rps)} req/s (${fmt(during.rps / idle.rps, 2)}× idle; target ≥ 0.7×), p99 ${fmt(during.p99, 2)} ms (${fmt(during.p99 / idle.p99, 2)}× idle; target ≤ 3×), ${during.errors} errors`,
  );
  console.log(
    `RSS: ${fmt(before)} MB before, peak ${fmt(peak)} MB: growth ${fmt(peak - before)} MB (target < 300 MB)`,
  );
  // The buyers' side runs on the same cores: what it took, the shop and wrk did not have.
  const clientSeconds = (clientsUsed.user + clientsUsed.system) / 1e6 + curlsUsed;
  console.log(
    `the ${BUYERS} buyers' clients (this process and its curl processes) used ${fmt(clientSeconds, 1)} s of CPU during the downloads: ${fmt((100 * clientSeconds) / (total / 1000) / CORES)} % of the ${CORES} cores`,
  );

  if (REFERENCE) {
    const reference = await nginxReference(landing, () =>
      Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(BUYERS + i))),
    );
    console.log(
      `reference, nginx serving the landing page's bytes on the same cores: ${fmt(reference.idle.rps)} req/s, p99 ${fmt(reference.idle.p99, 2)} ms without downloads; during a second crowd of ${BUYERS} of the shop's downloads ${fmt(reference.during.rps)} req/s (${fmt(reference.during.rps / reference.idle.rps, 2)}×), p99 ${fmt(reference.during.p99, 2)} ms (${fmt(reference.during.p99 / reference.idle.p99, 2)}× its idle; the shop's landing page during the crowd: ${fmt(during.p99 / reference.during.p99, 2)}× nginx's)`,
    );
  }

  if (TEAM > 0) await teamSpike(database.db, config, one);

  // Many copies already stored: a new copy must not cost more for it.
  if (STORED > 0) {
    // Compared with first downloads just before, in the same state of the server: the figure
    // from the start of the run was taken from a server that had not yet warmed up.
    const without = await firstDownloads(5, -10);
    const stamped = path.join(server.dataDir, 'stamped');
    for (let i = 0; i < STORED; i++) {
      const folder = path.join(stamped, `RC-STORED${i}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'copy.pdf'), 'x');
    }
    // A shop's stored copies were written long before: their folders are on disk, not in the
    // system's write-back queue competing with the measured downloads' own writes.
    spawnSync('sync');
    const many = await firstDownloads(5, -20);
    console.log(
      `first download with ${fmt(STORED)} stamped copies stored: ${fmt(many)} ms against ${fmt(without)} ms just before without them (${fmt(many / without, 2)}×; target within ±20 %)`,
    );
  }
  await database.close();
} finally {
  await server.stop();
  await smtp.stop();
}

/**
 * nginx with the landing page as the shop serves it (precompressed, gzip_static), loaded by wrk
 * as the shop was: without downloads, then while a second crowd of buyers fetches its copies
 * from the shop.
 */
async function nginxReference(landing: string, newBuyers: () => Promise<string[]>) {
  const root = mkdtempSync(path.join(tmpdir(), 'spike-landing-'));
  const html = await (await fetch(landing, { headers: { 'user-agent': AGENT } })).text();
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync(html, { level: 9 }));
  const nginx = await startNginx(root);
  try {
    const url = `${nginx.staticUrl}/`;
    await wrk(url, { seconds: 2, ...landingLoad });
    const idle = await wrk(url, { seconds: BASELINE_SECONDS, ...landingLoad });
    const paths = await newBuyers();
    const load = wrk(url, { seconds: 3600, ...landingLoad });
    await crowdDownloads(
      server.url,
      paths.map((p, i) => ({
        pathname: p,
        address: `127.0.${4 + Math.floor(i / 250)}.${(i % 250) + 2}`,
      })),
    );
    return { idle, during: await load.stop() };
  } finally {
    nginx.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * A team order of TEAM copies given out in one save of its team page: every copy stamped in
 * the background and every member mailed, then every member's first download at once.
 */
async function teamSpike(db: Db, config: Config, one: number) {
  const owner = `team-owner-${Date.now()}@example.com`;
  const { id } = await createPaidPurchase(db, config, { email: owner, lang: 'de', copies: TEAM });
  const delivery = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('dedupe_key', '=', `delivery:${id}`)
    .executeTakeFirstOrThrow();
  const teamPath = new URL(/https?:\/\/\S+\/team\/\S+/.exec(delivery.text_body)![0]).pathname;
  const seats = Array.from({ length: TEAM }, (_, i) => ({
    seat: i + 1,
    name: `Mitglied ${i + 1}`,
    email: `member-${i + 1}-${id.toLowerCase()}@team.example`,
    language: LANGS[i % LANGS.length]!,
  }));
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
  const t0 = performance.now();
  const saved = await fetch(`${server.url}/api${teamPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ seats }),
  });
  if (saved.status !== 200) throw new Error(`team save answered ${saved.status}`);
  const folder = path.join(server.dataDir, 'stamped', id);
  let stampedAt = 0;
  let mailedAt = 0;
  while (!stampedAt || !mailedAt) {
    await sleep(100);
    const now = performance.now() - t0;
    const stamped = seats.filter(
      (s) =>
        existsSync(path.join(folder, `seat-${s.seat}`)) &&
        readdirSync(path.join(folder, `seat-${s.seat}`)).some((f) => f.endsWith('.pdf')),
    ).length;
    const mailed = smtp.messages.filter((m) => m.to.endsWith(`-${id.toLowerCase()}@team.example`));
    if (!stampedAt && stamped === TEAM) stampedAt = now;
    if (!mailedAt && mailed.length === TEAM) mailedAt = now;
    if (now > 600_000)
      throw new Error(
        `team of ${TEAM}: ${stamped} stamped, ${mailed.length} mailed after 10 minutes`,
      );
  }
  const target = (one * TEAM) / CORES;
  console.log(
    `team order of ${TEAM} copies given out in one save: all stamped in ${fmt(stampedAt / 1000, 1)} s (${fmt(stampedAt / target, 2)}× one copy × ${TEAM} / ${CORES} cores = ${fmt(target / 1000, 1)} s; target ≤ 1.5×), all ${TEAM} member e-mails taken by the SMTP server in ${fmt(mailedAt / 1000, 1)} s`,
  );
  const links = smtp.messages
    .filter((m) => m.to.endsWith(`-${id.toLowerCase()}@team.example`))
    .map((m) => new URL(/https?:\/\/\S+\/download\/\S+/.exec(m.text)![0]).pathname);
  const t1 = performance.now();
  const results = await crowdDownloads(
    server.url,
    links.map((p, i) => ({ pathname: p, address: `127.0.3.${(i % 250) + 2}` })),
  );
  clearInterval(sampler);
  console.log(
    `then all ${TEAM} members' first downloads at once: ${fmt((performance.now() - t1) / 1000, 1)} s, ${results.reduce((a, r) => a + r.preparingPages, 0)} "being prepared" pages; RSS growth over the team's save, stamping and downloads ${fmt(peak - before)} MB`,
  );
}

/**
 * CPU seconds of this process's children that have ended (the buyers' curl processes; the
 * server and wrk run on until the end), from /proc: cutime and cstime, in clock ticks.
 */
function childrenSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
