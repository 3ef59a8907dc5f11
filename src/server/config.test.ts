import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig, publicSettings } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

const STRONG_SECRET = '4f9c2e71a0d85b36e1c7f04a92d6b3e8';
/** The seller's identity and mail settings a production shop must have. */
const SELLER = {
  SELLER_NAME: 'Trattoria Uno S.r.l.',
  SELLER_ADDRESS: 'Via Roma 1, 00100 Roma, Italia',
  SUPPORT_EMAIL: 'help@trattoria-uno.it',
  SMTP_URL: 'smtp://mail.trattoria-uno.it:587',
  MAIL_FROM: 'shop@trattoria-uno.it',
};
/** What a live shop adds: its VAT id, its certificates and Stripe in place of the demo payments. */
const LIVE = {
  SELLER_VAT_ID: 'IT01234567890',
  CERTIFICATE_URLS: 'https://cert.trattoria-uno.it/c1,https://cert.trattoria-uno.it/c2',
  STRIPE_SECRET_KEY: 'sk_live_51Hq8fKJ2eZvKYlo2C0aBcDeFgHiJkLmNoPqRsTuV',
  STRIPE_WEBHOOK_SECRET: 'whsec_3fK9pQ2vXbL7mN4rT8wY1zA6cE5hJ0uS',
  PAYMENT_PROVIDER: undefined,
};

/**
 * A production shop that starts: its seller, a strong secret, an https address and demo payments
 * chosen. `more` changes a value, or leaves it out where it is undefined.
 */
function productionEnv(more: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    ...SELLER,
    // A data folder is made only for a shop that keeps one.
    DATA_DIR: 'DATA_DIR' in more ? undefined : dataDir(),
    SESSION_SECRET: STRONG_SECRET,
    PUBLIC_URL: 'https://shop.trattoria-uno.it',
    PAYMENT_PROVIDER: 'demo',
    ...more,
  };
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe('configuration', () => {
  it('runs on defaults in development with nothing set', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'shop.sqlite') });
    expect(c.payment.provider).toBe('demo');
    expect(c.smtpUrl).toBeNull();
    expect(c.downloadDays).toBe(30);
    expect(c.downloadLimit).toBe(10);
    // Reminders only to existing customers, and a shop-wide cap a day (decision 087).
    expect(c.remindersToNewAddresses).toBe(false);
    expect(c.remindersPerDay).toBe(50);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(c.sessionSecret);
  });

  it('selects PostgreSQL from DATABASE_URL and Stripe from its key', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgresql://u@db/shop',
      STRIPE_SECRET_KEY: 'sk_test_1',
      ADMIN_EMAILS: ' A@Example.com, b@example.com ',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgresql://u@db/shop' });
    expect(c.payment.provider).toBe('stripe');
    expect(c.adminEmails).toEqual(['a@example.com', 'b@example.com']);
  });

  it('refuses production without a secret, naming each problem', () => {
    const problems = problemsOf(
      productionEnv({ SESSION_SECRET: undefined, PUBLIC_URL: 'http://shop.trattoria-uno.it' }),
    );
    expect(problems).toContain('SESSION_SECRET: required in production');
    expect(problems).toContain('PUBLIC_URL: must use https:// in production (loopback excepted)');
    expect(problems).toHaveLength(2);
  });

  it('refuses a short secret in production and accepts loopback http', () => {
    const loopback = (secret: string, dir: string | undefined) =>
      problemsOf(
        productionEnv({
          DATA_DIR: dir,
          SESSION_SECRET: secret,
          PUBLIC_URL: 'http://127.0.0.1:3000',
        }),
      );
    expect(loopback('short', dataDir())).toEqual([
      'SESSION_SECRET: must be at least 32 characters long',
    ]);
    for (const weak of ['s'.repeat(32), 'ab'.repeat(20), 'abcdefghijklmnopqrstuvwxyzABCDEF']) {
      expect(loopback(weak, undefined)).toEqual([
        expect.stringMatching(/^SESSION_SECRET: too easy to guess/),
      ]);
    }
    expect(() => loadConfig(productionEnv())).not.toThrow();
  });

  it('refuses guessable secrets by their entropy, whatever words they use', () => {
    const production = (secret: string) => problemsOf(productionEnv({ SESSION_SECRET: secret }));
    for (const guessable of [
      'replace-me-with-openssl-rand-hex-32',
      'please-change-this-secret-in-production-now',
      'my super secret session key for the shop',
      'ReplaceMeWithOpensslRandHex32Chars',
      '0123456789abcdef0123456789abcdef',
      'changeme-changeme-changeme-changeme',
      '12345678901234567890123456789012',
      // A word repeated, words from a list run together, a keyboard's rows.
      'passwordpasswordpasswordpassword1',
      'correcthorsebatterystaplecorrecthorse',
      'shopshopshopshopshopshopshopshop99',
      'qwertyuiopasdfghjklzxcvbnm123456',
      'Restaurantcloser2026Restaurantcloser',
      'asdfghjkl1234567890qwertzuiopyxcvbnm',
    ]) {
      expect(production(guessable), guessable).toEqual([
        expect.stringMatching(/^SESSION_SECRET: too easy to guess/),
      ]);
    }
    // What a generator gives passes: hex and base64 of 32 random bytes, whatever they are, and
    // 32 characters of it (`openssl rand -hex 16`, `-base64 24`: 128 bits and more), which fall
    // below the bar about 5 times in 100,000, so these are fixed outputs.
    for (const random of [
      'baae65702c1084191fcaf3edacccd587',
      'ebfb5124d8e6da6a63b88c131ca6d95b',
      '45ae3cd238bd11a9a81e5c5f2ebde240',
      'a84f13b12f72e06963ab64dc96547c52',
      'oPnQlQ5Goun71IHPPsPWpMU8iSW0/6SK',
      'Zc6Sh/VqeejrwuAu/ElwsE+fttcEEWrU',
      'X6XxHTRhUDfS92lk4RK+oDYm5fbZKOau',
      '5awWpF2zM02z4nxWH0nso7LQzQWrRZz3',
    ])
      expect(production(random), random).toEqual([]);
    for (let i = 0; i < 200; i++) {
      expect(production(randomBytes(32).toString('hex'))).toEqual([]);
      expect(production(randomBytes(32).toString('base64url'))).toEqual([]);
    }
  });

  it('refuses production without its public address or with a localhost sender', () => {
    const base = productionEnv({ PUBLIC_URL: undefined });
    expect(problemsOf(base)).toEqual([
      'PUBLIC_URL: required in production (the address buyers reach the shop at)',
    ]);
    for (const from of [
      'no-reply@localhost',
      'Shop <shop@LOCALHOST>',
      'shop@127.0.0.1',
      'shop@[::1]',
    ]) {
      expect(
        problemsOf({ ...base, PUBLIC_URL: 'https://shop.trattoria-uno.it', MAIL_FROM: from }),
      ).toEqual([expect.stringMatching(/^MAIL_FROM: must be an address of the shop's own domain/)]);
    }
  });

  it('takes trusted proxies as addresses, ranges or loopback, and names a wrong entry', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, fd00::/8',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(
      problemsOf({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback,nginx.local,10.0.0.0/40' }),
    ).toEqual([
      expect.stringMatching(/^TRUST_PROXY: "nginx.local" is not an IP address/),
      expect.stringMatching(/^TRUST_PROXY: "10.0.0.0\/40" has a prefix length/),
    ]);
  });

  it('refuses an anonymous seller in production, naming each missing value', () => {
    const anonymous = Object.fromEntries(Object.keys(SELLER).map((name) => [name, undefined]));
    const problems = problemsOf(productionEnv(anonymous));
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SUPPORT_EMAIL',
      'SMTP_URL',
      'MAIL_FROM',
    ]);
    expect(problemsOf(productionEnv({ SUPPORT_EMAIL: 'support@localhost' }))).toEqual([
      'SUPPORT_EMAIL: must be an address buyers can reach, not a localhost address',
    ]);
  });

  it('warns in one plain sentence each about placeholders, a missing VAT id, demo payments and no academy', () => {
    const config = loadConfig(productionEnv());
    const warnings = configWarnings(config);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Payments are in demo mode/);
    expect(warnings[1]).toMatch(/^CERTIFICATE_URLS is not set/);
    expect(warnings[2]).toMatch(/^SELLER_VAT_ID is not set: .* show a placeholder/);
    expect(warnings[3]).toMatch(/^ACADEMY_URL is not set: no page and no e-mail offers/);
    const ready = loadConfig(
      productionEnv({ ...LIVE, ACADEMY_URL: 'https://academy.trattoria-uno.it/course' }),
    );
    expect(configWarnings(ready)).toEqual([]);
  });

  it('takes a tax office number for a seller without a VAT id, and says where the placeholder stays', () => {
    const config = loadConfig(productionEnv({ SELLER_TAX_NUMBER: ' 21/815/08150 ' }));
    expect(config.seller.taxNumber).toBe('21/815/08150');
    expect(config.seller.vatIdSet).toBeNull();
    // One rule for invoices and e-mails: named by the tax number, not by a placeholder VAT id.
    expect(config.seller.invoiceVatId).toBeNull();
    expect(loadConfig(productionEnv({})).seller.invoiceVatId).toMatch(/SELLER_VAT_ID/);
    expect(
      loadConfig(productionEnv({ SELLER_TAX_NUMBER: '2181508150', SELLER_VAT_ID: 'DE123456789' }))
        .seller.invoiceVatId,
    ).toBe('DE123456789');
    expect(configWarnings(config)).toContainEqual(
      expect.stringMatching(
        /^SELLER_VAT_ID is not set: invoices and e-mails name the seller by SELLER_TAX_NUMBER/,
      ),
    );
    for (const good of ['2181508150', '21 815 08150', '2893081508152'])
      expect(problemsOf(productionEnv({ SELLER_TAX_NUMBER: good })), good).toEqual([]);
    for (const bad of ['12/345', 'DE123456789', '21/815/0815a', '/2181508150', '12345678901234'])
      expect(problemsOf(productionEnv({ SELLER_TAX_NUMBER: bad })), bad).toEqual([
        expect.stringMatching(/^SELLER_TAX_NUMBER: must be the tax office's number/),
      ]);
  });

  it('warns about a missing ACADEMY_URL in production only, and starts all the same', () => {
    const production = productionEnv({ ...LIVE, DATA_DIR: undefined });
    expect(problemsOf({ ...production, DATA_DIR: dataDir() })).toEqual([]);
    expect(configWarnings(loadConfig({ ...production, DATA_DIR: dataDir() }))).toEqual([
      expect.stringMatching(/^ACADEMY_URL is not set/),
    ]);
    expect(configWarnings(loadConfig({ DATA_DIR: dataDir() }))).not.toContainEqual(
      expect.stringMatching(/ACADEMY_URL/),
    );
  });

  it('refuses production with demo payments unless chosen explicitly', () => {
    expect(problemsOf(productionEnv({ PAYMENT_PROVIDER: undefined }))).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: required in production/),
    ]);
  });

  it('names every malformed value', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PORT: 'abc',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      ADMIN_EMAILS: 'a@example.com,nope',
      DOWNLOAD_LIMIT: '0',
      SMTP_URL: 'http://mail',
      LEGAL_UPDATED_AT: 'yesterday',
      CERTIFICATE_URLS: 'https://one.example',
      REMINDERS_TO_NEW_ADDRESSES: 'yes',
      REMINDERS_PER_DAY: '0',
      SELLER_TAX_NUMBER: '12/345',
    });
    const names = problems.map((p) => p.split(':')[0].split('.')[0]);
    expect(new Set(names)).toEqual(
      new Set([
        'PORT',
        'PUBLIC_URL',
        'DATABASE_URL',
        'ADMIN_EMAILS',
        'DOWNLOAD_LIMIT',
        'SMTP_URL',
        'LEGAL_UPDATED_AT',
        'CERTIFICATE_URLS',
        'REMINDERS_TO_NEW_ADDRESSES',
        'REMINDERS_PER_DAY',
        'SELLER_TAX_NUMBER',
      ]),
    );
  });

  it('gives the browser only the public allow-list', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'top-secret-value-that-is-long-enough',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      GOOGLE_CLIENT_ID: 'cid',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      SMTP_URL: 'smtp://user:pass@mail.example',
    });
    const json = JSON.stringify(publicSettings(c));
    for (const secret of [
      'top-secret',
      'sk_test_secret',
      'whsec_secret',
      'google-secret',
      'user:pass',
    ]) {
      expect(json).not.toContain(secret);
    }
    expect(Object.keys(publicSettings(c)).sort()).toEqual(
      [
        'academyUrl',
        'certificateUrls',
        'gaMeasurementId',
        'gaScriptUrl',
        'googleSignInEnabled',
        'legalUpdatedAt',
        'metaPixelId',
        'metaPixelScriptUrl',
        'paymentProvider',
        'publicUrl',
        'seller',
        'supportEmail',
        'testMode',
      ].sort(),
    );
  });
});
