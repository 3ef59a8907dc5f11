import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// A page deep into a list sorted by a labelled column (status, language: listed in the order of
// their German labels, not their codes) skips whole codes before it: on SQLite counting them
// walked up to a million index entries for a page half-way through (docs/decisions/092-exact-
// pages-and-counts.md). value_counts holds the rows per code of those columns, kept by
// triggers in the writing transaction like row_counts (migration 022): SQLite row by row,
// PostgreSQL once per statement with its transition tables.

const COUNTED = [
  ['ebook_purchases', 'status'],
  ['ebook_purchases', 'language'],
] as const;

const TABLES = [...new Set(COUNTED.map(([table]) => table))];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const columnsOf = (table: string) => COUNTED.filter(([t]) => t === table).map(([, c]) => c);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('value_counts')
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('column_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('row_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('value_counts_pk', ['table_name', 'column_name', 'value'])
    .execute();
  const postgres = isPostgres(db);
  for (const [table, column] of COUNTED) {
    // Counted once, in the migration's transaction; the triggers keep it from here on.
    await sql`insert into value_counts (table_name, column_name, value, row_count)
      select ${table}, ${column}, ${sql.ref(column)}, count(*) from ${sql.table(table)}
      where ${sql.ref(column)} is not null group by ${sql.ref(column)}`.execute(db);
  }
  for (const table of TABLES) {
    const t = sql.table(table);
    const columns = columnsOf(table);
    if (postgres) {
      // One statement's rows per code, added (sign 1) or taken away (sign -1).
      const change = (rows: string, sign: number) =>
        columns
          .map(
            (column) => `insert into value_counts (table_name, column_name, value, row_count)
              select '${table}', '${column}', ${column}, ${sign} * count(*) from ${rows}
              where ${column} is not null group by ${column}
              on conflict (table_name, column_name, value)
              do update set row_count = value_counts.row_count + excluded.row_count;`,
          )
          .join('\n');
      await sql`create function ${sql.id(`${table}_values_inserted`)}() returns trigger
        language plpgsql as $$ begin ${sql.raw(change('inserted', 1))} return null; end $$`.execute(
        db,
      );
      await sql`create function ${sql.id(`${table}_values_deleted`)}() returns trigger
        language plpgsql as $$ begin ${sql.raw(change('deleted', -1))} return null; end $$`.execute(
        db,
      );
      // An update moves a row from its old code to its new one: only rows whose code changed.
      const moved = columns
        .map(
          (column) => `insert into value_counts (table_name, column_name, value, row_count)
            select '${table}', '${column}', v, sum(n) from (
              select b.${column} as v, -1 as n from before_rows b join after_rows a on a.id = b.id
                where b.${column} is distinct from a.${column}
              union all
              select a.${column}, 1 from before_rows b join after_rows a on a.id = b.id
                where b.${column} is distinct from a.${column}
            ) as changed where v is not null group by v
            on conflict (table_name, column_name, value)
            do update set row_count = value_counts.row_count + excluded.row_count;`,
        )
        .join('\n');
      await sql`create function ${sql.id(`${table}_values_updated`)}() returns trigger
        language plpgsql as $$ begin ${sql.raw(moved)} return null; end $$`.execute(db);
      await sql`create function ${sql.id(`${table}_values_truncated`)}() returns trigger
        language plpgsql as $$ begin
          delete from value_counts where table_name = tg_table_name; return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${table}_values_insert`)} after insert on ${t}
        referencing new table as inserted for each statement
        execute function ${sql.id(`${table}_values_inserted`)}()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_values_delete`)} after delete on ${t}
        referencing old table as deleted for each statement
        execute function ${sql.id(`${table}_values_deleted`)}()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_values_update`)} after update on ${t}
        referencing old table as before_rows new table as after_rows for each statement
        execute function ${sql.id(`${table}_values_updated`)}()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_values_truncate`)} after truncate on ${t}
        for each statement execute function ${sql.id(`${table}_values_truncated`)}()`.execute(db);
    } else {
      const add = (row: 'new' | 'old', sign: number, column: string) =>
        `insert into value_counts (table_name, column_name, value, row_count)
          select '${table}', '${column}', ${row}.${column}, ${sign} where ${row}.${column} is not null
          on conflict (table_name, column_name, value)
          do update set row_count = row_count + excluded.row_count;`;
      await sql`create trigger ${sql.id(`${table}_values_insert`)} after insert on ${t} begin
        ${sql.raw(columns.map((c) => add('new', 1, c)).join('\n'))}
      end`.execute(db);
      await sql`create trigger ${sql.id(`${table}_values_delete`)} after delete on ${t} begin
        ${sql.raw(columns.map((c) => add('old', -1, c)).join('\n'))}
      end`.execute(db);
      for (const column of columns) {
        await sql`create trigger ${sql.id(`${table}_values_update_${column}`)}
          after update of ${sql.ref(column)} on ${t}
          when old.${sql.ref(column)} is not new.${sql.ref(column)} begin
          ${sql.raw(add('old', -1, column))}
          ${sql.raw(add('new', 1, column))}
        end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    const t = sql.table(table);
    if (postgres) {
      for (const event of ['insert', 'delete', 'update', 'truncate']) {
        await sql`drop trigger if exists ${sql.id(`${table}_values_${event}`)} on ${t}`.execute(db);
      }
      for (const fn of ['inserted', 'deleted', 'updated', 'truncated']) {
        await sql`drop function if exists ${sql.id(`${table}_values_${fn}`)}()`.execute(db);
      }
    } else {
      const names = ['insert', 'delete', ...columnsOf(table).map((c) => `update_${c}`)];
      for (const name of names) {
        await sql`drop trigger if exists ${sql.id(`${table}_values_${name}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('value_counts').execute();
}
