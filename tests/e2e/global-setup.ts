import { execSync } from 'node:child_process';

/** Builds the app once for every end-to-end file. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { stdio: 'inherit' });
  }
}
