import { defineConfig } from 'vitest/config';

// End-to-end tests: one build and one real server per file, three files at a time (each file owns
// its server and data folder, and its tests their own browser contexts, so files never share
// state; a file waits on its pages much of the time, and a third keeps two cores busy: 260 ->
// 231 s). The files of one worker share its Chromium (tests/e2e/harness.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    // A worker's files share its loaded modules (Playwright's client, the harness) instead of
    // importing them again for each file: each file still starts its own server and browser.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
  },
});
