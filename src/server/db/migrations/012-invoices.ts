import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Invoices (decision D16): one counter row per calendar year, raised in the same transaction
// that inserts the invoice, so numbers are unique and gap-free on SQLite and PostgreSQL; the
// invoices themselves as immutable snapshots of every fact printed on them; a business buyer's
// details on the purchase, and the billing country and tax the payment provider reported.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    // "2026-00001": the year and the sequence, printed on the invoice.
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    // 'invoice' or 'cancellation'; one of each per purchase at most.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    // A cancellation invoice names the invoice it cancels.
    .addColumn('cancels_number', 'varchar(20)')
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('supply_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('seller_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('seller_address', 'varchar(500)', (c) => c.notNull())
    .addColumn('seller_vat_id', 'varchar(40)')
    .addColumn('seller_country', 'varchar(2)', (c) => c.notNull())
    .addColumn('buyer_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_company', 'varchar(200)')
    .addColumn('buyer_address', 'varchar(500)')
    .addColumn('buyer_vat_id', 'varchar(20)')
    // The country whose VAT applies, and where it came from: 'billing' (the payment
    // provider), 'business' (the buyer's business details) or 'seller' (neither was known).
    .addColumn('buyer_country', 'varchar(2)', (c) => c.notNull())
    .addColumn('country_source', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // Cents; negative on a cancellation invoice.
    .addColumn('net', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('gross', 'integer', (c) => c.notNull())
    // Percent as written, e.g. "19" or "5.5".
    .addColumn('vat_rate', 'varchar(10)', (c) => c.notNull())
    // 'standard', 'reverse-charge', 'small-business' or 'outside-eu'.
    .addColumn('vat_treatment', 'varchar(20)', (c) => c.notNull())
    // 'table', 'config' (VAT_RATES) or 'stripe' (Stripe Tax).
    .addColumn('rate_source', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    // The stored PDF; null until it has been rendered once.
    .addColumn('file_key', 'varchar(200)')
    .addUniqueConstraint('invoices_year_sequence_unique', ['year', 'sequence'])
    .addUniqueConstraint('invoices_purchase_kind_unique', ['purchase_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('invoices_issue_date_idx')
    .on('invoices')
    .column('issue_date')
    .execute();

  for (const [name, type] of [
    ['business_company', 'varchar(200)'],
    ['business_address', 'varchar(500)'],
    ['business_country', 'varchar(2)'],
    ['business_vat_id', 'varchar(20)'],
    ['billing_country', 'varchar(2)'],
    ['billing_tax_id', 'varchar(40)'],
    ['provider_tax_amount', 'integer'],
    ['provider_tax_rate', 'varchar(10)'],
  ] as const) {
    await db.schema.alterTable('ebook_purchases').addColumn(name, type).execute();
  }
  await db.schema.alterTable('demo_payments').addColumn('billing_country', 'varchar(2)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_payments').dropColumn('billing_country').execute();
  for (const name of [
    'provider_tax_rate',
    'provider_tax_amount',
    'billing_tax_id',
    'billing_country',
    'business_vat_id',
    'business_country',
    'business_address',
    'business_company',
  ]) {
    await db.schema.alterTable('ebook_purchases').dropColumn(name).execute();
  }
  await db.schema.dropIndex('invoices_issue_date_idx').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
