import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The admin's order search ignores accents as it ignores case: "JOSE" finds "José"
// (docs/decisions/092-exact-pages-and-counts.md, "Search"). The comparison is lower case with the
// accents of Latin letters taken off, one letter for one letter (src/shared/search-fold.ts, whose
// table is copied here as it stands today):
// - SQLite: the trigram index of migration 007 is built again with remove_diacritics, so that it
//   finds the candidates; the connection's search_fold() decides, as before LIKE did.
// - PostgreSQL: shop_fold(text), an immutable translate() of lower(), and trigram indexes on
//   shop_fold(column) in place of those on lower(column).

const LOWER = 'àáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž';
const UPPER = 'ÀÁÂÃÄÅĀĂĄÇĆĈĊČĎÈÉÊËĒĔĖĘĚĜĞĠĢĤÌÍÎÏĨĪĬĮĴĶĹĻĽÑŃŅŇÒÓÔÕÖŌŎŐŔŖŘŚŜŞŠŢŤÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ';
const LOWER_TO = 'aaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz';
const UPPER_TO = 'aaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz';

const SEARCHED = ['id', 'email', 'name'];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function hasTrigrams(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

async function searchTable(db: Kysely<any>, tokenize: string) {
  await sql`drop table if exists ebook_purchases_search`.execute(db);
  await sql`create virtual table ebook_purchases_search using fts5(
    id, email, name,
    content = 'ebook_purchases', content_rowid = 'rowid',
    tokenize = ${sql.lit(tokenize)}
  )`.execute(db);
  // The triggers of migration 007 name the table; they keep this one in step as they did.
  await sql`insert into ebook_purchases_search (ebook_purchases_search) values ('rebuild')`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await searchTable(db, 'trigram case_sensitive 0 remove_diacritics 1');
    return;
  }
  await sql`create or replace function shop_fold(t text) returns text
    language sql immutable strict parallel safe
    as ${sql.lit(`select translate(lower(t), '${LOWER + UPPER}', '${LOWER_TO + UPPER_TO}')`)}`.execute(
    db,
  );
  if (!(await hasTrigrams(db))) return;
  for (const column of SEARCHED) {
    await sql`drop index if exists ${sql.id(`ebook_purchases_search_${column}_idx`)}`.execute(db);
    await sql`create index ${sql.id(`ebook_purchases_fold_${column}_idx`)} on ebook_purchases
      using gin (shop_fold(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await searchTable(db, 'trigram case_sensitive 0');
    return;
  }
  if (await hasTrigrams(db)) {
    for (const column of SEARCHED) {
      await sql`drop index if exists ${sql.id(`ebook_purchases_fold_${column}_idx`)}`.execute(db);
      await sql`create index ${sql.id(`ebook_purchases_search_${column}_idx`)} on ebook_purchases
        using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
    }
  }
  await sql`drop function if exists shop_fold(text)`.execute(db);
}
