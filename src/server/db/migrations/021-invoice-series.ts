import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// An invoice issued anew (docs/decisions/070-invoices.md, "Reissued as a reverse charge"): an
// order whose invoice charged VAT is cancelled and invoiced again once VIES confirms the
// buyer's VAT number. invoices.series counts an order's invoices: 0 for the first, 1 for the
// one that replaces it, and so on; its cancellation invoice carries the same series. The rule
// "one invoice and one cancellation invoice per order" becomes one of each per series.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('series', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('invoices_purchase_kind_unique').execute();
  await db.schema
    .createIndex('invoices_purchase_kind_unique')
    .on('invoices')
    .columns(['purchase_id', 'kind', 'series'])
    .unique()
    .where(sql.ref('kind'), 'in', ['invoice', 'cancellation'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_purchase_kind_unique').execute();
  await db.deleteFrom('invoices').where('series', '>', 0).execute();
  await db.schema
    .createIndex('invoices_purchase_kind_unique')
    .on('invoices')
    .columns(['purchase_id', 'kind'])
    .unique()
    .where(sql.ref('kind'), 'in', ['invoice', 'cancellation'])
    .execute();
  await db.schema.alterTable('invoices').dropColumn('series').execute();
}
