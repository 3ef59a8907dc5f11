import { execFileSync } from 'node:child_process';
import { pagesAvailable } from './pages';
import { serverBundleAvailable } from './server-command';

/**
 * Vitest global setup: the API tests render the shop's real pages and some start the real
 * server, so a build must exist.
 */
export default function setup(): void {
  if (pagesAvailable() && serverBundleAvailable()) return;
  console.log('No build yet: building the app once for the page renderer (npm run build)');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
