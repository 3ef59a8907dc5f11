import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, type RunningServer } from '../tests/e2e/harness';

export { startServer, freePort, type RunningServer };

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
