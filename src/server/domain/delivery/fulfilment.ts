import type { ViesAnswer } from '../../adapters/vies';
import { countryOfVatId, compactVatId, isEuCountry } from '../../../shared/vat';
import type { Db } from '../../db/index';
import type { PaymentEvent, SessionState } from '../../adapters/payments/types';
import { buildPaymentReviewNotice } from '../../mail/payment-review-notice';
import type { CheckoutDeps } from '../common/shop-deps';
import { createPurchaseDelivery, type DeliveryDeps } from './delivery';
import { enqueueMail } from './mail-outbox';
import { cancelInvoiceOf, issueInvoice } from '../invoices/invoices';
import { storeInvoicePdfs } from '../invoices/invoice-files';
import {
  findPurchase,
  findPurchaseBySessionId,
  REFUNDABLE_STATUSES,
  type Purchase,
} from '../orders/purchases';
import { applyRefund, reportedTotal } from '../orders/refunds';
import { recordProviderFeeAfterPayment } from '../orders/provider-fees';
import { dropQueuedReminders, lockAddressReminders } from '../growth/reminder-addresses';

/**
 * Fulfilment (decision D3): a payment session becomes a paid, invoiced and delivered purchase
 * exactly once, whoever asks (webhook, return page, reconciliation); a refund at the provider
 * is recorded by refunds.ts.
 */

function deliveryDeps(deps: CheckoutDeps): DeliveryDeps {
  return { config: deps.config, logger: deps.logger };
}

/**
 * The one fulfilment function (decision D3). It asks the provider for the session's real
 * state and, when paid, marks the purchase paid and hands it to delivery in one transaction.
 * The conditional UPDATE is the guard: of any number of concurrent or repeated calls, from
 * one process or many, exactly one moves the purchase to 'paid' and queues its e-mail.
 */
export async function fulfilCheckoutSession(
  deps: CheckoutDeps,
  sessionId: string,
  hint: { failed?: boolean } = {},
): Promise<Purchase | undefined> {
  const purchase = await findPurchaseBySessionId(deps.db, sessionId);
  if (!purchase) {
    deps.logger.warn({ sessionId }, 'payment session matches no purchase');
    return undefined;
  }
  if (
    purchase.status !== 'pending' &&
    purchase.status !== 'failed' &&
    purchase.status !== 'expired'
  ) {
    return purchase;
  }
  const state = await deps.provider.retrieveSession(sessionId);
  if (state.purchaseId && state.purchaseId !== purchase.id) {
    deps.logger.error({ sessionId, purchaseId: purchase.id }, 'session names another purchase');
    return purchase;
  }
  const now = new Date().toISOString();
  if (state.status === 'paid') {
    // Money is never taken on trust: a payment that differs from the order is held for the
    // seller to review, and nothing is delivered.
    const matches =
      state.amount === Number(purchase.amount) &&
      state.currency?.toUpperCase() === purchase.currency.toUpperCase();
    if (!matches) {
      await holdForReview(deps, purchase, state, now);
      return findPurchase(deps.db, purchase.id);
    }
    // The VAT number is confirmed with VIES before the payment's transaction (never inside
    // it): the answer is the evidence the invoice's reverse charge rests on.
    const evidence = await viesEvidence(deps, purchase, state);
    const paid = await deps.db.transaction().execute(async (trx) => {
      await lockAddressReminders(trx, purchase.email);
      if (!(await claimPayment(trx, purchase.id, 'paid', state, now, evidence))) return false;
      // Bought: a reminder of this or another checkout of the address waiting in the outbox
      // does not go (decision D18).
      await dropQueuedReminders(trx, purchase.email);
      // The invoice comes with the payment: same transaction, so it is issued exactly once
      // and its number is never lost to a rollback (decision D16).
      await issueInvoice(trx, deps.config, purchase.id, new Date(now));
      await createPurchaseDelivery(deliveryDeps(deps), trx, { id: purchase.id });
      deps.logger.info({ purchaseId: purchase.id }, 'purchase paid and delivered');
      return true;
    });
    if (paid) {
      // The copy is stamped now, so that the buyer's first click only reads a file.
      deps.prepareCopy?.(purchase.id);
      await storePdfs(deps, purchase.id);
      // The provider's fee and the net, for the Verkäufe view and the DATEV export.
      await recordProviderFeeAfterPayment(deps, purchase.id);
    }
  } else if (hint.failed || state.status === 'failed' || state.status === 'expired') {
    const status = state.status === 'expired' ? 'expired' : 'failed';
    await deps.db
      .updateTable('ebook_purchases')
      .set({ status })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .execute();
  } else if (state.status === 'processing') {
    // The payment is under way: the order keeps any discount code it holds until the
    // provider says the payment succeeded or failed (decision record 085).
    await deps.db
      .updateTable('ebook_purchases')
      .set({ payment_started_at: now })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .where('payment_started_at', 'is', null)
      .execute();
  }
  return findPurchase(deps.db, purchase.id);
}

/**
 * The guard of exactly-once fulfilment: moves a still unpaid purchase to `status` in one
 * conditional UPDATE; of any number of concurrent callers exactly one gets true.
 */
async function claimPayment(
  trx: Db,
  purchaseId: string,
  status: 'paid' | 'review',
  state: SessionState,
  now: string,
  evidence: ViesEvidence | null = null,
): Promise<boolean> {
  const moved = await trx
    .updateTable('ebook_purchases')
    .set({
      ...(evidence ?? {}),
      status,
      paid_at: now,
      provider_payment_id: state.paymentId,
      // What the provider knows of the buyer's tax situation, for the invoice.
      billing_country: state.billingCountry ?? null,
      billing_tax_id: state.taxId ?? null,
      provider_tax_amount: state.tax?.amount ?? null,
      provider_tax_rate: state.tax?.rate ?? null,
      // What was actually paid: what a refund returns, even when it differs from the price.
      paid_amount: state.amount ?? null,
      paid_currency: state.currency?.toUpperCase() ?? null,
    })
    .where('id', '=', purchaseId)
    .where('status', 'in', ['pending', 'failed', 'expired'])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

type ViesEvidence = {
  vies_vat_id: string;
  vies_status: ViesAnswer['status'];
  vies_checked_at: string;
  vies_request_id: string | null;
};

/**
 * The VIES answer for the VAT number a reverse charge would rest on: the one typed at the
 * checkout, or else the one the payment provider collected; asked only for a number of another
 * member state than the seller's (no other gets a reverse charge). Null when there is none.
 */
async function viesEvidence(
  deps: CheckoutDeps,
  purchase: Purchase,
  state: SessionState,
): Promise<ViesEvidence | null> {
  const typed = purchase.business_vat_id;
  const candidate = typed ?? state.taxId ?? null;
  if (!candidate) return null;
  const country = countryOfVatId(candidate);
  if (!isEuCountry(country) || country === deps.config.invoicing.sellerCountry) return null;
  const vatId = compactVatId(candidate);
  const answer: ViesAnswer = deps.vies
    ? await deps.vies.check(vatId)
    : { status: 'unavailable', checkedAt: new Date().toISOString(), requestId: null };
  deps.logger.info(
    { purchaseId: purchase.id, vies: answer.status },
    'VAT number checked with VIES',
  );
  return {
    vies_vat_id: vatId,
    vies_status: answer.status,
    vies_checked_at: answer.checkedAt,
    vies_request_id: answer.requestId,
  };
}

async function holdForReview(
  deps: CheckoutDeps,
  purchase: Purchase,
  state: SessionState,
  now: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockAddressReminders(trx, purchase.email);
    if (!(await claimPayment(trx, purchase.id, 'review', state, now))) return;
    await dropQueuedReminders(trx, purchase.email);
    deps.logger.warn(
      {
        purchaseId: purchase.id,
        paid: { amount: state.amount, currency: state.currency },
        expected: { amount: Number(purchase.amount), currency: purchase.currency },
      },
      'payment differs from the order: held for review, not delivered',
    );
    await enqueueMail(
      trx,
      buildPaymentReviewNotice({
        to: deps.config.saleNotificationEmail ?? deps.config.supportEmail,
        buyerEmail: purchase.email,
        orderId: purchase.id,
        expected: { amount: Number(purchase.amount), currency: purchase.currency },
        paid: { amount: state.amount, currency: state.currency },
        provider: deps.provider.name,
        paymentId: state.paymentId,
      }),
    );
  });
}

/** Stores the PDFs of a purchase's new invoices; a failure leaves them to the first request. */
/** Stores the invoice PDFs of a purchase just paid, when the shop keeps them. */
export async function storePdfs(deps: CheckoutDeps, purchaseId: string): Promise<void> {
  if (deps.files && deps.pdf) {
    const { db, files, pdf, logger } = deps;
    const sellerEmail = deps.config.supportEmail;
    await storeInvoicePdfs({ db, files, pdf, logger, sellerEmail }, purchaseId);
  }
}

/**
 * A refund made at the provider (also from its dashboard or API), whole or in part: the
 * report's refunded total is recorded once (refunds.ts), for a paid order, one partly refunded
 * or one held for review.
 */
async function recordRefund(
  deps: CheckoutDeps,
  report: { paymentId: string; refunded?: number; charged?: number },
): Promise<void> {
  const purchase = await deps.db
    .selectFrom('ebook_purchases')
    .selectAll()
    .where('provider_payment_id', '=', report.paymentId)
    .where('status', 'in', REFUNDABLE_STATUSES)
    .executeTakeFirst();
  if (!purchase) return;
  const applied = await deps.db.transaction().execute((trx) =>
    applyRefund(trx, deps.config, purchase.id, reportedTotal(purchase, report), {
      source: 'provider',
    }),
  );
  if (!applied) return;
  deps.logger.info(
    { purchaseId: purchase.id, amount: applied.amount, refundedTotal: applied.refundedTotal },
    applied.completes ? 'refund recorded: order refunded' : 'partial refund recorded',
  );
  await storePdfs(deps, purchase.id);
}

/** Issues the cancellation invoice of a refunded or withdrawn purchase and stores its PDF. */
export async function cancelInvoice(deps: CheckoutDeps, purchaseId: string): Promise<void> {
  await cancelInvoiceOf(deps.db, purchaseId);
  await storePdfs(deps, purchaseId);
}

/** Everything a verified provider event can cause. */
export async function handlePaymentEvent(deps: CheckoutDeps, event: PaymentEvent): Promise<void> {
  if (event.kind === 'session')
    await fulfilCheckoutSession(deps, event.sessionId, { failed: event.failed });
  else if (event.kind === 'refund') await recordRefund(deps, event);
}
