import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import type { TestDatabase } from './databases';

/** A Hono app on a test database with a private DATA_DIR, for app.request() tests. */
export function createTestApp(db: TestDatabase, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    ...env,
  });
  const app = createApp({
    config,
    db: db.db,
    dbKind: db.kind,
    logger: createLogger('silent', false),
  });
  return { app, config, dataDir };
}
