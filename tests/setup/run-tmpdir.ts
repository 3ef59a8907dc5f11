import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for a test run, set as TMPDIR (which `os.tmpdir()`, Chromium, nginx and
 * most tools read): the run's workers, and the servers and browsers they start, make their
 * temporary files in it, and the run's teardown removes it whole. Files each test meant to remove
 * on exit stayed: the pool ends its workers without their exit hooks running, and a test app's
 * data folder (up to 70 MB of stamped copies) was left in /tmp by every run.
 * Returns the teardown.
 */
export function makeRunTmpdir(suite: string): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-${suite}-run-`));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
