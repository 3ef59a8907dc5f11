import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Copies for a team (decision 100): one order, one payment and one invoice for several copies,
// each given by the buyer to a member who gets a personal, stamped copy by a link of their own.
// - ebook_purchases.copies: how many copies the order bought (1 for a single copy);
//   volume_percent: the volume price's reduction per copy, when one applied.
// - team_copies: one row per copy the buyer gave away, with the member's name, address and
//   language, the link's generation (raised when the buyer gives an unused copy to another
//   address: the old link stops), its validity and downloads, and how often it was sent.
// - volume_prices: the seller's prices by quantity, e.g. from 5 copies 15 % less per copy.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('copies', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('ebook_purchases').addColumn('volume_percent', 'integer').execute();

  await db.schema
    .createTable('team_copies')
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('link_generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('link_expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_download_at', 'varchar(30)')
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_copies_pk', ['purchase_id', 'seat'])
    .execute();

  await db.schema
    .createTable('volume_prices')
    .addColumn('min_copies', 'integer', (c) => c.primaryKey())
    .addColumn('percent_off', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('volume_prices').execute();
  await db.schema.dropTable('team_copies').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('volume_percent').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('copies').execute();
}
