import { toLang, type Lang } from '../../../shared/languages';
import type { PurchaseDetail } from '../../../shared/api/purchases';
import { productName } from '../checkout/catalog';
import type { CheckoutDeps } from '../common/shop-deps';
import { checkoutRefusal } from '../checkout/checkout-refusal';
import { purchaseToken, withdrawUrl } from '../delivery/download-tokens';
import { fulfilCheckoutSession } from '../delivery/fulfilment';
import { teamPageUrl } from '../delivery/team-copies';
import { findInvoice } from '../invoices/invoices';
import { invoiceUrl } from '../invoices/invoice-links';
import { isBusinessInvoice } from '../invoices/einvoice';
import { findPurchaseBySessionId, isBusinessPurchase } from './purchases';
import { vatChargedNote } from '../checkout/vat-number-check';

/**
 * What the success and thank-you pages show. Reconciles with the provider first, so a buyer
 * who comes back before the webhook still gets the download (decision D3).
 */
export async function purchaseDetail(
  deps: CheckoutDeps,
  sessionId: string | undefined,
  /** The page's language: the refusals' until the purchase's own is known. */
  hintLang: Lang,
  /** The purchases this browser started (from its signed cookie): only those are answered. */
  ownPurchaseIds: readonly string[],
): Promise<PurchaseDetail | { status: 'pending' }> {
  if (!sessionId) throw checkoutRefusal('sessionIdMissing', hintLang);
  let purchase = await findPurchaseBySessionId(deps.db, sessionId.slice(0, 255));
  if (!purchase) throw checkoutRefusal('sessionUnknown', hintLang);
  const buyerLang = toLang(purchase.language);
  // The session id travels in a URL; alone it proves nothing. The download and the buyer's
  // address are shown only to the browser that started this checkout.
  if (!ownPurchaseIds.includes(purchase.id)) throw checkoutRefusal('detailOtherBrowser', hintLang);
  if (purchase.status === 'pending') {
    try {
      purchase = (await fulfilCheckoutSession(deps, sessionId)) ?? purchase;
    } catch (err) {
      deps.logger.warn({ err, sessionId }, 'could not reconcile with the payment provider');
    }
  }
  switch (purchase.status) {
    // Held for the seller's review: to the buyer it is still being confirmed.
    case 'review':
    case 'pending':
      return { status: 'pending' };
    case 'failed':
      throw checkoutRefusal('paymentFailed', buyerLang);
    case 'expired':
      throw checkoutRefusal('paymentExpired', buyerLang);
    case 'refunded':
      throw checkoutRefusal('purchaseRefunded', buyerLang);
    case 'withdrawn':
      throw checkoutRefusal('purchaseWithdrawn', buyerLang);
  }
  const token = purchaseToken(deps.config.sessionSecret, purchase);
  const invoice = await findInvoice(deps.db, purchase.id, 'invoice');
  return {
    invoiceUrl: invoice ? invoiceUrl(deps.config, invoice.number) : null,
    einvoiceUrl:
      invoice && isBusinessInvoice(invoice)
        ? `${invoiceUrl(deps.config, invoice.number)}/xml`
        : null,
    vatNote: vatChargedNote(purchase, invoice),
    status: 'paid',
    orderId: purchase.id,
    downloadUrl: purchase.download_link!,
    // A business's order has no right of withdrawal, so no link to it (decision 100).
    withdrawUrl: isBusinessPurchase(purchase) ? null : withdrawUrl(deps.config.publicUrl, token),
    // A team's copies are given out on its page; its own link leads there too (decision 100).
    teamUrl: Number(purchase.copies) > 1 ? teamPageUrl(deps.config, purchase.id) : null,
    copies: Number(purchase.copies ?? 1),
    language: toLang(purchase.language),
    email: purchase.email,
    productName: await productName(deps.db, purchase.product_id),
    amount: Number(purchase.amount),
    currency: purchase.currency,
  };
}
