import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS } from '../../tests/setup/server-command';

/** Starts the real server process with the given environment and returns what it said. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
  const result = spawnSync(process.execPath, SERVER_ARGS, {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ENV_FILE: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: '4f9c2e71a0d85b36e1c7f04a92d6b3e8',
  PUBLIC_URL: 'https://shop.example',
  PAYMENT_PROVIDER: 'demo',
};

describe('starting the server', () => {
  it('refuses production for an anonymous seller, naming each missing value', () => {
    const { code, output } = start(PRODUCTION);
    expect(code).toBe(1);
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SUPPORT_EMAIL', 'SMTP_URL', 'MAIL_FROM'])
      expect(output).toMatch(new RegExp(`^config error: ${name}: required in production`, 'm'));
  });

  it('reads .env, and the environment wins over it', () => {
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'shop-envfile-')), '.env');
    writeFileSync(
      envFile,
      [
        'SELLER_NAME=Trattoria Uno',
        'SELLER_ADDRESS=Via Roma 1, Roma',
        'SMTP_URL=smtp://mail.example:587',
        'MAIL_FROM=shop@trattoria.example',
        'SUPPORT_EMAIL=support@localhost',
      ].join('\n'),
    );
    const { code, output } = start({
      ...PRODUCTION,
      ENV_FILE: envFile,
      SUPPORT_EMAIL: 'help@trattoria.example',
      BUILD_DIR: '/nonexistent-build',
    });
    // Everything the file and the environment gave is accepted; the start stops only at the
    // missing build, after the configuration passed.
    expect(output).not.toMatch(/config error/);
    // Without an academy the start is only warned about: nothing offers its bonus.
    expect(output).toMatch(/"level":40,.*ACADEMY_URL is not set/);
    expect(output).toMatch(/No build found at \/nonexistent-build/);
    expect(code).toBe(1);
  });

  it('refuses production with each unsafe value named on one line', () => {
    const { code, output } = start({
      NODE_ENV: 'production',
      SESSION_SECRET: 'replace-me-with-openssl-rand-hex-32',
      PAYMENT_PROVIDER: 'demo',
      SELLER_NAME: 'Trattoria Uno',
      SELLER_ADDRESS: 'Via Roma 1, Roma',
      SUPPORT_EMAIL: 'help@trattoria.example',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'no-reply@localhost',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^config error: SESSION_SECRET: too easy to guess/m);
    expect(output).toMatch(/^config error: PUBLIC_URL: required in production/m);
    expect(output).toMatch(
      /^config error: MAIL_FROM: must be an address of the shop's own domain/m,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says in one line that its port is taken, without a stack trace', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const { code, output } = start({ PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn' });
      expect(code).toBe(1);
      expect(output).toContain(
        `Refusing to start: port ${port} is already in use by another process: stop it, or set PORT to a free port.`,
      );
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('EADDRINUSE');
    } finally {
      busy.close();
    }
  });
});
