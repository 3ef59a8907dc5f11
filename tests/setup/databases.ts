import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/server/db/index';

export const PG_ADMIN_URL =
  process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Which databases the database tests run on. Both by default; in CI PostgreSQL is required,
 * locally a missing server skips its half with a printed notice.
 */
export type TestDbKind = 'sqlite' | 'postgres';

let pgAvailable: boolean | null = null;
export async function isPostgresAvailable(): Promise<boolean> {
  if (pgAvailable !== null) return pgAvailable;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    pgAvailable = true;
  } catch {
    pgAvailable = false;
  }
  return pgAvailable;
}

export async function testDbKinds(): Promise<TestDbKind[]> {
  const wanted = (process.env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
  const kinds: TestDbKind[] = [];
  if (wanted.includes('sqlite')) kinds.push('sqlite');
  if (wanted.includes('postgres')) {
    if (await isPostgresAvailable()) kinds.push('postgres');
    else if (process.env.CI)
      throw new Error(`PostgreSQL is required in CI but ${PG_ADMIN_URL} does not answer`);
    else
      console.warn(
        `[notice] PostgreSQL at ${PG_ADMIN_URL} does not answer: its database tests are skipped`,
      );
  }
  return kinds;
}

export interface TestDatabase extends DatabaseHandle {
  /** The connection target, to start another handle (or a server) on the same data. */
  target: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  drop(): Promise<void>;
}

/** A fresh, migrated, private database of the given kind. */
export async function createTestDatabase(kind: TestDbKind, migrate = true): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-db-'));
    const target = { kind: 'sqlite' as const, file: path.join(dir, 'test.sqlite') };
    const handle = openDatabase(target);
    if (migrate) await migrateToLatest(handle.db);
    return {
      ...handle,
      target,
      drop: async () => {
        await handle.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres' as const, url: url.toString() };
  const handle = openDatabase(target);
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    target,
    drop: async () => {
      await handle.close().catch(() => {});
      // Let closed pool sockets finish before the server ends what is left of them.
      await new Promise((r) => setTimeout(r, 100));
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
