import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { dropRunTemplates, PG_ADMIN_URL, processAlive, withAdmin } from './pg-templates';

/** Memory-backed storage where the machine has it (tmpfs). */
const RAM_DIR = '/dev/shm';
const NAME = /^shop_run_(\d+)_[0-9a-f]+$/;

/**
 * A test run's PostgreSQL tablespace in memory: the run's databases (tests/setup/databases.ts)
 * are made in it, and the teardown drops it with every database left in it. Each `create
 * database` writes about 300 files, one per table and index, and the suites make one for most
 * tests; on a disk file system every new file is an inode to find among those just deleted
 * (ext4 without a journal scans past each one), which took a sixth of both cores during the
 * unit tests. Memory has no such search, and a test's data need not outlive its run.
 *
 * Used only where the server is on this machine and its data folder's owner can be given the
 * folder; otherwise (or with TEST_PG_TABLESPACE already set, empty for none) databases stay in
 * the server's default place. Sets TEST_PG_TABLESPACE for the run's workers; returns the
 * teardown.
 */
export async function makeRunTablespace(url: string): Promise<() => Promise<void>> {
  const nothing = async () => {};
  if (process.env.TEST_PG_TABLESPACE !== undefined || !existsSync(RAM_DIR)) return nothing;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return nothing;
  const name = `shop_run_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dir = path.join(RAM_DIR, name);
  const made = await withAdmin(url, async (admin) => {
    await dropEndedTablespaces(admin);
    const { rows } = await admin.query<{ data_directory: string }>('show data_directory');
    const owner = statSync(rows[0].data_directory);
    mkdirSync(dir, { mode: 0o700 });
    if (owner.uid !== process.getuid?.()) chownSync(dir, owner.uid, owner.gid);
    await admin.query(`create tablespace ${name} location '${dir}'`);
    return true;
  }).catch(() => false);
  if (!made) {
    rmSync(dir, { recursive: true, force: true });
    return nothing;
  }
  process.env.TEST_PG_TABLESPACE = name;
  return async () => {
    delete process.env.TEST_PG_TABLESPACE;
    await withAdmin(url, (admin) => dropTablespace(admin, name, dir)).catch(() => {});
  };
}

/**
 * A test run's PostgreSQL: its tablespace made (above), and a teardown that drops the workers'
 * migrated templates and then the tablespace with every database left in it.
 */
export async function startPgRun(url = PG_ADMIN_URL): Promise<() => Promise<void>> {
  const dropTablespace = await makeRunTablespace(url);
  return async () => {
    await dropRunTemplates(url);
    await dropTablespace();
  };
}

/** The run's tablespace as a `create database` clause, or nothing. */
export function tablespaceClause(): string {
  const name = process.env.TEST_PG_TABLESPACE;
  return name && NAME.test(name) ? ` tablespace ${name}` : '';
}

/** Tablespaces of runs whose process has ended (a run stopped before its teardown). */
async function dropEndedTablespaces(admin: pg.Client) {
  const { rows } = await admin.query<{ spcname: string; location: string }>(
    "select spcname, pg_tablespace_location(oid) as location from pg_tablespace where spcname like 'shop\\_run\\_%'",
  );
  for (const { spcname, location } of rows) {
    const pid = Number(NAME.exec(spcname)?.[1]);
    if (!pid || processAlive(pid)) continue;
    await dropTablespace(admin, spcname, location).catch(() => {});
  }
}

async function dropTablespace(admin: pg.Client, name: string, dir: string) {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where dattablespace = (select oid from pg_tablespace where spcname = $1)',
    [name],
  );
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  await admin.query(`drop tablespace if exists ${name}`);
  if (dir.startsWith(`${RAM_DIR}/shop_run_`)) rmSync(dir, { recursive: true, force: true });
}
