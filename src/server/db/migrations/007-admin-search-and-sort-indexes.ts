import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The admin lists orders fast at a million rows: every list column sorts on an index of
// (column, id), so each page, the last included, is one seek; the search over id, e-mail and
// name finds its rows on a trigram index (SQLite: an FTS5 table kept in step by triggers;
// PostgreSQL: pg_trgm GIN indexes on lower(column), the very expression the search compares).
// PostgreSQL's sort indexes are NULLS FIRST, the order SQLite always uses.

const SORTED = ['created_at', 'status', 'amount', 'download_count', 'email', 'language', 'name'];
const SEARCHED = ['id', 'email', 'name'];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of SORTED) {
    const order = postgres ? sql`${sql.ref(column)} asc nulls first` : sql.ref(column);
    await sql`create index ${sql.id(`ebook_purchases_sort_${column}_idx`)} on ebook_purchases (${order}, id)`.execute(
      db,
    );
  }
  // Replaced by the two above that end in the key.
  await db.schema.dropIndex('ebook_purchases_created_at_idx').execute();
  await db.schema.dropIndex('ebook_purchases_amount_idx').execute();

  if (postgres) await createTrigramIndexes(db);
  else await createSearchTable(db);
}

async function createSearchTable(db: Kysely<any>) {
  // External content: the index only, the text stays in ebook_purchases. Rowids are stable
  // here (VACUUM keeps them in SQLite's copy); after a manual rebuild of the table, run
  // INSERT INTO ebook_purchases_search(ebook_purchases_search) VALUES ('rebuild').
  await sql`create virtual table ebook_purchases_search using fts5(
    id, email, name,
    content = 'ebook_purchases', content_rowid = 'rowid',
    tokenize = 'trigram case_sensitive 0'
  )`.execute(db);
  await sql`insert into ebook_purchases_search (ebook_purchases_search) values ('rebuild')`.execute(
    db,
  );
  await sql`create trigger ebook_purchases_search_insert after insert on ebook_purchases begin
    insert into ebook_purchases_search (rowid, id, email, name)
      values (new.rowid, new.id, new.email, new.name);
  end`.execute(db);
  await sql`create trigger ebook_purchases_search_delete after delete on ebook_purchases begin
    insert into ebook_purchases_search (ebook_purchases_search, rowid, id, email, name)
      values ('delete', old.rowid, old.id, old.email, old.name);
  end`.execute(db);
  await sql`create trigger ebook_purchases_search_update after update of id, email, name
    on ebook_purchases begin
    insert into ebook_purchases_search (ebook_purchases_search, rowid, id, email, name)
      values ('delete', old.rowid, old.id, old.email, old.name);
    insert into ebook_purchases_search (rowid, id, email, name)
      values (new.rowid, new.id, new.email, new.name);
  end`.execute(db);
}

async function createTrigramIndexes(db: Kysely<any>) {
  // pg_trgm ships with PostgreSQL and is a trusted extension (any owner of the database may
  // create it); where it is missing the search still works, by scanning, and says so once.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch (err) {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    console.warn(
      `[migration 007] pg_trgm is not available (${(err as Error).message}): the admin search ` +
        'scans the orders instead of using trigram indexes. Install postgresql-contrib and run ' +
        '"create extension pg_trgm" as a superuser, then create the indexes of this migration.',
    );
    return;
  }
  for (const column of SEARCHED) {
    await sql`create index ${sql.id(`ebook_purchases_search_${column}_idx`)} on ebook_purchases
      using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of SEARCHED) {
      await sql`drop index if exists ${sql.id(`ebook_purchases_search_${column}_idx`)}`.execute(db);
    }
  } else {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.id(`ebook_purchases_search_${trigger}`)}`.execute(db);
    }
    await sql`drop table ebook_purchases_search`.execute(db);
  }
  await db.schema
    .createIndex('ebook_purchases_created_at_idx')
    .on('ebook_purchases')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('ebook_purchases_amount_idx')
    .on('ebook_purchases')
    .column('amount')
    .execute();
  for (const column of SORTED) {
    await db.schema.dropIndex(`ebook_purchases_sort_${column}_idx`).execute();
  }
}
