import { singleLine } from '../../../shared/plain-text';
import { storedEmail } from '../common/email-address';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { EbookPurchasesTable, PurchaseStatus } from '../../db/types';

export type Purchase = Selectable<EbookPurchasesTable>;
export type NewPurchase = Insertable<EbookPurchasesTable>;
/** A database handle or an open transaction: both run the same queries. */
export type DbOrTrx = Db;
export type { PurchaseStatus };

/*
 * The status sets of an order, each defined here once (docs/decisions/091-each-rule-once.md).
 * An order held for review ('review': paid, but the payment differs from the order) took money
 * and used its discount code, and can be refunded; it is no sale until the seller releases it
 * (it becomes 'paid'), so no figure counts it: not the dashboard's orders, revenue or funnel,
 * not a code's revenue, not a reminder's conversions, not a partner's commission.
 */

/** Statuses whose download link no longer works (decision D3: a refund or withdrawal revokes it). */
const REVOKED_STATUSES: readonly PurchaseStatus[] = ['refunded', 'withdrawn'];

/** Statuses whose link works: paid (also partly refunded), and a free copy an administrator issued. */
export const DELIVERED_STATUSES: PurchaseStatus[] = ['paid', 'partially_refunded', 'free'];

/**
 * The one list of statuses of an order that was paid: money came in, whatever happened to it
 * since (partly or fully refunded, withdrawn, held for review). A free copy is not among them.
 */
export const PAID_STATUSES: readonly PurchaseStatus[] = [
  'paid',
  'partially_refunded',
  'review',
  'refunded',
  'withdrawn',
];

/** The paid statuses without an order held for review: the sales every figure counts. */
export const SOLD_STATUSES: readonly PurchaseStatus[] = PAID_STATUSES.filter((s) => s !== 'review');

/** Whether an order is a sale the figures count (see SOLD_STATUSES). */
export function isSold(status: PurchaseStatus): boolean {
  return SOLD_STATUSES.includes(status);
}

/** The statuses an order can be refunded from: money was taken and not all of it went back. */
export const REFUNDABLE_STATUSES: readonly PurchaseStatus[] = [
  'paid',
  'partially_refunded',
  'review',
];

/** A checkout never paid: started, then left open, failed or expired (the retention job's). */
export const UNPAID_STATUSES: readonly PurchaseStatus[] = ['pending', 'failed', 'expired'];

/** An order of these statuses means the address has the book: no checkout reminder after it. */
export const BOUGHT_STATUSES: readonly PurchaseStatus[] = [...PAID_STATUSES, 'free'];

// Crockford's base32 without look-alikes: an order id a buyer can read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new, unguessable order id: "RC-" and 16 characters (80 random bits). */
/**
 * A purchase made for a business: the buyer gave a company or a VAT number at checkout. The
 * right of withdrawal is a consumer's (D5, decision 100): such an order has none, and its
 * e-mails and pages offer no withdrawal link.
 */
export function isBusinessPurchase(
  p: Pick<Purchase, 'business_company' | 'business_vat_id'>,
): boolean {
  return Boolean(p.business_company?.trim() || p.business_vat_id?.trim());
}

export function newPurchaseId(): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const b of bytes) id += ALPHABET[b & 31];
  return `RC-${id}`;
}

// The shop's one rule for a line of plain text, kept where the server has always found it.
export { singleLine };

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

export async function createPurchase(db: DbOrTrx, purchase: NewPurchase): Promise<Purchase> {
  // Names reach e-mails: one line, no control characters, bounded.
  const name = singleLine(purchase.name ?? '').slice(0, 200);
  const row = { ...purchase, email: storedEmail(purchase.email), name };
  await db.insertInto('ebook_purchases').values(row).execute();
  return (await findPurchase(db, purchase.id))!;
}

export async function findPurchase(db: DbOrTrx, id: string): Promise<Purchase | undefined> {
  return db.selectFrom('ebook_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether an order names `value` in `column`: a product, discount code or partner with orders stays. */
export async function hasOrderNaming(
  db: DbOrTrx,
  column: 'product_id' | 'discount_code' | 'referral_code',
  value: string,
): Promise<boolean> {
  const order = await db
    .selectFrom('ebook_purchases')
    .select('id')
    .where(column, '=', value)
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}

export async function findPurchaseBySessionId(
  db: DbOrTrx,
  providerSessionId: string,
): Promise<Purchase | undefined> {
  return db
    .selectFrom('ebook_purchases')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

/** Paid purchases (and free copies) of one address, newest first. */
export async function listPaidPurchasesByEmail(db: DbOrTrx, email: string): Promise<Purchase[]> {
  return db
    .selectFrom('ebook_purchases')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', storedEmail(email))
    .where('status', 'in', DELIVERED_STATUSES)
    .orderBy('created_at', 'desc')
    .execute();
}

export type DownloadRefusal = 'unknown' | 'unpaid' | 'revoked' | 'replaced' | 'expired' | 'used-up';

/**
 * Why a purchase's link does not work at `now`, or null when it does. `generation` is the one
 * the link's token names (default: the current one): an earlier link an administrator replaced
 * is 'replaced'; a later one than the purchase has was never issued and names nothing.
 */
export function downloadRefusal(
  purchase: Purchase | undefined,
  now: Date,
  generation?: number,
): DownloadRefusal | null {
  if (!purchase) return 'unknown';
  return linkRefusal(
    purchase,
    {
      generation: Number(purchase.link_generation ?? 1),
      expiresAt: purchase.link_expires_at,
      downloads: Number(purchase.download_count),
    },
    now,
    generation,
  );
}

/**
 * The one rule for any download link of an order, the buyer's or a team member's (decision
 * 100): `link` is the link's own state (its current generation, expiry and downloads so far),
 * the order gives the status and the download limit.
 */
export function linkRefusal(
  order: Pick<Purchase, 'status' | 'download_limit'>,
  link: { generation: number; expiresAt: string | null; downloads: number },
  now: Date,
  generation?: number,
): DownloadRefusal | null {
  if (generation !== undefined && generation > link.generation) return 'unknown';
  if (REVOKED_STATUSES.includes(order.status)) return 'revoked';
  if (!DELIVERED_STATUSES.includes(order.status) || !link.expiresAt) return 'unpaid';
  if (generation !== undefined && generation < link.generation) return 'replaced';
  if (link.expiresAt <= now.toISOString()) return 'expired';
  if (link.downloads >= Number(order.download_limit)) return 'used-up';
  return null;
}

/**
 * Counts one download if the link still allows it. The conditions sit in the UPDATE itself,
 * so concurrent requests cannot together exceed the limit: the database serialises the
 * increments and the last ones find the condition false.
 */
export async function claimDownload(
  db: DbOrTrx,
  id: string,
  now: Date,
  /** The link's generation: a link replaced meanwhile counts nothing. */
  generation?: number,
): Promise<boolean> {
  const at = now.toISOString();
  let update = db
    .updateTable('ebook_purchases')
    .set({
      download_count: sql`download_count + 1`,
      first_download_at: sql`coalesce(first_download_at, ${at})`,
    })
    .where('id', '=', id);
  if (generation !== undefined) update = update.where('link_generation', '=', generation);
  const result = await update
    .where('status', 'in', DELIVERED_STATUSES)
    .where('link_expires_at', '>', at)
    .where(sql<boolean>`download_count < download_limit`)
    .executeTakeFirst();
  const claimed = Number(result.numUpdatedRows) === 1;
  // Each download with its time, for the order's timeline in the admin.
  if (claimed) {
    await db
      .insertInto('purchase_downloads')
      .values({ id: randomUUID(), purchase_id: id, at })
      .execute();
  }
  return claimed;
}
