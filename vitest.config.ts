import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: React Router's Vite plugin must not load under Vitest.
// Most files wait on SQLite or PostgreSQL more than they compute: four at a time keep two cores busy.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/abuse/**/*.test.ts',
      'tests/setup/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/setup/build-once.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Files of a worker share its loaded modules instead of importing the server afresh for each
    // (the suite's import time fell from 270 to 40 s). Sound here because no test replaces a
    // module of ours and each file opens its own databases, servers and apps.
    isolate: false,
    maxWorkers: Number(process.env.TEST_WORKERS ?? 4),
  },
});
