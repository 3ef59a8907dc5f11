import { sql, type Kysely } from 'kysely';
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
      const probe = (reader.db as Kysely<any>).selectFrom('snapshot_probe');
      const read = () => reader.rows(probe.orderBy('id'), ['name']);
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
      const probe = (fresh.db as Kysely<any>).selectFrom('snapshot_probe');
      expect(await fresh.rows(probe, ['name'])).toEqual([['Nachher']]);
    } finally {
      await fresh.close();
    }
  });

  it('ends its connection on close, though only rows were read on it', async () => {
    if (suite.kind !== 'postgres') return;
    const before = await exportConnections();
    const reader = openArrayReader(d().target);
    const query = (reader.db as Kysely<any>).selectFrom('ebook_purchases').limit(1);
    expect(await reader.rows(query, ['id'])).toEqual([]);
    expect(await exportConnections()).toBe(before + 1);
    await reader.close();
    await expect.poll(exportConnections, { timeout: 10_000 }).toBe(before);
  });

  it('gives every kind of stored value as the driver gives it, in the columns asked for', async () => {
    await sql`create table kinds_probe (id text primary key, note text, n integer, flag integer)`.execute(
      d().db,
    );
    const notes = [
      'Grüße aus Köln 🍝',
      'a "quoted" word; and a\\backslash',
      'line\r\nbreak\ttab\u0001control\u007f',
      '\u2028\u202e direction',
      '=SUM(A1)',
      '[1,2]',
      '',
      null,
    ];
    const numbers = [0, -4700, 2_147_483_647, 1, null, 47, -1, 123_456_789];
    const rows = notes.map((note, i) => ({ id: `k${i}`, note, n: numbers[i], flag: i % 2 }));
    await (d().db as Kysely<any>).insertInto('kinds_probe').values(rows).execute();
    const reader = openArrayReader(d().target);
    try {
      const query = (reader.db as Kysely<any>).selectFrom('kinds_probe').orderBy('id');
      const read = await reader.rows(query, ['flag', 'note', 'id', 'n']);
      expect(read).toEqual(rows.map((r) => [r.flag, r.note, r.id, r.n]));
    } finally {
      await reader.close();
    }
  });
});
