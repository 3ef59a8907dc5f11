import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPgRun } from '../setup/pg-tablespace';
import { makeRunTmpdir } from '../setup/run-tmpdir';

/**
 * The server code runs from source; only the pages come from a build. Within `npm test` the
 * end-to-end run has just built them, so an existing build is used and one is made only when
 * there is none.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1' && !existsSync('build/server/index.js'))
    execSync('npx react-router build', { stdio: 'inherit' });
  // The run's temporary files (servers' data folders, nginx's), templates and databases' tablespace
  // are removed with it.
  const removeTmpdir = makeRunTmpdir('faults');
  const endPgRun = await startPgRun();
  return async () => {
    removeTmpdir();
    await endPgRun();
  };
}
