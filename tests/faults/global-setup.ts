import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { makeRunTablespace } from '../setup/pg-tablespace';
import { makeRunTmpdir } from '../setup/run-tmpdir';

/**
 * The server code runs from source; only the pages come from a build. Within `npm test` the
 * end-to-end run has just built them, so an existing build is used and one is made only when
 * there is none.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1' && !existsSync('build/server/index.js'))
    execSync('npx react-router build', { stdio: 'inherit' });
  // The run's temporary files (servers' data folders, nginx's) and its databases' tablespace are
  // removed with it.
  const removeTmpdir = makeRunTmpdir('faults');
  const dropTablespace = await makeRunTablespace(
    process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  return async () => {
    removeTmpdir();
    await dropTablespace();
  };
}
