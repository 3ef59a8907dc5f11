import { execSync } from 'node:child_process';
import { makeRunTmpdir } from '../setup/run-tmpdir';

/**
 * Builds the app once for every end-to-end file. The run's temporary files (servers' data
 * folders, Chromium's profiles) are removed with it.
 */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { stdio: 'inherit' });
  }
  return makeRunTmpdir('e2e');
}
