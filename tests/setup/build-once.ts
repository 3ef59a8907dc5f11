import { execFileSync } from 'node:child_process';
import { pagesAvailable } from './pages';
import { startPgRun } from './pg-tablespace';
import { makeRunTmpdir } from './run-tmpdir';
import { serverBundleAvailable } from './server-command';

/**
 * Vitest global setup: the API tests render the shop's real pages and some start the real
 * server, so a build must exist.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (!pagesAvailable() || !serverBundleAvailable()) {
    console.log('No build yet: building the app once for the page renderer (npm run build)');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  const removeTmpdir = makeRunTmpdir('unit');
  // The workers' temporary files, migrated templates (tests/setup/databases.ts) and their
  // databases' tablespace go with the run.
  const endPgRun = await startPgRun();
  return async () => {
    removeTmpdir();
    await endPgRun();
  };
}
