/**
 * The orders of bench:admin: the same million rows on SQLite and PostgreSQL, written through
 * the tables' own indexes and triggers (so the search index is built the way writes build it).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { PURGED_EMAIL, RETENTION } from '../src/server/domain/jobs/retention';
import { UNPAID_STATUSES } from '../src/server/domain/orders/purchases';

const FIRST = [
  'Anna', 'Ben', 'Clara', 'David', 'Elif', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas',
  'Katja', 'Lukas', 'Mia', 'Noah', 'Olga', 'Paul', 'Quentin', 'Rosa', 'Sven', 'Tilda',
  'Ute', 'Viktor', 'Wiebke', 'Xaver', 'Yara', 'Zoë', 'Jürgen', 'Sören', 'Özlem', 'Ægir',
]; // prettier-ignore
const LAST = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
  'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun',
  'Zimmermann', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause',
  'Meier', 'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter',
  'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters',
]; // prettier-ignore
const LANGS = ['en', 'it', 'de', 'es', 'fr'];
// Mostly paid, as a shop's orders are.
const STATUSES = [
  ...Array<string>(14).fill('paid'),
  'pending', 'pending', 'expired', 'refunded', 'free', 'failed',
]; // prettier-ignore
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An order number as checkout makes them (RC- and 16 letters), scattered like random ones. */
function orderId(i: number): string {
  // Multiplying by an odd number is a bijection on 32 bits: distinct orders, distinct ids.
  let x = Math.imul(i ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  let id = '';
  for (let k = 0; k < 16; k++) {
    id += ALPHABET[x & 31];
    x =
      k === 6 ? Math.imul(x + i, 0x85ebca6b) >>> 0 : x >>> 5 || Math.imul(i + k, 0xc2b2ae35) >>> 0;
  }
  return `RC-${id}`;
}

export const ORDER_COLUMNS = [
  'id', 'email', 'name', 'language', 'product_id', 'amount', 'currency', 'status', 'provider',
  'download_count', 'created_at', 'paid_at', 'delivery_failed_at',
] as const; // prettier-ignore

/** Checkouts never paid lose their buyer's details after the retention period (jobs/retention.ts). */
const PURGED_BEFORE = new Date(
  Date.now() - RETENTION.unpaidCheckoutDays * 86_400_000,
).toISOString();

/**
 * Order i: the e-mail keeps the old bench's terms ("kunde4242" is rare, "beispiel1" common).
 * An unpaid checkout older than the retention period is written as the retention job leaves
 * it: a server started on these databases (bench:export) then changes nothing, and every run
 * measures the same rows.
 */
export function order(i: number): unknown[] {
  const status = STATUSES[i % STATUSES.length];
  const at = new Date(Date.UTC(2024, 0, 1) + i * 30_000).toISOString();
  const amount = status === 'free' ? 0 : i % 7 === 0 ? 9700 : 4700;
  const purged = (UNPAID_STATUSES as readonly string[]).includes(status) && at < PURGED_BEFORE;
  return [
    orderId(i),
    purged ? PURGED_EMAIL : `kunde${i}@beispiel${i % 997}.de`,
    purged ? '' : `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    LANGS[i % LANGS.length],
    `ebook-restaurant-closer-${LANGS[i % LANGS.length]}`,
    amount,
    'EUR',
    status,
    'demo',
    status === 'paid' ? i % 11 : 0,
    at,
    status === 'paid' || status === 'refunded' ? at : null,
    i % 997 === 500 ? at : null,
  ];
}

export function seedSqlite(db: Database.Database, rows: number) {
  const insert = db.prepare(
    `insert into ebook_purchases (${ORDER_COLUMNS.join(', ')})
     values (${ORDER_COLUMNS.map(() => '?').join(', ')})`,
  );
  const fill = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insert.run(...order(i));
  });
  // A large page cache while writing (a dozen indexes and the search table take every row);
  // the shop's own size again for the measurements.
  const cacheSize = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -1000000');
  for (let i = 0; i < rows; i += 50_000) fill(i, Math.min(rows, i + 50_000));
  db.pragma(`cache_size = ${Number(cacheSize)}`);
}

const PG_TYPES = [
  'text', 'text', 'text', 'text', 'text', 'int', 'text', 'text', 'text', 'int', 'text', 'text',
  'text',
]; // prettier-ignore

/**
 * PostgreSQL's orders, written in batches of 10,000 with the kept count's trigger on. The
 * table's secondary indexes are dropped first and built again after the last batch (with more
 * memory for the build): at ten million rows, keeping a dozen B-trees and three trigram indexes
 * up to date row by row took about an hour here; building them at the end takes minutes.
 */
export async function seedPostgres(client: pg.Client, rows: number) {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'ebook_purchases' and indexname not in (
        select conname from pg_constraint where conrelid = 'ebook_purchases'::regclass)`,
  );
  // The statistics targets the migrations set on index columns (031: the folded search
  // columns) go with a dropped index: they are set again on the rebuilt one.
  const { rows: targets } = await client.query<{ name: string; column: number; target: number }>(
    `select c.relname as name, a.attnum as column, a.attstattarget as target
      from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_attribute a on a.attrelid = c.oid
      where i.indrelid = 'ebook_purchases'::regclass and a.attstattarget > 0`,
  );
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  await writeOrders(client, rows);
  await client.query(`set maintenance_work_mem = '1GB'`);
  for (const { name, definition } of indexes) {
    const started = performance.now();
    await client.query(definition);
    const s = ((performance.now() - started) / 1000).toFixed(0);
    if (rows > 2_000_000) console.log(`  index ${name} built in ${s} s`);
  }
  for (const { name, column, target } of targets) {
    await client.query(`alter index "${name}" alter column ${column} set statistics ${target}`);
  }
}

async function writeOrders(client: pg.Client, rows: number) {
  const list = ORDER_COLUMNS.join(', ');
  const arrays = PG_TYPES.map((t, k) => `$${k + 1}::${t}[]`).join(', ');
  for (let from = 0; from < rows; from += 10_000) {
    const columns: unknown[][] = ORDER_COLUMNS.map(() => []);
    for (let i = from; i < Math.min(rows, from + 10_000); i++) {
      order(i).forEach((v, k) => columns[k].push(v));
    }
    await client.query(
      `insert into ebook_purchases (${list}) select * from unnest(${arrays})`,
      columns,
    );
  }
}
