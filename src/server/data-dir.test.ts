import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';

describe('DATA_DIR at start', () => {
  it('closes the folder to others and makes every file created afterwards owner-only', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-dd-')), 'data');
    expect(prepareDataDir(dir)).toEqual({ ok: true });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const file = path.join(dir, 'outbox.eml');
    writeFileSync(file, 'a code');
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses a folder that cannot be created, naming why', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'shop-dd-'));
    const blocker = path.join(parent, 'not-a-folder');
    writeFileSync(blocker, '');
    const result = prepareDataDir(path.join(blocker, 'data'));
    expect(result).toEqual({
      ok: false,
      problem: expect.stringMatching(/^DATA_DIR .* cannot be used: .*\(ENOTDIR\)$/),
    });
  });
});
