import { defineConfig } from 'vitest/config';

// Fault injection: real server processes on real PostgreSQL, with outages, crashes and a real
// nginx in front. Files run two at a time; most of their time is spent waiting for retries.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.fault.ts'],
    environment: 'node',
    globalSetup: ['tests/faults/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker's files share its loaded modules: each file still starts its own servers,
    // proxies and databases.
    isolate: false,
    maxWorkers: 2,
    reporters: ['default', './tests/faults/case-count-reporter.ts'],
  },
});
