import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { PurchaseStatus } from '../../db/types';
import { BOUGHT_STATUSES } from '../orders/purchases';
import type { Logger } from '../../logger';
import { localizedPath, toLang, type Lang } from '../../../shared/languages';
import { buildReminderMail } from '../../mail/reminder-mail';
import { canonicalEmail } from '../common/canonical-email';
import {
  DEDUPE_PREFIX,
  isSuppressed,
  lockAddressReminders,
  lockDailyCap,
} from './reminder-addresses';
import { enqueueMail } from '../delivery/mail-outbox';
import { repeatInBackground } from '../jobs/repeat';
import { PURGED_EMAIL, RETENTION } from '../jobs/retention';
import { readToken, signToken, type TokenKind } from '../access/signed-token';

/**
 * Reminders of unfinished checkouts (decision D18). A checkout whose buyer ticked the optional
 * box and that is not paid after REMINDER_DELAY_HOURS gets one e-mail, in the buyer's language,
 * with a link back to a pre-filled checkout and a one-click unsubscribe. Never without the box,
 * never twice, never after the purchase was made by any path, never to an address that bought
 * meanwhile. Since anyone can type anyone's address and tick the box (decision 087): by
 * default only to an address that bought before, one reminder a week per mailbox however its
 * address is written, a few ticked boxes per client and a cap per day shop-wide, and never
 * again to an address that unsubscribed.
 *
 * Exactly once across processes: the job claims a checkout with a conditional UPDATE of
 * `reminder_sent_at` and queues the mail in the same transaction (its outbox key names the
 * checkout). Every path that makes an order paid takes the same per-address lock first and
 * removes a reminder still waiting in the outbox for that address, so a payment and a reminder
 * never cross: whichever comes second sees the other.
 */

/** Only checkouts this recent are reminded: a shop started after a pause mails nothing old. */
const REMINDER_MAX_AGE_DAYS = 7;

/** Unpaid checkouts that may be reminded; 'failed' is a refused payment, not an open one. */
const REMINDABLE: PurchaseStatus[] = ['pending', 'expired'];

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
    | 'publicUrl'
    | 'sessionSecret'
    | 'reminderDelayHours'
    | 'remindersToNewAddresses'
    | 'remindersPerDay'
    | 'seller'
    | 'supportEmail'
  >;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

function resumeUrl(config: ReminderDeps['config'], checkoutId: string, lang: Lang) {
  const token = signToken(RESUME_TOKEN, config.sessionSecret, checkoutId);
  return `${config.publicUrl}${localizedPath('checkout', lang)}?resume=${token}`;
}

function unsubscribeUrl(config: ReminderDeps['config'], checkoutId: string) {
  return `${config.publicUrl}/unsubscribe/${signToken(UNSUBSCRIBE_TOKEN, config.sessionSecret, checkoutId)}`;
}

/** Thrown inside a claim's transaction to undo it. */
class NotToBeReminded extends Error {}
/** Thrown inside a claim's transaction when the shop-wide daily cap is reached. */
class DailyCapReached extends Error {}

/**
 * Queues the reminders that are due now; returns how many. Safe to run in every process at
 * once: each checkout is claimed by exactly one.
 *
 * Strangers can type any address into the checkout and tick the box (decision 087), so besides
 * the buyer's box a reminder needs: an address that is not on the list of unsubscribed ones
 * (in any of its variants, reminder_suppressions); no reminder to any variant of it in the
 * last week; an address that bought from the shop before, unless REMINDERS_TO_NEW_ADDRESSES is
 * on; and room under REMINDERS_PER_DAY, shop-wide.
 * @internal Exported for its unit test: one pass of the job, which its timer runs in production,
 * is run by the tests at a chosen time.
 */
export async function queueDueReminders(deps: ReminderDeps, now = Date.now()): Promise<number> {
  const { db, config } = deps;
  const dueBefore = new Date(now - config.reminderDelayHours * 3_600_000).toISOString();
  const oldest = new Date(now - REMINDER_MAX_AGE_DAYS * 86_400_000).toISOString();
  const dayAgo = new Date(now - 86_400_000).toISOString();
  if ((await countQueuedSince(db, dayAgo)) >= config.remindersPerDay) {
    deps.logger.warn({ cap: config.remindersPerDay }, 'checkout reminders: daily cap reached');
    return 0;
  }
  // Checkouts the rules below would pass over are left out here already, so however many of
  // them there are (a buyer who came back and paid, a stranger's), they never crowd out the
  // due ones.
  let query = db
    .selectFrom('ebook_purchases as p')
    .select(['p.id', 'p.email', 'p.language', 'p.created_at', 'p.discount_code'])
    .where('p.reminder_consent_at', 'is not', null)
    .where('p.reminder_sent_at', 'is', null)
    .where('p.reminder_unsubscribed_at', 'is', null)
    .where('p.reminder_address', 'is not', null)
    .where('p.status', 'in', REMINDABLE)
    // A bank transfer or SEPA payment under way is a finished checkout, not an abandoned one.
    .where('p.payment_started_at', 'is', null)
    .where('p.created_at', '<=', dueBefore)
    .where('p.created_at', '>=', oldest)
    .where('p.email', '!=', PURGED_EMAIL)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_suppressions as s')
            .select('s.address')
            .whereRef('s.address', '=', 'p.reminder_address'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ebook_purchases as o')
            .select('o.id')
            .whereRef('o.id', '!=', 'p.id')
            .where((eb) =>
              eb.or([
                // The address bought after this checkout was started…
                eb.and([
                  eb('o.email', '=', eb.ref('p.email')),
                  eb('o.status', 'in', BOUGHT_STATUSES),
                  eb('o.created_at', '>=', eb.ref('p.created_at')),
                ]),
                // …or one of its variants was reminded within the week.
                eb.and([
                  eb('o.reminder_address', '=', eb.ref('p.reminder_address')),
                  eb('o.reminder_sent_at', '>=', oldest),
                ]),
              ]),
            ),
        ),
      ),
    );
  if (!config.remindersToNewAddresses) {
    // Only an address the shop delivered a purchase to before: an existing customer.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ebook_purchases as k')
          .select('k.id')
          .whereRef('k.email', '=', 'p.email')
          .where('k.status', 'in', BOUGHT_STATUSES)
          .whereRef('k.created_at', '<', 'p.created_at'),
      ),
    );
  }
  const due = await query.orderBy('p.created_at').limit(200).execute();
  let queued = 0;
  for (const checkout of due) {
    try {
      const sent = await db.transaction().execute(async (trx) => {
        await lockAddressReminders(trx, checkout.email);
        await lockDailyCap(trx);
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
          .returning('reminder_address')
          .executeTakeFirst();
        if (!claimed) return false;
        if (!claimed.reminder_address) throw new NotToBeReminded();
        // Counted after the claim (its own included), under the cap's lock.
        if ((await countQueuedSince(trx, dayAgo)) > config.remindersPerDay)
          throw new DailyCapReached();
        // Read after the claim, under the address's lock: sees a payment or an unsubscribe
        // committed meanwhile.
        if (await isSuppressed(trx, claimed.reminder_address)) throw new NotToBeReminded();
        const other = await trx
          .selectFrom('ebook_purchases')
          .select('id')
          .where('id', '!=', checkout.id)
          .where((eb) =>
            eb.or([
              eb.and([
                eb('email', '=', checkout.email),
                eb('status', 'in', BOUGHT_STATUSES),
                eb('created_at', '>=', checkout.created_at),
              ]),
              eb.and([
                eb('reminder_address', '=', claimed.reminder_address),
                eb('reminder_sent_at', '>=', oldest),
              ]),
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
      if (err instanceof DailyCapReached) {
        deps.logger.warn({ cap: config.remindersPerDay }, 'checkout reminders: daily cap reached');
        break;
      }
      if (!(err instanceof NotToBeReminded)) throw err;
    }
  }
  if (queued) deps.logger.info({ queued }, 'checkout reminders queued');
  return queued;
}

/** Reminders queued since the instant, shop-wide. */
async function countQueuedSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('ebook_purchases')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('reminder_sent_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What a reminder's link back fills in at the checkout. */
export interface ResumedCheckout {
  checkoutId: string;
  email: string;
  language: Lang;
  discountCode: string | null;
  /** The copies the checkout was for: 1, or a team's 2 to 50 (decision 100). */
  copies: number;
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
    .select(['id', 'email', 'language', 'discount_code', 'copies'])
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
    copies: Number(row.copies ?? 1),
  };
}

/**
 * Unsubscribes from a reminder's link (the page and the mail client's one-click POST alike).
 * An unsubscribe is a lasting objection (decision 087): the address, in canonical form, goes
 * on the list no reminder ever passes, whoever ticks a box for it later; the address's
 * checkouts with consent record the time, and a reminder still waiting in the outbox for any
 * variant of it does not go. Repeating it changes nothing. Null for a bad token.
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
    .select(['email', 'language', 'reminder_address'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!checkout) return null;
  const language = toLang(checkout.language);
  if (checkout.email === PURGED_EMAIL) return { language };
  const address = checkout.reminder_address ?? canonicalEmail(checkout.email);
  await db.transaction().execute(async (trx) => {
    await lockAddressReminders(trx, checkout.email);
    const now = new Date().toISOString();
    await trx
      .insertInto('reminder_suppressions')
      .values({ address, created_at: now })
      .onConflict((oc) => oc.column('address').doNothing())
      .execute();
    await trx
      .updateTable('ebook_purchases')
      .set({ reminder_unsubscribed_at: now })
      .where((eb) =>
        eb.or([eb('reminder_address', '=', address), eb('email', '=', checkout.email)]),
      )
      .where('reminder_consent_at', 'is not', null)
      .where('reminder_unsubscribed_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('mail_outbox')
      .where('dedupe_key', 'like', `${DEDUPE_PREFIX}%`)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .where('purchase_id', 'in', (eb) =>
        eb.selectFrom('ebook_purchases').select('id').where('reminder_address', '=', address),
      )
      .execute();
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

/** Looks for due reminders a little after the start and then every five minutes. */
export function startReminderJob(deps: ReminderDeps & { everyMs?: number }) {
  const tick = () => {
    queueDueReminders(deps).catch((err) =>
      deps.logger.warn({ err }, 'checkout reminders could not be queued'),
    );
  };
  return repeatInBackground(tick, { firstAfterMs: 45_000, everyMs: deps.everyMs ?? 300_000 });
}
