import { execFileSync } from 'node:child_process';
import { pagesAvailable } from './pages';
import { makeRunTablespace } from './pg-tablespace';
import { dropRunTemplates } from './pg-templates';
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
  const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dropTablespace = await makeRunTablespace(pgUrl);
  // The workers' migrated templates (tests/setup/databases.ts), their databases' tablespace and
  // temporary files go with the run.
  return async () => {
    removeTmpdir();
    await dropRunTemplates(pgUrl);
    await dropTablespace();
  };
}
