import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The evidence a reverse-charge invoice rests on: the VIES answer for the buyer's VAT number
// ('valid', 'invalid' or 'unavailable'), when it was given, its consultation number and the
// number asked about. Next to the billing country the payment provider reported (012). And
// what the provider says was paid, which can differ from the price (an order held for review).
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['vies_vat_id', 'varchar(40)'],
    ['vies_status', 'varchar(12)'],
    ['vies_checked_at', 'varchar(30)'],
    ['vies_request_id', 'varchar(100)'],
    ['paid_amount', 'integer'],
    ['paid_currency', 'varchar(3)'],
  ] as const) {
    await db.schema.alterTable('ebook_purchases').addColumn(name, type).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'paid_currency',
    'paid_amount',
    'vies_request_id',
    'vies_checked_at',
    'vies_status',
    'vies_vat_id',
  ]) {
    await db.schema.alterTable('ebook_purchases').dropColumn(name).execute();
  }
}
