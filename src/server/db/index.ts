import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import type { Database } from './types';
import { addSqliteFunctions } from './sqlite-functions';
import { ImmediateSqliteDialect } from './sqlite-dialect';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** Where it is, for what opens a connection of its own (the CSV export's thread). */
  target: Config['database'];
  /** The driver underneath, for libraries that speak to it directly (the rate limiter). */
  client: { kind: 'postgres'; pool: pg.Pool } | { kind: 'sqlite'; database: SQLite.Database };
  close(): Promise<void>;
}

/** The main SQLite connection's page cache, in KiB. */
const SQLITE_CACHE_KIB = 65_536;

export function openDatabase(target: Config['database']): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (a restart, a terminated backend) is dropped and
    // replaced by the pool; it must not take the process down.
    pool.on('error', () => {});
    // A connection lost while checked out (a query running, or between the queries of a
    // transaction) reports to that query and then emits 'error' on its client, where the pool
    // listens no longer: without a listener of our own that event ends the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      target,
      client: { kind: 'postgres', pool },
      // Kysely ends its pool (below: closes its SQLite database) only if it used it itself: a
      // handle only the rate limits used would keep its connections open after the close.
      close: async () => {
        await db.destroy();
        if (!pool.ending) await pool.end();
      },
    };
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // A page cache of up to 64 MiB instead of SQLite's 2 MiB: the admin's lists and counts read
  // the same index and table pages again and again (a "contains" count of 6,667 orders of a
  // million: 39 ms from the file's pages, 13 ms from the cache). It fills only as pages are read.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  addSqliteFunctions(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: 'sqlite',
    target,
    client: { kind: 'sqlite', database: sqlite },
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per feature and may land out of order (009 after 010): a database
    // that already ran a later one still takes an earlier one that is new to it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * The database cannot be reached right now (PostgreSQL down, restarting, refusing connections,
 * the pool waiting in vain; SQLite busy beyond its timeout): the request was fine and may be
 * sent again shortly.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (/^(08\w{3}|57P0[1-3]|53300)$/.test(code)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|SQLITE_BUSY)/.test(code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i.test(
      message,
    )
  )
    return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}

/** Where a database is, for a message: never the password a PostgreSQL URL may carry. */
function describeDatabase(target: Config['database']): string {
  if (target.kind === 'sqlite') return `SQLite file ${target.file}`;
  try {
    const url = new URL(target.url);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
    const user = url.username ? `, user ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}, database ${name}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL cannot be read as a URL)';
  }
}

/**
 * Why the database could not be opened at start, in one line: PostgreSQL's own words (a wrong
 * password, a role or database that does not exist) or the network's (nothing listening).
 */
export function databaseStartProblem(target: Config['database'], err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; errors?: unknown } | null;
  // Connecting to a name with several addresses fails once per address, with no message of
  // its own: the first address's error says it.
  const first = Array.isArray(e?.errors) ? (e.errors[0] as { message?: unknown }) : undefined;
  const message = [e?.message, first?.message, e?.code].find(
    (m): m is string => typeof m === 'string' && m.trim() !== '',
  );
  const reason = (message ?? String(err)).replace(/\s+/g, ' ').trim();
  return `${describeDatabase(target)}: ${reason}`;
}
