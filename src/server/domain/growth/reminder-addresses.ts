import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index';
import { canonicalEmail } from '../common/canonical-email';

/**
 * What the checkout reminders (decision 087) hold per address: the lock that serialises the
 * reminder job, the unsubscribe and the paying paths of one mailbox, and the list of
 * addresses that unsubscribed.
 */

/** The outbox keys of reminders begin with this; the rest is the checkout's id. */
export const DEDUPE_PREFIX = 'checkout-reminder:';

/**
 * Serialises the reminder job and the paying paths of one address inside their transactions.
 * PostgreSQL: a transaction-scoped advisory lock on the address. SQLite runs one writing
 * transaction at a time, which is already that.
 */
export async function lockAddressReminders(trx: Db, email: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // One lock for all variants of the mailbox: the unsubscribe holds it for all of them.
  const key = `reminder:${canonicalEmail(email)}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Serialises the claims of all processes for the shop-wide daily cap (PostgreSQL). */
export async function lockDailyCap(trx: Db): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext('reminder:daily-cap'))`.execute(trx);
}

/**
 * Called in the transaction that makes an order of `email` paid (after lockAddressReminders):
 * a reminder for that address still waiting in the outbox does not go. One a mail worker is
 * sending at this very moment (its lease is running) can no longer be stopped.
 */
export async function dropQueuedReminders(trx: Db, email: string): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .deleteFrom('mail_outbox')
    .where('to_address', '=', email)
    .where('dedupe_key', 'like', `${DEDUPE_PREFIX}%`)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}

/** Whether an address (canonical) unsubscribed from reminders, ever. */
export async function isSuppressed(db: Db, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_suppressions')
    .select('address')
    .where('address', '=', address)
    .executeTakeFirst();
  return Boolean(row);
}
