/**
 * The process entry (build/main.mjs). It reads `.env` before anything else is loaded: React and
 * React Router choose their production or development build from NODE_ENV when they are first
 * imported, so a NODE_ENV set in the file must be in process.env before main.ts and its packages
 * are evaluated. Everything else is imported only afterwards.
 */
import { loadEnvFile } from './env-file';

loadEnvFile();
await loadProductionReactForTests();
await import('./main');

/**
 * Under NODE_ENV=test (the browser and fault tests' servers) the bundle renders with React's
 * production build, as a shop does (decision 108): the tests then drive the pages a buyer gets.
 * React's development checks still run on the pages in the unit tests, which render them without
 * this entry.
 * React reads NODE_ENV once, when each of its entry modules is first loaded; the shop's own
 * NODE_ENV is put back before anything else reads it.
 */
async function loadProductionReactForTests() {
  if (process.env.NODE_ENV !== 'test') return;
  process.env.NODE_ENV = 'production';
  try {
    await Promise.all([
      import('react'),
      import('react/jsx-runtime'),
      import('react-dom'),
      import('react-dom/server'),
    ]);
  } finally {
    process.env.NODE_ENV = 'test';
  }
}
