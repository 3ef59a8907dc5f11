import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { tablespaceClause } from './pg-tablespace';
import { dropEndedTemplates, PG_ADMIN_URL, withAdmin } from './pg-templates';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/server/db/index';

export { PG_ADMIN_URL };

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

/** The kinds of this run, probed once when a database test file loads. */
const RUN_KINDS = await testDbKinds();

export interface TestDatabase extends DatabaseHandle {
  /** The connection target, to start another handle (or a server) on the same data. */
  target: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Closes this handle and removes the database; waits until no connection to it is left. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated, private database of the given kind. A migrated one is a copy of a template
 * this process migrated once (a file copy on SQLite, `create database … template` on
 * PostgreSQL): running every migration for each test cost about 0.8 s on PostgreSQL.
 */
export async function createTestDatabase(kind: TestDbKind, migrate = true): Promise<TestDatabase> {
  const template = migrate ? await migratedTemplate(kind) : undefined;
  const { target, remove } =
    kind === 'sqlite' ? sqliteTarget(template) : await postgresTarget(template);
  const handle = openDatabase(target);
  // Closing twice (a test's own close, then drop) must not end a pg pool twice.
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= handle.close());
  return {
    ...handle,
    close,
    target,
    drop: async () => {
      await close().catch(() => {});
      await remove();
    },
  };
}

/** This process's migrated templates, one per kind: a SQLite file, a PostgreSQL database. */
const templates = new Map<TestDbKind, Promise<string>>();

function migratedTemplate(kind: TestDbKind): Promise<string> {
  let template = templates.get(kind);
  if (!template) {
    template = buildTemplate(kind);
    templates.set(kind, template);
    // A failed build is tried again by the next test rather than failing every later one.
    template.catch(() => templates.delete(kind));
  }
  return template;
}

async function buildTemplate(kind: TestDbKind): Promise<string> {
  if (kind === 'sqlite') {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-template-')), 'template.sqlite');
    const handle = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(handle.db);
    await handle.close();
    process.once('exit', () => rmSync(path.dirname(file), { recursive: true, force: true }));
    return file;
  }
  const name = `shop_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(async (admin) => {
    await dropEndedTemplates(admin);
    await admin.query(`create database ${name}${tablespaceClause()}`);
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(handle.db);
  await handle.close();
  // A copy needs the template without sessions: wait until the server has let them go.
  await asAdmin((admin) => waitForNoSessions(admin, name));
  return name;
}

function sqliteTarget(template?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-db-'));
  if (template) copyFileSync(template, path.join(dir, 'test.sqlite'));
  return {
    target: { kind: 'sqlite' as const, file: path.join(dir, 'test.sqlite') },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(template?: string) {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) =>
    admin.query(
      `create database ${name}${template ? ` template ${template}` : ''}${tablespaceClause()}`,
    ),
  );
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres' as const, url: url.toString() },
    remove: () =>
      asAdmin(async (admin) => {
        // A closed pool ends its sockets without waiting for them: wait until the server has
        // let every session of this database go, so the drop cuts off no one still saying
        // goodbye. `force` only acts on a handle a test left open.
        await waitForNoSessions(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  return withAdmin(PG_ADMIN_URL, work, 0);
}

async function waitForNoSessions(admin: pg.Client, database: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (Number(rows[0].n) === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** What a suite of `describeEachDatabase` gets. */
export interface DatabaseSuite {
  readonly kind: TestDbKind;
  /**
   * The database of the running test: fresh and migrated before each test, dropped after it.
   * With `{ shared: true }`, one database for the whole suite, open from its first hook on.
   */
  db(): TestDatabase;
  /** One more fresh database of this kind, dropped with the test's (or, in beforeAll, the suite's). */
  create(options?: { migrate?: boolean }): Promise<TestDatabase>;
  /**
   * Runs `close` when the test (or, registered in beforeAll, the suite) ends, before its
   * databases are dropped: a mail worker or a second handle on the same data.
   */
  onClose(close: () => unknown): void;
}

interface Scope {
  databases: TestDatabase[];
  closers: Array<() => unknown>;
}

async function closeScope(scope: Scope) {
  for (const close of scope.closers.splice(0).reverse()) await close();
  for (const d of scope.databases.splice(0)) await d.drop();
}

export interface DatabaseSuiteOptions {
  /** One database for the whole suite instead of a fresh one per test. */
  shared?: boolean;
  /** Fewer kinds than the run's, for a suite that does not depend on the database. */
  kinds?: TestDbKind[];
}

/**
 * A suite run once on each database of this run (`name` may hold `%s` for the kind). The helper
 * opens and drops the databases and closes what was handed to `onClose`, in that order, so a
 * test file has no database boilerplate of its own.
 */
export function describeEachDatabase(name: string, body: (suite: DatabaseSuite) => void): void;
export function describeEachDatabase(
  name: string,
  options: DatabaseSuiteOptions,
  body: (suite: DatabaseSuite) => void,
): void;
export function describeEachDatabase(
  name: string,
  ...args: [(suite: DatabaseSuite) => void] | [DatabaseSuiteOptions, (suite: DatabaseSuite) => void]
): void {
  const [options, body] = args.length === 1 ? [{} as DatabaseSuiteOptions, args[0]] : args;
  describe.each(options.kinds ?? RUN_KINDS)(name, (kind) => {
    const suiteScope: Scope = { databases: [], closers: [] };
    let testScope: Scope | null = null;
    let current: TestDatabase | undefined;
    const scope = () => testScope ?? suiteScope;
    const create = async ({ migrate = true } = {}) => {
      const d = await createTestDatabase(kind, migrate);
      scope().databases.push(d);
      return d;
    };

    beforeAll(async () => {
      if (options.shared) current = await create();
    });
    afterAll(() => closeScope(suiteScope));
    beforeEach(async () => {
      testScope = { databases: [], closers: [] };
      if (!options.shared) current = await create();
    });
    afterEach(async () => {
      const ending = testScope;
      testScope = null;
      if (ending) await closeScope(ending);
    });

    body({
      kind,
      db: () => {
        if (!current) throw new Error('no database yet: it opens before each test (or suite)');
        return current;
      },
      create,
      onClose: (close) => scope().closers.push(close),
    });
  });
}
