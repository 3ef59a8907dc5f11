import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The admin's total of a list without filters is read, not counted (docs/decisions/092-exact-
// pages-and-counts.md): counting a million orders took 28 ms on SQLite and 40–70 ms on
// PostgreSQL for every page, and PostgreSQL's estimate in its place drifted. row_counts holds
// the number of rows of the large tables, kept by triggers in the writing transaction:
// SQLite row by row, PostgreSQL once per statement (its transition tables), a TRUNCATE included.

const COUNTED = ['ebook_purchases', 'audit_log'];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('row_count', 'bigint', (c) => c.notNull())
    .execute();
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`create function row_counts_inserted() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = row_count + (select count(*) from inserted)
          where table_name = tg_table_name;
        return null;
      end $$`.execute(db);
    await sql`create function row_counts_deleted() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = row_count - (select count(*) from deleted)
          where table_name = tg_table_name;
        return null;
      end $$`.execute(db);
    await sql`create function row_counts_truncated() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = 0 where table_name = tg_table_name;
        return null;
      end $$`.execute(db);
  }
  for (const table of COUNTED) {
    // Counted once, in the migration's transaction; the triggers keep it from here on.
    await sql`insert into row_counts (table_name, row_count)
      select ${table}, count(*) from ${sql.table(table)}`.execute(db);
    const t = sql.table(table);
    if (postgres) {
      await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t}
        referencing new table as inserted for each statement
        execute function row_counts_inserted()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t}
        referencing old table as deleted for each statement
        execute function row_counts_deleted()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${t}
        for each statement execute function row_counts_truncated()`.execute(db);
    } else {
      await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t} begin
        update row_counts set row_count = row_count + 1 where table_name = ${sql.lit(table)};
      end`.execute(db);
      await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t} begin
        update row_counts set row_count = row_count - 1 where table_name = ${sql.lit(table)};
      end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of COUNTED) {
    const t = sql.table(table);
    for (const event of postgres ? ['insert', 'delete', 'truncate'] : ['insert', 'delete']) {
      const name = sql.id(`${table}_count_${event}`);
      if (postgres) await sql`drop trigger if exists ${name} on ${t}`.execute(db);
      else await sql`drop trigger if exists ${name}`.execute(db);
    }
  }
  if (postgres) {
    for (const fn of ['inserted', 'deleted', 'truncated']) {
      await sql`drop function if exists ${sql.id(`row_counts_${fn}`)}()`.execute(db);
    }
  }
  await db.schema.dropTable('row_counts').execute();
}
