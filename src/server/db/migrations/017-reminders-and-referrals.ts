import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Checkout reminders and referral partners, both only with consent (decision D18):
// - ebook_purchases.reminder_*: the buyer's optional consent to one reminder of an unfinished
//   checkout (its text version and time), when the reminder was queued, when the buyer
//   unsubscribed; reminder_of names the reminded checkout a later checkout came back from.
// - ebook_purchases.referral_*: the partner code a visit came with and the partner's commission
//   in percent at the time of the order (a later change of the rate does not rewrite the past).
// - partners: the seller's referral partners. partner_payouts: a month's commission marked as
//   paid out, with the amount as it was then.
// - Clicks on a partner's link are counted per day in daily_counts (metric 'referral_click',
//   path = the partner's code): counts only, nobody named.
// - mail_outbox.list_unsubscribe: the List-Unsubscribe header of a message that has one.
export async function up(db: Kysely<any>): Promise<void> {
  const purchases = [
    ['reminder_consent', 'varchar(40)'],
    ['reminder_consent_at', 'varchar(30)'],
    ['reminder_sent_at', 'varchar(30)'],
    ['reminder_unsubscribed_at', 'varchar(30)'],
    ['reminder_of', 'varchar(40)'],
    ['referral_code', 'varchar(32)'],
    ['referral_percent', 'integer'],
  ] as const;
  for (const [name, type] of purchases) {
    await db.schema.alterTable('ebook_purchases').addColumn(name, type).execute();
  }
  // The reminder job looks only at checkouts with consent and no reminder yet: a small set.
  await db.schema
    .createIndex('ebook_purchases_reminder_due_idx')
    .on('ebook_purchases')
    .columns(['reminder_consent_at', 'reminder_sent_at'])
    .execute();
  await db.schema
    .createIndex('ebook_purchases_referral_idx')
    .on('ebook_purchases')
    .columns(['referral_code', 'paid_at'])
    .execute();

  await db.schema
    .createTable('partners')
    // Letters and digits, stored upper case like a discount code; the link is '?ref=CODE'.
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('commission_percent', 'integer', (c) => c.notNull())
    // The language of the partner's mail and page.
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('de'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('partner_payouts')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('partner_code', 'varchar(32)', (c) => c.notNull())
    // The Berlin month the commission was earned in, YYYY-MM.
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    // Cents, as due when it was marked paid.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('partner_payouts_month_idx')
    .on('partner_payouts')
    .columns(['partner_code', 'month'])
    .unique()
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'varchar(500)').execute();
}
