import { createHmac } from 'node:crypto';
import type { CheckoutDeps } from '../common/shop-deps';
import { lapsedHolds, normalizeCode } from './discount-codes';
import { fulfilCheckoutSession } from '../delivery/fulfilment';

/**
 * Ending the checkouts that hold a discount code (decision record 085): the buyer's own, when it
 * goes back from the payment page or starts again, and anyone's whose hold lapsed, before the
 * code goes to the next buyer. Ending means at the provider first (its session can no longer be
 * paid), then the order as the provider then reports it: expired, or paid when it was paid
 * meanwhile, or a payment under way, which keeps holding the code.
 */

/**
 * The key a checkout's client address is counted by for the cap on holds: a keyed hash, so the
 * order never stores the address itself, and one process's key is every process's.
 */
export function holdClientKey(secret: string, clientAddress: string): string | null {
  if (!clientAddress) return null;
  return createHmac('sha256', `code-hold:${secret}`)
    .update(clientAddress)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * A checkout whose hold on `code` lapsed may still have its payment session open (the provider
 * keeps it at least 30 minutes): each is ended at the provider, and its order then follows what
 * the provider reports. One the provider cannot end stays counted until its session's own end.
 */
export async function endLapsedHolds(deps: CheckoutDeps, rawCode: string, now: Date) {
  const code = normalizeCode(rawCode);
  if (!code) return;
  for (const hold of await lapsedHolds(deps.db, code, now)) {
    if (hold.provider !== deps.provider.name) continue;
    await endAtProvider(deps, hold.id, hold.provider_session_id);
  }
}

async function endAtProvider(deps: CheckoutDeps, purchaseId: string, sessionId: string) {
  try {
    await deps.provider.expireSession(sessionId);
  } catch (err) {
    // Paid or completed meanwhile, or the provider did not answer: its state decides below.
    deps.logger.warn({ err, purchaseId }, 'payment session could not be ended');
  }
  try {
    await fulfilCheckoutSession(deps, sessionId);
  } catch (err) {
    deps.logger.warn({ err, purchaseId }, 'payment session state could not be read');
  }
}

/**
 * A browser that starts a checkout again with the code its earlier, unpaid checkout holds (it
 * came back from the payment page with its Back button, or from a second tab) ends that
 * checkout first, as its cancel page would: the code is not held twice, and a code limited to
 * one redemption is not refused to the very buyer holding it.
 */
export async function releaseOwnHolds(deps: CheckoutDeps, rawCode: string, own: string[]) {
  const code = normalizeCode(rawCode);
  if (!code || !own.length) return;
  const held = await deps.db
    .selectFrom('ebook_purchases')
    .select('id')
    .where('id', 'in', own)
    .where('discount_code', '=', code)
    .where('status', '=', 'pending')
    .execute();
  for (const { id } of held) await releaseCheckout(deps, id, own);
}

/**
 * A buyer went back from the payment page: the session is ended at the provider and the order
 * marked expired, so a discount code it held is free for the next buyer at once. Only for an
 * unpaid order of the asking browser (`own`, from its signed cookie); a session paid meanwhile
 * is fulfilled as ever, and one whose payment is under way keeps its hold.
 */
export async function releaseCheckout(
  deps: CheckoutDeps,
  purchaseId: string,
  own: string[],
): Promise<void> {
  if (!own.includes(purchaseId)) return;
  const purchase = await deps.db
    .selectFrom('ebook_purchases')
    .select(['status', 'provider_session_id', 'provider'])
    .where('id', '=', purchaseId)
    .executeTakeFirst();
  if (!purchase?.provider_session_id || purchase.status !== 'pending') return;
  if (purchase.provider !== deps.provider.name) return;
  await endAtProvider(deps, purchaseId, purchase.provider_session_id);
}
