import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { DiscountCodesTable } from '../../db/types';
import { PAID_STATUSES, type PurchaseStatus } from '../orders/purchases';
import { berlinDay } from '../common/berlin-time';

/**
 * Discount codes (decision D17, docs/decisions/085-discount-codes-and-honest-prices.md): a
 * seller's individual offers, checked on the server at every step. A code is redeemed by the
 * orders that carry it: counting those orders is the count of redemptions, so a duplicate
 * webhook or a second process cannot count one twice. A checkout holds a limited code while
 * its buyer is on the payment page (HOLD_MINUTES) and while a payment it started is under way;
 * a hold that lapsed is ended at the provider before the code goes to another buyer, so a limit
 * holds (decision record 085).
 */

type DiscountCode = Selectable<DiscountCodesTable>;

/** Why a code does not apply, as the shop knows it. */
export type CodeRefusal =
  | 'codeUnknown'
  | 'codeInactive'
  | 'codeNotYetValid'
  | 'codeExpired'
  | 'codeUsedUp'
  | 'codeNotForEdition';

/**
 * What a buyer is told, each in the buyer's language: only an expired code and a code for
 * another edition say so, since that helps an honest buyer (an old newsletter, the wrong
 * language). A paused code, one not valid yet and one used up or held by others get the same
 * answer as a code that does not exist: nobody learns from the shop which codes exist.
 */
export type PublicCodeRefusal = 'codeUnknown' | 'codeExpired' | 'codeNotForEdition';

export function publicRefusal(reason: CodeRefusal): PublicCodeRefusal {
  return reason === 'codeExpired' || reason === 'codeNotForEdition' ? reason : 'codeUnknown';
}

/** What a buyer may type: letters and digits, compared without regard to case. */
const CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** The smallest amount the payment providers accept in euros (Stripe: 0.50 €), in cents. */
const PROVIDER_MINIMUM = 50;

/**
 * How long a checkout holds a limited code while its buyer is on the payment page. Once it
 * lapses, the code goes to the next buyer who asks, and the lapsed checkout's payment session is
 * ended at the provider first (see `lapsedHolds`).
 */
const HOLD_MINUTES = 15;

/**
 * How long the payment session of a checkout with a code stays open at the provider: Stripe
 * takes no `expires_at` sooner than 30 minutes after the session's creation, so one more than
 * that. Past it a session can no longer be paid, so a checkout older than this holds nothing.
 */
export const SESSION_MINUTES = 31;

/** Checkouts holding a limited code one client address may keep open at once. */
export const HOLDS_PER_CLIENT = 3;

/** Orders that used their code up: paid (or held for review), refunded and withdrawn ones too. */
export const REDEEMED_STATUSES: readonly PurchaseStatus[] = PAID_STATUSES;

/**
 * An order a discount code made free: recorded paid with nothing to pay, no payment provider
 * (the checkout makes it so). Nothing to refund; a withdrawal needs no provider.
 */
export function isFreeWithCode(p: {
  provider: string;
  amount: number | string;
  discount_code: string | null;
}): boolean {
  return p.provider === 'none' && Number(p.amount) === 0 && Boolean(p.discount_code);
}

/** The buyer's entry as stored: trimmed and in upper case; null when it cannot be a code. */
export function normalizeCode(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

interface PriceWithCode {
  code: string;
  /** The product's price, in cents. */
  listPrice: number;
  discount: number;
  /** What the buyer pays: never below 0, and never between 0 and the provider's minimum. */
  total: number;
}

/**
 * The discount of a code on a price, in cents. A percentage is rounded to the cent (half up);
 * an amount never exceeds the price. A total between 0 and the provider's minimum is raised to
 * the minimum (the discount is that much smaller): a card payment of 0.20 € cannot be taken.
 */
function applyDiscount(
  listPrice: number,
  code: Pick<DiscountCode, 'percent_off' | 'amount_off'>,
): { discount: number; total: number } {
  const wanted =
    code.percent_off !== null
      ? Math.round((listPrice * Number(code.percent_off)) / 100)
      : Math.min(Number(code.amount_off ?? 0), listPrice);
  let total = Math.max(0, listPrice - wanted);
  if (total > 0 && total < PROVIDER_MINIMUM) total = Math.min(listPrice, PROVIDER_MINIMUM);
  return { discount: listPrice - total, total };
}

/** The languages a code is limited to; empty for every edition. */
function codeLanguages(code: Pick<DiscountCode, 'languages'>): string[] {
  try {
    const parsed: unknown = JSON.parse(code.languages || '[]');
    return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

const minutesBefore = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/**
 * Orders that used the code, and checkouts still holding it: those whose payment is under way
 * (until the provider says it succeeded or failed), and those whose buyer is on the payment page.
 * `strict` (the claim, after lapsed holds were ended) counts every checkout whose payment
 * session may still be open; otherwise only the holds that have not lapsed. `ownHolds` names
 * orders of the asking browser whose hold is not counted against it (its own unpaid checkout,
 * left with the browser's Back button, is no reason to refuse it the code).
 */
async function claimsOf(
  db: Db,
  code: string,
  now: Date,
  ownHolds: string[] = [],
  strict = false,
): Promise<number> {
  const heldSince = minutesBefore(now, strict ? SESSION_MINUTES : HOLD_MINUTES);
  const row = await db
    .selectFrom('ebook_purchases')
    .select(sql<number>`count(*)`.as('n'))
    .where('discount_code', '=', code)
    .where((eb) =>
      eb.or([
        eb('status', 'in', REDEEMED_STATUSES),
        eb.and([
          eb('status', '=', 'pending'),
          eb.or([eb('payment_started_at', 'is not', null), eb('created_at', '>', heldSince)]),
          ...(ownHolds.length ? [eb('id', 'not in', ownHolds)] : []),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checkouts whose hold on the code lapsed while their payment session may still be open: their
 * buyer left the payment page open, or left it without going back. Before the code goes to
 * another buyer these sessions are ended at the provider, so a late payment cannot pass the limit.
 */
export async function lapsedHolds(
  db: Db,
  code: string,
  now: Date,
): Promise<Array<{ id: string; provider_session_id: string; provider: string }>> {
  const rows = await db
    .selectFrom('ebook_purchases')
    .select(['id', 'provider_session_id', 'provider'])
    .where('discount_code', '=', code)
    .where('status', '=', 'pending')
    .where('payment_started_at', 'is', null)
    .where('provider_session_id', 'is not', null)
    .where('created_at', '<=', minutesBefore(now, HOLD_MINUTES))
    .where('created_at', '>', minutesBefore(now, SESSION_MINUTES))
    .execute();
  return rows.map((r) => ({ ...r, provider_session_id: r.provider_session_id! }));
}

/**
 * The checkouts holding a limited code that one client address (`holdClient`, a keyed hash of
 * it) keeps open now: a buyer on a payment page, not a payment under way.
 */
export async function holdsOfClient(db: Db, holdClient: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('ebook_purchases')
    .select(sql<number>`count(*)`.as('n'))
    .where('hold_client', '=', holdClient)
    .where('status', '=', 'pending')
    .where('payment_started_at', 'is', null)
    .where('created_at', '>', minutesBefore(now, HOLD_MINUTES))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type CodeVerdict =
  | { ok: true; price: PriceWithCode; code: DiscountCode }
  /** `startsOn`: the first valid day of a code that is not valid yet. */
  | { ok: false; reason: CodeRefusal; startsOn?: string };

/**
 * Whether a code applies to a product now, and the price it gives. The validity days are the
 * seller's (Europe/Berlin): a code valid until 2026-12-31 works until midnight in Berlin,
 * whatever the season. Inside a transaction that holds the code's row (lockCode), the count of
 * claims cannot change underneath; `strict` is for that count (see claimsOf).
 */
export async function checkCode(
  db: Db,
  rawCode: string | null,
  product: { language: string; price: number },
  now = new Date(),
  ownHolds: string[] = [],
  strict = false,
): Promise<CodeVerdict> {
  const code = normalizeCode(rawCode);
  if (!code) return { ok: false, reason: 'codeUnknown' };
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'codeUnknown' };
  if (Number(row.active) !== 1) return { ok: false, reason: 'codeInactive' };
  const today = berlinDay(now);
  if (row.starts_on && today < row.starts_on) {
    return { ok: false, reason: 'codeNotYetValid', startsOn: row.starts_on };
  }
  if (row.ends_on && today > row.ends_on) return { ok: false, reason: 'codeExpired' };
  const languages = codeLanguages(row);
  if (languages.length && !languages.includes(product.language)) {
    return { ok: false, reason: 'codeNotForEdition' };
  }
  if (
    row.max_redemptions !== null &&
    (await claimsOf(db, code, now, ownHolds, strict)) >= row.max_redemptions
  ) {
    return { ok: false, reason: 'codeUsedUp' };
  }
  const listPrice = Number(product.price);
  return { ok: true, code: row, price: { code, listPrice, ...applyDiscount(listPrice, row) } };
}

/**
 * Takes the code's row for the rest of the transaction (a write that changes nothing): a
 * second checkout for the same code, in this process or another, on SQLite or PostgreSQL,
 * waits here until the first has recorded its claim, so the last redemption goes to one.
 */
export async function lockCode(trx: Db, rawCode: string | null): Promise<void> {
  const code = normalizeCode(rawCode);
  if (!code) return;
  await trx
    .updateTable('discount_codes')
    .set({ code: sql<string>`code` })
    .where('code', '=', code)
    .execute();
}
