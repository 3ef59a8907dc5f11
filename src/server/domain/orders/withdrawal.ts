import type { WithdrawalInfo, WithdrawalState } from '../../../shared/api/purchases';
import { toLang, type Lang } from '../../../shared/languages';
import { FREE_WITHDRAWAL_MAIL } from '../../content/free-withdrawal';
import { buildBuyerNotice } from '../../mail/buyer-notice';
import { buildRefundFailedNotice, buildWithdrawalMail } from '../../mail/withdrawal-mail';
import { productName } from '../checkout/catalog';
import type { CheckoutDeps } from '../common/shop-deps';
import { checkoutRefusal } from '../checkout/checkout-refusal';
import { cancelInvoice } from '../delivery/fulfilment';
import { readDownloadToken } from '../delivery/download-tokens';
import { invoiceUrl } from '../invoices/invoice-links';
import { issueCancellationInvoice, type Invoice } from '../invoices/invoices';
import { isFreeWithCode } from '../checkout/discount-codes';
import { enqueueMail } from '../delivery/mail-outbox';
import { findPurchase, isBusinessPurchase, type Purchase } from './purchases';
import { paidOf } from './refund-notice';

/**
 * The online withdrawal (decision D5): the page reached with the purchase's signed token, and
 * its one confirming action.
 */

/**
 * The purchase a token names, and whether the token is an earlier link an administrator has
 * replaced since (a newer one went to the buyer's address). A generation the purchase never
 * had names nothing.
 */
export async function purchaseForToken(
  deps: Pick<CheckoutDeps, 'db' | 'config'>,
  token: string,
): Promise<{ purchase: Purchase; replaced: boolean } | undefined> {
  const claim = readDownloadToken(deps.config.sessionSecret, token);
  const purchase = claim ? await findPurchase(deps.db, claim.purchaseId) : undefined;
  if (!claim || !purchase) return undefined;
  const current = Number(purchase.link_generation ?? 1);
  if (claim.generation > current) return undefined;
  return { purchase, replaced: claim.generation < current };
}

/**
 * A replaced link opens nothing, as long as the purchase still has a link: once it is refunded
 * or withdrawn, every link of it tells that instead.
 */
export function isReplacedLink(found: { purchase: Purchase; replaced: boolean }): boolean {
  return (
    found.replaced && found.purchase.status !== 'withdrawn' && found.purchase.status !== 'refunded'
  );
}

/**
 * Where the purchase stands for a withdrawal. A refund by the seller is told as such, not as
 * the buyer's withdrawal: in full there is nothing left to withdraw from; in part the online
 * withdrawal (which refunds the whole payment) no longer fits, and before a download the page
 * sends the buyer to support for the rest. After a download the right has lapsed either way.
 */
function withdrawalState(p: Purchase | undefined): WithdrawalState {
  if (!p) return 'invalid';
  if (p.status === 'withdrawn') return 'done';
  if (p.status === 'refunded') return 'refunded';
  if (p.status !== 'paid' && p.status !== 'partially_refunded') return 'invalid';
  // Bought for a business: the consumer's right of withdrawal never applied (decision 100).
  if (isBusinessPurchase(p)) return 'business';
  if (Number(p.download_count) > 0) return 'lapsed';
  return p.status === 'partially_refunded' ? 'partlyRefunded' : 'available';
}

/** Cents the seller gave back: the recorded total, or (refunded before totals were kept) all. */
function refundedOf(p: Purchase): number | null {
  const recorded = Number(p.refunded_amount ?? 0);
  if (p.status === 'refunded') return recorded || paidOf(p).amount;
  return p.status === 'partially_refunded' ? recorded : null;
}

/** Opening the withdrawal page changes nothing: this only reads. */
export async function withdrawalInfo(deps: CheckoutDeps, token: string): Promise<WithdrawalInfo> {
  const found = await purchaseForToken(deps, token);
  // A replaced link shows nothing of the purchase; its page is answered by the server
  // (api/downloads.ts), and the confirming POST is refused.
  const p = found && !isReplacedLink(found) ? found.purchase : undefined;
  const status = withdrawalState(p);
  if (!p || status === 'invalid') return { status: 'invalid', language: 'en' };
  return {
    status,
    language: toLang(p.language),
    orderId: p.id,
    productName: await productName(deps.db, p.product_id),
    amount: Number(p.amount),
    currency: p.currency,
    paidAt: p.paid_at,
    refundedAmount: refundedOf(p),
  };
}

/**
 * The withdrawal itself. The purchase is marked withdrawn first, in a conditional UPDATE that
 * also requires no download yet, so a download racing the refund is refused; if the provider
 * then refuses the refund, the purchase goes back to paid, the buyer is told and the seller
 * is notified.
 */
export async function withdrawPurchase(
  deps: CheckoutDeps,
  token: string,
): Promise<{ status: 'withdrawn'; language: Lang }> {
  const found = await purchaseForToken(deps, token);
  const p = found?.purchase;
  const lang = toLang(p?.language);
  if (found && isReplacedLink(found)) throw checkoutRefusal('withdrawReplaced', lang);
  const state = withdrawalState(p);
  if (!p || state === 'invalid') throw checkoutRefusal('withdrawInvalid', lang);
  // The seller refunded it meanwhile: nothing is withdrawn, and the page says what happened.
  if (state === 'refunded') throw checkoutRefusal('withdrawRefunded', lang);
  if (state === 'partlyRefunded') throw checkoutRefusal('withdrawPartlyRefunded', lang);
  if (state === 'business') throw checkoutRefusal('withdrawBusiness', lang);
  if (state === 'done') {
    if (p.status === 'withdrawn') await cancelInvoice(deps, p.id);
    return { status: 'withdrawn', language: lang };
  }
  // An order a 100 % discount code made free was paid with nothing: its withdrawal needs no
  // refund and no payment provider, only the link switched off and the 0 € invoice cancelled.
  const isFree = isFreeWithCode(p);
  if (state === 'lapsed' || (!p.provider_payment_id && !isFree)) {
    throw checkoutRefusal('withdrawLapsed', lang);
  }
  const now = new Date().toISOString();
  const claimed = await deps.db
    .updateTable('ebook_purchases')
    .set({ status: 'withdrawn', refunded_at: now })
    .where('id', '=', p.id)
    .where('status', '=', 'paid')
    .where('download_count', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const again = await findPurchase(deps.db, p.id);
    const latest = withdrawalState(again);
    if (latest === 'refunded') throw checkoutRefusal('withdrawRefunded', lang);
    if (latest === 'partlyRefunded') throw checkoutRefusal('withdrawPartlyRefunded', lang);
    if (latest !== 'done') throw checkoutRefusal('withdrawLapsed', lang);
    return { status: 'withdrawn', language: lang };
  }
  try {
    if (!isFree) await deps.provider.refund(p.provider_payment_id!);
  } catch (err) {
    deps.logger.error({ err, purchaseId: p.id }, 'refund for a withdrawal failed');
    await deps.db
      .updateTable('ebook_purchases')
      .set({ status: 'paid', refunded_at: null })
      .where('id', '=', p.id)
      .where('status', '=', 'withdrawn')
      .execute();
    await enqueueMail(
      deps.db,
      buildRefundFailedNotice({
        to: deps.config.saleNotificationEmail ?? deps.config.supportEmail,
        buyerEmail: p.email,
        orderId: p.id,
        amount: Number(p.amount),
        currency: p.currency,
        provider: deps.provider.name,
        error: String((err as Error).message ?? err),
      }),
    );
    throw checkoutRefusal('withdrawRefundFailed', lang);
  }
  // The refund went through: the invoice is cancelled by a cancellation invoice (D16), and the
  // confirmation that links it is queued in the same transaction, so the mail names an invoice
  // that exists. Should that fail, the buyer is still told (without the link), and the next
  // confirmation (answered 'done') issues the cancellation invoice.
  const mail = (cancellation: Invoice | null) => {
    const notice = {
      lang,
      to: p.email,
      orderId: p.id,
      amount: Number(p.amount),
      currency: p.currency,
      supportEmail: deps.config.supportEmail,
      sellerName: deps.config.seller.name,
      invoiceUrl: cancellation ? invoiceUrl(deps.config, cancellation.number) : null,
    };
    return isFree
      ? buildBuyerNotice(FREE_WITHDRAWAL_MAIL[lang], notice)
      : buildWithdrawalMail(notice);
  };
  const queued = { dedupeKey: `withdrawal:${p.id}`, purchaseId: p.id };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, mail(await issueCancellationInvoice(trx, p.id)), queued);
    });
  } catch (err) {
    deps.logger.error({ err, purchaseId: p.id }, 'cancellation invoice not issued yet');
    await enqueueMail(deps.db, mail(null), queued);
  }
  // Stores the cancellation invoice's PDF (issued above; nothing new is issued here).
  await cancelInvoice(deps, p.id).catch((err) =>
    deps.logger.error({ err, purchaseId: p.id }, 'cancellation invoice PDF not stored yet'),
  );
  deps.logger.info(
    { purchaseId: p.id },
    isFree ? 'free purchase withdrawn' : 'purchase withdrawn and refunded',
  );
  return { status: 'withdrawn', language: lang };
}
