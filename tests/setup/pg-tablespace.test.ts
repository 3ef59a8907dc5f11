import { existsSync, mkdirSync, chownSync, statSync } from 'node:fs';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgresAvailable, PG_ADMIN_URL } from './databases';
import { makeRunTablespace } from './pg-tablespace';

const canRun = existsSync('/dev/shm') && (await isPostgresAvailable());

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

const tablespaceOf = async (database: string) =>
  (
    await query<{ spcname: string }>(
      'select spcname from pg_database d join pg_tablespace t on t.oid = d.dattablespace where datname = $1',
      [database],
    )
  )[0]?.spcname;

describe.runIf(canRun)('the test run’s PostgreSQL tablespace in memory', () => {
  let runs: string | undefined;
  beforeEach(() => {
    // This run's own tablespace stays as it is: each case makes one of its own.
    runs = process.env.TEST_PG_TABLESPACE;
    delete process.env.TEST_PG_TABLESPACE;
  });
  afterEach(() => {
    if (runs === undefined) delete process.env.TEST_PG_TABLESPACE;
    else process.env.TEST_PG_TABLESPACE = runs;
  });

  it('holds the databases made while it is set, and goes with them at the teardown', async () => {
    const drop = await makeRunTablespace(PG_ADMIN_URL);
    const name = process.env.TEST_PG_TABLESPACE!;
    expect(name).toMatch(/^shop_run_\d+_[0-9a-f]+$/);
    const [{ location }] = await query<{ location: string }>(
      'select pg_tablespace_location(oid) as location from pg_tablespace where spcname = $1',
      [name],
    );
    expect(location).toBe(`/dev/shm/${name}`);
    const db = await createTestDatabase('postgres', false);
    const database = new URL((db.target as { url: string }).url).pathname.slice(1);
    expect(await tablespaceOf(database)).toBe(name);
    await db.close();
    await drop();
    expect(process.env.TEST_PG_TABLESPACE).toBeUndefined();
    expect(await tablespaceOf(database)).toBeUndefined();
    expect(await query('select 1 from pg_tablespace where spcname = $1', [name])).toEqual([]);
    expect(existsSync(location)).toBe(false);
  });

  it('drops the tablespace of a run that ended without its teardown, with its databases', async () => {
    const stale = 'shop_run_999999_0badc0de';
    const dir = `/dev/shm/${stale}`;
    mkdirSync(dir, { mode: 0o700 });
    const [{ data_directory }] = await query<{ data_directory: string }>('show data_directory');
    const owner = statSync(data_directory);
    chownSync(dir, owner.uid, owner.gid);
    await query(`create tablespace ${stale} location '${dir}'`);
    await query(`create database shop_stale_probe tablespace ${stale}`);

    const drop = await makeRunTablespace(PG_ADMIN_URL);
    await drop();
    expect(await tablespaceOf('shop_stale_probe')).toBeUndefined();
    expect(await query('select 1 from pg_tablespace where spcname = $1', [stale])).toEqual([]);
    expect(existsSync(dir)).toBe(false);
  });

  it('is not made when the run names its own choice, or none', async () => {
    process.env.TEST_PG_TABLESPACE = '';
    const drop = await makeRunTablespace(PG_ADMIN_URL);
    expect(process.env.TEST_PG_TABLESPACE).toBe('');
    await drop();
    const db = await createTestDatabase('postgres', false);
    const database = new URL((db.target as { url: string }).url).pathname.slice(1);
    expect(await tablespaceOf(database)).toBe('pg_default');
    await db.drop();
  });
});
