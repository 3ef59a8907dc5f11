import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import { freePort } from '../setup/free-port';
import { SERVER_ARGS } from '../setup/server-command';
import { hasNginx, startNginx, testCopyOfConfig } from './nginx';
import { hasPostgres, privateDatabase, SECRET, waitUntil, type PgDatabase } from './shop';

/**
 * A production shop configured the README's way: every setting, NODE_ENV included, in a `.env`
 * file named by ENV_FILE, and nothing but PATH in the environment.
 */
function productionEnvFile(
  dir: string,
  port: number,
  db: PgDatabase,
  sink: SmtpSink,
  publicUrl = `http://127.0.0.1:${port}`,
): string {
  const file = path.join(dir, 'shop.env');
  writeFileSync(
    file,
    [
      'NODE_ENV=production',
      `PORT=${port}`,
      `PUBLIC_URL=${publicUrl}`,
      'TRUST_PROXY=127.0.0.1',
      `DATA_DIR=${path.join(dir, 'data')}`,
      `DATABASE_URL=${db.url}`,
      `SESSION_SECRET=${SECRET}`,
      'PAYMENT_PROVIDER=demo',
      'SELLER_NAME=Trattoria Uno GmbH',
      'SELLER_ADDRESS=Via Roma 1, 00100 Roma, Italia',
      `SMTP_URL=${sink.url}`,
      'MAIL_FROM=shop@trattoria-uno.it',
      'SUPPORT_EMAIL=help@trattoria-uno.it',
      'ACADEMY_URL=https://academy.trattoria-uno.it',
      'VIES_URL=http://127.0.0.1:9/check-vat-number',
      'LOG_LEVEL=warn',
    ].join('\n'),
  );
  return file;
}

function startWithEnvFile(envFile: string, nodeArgs: string[] = []) {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...SERVER_ARGS], {
    env: { PATH: process.env.PATH ?? '', ENV_FILE: envFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the process listens (health answers anything at all). */
async function listening(url: string, output: () => string) {
  await waitUntil(
    async () => (await fetch(`${url}/api/health`).catch(() => null)) !== null,
    `the shop listening on ${url}: ${output()}`,
    60_000,
  );
}

describe.skipIf(!hasPostgres)('production configured by a .env file', () => {
  let db: PgDatabase;
  let sink: SmtpSink;
  const dirs: string[] = [];
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    db = await privateDatabase();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await sink?.stop();
    await db?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function shop(nodeArgs: string[] = []) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-envfile-'));
    dirs.push(dir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const running = startWithEnvFile(productionEnvFile(dir, port, db, sink), nodeArgs);
    stops.push(running.stop);
    await listening(url, running.output);
    return { url, output: running.output };
  }

  it('renders every page, as the same settings in the environment do', async () => {
    const { url, output } = await shop();
    for (const page of ['/', '/de/', '/de/checkout', '/login', '/it/checkout']) {
      const res = await fetch(`${url}${page}`);
      expect(res.status, `${page}: ${output()}`).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="/);
    }
    // React's production build: the page carries no development warning and no 500 is logged.
    expect(output()).not.toMatch(/getOwner is not a function|"status":500/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('serves every page through nginx from two processes configured by their .env files', async () => {
    if (!hasNginx) return;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const upstreams: number[] = [];
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-envfile-'));
      dirs.push(dir);
      const own = await freePort();
      upstreams.push(own);
      const running = startWithEnvFile(productionEnvFile(dir, own, db, sink, url));
      stops.push(running.stop);
      await listening(`http://127.0.0.1:${own}`, running.output);
    }
    const nginx = await startNginx(testCopyOfConfig(port, [upstreams[0], upstreams[1]]));
    stops.push(nginx.stop);
    await waitUntil(
      async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200,
      `nginx answering on ${url}: ${nginx.log()}`,
    );
    // Each page several times: nginx spreads them over both processes.
    for (const page of ['/', '/de/checkout', '/login', '/fr/']) {
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${url}${page}`);
        expect(res.status, page).toBe(200);
        expect(await res.text()).toMatch(/<html lang="/);
      }
    }
  });

  it('answers 503 on /api/health when pages cannot render', async () => {
    // React loaded in its development build before NODE_ENV=production is read, as the server
    // did when it imported its packages before reading the file: pages answer 500.
    const { url, output } = await shop([
      '--import',
      'data:text/javascript,(await import("node:module")).createRequire(process.cwd() + "/")("react")',
    ]);
    expect((await fetch(`${url}/login`)).status, output()).toBe(500);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', pages: false });
    // The log says why (its lines are written in batches, at least every quarter second).
    await waitUntil(
      () => /health check failed: pages do not render/.test(output()),
      'the log naming the failed page probe',
    );
  });
});
