import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// A German seller without a VAT identification number states the tax number its tax office
// gave it (Steuernummer, § 14 (4) no. 2 UStG) on every invoice; the e-invoice names it as the
// seller's tax registration (BT-32). Kept on the invoice as issued, like the VAT number.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('seller_tax_number', 'varchar(40)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('seller_tax_number').execute();
}
