import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/e2e/harness';
import { freePort } from '../tests/setup/free-port';

export { startServer, freePort, type RunningServer };

/**
 * curl in a process of its own, waited for without blocking this one: what it wrote to
 * standard output (its `-w` figures), or an error when it ended otherwise than with 0.
 */
export function curl(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`curl ended with ${code}: ${out}`)),
    );
  });
}

/**
 * The server as a seller runs it: production mode, access log on, demo payments, mail to a
 * port where nothing listens (the outbox keeps it).
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SESSION_SECRET: 'bench-9f2c4e71a0d85b36e1c7f04a92d6b3e8',
  PAYMENT_PROVIDER: 'demo',
  SELLER_NAME: 'Bench Seller',
  SELLER_ADDRESS: 'Benchstraße 1, Berlin',
  SUPPORT_EMAIL: 'support@trattoria-bench.de',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'shop@trattoria-bench.de',
};

/** nginx (Debian's package) on loopback serving a folder, gzip on: the reference server. */
export async function startNginx(
  root: string,
): Promise<{ url: string; staticUrl: string; stop: () => void }> {
  const port = await freePort();
  const staticPort = await freePort();
  // nginx workers run as another user: they must be able to read the pages.
  chmodSync(root, 0o755);
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  gzip on; gzip_min_length 0; gzip_comp_level 6;
  server { listen 127.0.0.1:${port}; root ${root}; index index.html; location / { default_type text/html; try_files $uri $uri.html $uri/ =404; } }
  server { listen 127.0.0.1:${staticPort}; gzip off; gzip_static on; root ${root}; index index.html; location / { default_type text/html; try_files $uri $uri.html $uri/ =404; } }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', prefix], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url + '/');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, staticUrl: `http://127.0.0.1:${staticPort}`, stop: () => child.kill('SIGTERM') };
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

export interface WrkFigures {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * wrk on one URL at a fixed rate: each of `connections` waits between its requests, `rate`
 * requests a second in all, as buyers arrive rather than as fast as the server answers.
 * `stop()` ends it early (SIGINT: wrk prints its figures) and reads them.
 */
export function wrk(
  url: string,
  load: { seconds: number; connections: number; rate: number; headers?: string[] },
): Promise<WrkFigures> & { stop(): Promise<WrkFigures> } {
  const pacing = path.join(mkdtempSync(path.join(tmpdir(), 'bench-wrk-')), 'pace.lua');
  writeFileSync(
    pacing,
    `function delay() return ${Math.round((load.connections * 1000) / load.rate)} end\n`,
  );
  const child = spawn(
    'wrk',
    [
      '-s',
      pacing,
      '-t1',
      `-c${load.connections}`,
      `-d${load.seconds}s`,
      '--latency',
      ...(load.headers ?? []).flatMap((h) => ['-H', h]),
      url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  const done = new Promise<WrkFigures>((resolve) =>
    child.on('close', () => {
      const m = /^\s*99%\s+([\d.]+)(us|ms|s)/m.exec(out);
      const p99 = m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : NaN;
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        out,
      );
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p99,
        errors: non2xx + (sockets ? sockets.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
      });
    }),
  );
  return Object.assign(done, {
    stop: () => {
      child.kill('SIGINT');
      return done;
    },
  });
}
