import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The admin filters purchases by status and sorts them by amount or payment date; on a
// million rows those need indexes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ebook_purchases_status_idx')
    .on('ebook_purchases')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ebook_purchases_amount_idx')
    .on('ebook_purchases')
    .column('amount')
    .execute();
  await db.schema
    .createIndex('ebook_purchases_paid_at_idx')
    .on('ebook_purchases')
    .column('paid_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ebook_purchases_paid_at_idx').execute();
  await db.schema.dropIndex('ebook_purchases_amount_idx').execute();
  await db.schema.dropIndex('ebook_purchases_status_idx').execute();
}
