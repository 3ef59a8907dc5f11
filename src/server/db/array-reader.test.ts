import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { openArrayReader } from './array-reader';

/**
 * An export's reading connection: every read sees the database as it was at the first one,
 * and closing it ends its connection, whatever it was used for.
 */
describeEachDatabase('the array reader on %s', {}, (suite) => {
  const d = () => suite.db();

  async function exportConnections() {
    const r = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
      where datname = current_database() and application_name = 'shop-csv-export'`.execute(d().db);
    return Number(r.rows[0].n);
  }

  it('reads one snapshot from its first read to its close', async () => {
    await sql`create table snapshot_probe (id text primary key, name text not null)`.execute(
      d().db,
    );
    await sql`insert into snapshot_probe values ('a', 'Vorher'), ('b', 'Bleibt')`.execute(d().db);
    const reader = openArrayReader(d().target);
    try {
      const read = () => reader.rows(`select name from snapshot_probe order by id`, []);
      expect(await read()).toEqual([['Vorher'], ['Bleibt']]);
      await sql`update snapshot_probe set name = 'Nachher' where id = 'a'`.execute(d().db);
      await sql`delete from snapshot_probe where id = 'b'`.execute(d().db);
      expect(await read()).toEqual([['Vorher'], ['Bleibt']]);
      // Kysely's queries on the reader are in the same snapshot.
      const viaKysely = await sql<{ n: number }>`select count(*) as n from snapshot_probe`.execute(
        reader.db,
      );
      expect(Number(viaKysely.rows[0].n)).toBe(2);
    } finally {
      await reader.close();
    }
    const fresh = openArrayReader(d().target);
    try {
      expect(await fresh.rows(`select name from snapshot_probe`, [])).toEqual([['Nachher']]);
    } finally {
      await fresh.close();
    }
  });

  it('ends its connection on close, though only rows were read on it', async () => {
    if (suite.kind !== 'postgres') return;
    const before = await exportConnections();
    const reader = openArrayReader(d().target);
    expect(await reader.rows('select 1', [])).toEqual([[1]]);
    expect(await exportConnections()).toBe(before + 1);
    await reader.close();
    await expect.poll(exportConnections, { timeout: 10_000 }).toBe(before);
  });
});
