import { PostgresAdapter, sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { PurchaseStatus } from '../db/types';
import { PAID_STATUSES } from './purchases';
import type { Logger } from '../logger';
import { localizedPath, toLang, type Lang } from '../../shared/languages';
import { buildReminderMail } from '../mail/reminder-mail';
import { enqueueMail } from './mail-outbox';
import { repeatInBackground } from './repeat';
import { PURGED_EMAIL, RETENTION } from './retention';
import { readToken, signToken, type TokenKind } from './signed-token';

/**
 * Reminders of unfinished checkouts (decision D18). A checkout whose buyer ticked the optional
 * box and that is not paid after REMINDER_DELAY_HOURS gets one e-mail, in the buyer's language,
 * with a link back to a pre-filled checkout and a one-click unsubscribe. Never without the box,
 * never twice, never after the purchase was made by any path, never to an address that bought
 * meanwhile.
 *
 * Exactly once across processes: the job claims a checkout with a conditional UPDATE of
 * `reminder_sent_at` and queues the mail in the same transaction (its outbox key names the
 * checkout). Every path that makes an order paid takes the same per-address lock first and
 * removes a reminder still waiting in the outbox for that address, so a payment and a reminder
 * never cross: whichever comes second sees the other.
 */

/** Only checkouts this recent are reminded: a shop started after a pause mails nothing old. */
export const REMINDER_MAX_AGE_DAYS = 7;

/** Unpaid checkouts that may be reminded; 'failed' is a refused payment, not an open one. */
const REMINDABLE: PurchaseStatus[] = ['pending', 'expired'];

/** An order of these statuses means the address has the book: no reminder after it. */
const BOUGHT: PurchaseStatus[] = [...PAID_STATUSES, 'free'];

/** The outbox keys of reminders begin with this; the rest is the checkout's id. */
const DEDUPE_PREFIX = 'checkout-reminder:';

const CHECKOUT_ID = /^RC-[0-9A-Z]{16}$/;

/** The reminder's link back to its checkout. */
const RESUME_TOKEN: TokenKind = {
  purpose: 'checkout-resume:',
  value: CHECKOUT_ID,
  encode: false,
  maxLength: 100,
};

/** The reminder's one-click unsubscribe. */
const UNSUBSCRIBE_TOKEN: TokenKind = {
  purpose: 'reminder-unsubscribe:',
  value: CHECKOUT_ID,
  encode: false,
  maxLength: 100,
};

export interface ReminderDeps {
  db: Db;
  config: Pick<
    Config,
    'publicUrl' | 'sessionSecret' | 'reminderDelayHours' | 'seller' | 'supportEmail'
  >;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export function resumeUrl(config: ReminderDeps['config'], checkoutId: string, lang: Lang) {
  const token = signToken(RESUME_TOKEN, config.sessionSecret, checkoutId);
  return `${config.publicUrl}${localizedPath('checkout', lang)}?resume=${token}`;
}

export function unsubscribeUrl(config: ReminderDeps['config'], checkoutId: string) {
  return `${config.publicUrl}/unsubscribe/${signToken(UNSUBSCRIBE_TOKEN, config.sessionSecret, checkoutId)}`;
}

/**
 * Serialises the reminder job and the paying paths of one address inside their transactions.
 * PostgreSQL: a transaction-scoped advisory lock on the address. SQLite runs one writing
 * transaction at a time, which is already that.
 */
export async function lockAddressReminders(trx: Db, email: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`reminder:${email}`}))`.execute(trx);
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

/** Thrown inside a claim's transaction to undo it. */
class NotToBeReminded extends Error {}

/**
 * Queues the reminders that are due now; returns how many. Safe to run in every process at
 * once: each checkout is claimed by exactly one.
 */
export async function queueDueReminders(deps: ReminderDeps, now = Date.now()): Promise<number> {
  const { db, config } = deps;
  const dueBefore = new Date(now - config.reminderDelayHours * 3_600_000).toISOString();
  const oldest = new Date(now - REMINDER_MAX_AGE_DAYS * 86_400_000).toISOString();
  // Checkouts the rule below would pass over are left out here already, so however many of
  // them there are (a buyer who came back and paid), they never crowd out the due ones.
  const due = await db
    .selectFrom('ebook_purchases as p')
    .select(['p.id', 'p.email', 'p.language', 'p.created_at', 'p.discount_code'])
    .where('p.reminder_consent_at', 'is not', null)
    .where('p.reminder_sent_at', 'is', null)
    .where('p.reminder_unsubscribed_at', 'is', null)
    .where('p.status', 'in', REMINDABLE)
    // A bank transfer or SEPA payment under way is a finished checkout, not an abandoned one.
    .where('p.payment_started_at', 'is', null)
    .where('p.created_at', '<=', dueBefore)
    .where('p.created_at', '>=', oldest)
    .where('p.email', '!=', PURGED_EMAIL)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ebook_purchases as o')
            .select('o.id')
            .whereRef('o.email', '=', 'p.email')
            .whereRef('o.id', '!=', 'p.id')
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('o.status', 'in', BOUGHT),
                  eb('o.created_at', '>=', eb.ref('p.created_at')),
                ]),
                eb.and([
                  eb('o.reminder_sent_at', 'is not', null),
                  eb('o.created_at', '>=', oldest),
                ]),
                eb('o.reminder_unsubscribed_at', '>=', eb.ref('p.created_at')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('p.created_at')
    .limit(200)
    .execute();
  let queued = 0;
  for (const checkout of due) {
    try {
      const sent = await db.transaction().execute(async (trx) => {
        await lockAddressReminders(trx, checkout.email);
        // The time it was really queued (`now` only decides what is due).
        const sentAt = new Date().toISOString();
        const claimed = await trx
          .updateTable('ebook_purchases')
          .set({ reminder_sent_at: sentAt })
          .where('id', '=', checkout.id)
          .where('reminder_consent_at', 'is not', null)
          .where('reminder_sent_at', 'is', null)
          .where('reminder_unsubscribed_at', 'is', null)
          .where('status', 'in', REMINDABLE)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        // Read after the claim, under the address's lock: sees a payment committed meanwhile.
        const other = await trx
          .selectFrom('ebook_purchases')
          .select('id')
          .where('email', '=', checkout.email)
          .where('id', '!=', checkout.id)
          .where((eb) =>
            eb.or([
              // The address bought after this checkout was started…
              eb.and([eb('status', 'in', BOUGHT), eb('created_at', '>=', checkout.created_at)]),
              // …or was reminded of another recent checkout, or unsubscribed from them.
              eb.and([eb('reminder_sent_at', 'is not', null), eb('created_at', '>=', oldest)]),
              eb('reminder_unsubscribed_at', '>=', checkout.created_at),
            ]),
          )
          .executeTakeFirst();
        if (other) throw new NotToBeReminded();
        const lang = toLang(checkout.language);
        await enqueueMail(
          trx,
          buildReminderMail({
            to: checkout.email,
            lang,
            resumeUrl: resumeUrl(config, checkout.id, lang),
            unsubscribeUrl: unsubscribeUrl(config, checkout.id),
            discountCode: checkout.discount_code,
            sender: { seller: config.seller, publicUrl: config.publicUrl },
            supportEmail: config.supportEmail,
          }),
          { dedupeKey: `${DEDUPE_PREFIX}${checkout.id}`, purchaseId: checkout.id },
        );
        return true;
      });
      if (sent) queued++;
    } catch (err) {
      if (!(err instanceof NotToBeReminded)) throw err;
    }
  }
  if (queued) deps.logger.info({ queued }, 'checkout reminders queued');
  return queued;
}

/** What a reminder's link back fills in at the checkout. */
export interface ResumedCheckout {
  checkoutId: string;
  email: string;
  language: Lang;
  discountCode: string | null;
}

/**
 * The reminded checkout a `?resume=` token names, or null: a bad token, a checkout never
 * reminded, or one whose address was already removed just opens the normal checkout.
 */
export async function resumeCheckout(
  db: Db,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<ResumedCheckout | null> {
  const id = readToken(RESUME_TOKEN, secret, token);
  if (!id) return null;
  const keptSince = new Date(now - RETENTION.unpaidCheckoutDays * 86_400_000).toISOString();
  const row = await db
    .selectFrom('ebook_purchases')
    .select(['id', 'email', 'language', 'discount_code'])
    .where('id', '=', id)
    .where('reminder_sent_at', 'is not', null)
    .where('email', '!=', PURGED_EMAIL)
    .where('created_at', '>=', keptSince)
    .executeTakeFirst();
  if (!row) return null;
  return {
    checkoutId: row.id,
    email: row.email,
    language: toLang(row.language),
    discountCode: row.discount_code,
  };
}

/**
 * Unsubscribes from a reminder's link (the page and the mail client's one-click POST alike):
 * the address's checkouts with consent record the time, and a reminder still waiting in the
 * outbox for that address does not go. Repeating it changes nothing. Null for a bad token.
 */
export async function unsubscribeReminders(
  db: Db,
  secret: string,
  token: string,
): Promise<{ language: Lang } | null> {
  const id = readToken(UNSUBSCRIBE_TOKEN, secret, token);
  if (!id) return null;
  const checkout = await db
    .selectFrom('ebook_purchases')
    .select(['email', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!checkout) return null;
  const language = toLang(checkout.language);
  if (checkout.email === PURGED_EMAIL) return { language };
  await db.transaction().execute(async (trx) => {
    await lockAddressReminders(trx, checkout.email);
    await trx
      .updateTable('ebook_purchases')
      .set({ reminder_unsubscribed_at: new Date().toISOString() })
      .where('email', '=', checkout.email)
      .where('reminder_consent_at', 'is not', null)
      .where('reminder_unsubscribed_at', 'is', null)
      .execute();
    await dropQueuedReminders(trx, checkout.email);
  });
  return { language };
}

/** The language of the checkout an unsubscribe token names, or null: reads only. */
export async function reminderLanguage(
  db: Db,
  secret: string,
  token: string,
): Promise<Lang | null> {
  const id = readToken(UNSUBSCRIBE_TOKEN, secret, token);
  if (!id) return null;
  const row = await db
    .selectFrom('ebook_purchases')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toLang(row.language) : null;
}

/** The reminded checkout a new checkout came back from (its `resume` token), or null. */
export async function reminderOf(db: Db, secret: string, token: string | undefined) {
  if (!token) return null;
  const id = readToken(RESUME_TOKEN, secret, token);
  if (!id) return null;
  const row = await db
    .selectFrom('ebook_purchases')
    .select('id')
    .where('id', '=', id)
    .where('reminder_sent_at', 'is not', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * For the sales figures, between two instants: when reminders were queued, and when purchases
 * after a reminder were paid, whether the buyer came back through the reminder's link (a new
 * order naming it) or paid the reminded checkout itself.
 */
export async function readReminderTimes(
  db: Db,
  from: string,
  until: string,
): Promise<{ sent: string[]; purchases: string[] }> {
  const sent = await db
    .selectFrom('ebook_purchases')
    .select('reminder_sent_at')
    .where('reminder_sent_at', '>=', from)
    .where('reminder_sent_at', '<', until)
    .execute();
  const purchases = await db
    .selectFrom('ebook_purchases')
    .select('paid_at')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .where('status', 'in', PAID_STATUSES)
    .where((eb) =>
      eb.or([
        eb('reminder_of', 'is not', null),
        eb.and([
          eb('reminder_sent_at', 'is not', null),
          eb('paid_at', '>=', eb.ref('reminder_sent_at')),
        ]),
      ]),
    )
    .execute();
  return {
    sent: sent.flatMap((r) => (r.reminder_sent_at ? [r.reminder_sent_at] : [])),
    purchases: purchases.flatMap((r) => (r.paid_at ? [r.paid_at] : [])),
  };
}

/** Looks for due reminders a little after the start and then every five minutes. */
export function startReminderJob(deps: ReminderDeps & { everyMs?: number }) {
  const tick = () => {
    queueDueReminders(deps).catch((err) =>
      deps.logger.warn({ err }, 'checkout reminders could not be queued'),
    );
  };
  return repeatInBackground(tick, { firstAfterMs: 45_000, everyMs: deps.everyMs ?? 300_000 });
}
