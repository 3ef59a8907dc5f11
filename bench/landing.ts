/**
 * Requests per second and latency of the cached landing pages (English and German) from the
 * shop, in production mode with its access log on, next to nginx serving the same gzip bytes
 * (gzip_static) and a bare node:http server writing the same bytes, measured in the same run
 * with wrk. Targets: at least 0.5× nginx and 0.8× bare Node.
 * Needs a build (`npm run build`), wrk and nginx (`apt-get install wrk nginx-light`).
 *
 *   npm run bench:landing     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, freePort, PRODUCTION_ENV, startNginx, startServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = [
  ['EN', '/'],
  ['DE', '/de'],
] as const;

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One wrk run (one thread: the other core is the server's). */
function wrk(url: string, seconds = DURATION): Figures {
  const out = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      // A browser's agent: the shop's page counts leave agentless requests and bots out.
      '-H',
      `User-Agent: ${BROWSER_AGENT}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: ms('50%'),
    p99: ms('99%'),
    errors:
      Number(non2xx ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

/** A bare node:http server answering every request with the same gzip bytes and headers. */
async function startBareNode(files: Record<string, { gz: Buffer; etag: string }>) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  for (const [p, f] of Object.entries(files)) {
    writeFileSync(path.join(dir, encodeURIComponent(p)), f.gz);
  }
  const script = `
const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
const pages = new Map(); for (const name of fs.readdirSync(${JSON.stringify(dir)}))
  pages.set(decodeURIComponent(name), fs.readFileSync(path.join(${JSON.stringify(dir)}, name)));
http.createServer((req, res) => {
  const body = pages.get(req.url);
  if (!body) { res.writeHead(404); return res.end(); }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip',
    'content-length': body.length, 'cache-control': 'public, no-cache', vary: 'Accept-Encoding' });
  res.end(body);
}).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const root = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
// The access log goes to a file, as under a service manager (journald, a log file).
const server = await startServer(PRODUCTION_ENV, { logFile: path.join(root, 'shop.log') });
const bareFiles: Record<string, { gz: Buffer; etag: string }> = {};
for (const [, p] of PAGES) {
  const html = await (await fetch(server.url + p)).text();
  const gz = gzipSync(html, { level: 9 });
  const file = p === '/' ? path.join(root, 'index.html') : path.join(root, `${p}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gz);
  bareFiles[p] = { gz, etag: '' };
}
const nginx = await startNginx(root);
const bare = await startBareNode(bareFiles);
try {
  console.log(
    `landing benchmark: wrk, 1 thread, ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: gzip; the shop in production mode with its access log on`,
  );
  console.log(
    'page | shop req/s | p50 ms | p99 ms | nginx gzip_static req/s | p99 ms | bare node req/s | p99 ms | shop/nginx | shop/node',
  );
  for (const [name, p] of PAGES) {
    // Warm up (JIT, the page cache, the fast path learning the page's headers).
    wrk(server.url + p, 2);
    wrk(bare.url + p, 1);
    const ours = wrk(server.url + p);
    const ref = wrk(nginx.staticUrl + p);
    const node = wrk(bare.url + p);
    const errors = ours.errors + ref.errors + node.errors;
    console.log(
      [
        name,
        fmt(ours.rps),
        fmt(ours.p50, 2),
        fmt(ours.p99, 2),
        fmt(ref.rps),
        fmt(ref.p99, 2),
        fmt(node.rps),
        fmt(node.p99, 2),
        fmt(ours.rps / ref.rps, 2),
        fmt(ours.rps / node.rps, 2),
      ].join(' | ') + (errors ? ` (errors: ${errors})` : ''),
    );
  }
  // First-party page counts (D6) cost one in-memory increment per view: the same shop with
  // COUNTS=off beside it, each landing page measured on both in this run.
  const uncounted = await startServer(
    { ...PRODUCTION_ENV, COUNTS: 'off' },
    { logFile: path.join(root, 'shop-uncounted.log') },
  );
  try {
    console.log('page | counting on req/s | p99 ms | counting off req/s | p99 ms | on/off');
    for (const [name, p] of [...PAGES, ['DE landing', '/de/handbuch-service-verkauf'] as const]) {
      wrk(server.url + p, 1);
      wrk(uncounted.url + p, 2);
      const on = wrk(server.url + p);
      const off = wrk(uncounted.url + p);
      console.log(
        [
          name,
          fmt(on.rps),
          fmt(on.p99, 2),
          fmt(off.rps),
          fmt(off.p99, 2),
          fmt(on.rps / off.rps, 2),
        ].join(' | ') + (on.errors + off.errors ? ` (errors: ${on.errors + off.errors})` : ''),
      );
    }
  } finally {
    await uncounted.stop();
  }
} finally {
  nginx.stop();
  bare.stop();
  await server.stop();
}
