import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { makeRunTmpdir } from './run-tmpdir';

it('gives a run one temporary folder, and its teardown removes what was left in it', () => {
  const outside = tmpdir();
  const teardown = makeRunTmpdir('check');
  const run = tmpdir();
  expect(path.dirname(run)).toBe(outside);
  expect(path.basename(run)).toMatch(/^shop-check-run-/);
  // What a test or a server it started leaves behind, as a test app's data folder.
  const left = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  writeFileSync(path.join(left, 'copy.pdf'), 'stamped');
  teardown();
  expect(existsSync(run)).toBe(false);
  expect(tmpdir()).toBe(outside);
});
