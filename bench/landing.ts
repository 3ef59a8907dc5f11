/**
 * Requests per second and p99 latency of the English and German home pages from our server,
 * against nginx serving the same bytes with gzip, in the same run. Target: 0.5 of nginx or better.
 * Needs a build (`npm run build`) and nginx (`apt-get install nginx-light`).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, startNginx, startServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = [
  ['EN', '/'],
  ['DE', '/de/handbuch-service-verkauf'],
] as const;

async function measure(url: string) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const server = await startServer({ LOG_LEVEL: 'silent' });
const root = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
for (const [, p] of PAGES) {
  const html = await (await fetch(server.url + p)).text();
  const file = p === '/' ? path.join(root, 'index.html') : path.join(root, p + '.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(file + '.gz', gzipSync(html, { level: 9 }));
}
const nginx = await startNginx(root);
try {
  console.log(
    `landing benchmark: ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: gzip`,
  );
  console.log(
    'page | ours req/s | ours p99 ms | nginx gzip req/s | p99 ms | ratio | nginx gzip_static req/s | p99 ms | ratio',
  );
  for (const [name, p] of PAGES) {
    // Warm up (JIT, page cache), then measure.
    await autocannon({
      url: server.url + p,
      connections: 10,
      duration: 2,
      headers: { 'accept-encoding': 'gzip' },
    });
    const ours = await measure(server.url + p);
    const ref = await measure(nginx.url + p);
    const pre = await measure(nginx.staticUrl + p);
    const errors = ours.errors + ref.errors + pre.errors;
    console.log(
      [
        name,
        fmt(ours.rps),
        fmt(ours.p99, 1),
        fmt(ref.rps),
        fmt(ref.p99, 1),
        fmt(ours.rps / ref.rps, 2),
        fmt(pre.rps),
        fmt(pre.p99, 1),
        fmt(ours.rps / pre.rps, 2),
      ].join(' | ') + (errors ? ` (errors: ${errors})` : ''),
    );
  }
} finally {
  nginx.stop();
  await server.stop();
}
