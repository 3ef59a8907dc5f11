import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';
import { addDays, DELIVERED_STATUSES, type Purchase } from './purchases';

/** How often a buyer may renew one purchase's link by themselves (decision D14). */
const BUYER_RENEWALS = { limit: 3, days: 30 } as const;

export type RenewalResult =
  | { ok: true; expiresAt: string; downloadLimit: number }
  | { ok: false; reason: 'limit' | 'not-paid' };

/**
 * Gives a paid purchase's link a new validity and a new download allowance (decision D14):
 * valid for `days` from now, with `allowance` more downloads than already made. A buyer may do
 * this three times per purchase in 30 days; an administrator always. Each renewal is recorded.
 * Free copies are renewed like paid purchases.
 */
export async function renewLink(
  db: Db,
  purchase: Pick<Purchase, 'id' | 'download_count'>,
  opts: {
    by: 'buyer' | 'admin';
    actor?: string;
    days: number;
    allowance: number;
    now?: Date;
  },
): Promise<RenewalResult> {
  const now = opts.now ?? new Date();
  if (opts.by === 'buyer') {
    const since = addDays(now, -BUYER_RENEWALS.days).toISOString();
    const recent = await db
      .selectFrom('link_renewals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('purchase_id', '=', purchase.id)
      .where('renewed_by', '=', 'buyer')
      .where('renewed_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= BUYER_RENEWALS.limit) return { ok: false, reason: 'limit' };
  }
  const expiresAt = addDays(now, opts.days).toISOString();
  const downloadLimit = Number(purchase.download_count) + opts.allowance;
  const updated = await db
    .updateTable('ebook_purchases')
    .set({ link_expires_at: expiresAt, download_limit: downloadLimit })
    .where('id', '=', purchase.id)
    .where('status', 'in', DELIVERED_STATUSES)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'not-paid' };
  await db
    .insertInto('link_renewals')
    .values({
      id: randomUUID(),
      purchase_id: purchase.id,
      renewed_at: now.toISOString(),
      renewed_by: opts.by,
      actor: opts.actor ?? null,
      expires_at: expiresAt,
      download_limit: downloadLimit,
    })
    .execute();
  return { ok: true, expiresAt, downloadLimit };
}

/**
 * How many downloads the purchase's current link gives. A renewal's allowance is counted on top
 * of the downloads already made, so after one the stored limit (say 20) is not what the link
 * was given (10): the link's own count starts at its latest renewal.
 */
export async function currentLinkAllowance(
  db: Db,
  purchase: Pick<Purchase, 'id' | 'download_count' | 'download_limit'>,
): Promise<number> {
  const limit = Number(purchase.download_limit);
  const latest = await db
    .selectFrom('link_renewals')
    .select('renewed_at')
    .where('purchase_id', '=', purchase.id)
    .orderBy('renewed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return limit;
  const before = await db
    .selectFrom('purchase_downloads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purchase_id', '=', purchase.id)
    .where('at', '<', latest.renewed_at)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, limit - Number(purchase.download_count));
  return Math.min(limit, Math.max(left, limit - Number(before.n)));
}
