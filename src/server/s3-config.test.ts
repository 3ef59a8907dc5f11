import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-s3-')) });

/** Everything else a production shop needs, so that only the S3 lines are left to judge. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: '4f9c2e71a0d85b36e1c7f04a92d6b3e8',
  PUBLIC_URL: 'https://shop.trattoria-uno.it',
  SELLER_NAME: 'Trattoria Uno S.r.l.',
  SELLER_ADDRESS: 'Via Roma 1, 00100 Roma, Italia',
  SUPPORT_EMAIL: 'help@trattoria-uno.it',
  SMTP_URL: 'smtp://mail.trattoria-uno.it:587',
  MAIL_FROM: 'shop@trattoria-uno.it',
  PAYMENT_PROVIDER: 'demo',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base(), ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('S3 configuration', () => {
  it('keeps files in DATA_DIR unless S3_BUCKET is set', () => {
    expect(loadConfig(base()).s3).toBeNull();
    expect(loadConfig({ ...base(), S3_BUCKET: '' }).s3).toBeNull();
  });

  it('reads an S3-compatible service with static keys', () => {
    const c = loadConfig({
      ...base(),
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/shop/files/',
    });
    expect(c.s3).toEqual({
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'shop/files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('uses AWS with virtual-host addresses and the default credential chain', () => {
    const c = loadConfig({ ...base(), S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1' });
    expect(c.s3).toEqual({
      bucket: 'shop-files',
      region: 'eu-central-1',
      endpoint: null,
      forcePathStyle: false,
      prefix: null,
      credentials: null,
    });
    const pathStyle = loadConfig({ ...base(), S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: '1' });
    expect(pathStyle.s3?.forcePathStyle).toBe(true);
    const hostStyle = loadConfig({
      ...base(),
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'https://s3.example',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(hostStyle.s3?.forcePathStyle).toBe(false);
  });

  it('names every malformed S3 value', () => {
    const problems = problemsOf({
      S3_BUCKET: 'Shop_Files',
      S3_ENDPOINT: 'ftp://files.example',
      S3_REGION: 'EU Central',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_PREFIX: 'shop/../etc',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
      'S3_REGION',
    ]);
    expect(problemsOf({ S3_BUCKET: 'shop-files', S3_PREFIX: 'a//b' })).toEqual([
      'S3_PREFIX: must be a folder such as shop/files: letters, digits, . _ - and single slashes, no ..',
    ]);
  });

  it('refuses a key without its secret, and the reverse', () => {
    expect(problemsOf({ S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'shop-files', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    ]);
  });

  it('refuses half an S3 configuration in production, one line each', () => {
    expect(problemsOf({ ...PRODUCTION })).toEqual([]);
    expect(
      problemsOf({ ...PRODUCTION, S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1' }),
    ).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, S3_BUCKET: 'shop-files' })).toEqual([
      'S3_REGION: required in production with S3_BUCKET (e.g. eu-central-1)',
    ]);
    expect(
      problemsOf({ ...PRODUCTION, S3_ENDPOINT: 'https://s3.trattoria-uno.it', S3_REGION: 'auto' }),
    ).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT, S3_REGION are set (without it files stay in DATA_DIR)',
    ]);
    // Development runs on the defaults: no bucket means DATA_DIR, no region means us-east-1.
    expect(problemsOf({ S3_ENDPOINT: 'https://s3.example' })).toEqual([]);
    expect(loadConfig({ ...base(), S3_BUCKET: 'shop-files' }).s3?.region).toBe('us-east-1');
  });
});
