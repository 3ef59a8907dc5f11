import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

describe('.env', () => {
  it('is read, and the environment wins over the file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-env-')), '.env');
    writeFileSync(file, 'SELLER_NAME="Trattoria Uno"\nPORT=4100\n# a comment\nACADEMY_URL=\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, PORT: '5000' };
    expect(loadEnvFile(env)).toBe(file);
    expect(env.SELLER_NAME).toBe('Trattoria Uno');
    expect(env.PORT).toBe('5000');
    expect(env.ACADEMY_URL).toBe('');
  });

  it('is optional', () => {
    expect(loadEnvFile({ ENV_FILE: '/nonexistent/.env' })).toBeNull();
  });
});
