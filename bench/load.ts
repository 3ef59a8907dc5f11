/**
 * A minute of mixed load at 100 connections, on SQLite and on PostgreSQL: the landing page,
 * GET /api/products, checkout creation (demo provider) and the success page's status check,
 * against the real server in production mode with its access log on. Prints throughput,
 * p50/p99, errors (rate-limit refusals counted apart: they are intended) and the server's
 * memory over the run.
 *
 *   npm run bench:load     (BENCH_SECONDS=60, BENCH_CONNECTIONS=100, BENCH_DATABASES=sqlite,postgres)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createTestDatabase } from '../tests/setup/databases';
import { fmt, PRODUCTION_ENV, startServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const KINDS = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as Array<
  'sqlite' | 'postgres'
>;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

for (const kind of KINDS) {
  const pg = kind === 'postgres' ? await createTestDatabase('postgres') : null;
  const server = await startServer({
    ...PRODUCTION_ENV,
    ...(pg && pg.target.kind === 'postgres' ? { DATABASE_URL: pg.target.url } : {}),
  });
  try {
    // A few real checkouts whose success page the load then keeps asking about, from the
    // browser that started them (their cookie binds the detail to it).
    const polls: Array<{ path: string; cookie: string }> = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
          email: `poll${i}@trattoria-bench.de`,
          language: 'de',
          acceptTerms: true,
          acceptImmediateDelivery: true,
        }),
      });
      const { sessionId } = (await res.json()) as { sessionId: string };
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
      polls.push({ path: `/api/products/purchase-detail?sessionId=${sessionId}&lang=de`, cookie });
    }
    const checkoutBody = JSON.stringify({
      products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
      email: 'load@trattoria-bench.de',
      language: 'de',
      acceptTerms: true,
      acceptImmediateDelivery: true,
    });
    const rss = { start: rssMb(server.pid), peak: 0, samples: [] as number[] };
    const sampler = setInterval(() => {
      const now = rssMb(server.pid);
      rss.peak = Math.max(rss.peak, now);
      rss.samples.push(now);
    }, 1000);
    const statuses = new Map<number, number>();
    let finish!: (r: autocannon.Result) => void;
    let fail!: (e: unknown) => void;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const instance = autocannon(
      {
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip' },
        requests: [
          { method: 'GET', path: '/de' },
          { method: 'GET', path: '/api/products' },
          {
            method: 'POST',
            path: '/api/create-checkout-session',
            headers: { 'content-type': 'application/json', origin: server.url },
            body: checkoutBody,
          },
          {
            method: 'GET',
            path: polls[0].path,
            headers: { cookie: polls[0].cookie },
          },
        ],
      },
      (err, result) => (err ? fail(err) : finish(result)),
    );
    instance.on('response', (_client, status) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
    const result = await done;
    clearInterval(sampler);
    const limited = statuses.get(429) ?? 0;
    const otherErrors =
      [...statuses].filter(([s]) => s >= 400 && s !== 429).reduce((a, [, n]) => a + n, 0) +
      result.errors +
      result.timeouts;
    const third = Math.max(1, Math.floor(rss.samples.length / 3));
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    console.log(
      `load on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s, landing + products + checkout + status check`,
    );
    console.log(
      `  throughput ${fmt(result.requests.average)} req/s, p50 ${fmt(result.latency.p50, 1)} ms, p99 ${fmt(result.latency.p99, 1)} ms, ${fmt(result.requests.total)} requests`,
    );
    console.log(
      `  statuses ${JSON.stringify(Object.fromEntries(statuses))}; rate-limited (intended) ${limited}; other errors ${otherErrors}`,
    );
    console.log(
      `  server memory: start ${fmt(rss.start)} MB, peak ${fmt(rss.peak)} MB, first third avg ${fmt(avg(rss.samples.slice(0, third)))} MB, last third avg ${fmt(avg(rss.samples.slice(-third)))} MB`,
    );
  } finally {
    await server.stop();
    await pg?.drop();
  }
}
