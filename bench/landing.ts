/**
 * Requests per second and latency of the cached landing pages (English and German) from the
 * shop, in production mode with its access log on, next to nginx serving the same page's gzip
 * bytes (gzip_static; nginx-light has no brotli) and a bare node:http server writing the very
 * response the shop writes (the same brotli bytes and the same headers), measured in the same
 * run with wrk. Targets: at least 0.8× bare Node and 0.7× nginx, p99 at most 3 ms.
 * Needs a build (`npm run build`), wrk and nginx (`apt-get install wrk nginx-light`).
 *
 *   npm run bench:landing     (BENCH_SECONDS=10, BENCH_THREADS=2, BENCH_CONNECTIONS=64,
 *                              BENCH_ENCODING=br)
 */
import { execFileSync, spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, freePort, PRODUCTION_ENV, startNginx, startServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const ENCODING = process.env.BENCH_ENCODING ?? 'br';
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

/** One wrk run. */
function wrk(url: string, seconds = DURATION, encoding = ENCODING): Figures {
  const out = execFileSync(
    'wrk',
    [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      `Accept-Encoding: ${encoding}`,
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

/** The shop's response to a page as sent: its headers (a flat list) and its encoded bytes. */
function rawResponse(url: string, encoding: string): Promise<{ headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding, 'user-agent': BROWSER_AGENT } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (name === 'date' || name === 'connection' || name === 'keep-alive') continue;
          headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** A bare node:http server writing, for each page, exactly the response the shop wrote. */
async function startBareNode(files: Record<string, { headers: string[]; body: Buffer }>) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  for (const [p, f] of Object.entries(files)) {
    writeFileSync(path.join(dir, encodeURIComponent(p)), f.body);
    writeFileSync(path.join(dir, `${encodeURIComponent(p)}.headers`), JSON.stringify(f.headers));
  }
  const script = `
const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
const dir = ${JSON.stringify(dir)}; const pages = new Map();
for (const name of fs.readdirSync(dir)) if (!name.endsWith('.headers'))
  pages.set(decodeURIComponent(name), { body: fs.readFileSync(path.join(dir, name)),
    headers: JSON.parse(fs.readFileSync(path.join(dir, name + '.headers'), 'utf8')) });
http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) { res.writeHead(404); return res.end(); }
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const root = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
// The access log goes to a file, as under a service manager (journald, a log file).
const server = await startServer(PRODUCTION_ENV, { logFile: path.join(root, 'shop.log') });
const bareFiles: Record<string, { headers: string[]; body: Buffer }> = {};
for (const [, p] of PAGES) {
  const html = await (await fetch(server.url + p)).text();
  const gz = gzipSync(html, { level: 9 });
  const file = p === '/' ? path.join(root, 'index.html') : path.join(root, `${p}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gz);
  // Asked twice: the first answer teaches the fast path the page's headers.
  await rawResponse(server.url + p, ENCODING);
  bareFiles[p] = await rawResponse(server.url + p, ENCODING);
}
const nginx = await startNginx(root);
const bare = await startBareNode(bareFiles);
try {
  console.log(
    `landing benchmark: wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: ${ENCODING} (nginx: gzip); the shop in production mode with its access log on`,
  );
  console.log(
    'page | shop req/s | p50 ms | p99 ms | nginx gzip_static req/s | p99 ms | bare node (same response) req/s | p99 ms | shop/nginx | shop/node',
  );
  for (const [name, p] of PAGES) {
    // Warm up (JIT, the page cache, the fast path learning the page's headers).
    wrk(server.url + p, 2);
    wrk(bare.url + p, 1);
    const ours = wrk(server.url + p);
    const ref = wrk(nginx.staticUrl + p, DURATION, 'gzip');
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
