import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import { UNPAID_STATUSES } from '../orders/purchases';
import { repeatInBackground } from './repeat';

/**
 * Storage limitation (GDPR art. 5(1)(e)): what the shop keeps only for a while is removed by a
 * job every process runs every hour. The deletes are idempotent, so two processes running it
 * at once remove each row once. The periods are stated in the privacy texts.
 *
 * - Sign-in codes: as soon as they expire (they are valid for 10 minutes).
 * - Rate-limit counters: as soon as their window ends.
 * - Checkouts never paid (pending, failed, expired): after 30 days the buyer's address, name
 *   and business details are removed; what is left (date, language, product, amount) still
 *   counts as a checkout started in the sales figures, but names nobody. The demo provider's
 *   test payments of such checkouts are deleted.
 * - The keyed hash of the client address a checkout with a limited discount code keeps, to cap
 *   the holds of one client (decision record 085): after a day, long after the hold ended.
 *
 * The list of addresses that unsubscribed from checkout reminders is never purged: it is what
 * keeps an objection lasting (decision 087).
 *
 * Orders that were paid (paid, refunded, withdrawn, held for review, free copies) are never
 * touched: commercial and tax law require them to be kept.
 */
export const RETENTION = {
  unpaidCheckoutDays: 30,
} as const;

/** The address an unpaid checkout keeps once its buyer's was removed (a reserved domain). */
export const PURGED_EMAIL = 'removed@purged.invalid';

export interface PurgeResult {
  otpCodes: number;
  rateLimitCounters: number;
  unpaidCheckouts: number;
}

/**
 * @internal Exported for its unit test: one pass of the job, which its timer runs in production,
 * is run by the tests at a chosen time.
 */
export async function purgeExpiredData(db: Db, now = Date.now()): Promise<PurgeResult> {
  const nowIso = new Date(now).toISOString();
  const codes = await db
    .deleteFrom('otp_codes')
    .where('expires_at', '<', nowIso)
    .executeTakeFirst();
  const counters = await db
    .deleteFrom('rate_limit_counters')
    .where('expire', 'is not', null)
    .where('expire', '<', now)
    .executeTakeFirst();
  const before = new Date(now - RETENTION.unpaidCheckoutDays * 86_400_000).toISOString();
  const unpaid = db
    .selectFrom('ebook_purchases')
    .select('id')
    .where('status', 'in', UNPAID_STATUSES)
    .where('paid_at', 'is', null)
    .where('created_at', '<', before)
    .where('email', '!=', PURGED_EMAIL);
  await db
    .deleteFrom('demo_payments')
    .where('status', 'in', ['open', 'failed', 'expired'])
    .where('purchase_id', 'in', unpaid)
    .execute();
  const checkouts = await db
    .updateTable('ebook_purchases')
    .set({
      email: PURGED_EMAIL,
      reminder_address: null,
      name: '',
      business_company: null,
      business_address: null,
      business_vat_id: null,
      billing_tax_id: null,
      vies_vat_id: null,
    })
    .where('id', 'in', unpaid)
    .executeTakeFirst();
  await db
    .updateTable('ebook_purchases')
    .set({ hold_client: null })
    .where('hold_client', 'is not', null)
    .where('created_at', '<', new Date(now - 86_400_000).toISOString())
    .execute();
  return {
    otpCodes: Number(codes.numDeletedRows),
    rateLimitCounters: Number(counters.numDeletedRows),
    unpaidCheckouts: Number(checkouts.numUpdatedRows),
  };
}

/** Runs the purge a minute after the start and then every hour. */
export function startRetentionJob(deps: { db: Db; logger: Logger; everyMs?: number }) {
  const tick = () => {
    purgeExpiredData(deps.db)
      .then((r) => {
        if (r.otpCodes || r.rateLimitCounters || r.unpaidCheckouts)
          deps.logger.info(r, 'expired data removed');
      })
      .catch((err) => deps.logger.warn({ err }, 'expired data could not be removed'));
  };
  return repeatInBackground(tick, { firstAfterMs: 60_000, everyMs: deps.everyMs ?? 3_600_000 });
}
