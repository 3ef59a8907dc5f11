import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Partial refunds (docs/decisions/070-invoices.md, "Partial refunds"):
// - ebook_purchases.refunded_amount: the cents refunded so far, cumulative; the guard that lets
//   one of any number of reports of the same refund through (and a full refund ends at the
//   amount paid).
// - purchase_refunds: each refund that left the order paid (a partial refund), with its day, so
//   the figures and the partner's commission count it in the month the money went back.
// - demo_payments.refunded_amount: what the built-in test provider refunded of a payment.
// - invoices: credit notes (kind 'credit'), any number per order, one per cumulative amount
//   (refunded_total). The one-of-each-kind rule stays for invoices and cancellation invoices,
//   now as a partial unique index; SQLite cannot drop a table's constraint, so there the table
//   is rebuilt from its own definition without it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('demo_payments')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('purchase_refunds')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    // Cents of this refund, and the order's refunded total after it.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_total', 'integer', (c) => c.notNull())
    // 'provider' (a webhook: the dashboard or the API) or 'admin' (Teilerstattung).
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(254)')
    .addColumn('invoice_number', 'varchar(20)')
    .addUniqueConstraint('purchase_refunds_total_unique', ['purchase_id', 'refunded_total'])
    .execute();
  await db.schema
    .createIndex('purchase_refunds_at_idx')
    .on('purchase_refunds')
    .column('at')
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table invoices drop constraint invoices_purchase_kind_unique`.execute(db);
  } else {
    await rebuildSqliteInvoicesWithoutKindConstraint(db);
  }
  await db.schema.alterTable('invoices').addColumn('refunded_total', 'integer').execute();
  await db.schema
    .createIndex('invoices_purchase_kind_unique')
    .on('invoices')
    .columns(['purchase_id', 'kind'])
    .unique()
    .where(sql.ref('kind'), 'in', ['invoice', 'cancellation'])
    .execute();
  // NULLs are distinct on both databases: only credit notes have a refunded total.
  await db.schema
    .createIndex('invoices_purchase_refunded_total_unique')
    .on('invoices')
    .columns(['purchase_id', 'refunded_total'])
    .unique()
    .execute();
}

/** SQLite's documented way to drop a constraint: a new table from the edited definition. */
async function rebuildSqliteInvoicesWithoutKindConstraint(db: Kysely<any>): Promise<void> {
  const row = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'invoices'`.execute(db);
  const definition = row.rows[0]?.sql ?? '';
  const edited = definition
    .replace(/,\s*constraint\s+"invoices_purchase_kind_unique"\s+unique\s*\([^)]*\)/i, '')
    .replace(/^create table\s+"?invoices"?/i, 'create table "invoices_rebuilt"');
  if (edited === definition || /invoices_purchase_kind_unique/.test(edited)) {
    throw new Error('018: the invoices table does not have the expected definition');
  }
  await sql.raw(edited).execute(db);
  await sql`insert into invoices_rebuilt select * from invoices`.execute(db);
  await sql`drop table invoices`.execute(db);
  await sql`alter table invoices_rebuilt rename to invoices`.execute(db);
  await db.schema
    .createIndex('invoices_issue_date_idx')
    .on('invoices')
    .column('issue_date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_purchase_refunded_total_unique').execute();
  await db.schema.dropIndex('invoices_purchase_kind_unique').execute();
  await db.deleteFrom('invoices').where('kind', '=', 'credit').execute();
  await db.schema.alterTable('invoices').dropColumn('refunded_total').execute();
  await db.schema
    .createIndex('invoices_purchase_kind_unique')
    .on('invoices')
    .columns(['purchase_id', 'kind'])
    .unique()
    .execute();
  await db.schema.dropTable('purchase_refunds').execute();
  await db.schema.alterTable('demo_payments').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('ebook_purchases').dropColumn('refunded_amount').execute();
}
