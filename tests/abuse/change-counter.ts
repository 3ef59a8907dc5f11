import { sql } from 'kysely';
import type { TestDatabase } from '../setup/databases';

/**
 * Row changes per table, counted by triggers the suite installs in its own database: before
 * and after a case, one small read says which tables a request changed, where hashing every
 * table twice per case cost most of the suite's time. An update counts only when a value
 * really changed; sessions count only when one starts or ends (their expiry slides on reads).
 */
const CHANGES_TABLE = 'abuse_row_changes';

export async function installChangeCounters(db: TestDatabase, all: string[]): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db.db);
  // SQLite's full-text indexes (virtual tables and their shadow tables) follow their base
  // tables, whose changes are counted; triggers cannot be put on them.
  const derived =
    db.kind === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(
            db.db,
          )
        ).rows.map((r) => r.name)
      : [];
  const tables = all.filter((t) => !derived.some((v) => t === v || t.startsWith(`${v}_`)));
  await run(`create table ${CHANGES_TABLE} (name varchar(100) primary key, n integer not null)`);
  for (const table of tables) {
    await run(`insert into ${CHANGES_TABLE} (name, n) values ('${table}', 0)`);
  }
  const bump = (table: string) => `update ${CHANGES_TABLE} set n = n + 1 where name = '${table}'`;
  if (db.kind === 'postgres') {
    await run(`create function abuse_count_change() returns trigger language plpgsql as $$
      begin
        update ${CHANGES_TABLE} set n = n + 1 where name = TG_TABLE_NAME;
        return null;
      end $$`);
  }
  for (const table of tables) {
    const ops = table === 'sessions' ? ['insert', 'delete'] : ['insert', 'update', 'delete'];
    for (const op of ops) {
      if (db.kind === 'postgres') {
        const when = op === 'update' ? 'when (old.* is distinct from new.*)' : '';
        await run(
          `create trigger abuse_${table}_${op} after ${op} on "${table}" for each row ${when} execute function abuse_count_change()`,
        );
      } else {
        const columns = await sql<{
          name: string;
        }>`select name from pragma_table_info(${table})`.execute(db.db);
        const when =
          op === 'update'
            ? `when ${columns.rows.map((c) => `old."${c.name}" is not new."${c.name}"`).join(' or ')}`
            : '';
        await run(
          `create trigger abuse_${table}_${op} after ${op} on "${table}" for each row ${when} begin ${bump(table)}; end`,
        );
      }
    }
  }
}

/** The change count of every watched table. */
export async function changeCounts(db: TestDatabase): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; n: number | string }>`select name, n from ${sql.table(
    CHANGES_TABLE,
  )}`.execute(db.db);
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}
