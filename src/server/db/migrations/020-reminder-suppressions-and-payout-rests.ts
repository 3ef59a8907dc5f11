import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// Checkout reminders that strangers cannot turn against an address (decision 087) and the rest
// of a month's commission paid out later (decision 086):
// - reminder_suppressions: every address that unsubscribed from reminders, in canonical form
//   (lower case, no +tag; Gmail without dots, googlemail.com as gmail.com). An unsubscribe is a
//   lasting objection: the retention job never deletes these rows.
// - ebook_purchases.reminder_address: the canonical form of a checkout's address, kept only
//   while it has reminder consent, for the one-reminder-a-week rule across an address's variants.
// - partner_payouts.payout_number: a month may be paid out in parts (what was open after an
//   earlier payout); partner, month and number are unique, so a second click pays nothing twice.

const PURGED_EMAIL = 'removed@purged.invalid';

/** The canonical form as of this migration (the app's own may change; this one may not). */
function canonical(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reminder_suppressions')
    .addColumn('address', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('reminder_address', 'varchar(254)')
    .execute();
  await db.schema
    .createIndex('ebook_purchases_reminder_address_idx')
    .on('ebook_purchases')
    .columns(['reminder_address', 'reminder_sent_at'])
    .execute();

  const consented = (await db
    .selectFrom('ebook_purchases')
    .select(['id', 'email', 'reminder_unsubscribed_at'])
    .where('reminder_consent_at', 'is not', null)
    .where('email', '!=', PURGED_EMAIL)
    .execute()) as Array<{ id: string; email: string; reminder_unsubscribed_at: string | null }>;
  const suppressed = new Map<string, string>();
  for (const row of consented) {
    const address = canonical(row.email);
    await db
      .updateTable('ebook_purchases')
      .set({ reminder_address: address })
      .where('id', '=', row.id)
      .execute();
    const at = row.reminder_unsubscribed_at;
    if (at && (!suppressed.has(address) || at < suppressed.get(address)!))
      suppressed.set(address, at);
  }
  for (const [address, at] of suppressed) {
    await db.insertInto('reminder_suppressions').values({ address, created_at: at }).execute();
  }

  await db.schema.dropIndex('partner_payouts_month_idx').execute();
  await db.schema
    .alterTable('partner_payouts')
    .addColumn('payout_number', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('partner_payouts_number_idx')
    .on('partner_payouts')
    .columns(['partner_code', 'month', 'payout_number'])
    .unique()
    .execute();
}
