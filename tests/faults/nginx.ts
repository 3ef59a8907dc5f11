import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/** deploy/nginx.conf run on loopback in front of the cases' shop processes. */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);
if (!hasNginx) {
  if (process.env.CI) throw new Error(`nginx is required in CI but ${NGINX} is missing`);
  console.warn(`[notice] no nginx at ${NGINX} (apt-get install nginx-light): its case is skipped`);
}

/**
 * The test copy of deploy/nginx.conf: the same file with loopback ports put in. Every
 * substitution must find its line, so a change to the file that the test no longer matches
 * fails here instead of testing something else.
 */
export function testCopyOfConfig(listenPort: number, upstreams: [number, number]): string {
  const substitutions: Array<[RegExp, string]> = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`],
    [/^\s*listen \[::\]:80;\n/m, ''],
    [/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreams[0]} `],
    [/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${upstreams[1]} `],
  ];
  let config = readFileSync('deploy/nginx.conf', 'utf8');
  for (const [pattern, replacement] of substitutions) {
    expect(config, `deploy/nginx.conf has no line matching ${pattern}`).toMatch(pattern);
    config = config.replace(pattern, replacement);
  }
  return config;
}

/**
 * The main file's worker settings as the production guide gives them (README.md, "Slow
 * clients"): the test runs with what a seller is told to set, and fails if the block is gone.
 */
function mainFileSettingsOfGuide(): { processes: string; rlimit: string; connections: string } {
  const readme = readFileSync('README.md', 'utf8');
  const block = /#### Slow clients[\s\S]*?```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const value = (name: string) => {
    const found = new RegExp(`^\\s*${name} (\\w+);`, 'm').exec(block)?.[1];
    expect(found, `README.md's "Slow clients" block sets ${name}`).toBeTruthy();
    return found!;
  };
  return {
    processes: value('worker_processes'),
    rlimit: value('worker_rlimit_nofile'),
    connections: value('worker_connections'),
  };
}

export async function startNginx(site: string): Promise<{ stop(): Promise<void>; log(): string }> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  writeFileSync(path.join(prefix, 'shop.conf'), site);
  const workers = mainFileSettingsOfGuide();
  // The main file a Debian installation would have, with the guide's worker settings, reduced
  // to what a loopback run needs.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes ${workers.processes};
worker_rlimit_nofile ${workers.rlimit};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${workers.connections}; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${prefix}/shop.conf;
}
`,
  );
  let output = '';
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const log = () => {
    const file = path.join(prefix, 'error.log');
    return output + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  return {
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
