import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';
import { parse as parseEnvFile } from 'dotenv';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-values-'));

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

const SECRET = '4f9c2e71a0d85b36e1c7f04a92d6b3e8';
/** A live shop's settings, every one of them real-looking. */
const LIVE = {
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  PUBLIC_URL: 'https://shop.trattoria-uno.it',
  SELLER_NAME: 'Trattoria Uno S.r.l.',
  SELLER_ADDRESS: 'Via Roma 1, 00100 Roma, Italia',
  SELLER_VAT_ID: 'IT01234567890',
  SUPPORT_EMAIL: 'help@trattoria-uno.it',
  SMTP_URL: 'smtps://shop:Vq7rT2mX9pL4@mail.trattoria-uno.it:465',
  MAIL_FROM: 'Restaurant Closer <no-reply@trattoria-uno.it>',
  STRIPE_SECRET_KEY: 'sk_live_51Hq8fKJ2eZvKYlo2C0aBcDeFgHiJkLmNoPqRsTuV',
  STRIPE_WEBHOOK_SECRET: 'whsec_3fK9pQ2vXbL7mN4rT8wY1zA6cE5hJ0uS',
};
const live = (more: Record<string, string | undefined> = {}) => ({
  ...LIVE,
  DATA_DIR: dataDir(),
  ...more,
});

/** The variable each line names. */
const namesOf = (problems: string[]) => problems.map((p) => p.split(':')[0]);

/** The README's minimal /etc/shop.env, as a seller copies it. */
function readmeShopEnv(): Record<string, string> {
  const readme = readFileSync('README.md', 'utf8');
  const block = /A minimal `\/etc\/shop\.env`[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block, 'README.md has its /etc/shop.env example').toBeTruthy();
  return parseEnvFile(block!);
}

describe('production values copied from the examples', () => {
  it('starts with real-looking values', () => {
    expect(problemsOf(live())).toEqual([]);
  });

  it('refuses each placeholder with one line naming its variable, never a secret', () => {
    const problems = problemsOf(
      live({
        SELLER_NAME: '…',
        SELLER_ADDRESS: '...',
        SELLER_VAT_ID: '…',
        SUPPORT_EMAIL: '…',
        SMTP_URL: 'smtps://shop:…@mail.trattoria-uno.it:465',
        STRIPE_SECRET_KEY: 'sk_live_…',
        STRIPE_WEBHOOK_SECRET: 'whsec_…',
        ADMIN_EMAILS: 'change-me@trattoria-uno.it',
      }),
    );
    expect(namesOf(problems).sort()).toEqual(
      [
        'ADMIN_EMAILS',
        'SELLER_ADDRESS',
        'SELLER_NAME',
        'SELLER_VAT_ID',
        'SMTP_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SUPPORT_EMAIL',
      ].sort(),
    );
    expect(problems).toContain(
      'SELLER_NAME: still holds the example\'s placeholder "…": put the real value in',
    );
    // The SMTP password and the keys are named, not shown.
    for (const line of problems.filter((p) => /^(SMTP_URL|STRIPE)/.test(p)))
      expect(line).not.toMatch(/shop:|sk_live_…|whsec_…/);
  });

  it('refuses example domains, the example file’s address and cut-short Stripe values', () => {
    const cases: Array<[string, string]> = [
      ['PUBLIC_URL', 'https://shop.example'],
      ['PUBLIC_URL', 'http://localhost:3000'],
      ['SUPPORT_EMAIL', 'help@example.com'],
      ['MAIL_FROM', 'Shop <no-reply@mail.example.org>'],
      ['SMTP_URL', 'smtp://mail.example:587'],
      ['SALE_NOTIFICATION_EMAIL', 'me@shop.invalid'],
      ['ACADEMY_URL', 'https://academy.example.net/course'],
      ['STRIPE_SECRET_KEY', 'sk_live_51Hq8f'],
      ['STRIPE_SECRET_KEY', 'sk_test_'],
      ['STRIPE_SECRET_KEY', 'pk_live_51Hq8fKJ2eZvKYlo2C0aBcDeFgHiJkLmNoPqRsTuV'],
      ['STRIPE_WEBHOOK_SECRET', 'whsec_3fK9'],
      ['SELLER_NAME', 'CHANGE-ME'],
    ];
    for (const [name, value] of cases)
      expect(problemsOf(live({ [name]: value })), `${name}=${value}`).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ]);
    // Real names that merely look a little like the rules pass.
    expect(
      problemsOf(
        live({
          SELLER_NAME: 'Todo Cocina S.L.',
          SELLER_ADDRESS: 'Calle Mayor 3, 28013 Madrid',
          ACADEMY_URL: 'https://academy.trattoria-uno.it/course?ref=shop',
          STRIPE_SECRET_KEY: 'rk_live_51Hq8fKJ2eZvKYlo2C0aBcDeFgHiJkLmNoPqRsTuV',
        }),
      ),
    ).toEqual([]);
  });

  it('refuses the README’s /etc/shop.env with only the secret replaced, one line per placeholder', () => {
    const copied = { ...readmeShopEnv(), SESSION_SECRET: SECRET, DATA_DIR: dataDir() };
    const problems = problemsOf(copied);
    expect(namesOf(problems).sort()).toEqual(
      [
        'DATABASE_URL',
        'MAIL_FROM',
        'PUBLIC_URL',
        'SELLER_ADDRESS',
        'SELLER_NAME',
        'SELLER_VAT_ID',
        'SMTP_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SUPPORT_EMAIL',
      ].sort(),
    );
  });

  it('refuses a copy of .env.example in production, and every value it gives stands alone in development', () => {
    const example = parseEnvFile(readFileSync('.env.example', 'utf8'));
    const copied = {
      ...example,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      DATA_DIR: dataDir(),
    };
    const problems = problemsOf(copied);
    expect(namesOf(problems)).toEqual(
      expect.arrayContaining([
        'PUBLIC_URL',
        'SELLER_NAME',
        'SMTP_URL',
        'MAIL_FROM',
        'SUPPORT_EMAIL',
      ]),
    );
    expect(problems.every((p) => /^[A-Z0-9_]+: /.test(p))).toBe(true);
    expect(new Set(namesOf(problems)).size).toBe(problems.length);
    // Development takes the file as it is.
    expect(problemsOf({ ...example, DATA_DIR: dataDir() })).toEqual([]);
  });

  it('leaves development alone: examples are fine on a laptop', () => {
    expect(
      problemsOf({
        DATA_DIR: dataDir(),
        SELLER_NAME: '…',
        SUPPORT_EMAIL: 'help@shop.example',
        STRIPE_SECRET_KEY: 'sk_test_1',
      }),
    ).toEqual([]);
  });

  it('warns about a sender at a free-mail domain in one plain line, and starts', () => {
    for (const from of [
      'trattoria.uno@gmail.com',
      'Trattoria <uno@GoogleMail.com>',
      'uno@yahoo.it',
      'uno@outlook.com',
      'uno@hotmail.de',
      'uno@gmx.net',
      'uno@web.de',
      'uno@icloud.com',
      'uno@aol.com',
    ]) {
      const config = loadConfig(live({ MAIL_FROM: from }));
      const warning = configWarnings(config).find((w) => w.startsWith('MAIL_FROM'));
      expect(warning, from).toMatch(
        /^MAIL_FROM is an address at [a-z.]+, a free-mail domain: .*own domain\.$/,
      );
      expect(warning).not.toContain('\n');
    }
    expect(configWarnings(loadConfig(live())).some((w) => w.startsWith('MAIL_FROM'))).toBe(false);
  });
});
