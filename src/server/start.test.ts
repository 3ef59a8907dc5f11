import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { appendFileSync, copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS } from '../../tests/setup/server-command';
import { PG_ADMIN_URL, testDbKinds } from '../../tests/setup/databases';

const hasPostgres = (await testDbKinds()).includes('postgres');

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
  PUBLIC_URL: 'https://shop.trattoria-uno.it',
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
        'SMTP_URL=smtp://mail.trattoria-uno.it:587',
        'MAIL_FROM=shop@trattoria-uno.it',
        'SUPPORT_EMAIL=support@localhost',
      ].join('\n'),
    );
    const { code, output } = start({
      ...PRODUCTION,
      ENV_FILE: envFile,
      SUPPORT_EMAIL: 'help@trattoria-uno.it',
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
      SUPPORT_EMAIL: 'help@trattoria-uno.it',
      SMTP_URL: 'smtp://mail.trattoria-uno.it:587',
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

  it('refuses the example configuration’s placeholders, one line each, and a copied .env.example', () => {
    const { code, output } = start({
      ...PRODUCTION,
      SELLER_NAME: '…',
      SELLER_ADDRESS: '…',
      SELLER_VAT_ID: '…',
      SUPPORT_EMAIL: 'help@shop.example',
      SMTP_URL: 'smtps://shop:…@mail.trattoria-uno.it:465',
      MAIL_FROM: 'no-reply@trattoria-uno.it',
      STRIPE_SECRET_KEY: 'sk_live_…',
      STRIPE_WEBHOOK_SECRET: 'whsec_12',
      PAYMENT_PROVIDER: '',
    });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    for (const name of [
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_VAT_ID',
      'SUPPORT_EMAIL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
      expect(
        lines.filter((l) => l.startsWith(`config error: ${name}: `)),
        name,
      ).toHaveLength(1);
    expect(lines.every((l) => l.startsWith('config error: '))).toBe(true);
    expect(output).not.toContain('shop:…');

    // `cp .env.example .env`, production chosen and the secret replaced, nothing else.
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-example-'));
    const envFile = path.join(dir, '.env');
    copyFileSync('.env.example', envFile);
    appendFileSync(envFile, `\nNODE_ENV=production\nSESSION_SECRET=${PRODUCTION.SESSION_SECRET}\n`);
    const copied = start({ ENV_FILE: envFile });
    expect(copied.code).toBe(1);
    expect(copied.output).toMatch(/^config error: PUBLIC_URL: /m);
    expect(copied.output).toMatch(/^config error: SELLER_NAME: /m);
    expect(copied.output).not.toMatch(/listening/);
  });

  it('warns at start about a sender at a free-mail domain, in one line', () => {
    const { output } = start({
      ...PRODUCTION,
      SELLER_NAME: 'Trattoria Uno',
      SELLER_ADDRESS: 'Via Roma 1, Roma',
      SUPPORT_EMAIL: 'help@trattoria-uno.it',
      SMTP_URL: 'smtp://mail.trattoria-uno.it:587',
      MAIL_FROM: 'Trattoria Uno <trattoria.uno@gmail.com>',
      BUILD_DIR: '/nonexistent-build',
    });
    expect(output).not.toMatch(/config error/);
    expect(output).toMatch(
      /"level":40,.*"msg":"MAIL_FROM is an address at gmail.com, a free-mail domain/,
    );
    // The login page shows no setting's name to visitors: the log names it for the seller.
    expect(output).toMatch(
      /"level":30,.*"msg":"Google sign-in is off: GOOGLE_CLIENT_ID is not set/,
    );
  });

  it.skipIf(!hasPostgres)(
    'says in one line that PostgreSQL refused its login, without a stack trace',
    () => {
      // Trust authentication takes any password of a role that exists: a role that does not
      // is refused all the same.
      const url = new URL(PG_ADMIN_URL);
      url.username = 'no_such_role_here';
      url.password = 'wrong-password';
      const { code, output } = start({
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: url.href,
      });
      expect(code).toBe(1);
      const where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}, database ${url.pathname.slice(1)}, user no_such_role_here`;
      expect(output.trim()).toBe(
        `database error: ${where}: role "no_such_role_here" does not exist`,
      );
      expect(output).not.toContain('wrong-password');
    },
  );

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
