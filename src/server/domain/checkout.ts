import { z } from 'zod';
import type { ViesAnswer, ViesClient } from '../adapters/vies';
import { compactVatId, countryOfVatId, isEuCountry } from '../../shared/vat';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Logger } from '../logger';
import type { PaymentEvent, PaymentProvider, SessionState } from '../adapters/payments/types';
import { buildPaymentReviewNotice } from '../mail/payment-review-notice';
import { LANGS, localizedPath, toLang, type Lang } from '../../shared/languages';
import { isValidEmail } from '../../shared/validation';
import { DELIVERY_CONSENT_VERSION } from '../../shared/delivery-consent';
import { createPurchaseDelivery, type DeliveryDeps } from './delivery';
import { productName } from './catalog';
import type { PurchaseDetail } from '../../shared/api/purchases';
import { createDownloadToken, withdrawUrl } from './download-tokens';
import { enqueueMail } from './mail-outbox';
import {
  businessDetailsInput,
  checkBusinessDetails,
  type BusinessDetails,
  type BusinessError,
} from '../../shared/api/business';
import {
  cancelInvoiceOf,
  findInvoice,
  invoiceUrl,
  issueCancellationInvoice,
  issueInvoice,
  storeInvoicePdfs,
} from './invoices';
import type { FileStore } from '../adapters/storage/types';
import {
  createPurchase,
  findPurchase,
  findPurchaseBySessionId,
  newPurchaseId,
  singleLine,
  type Purchase,
} from './purchases';

export interface CheckoutDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where invoice PDFs are stored once issued; without it they are made on first request. */
  files?: FileStore;
  /** Confirms a business buyer's VAT number before a reverse charge; without it none is. */
  vies?: ViesClient;
}

/**
 * Why a checkout, purchase-detail or withdrawal request was refused. The API turns a code
 * into an HTTP status and the message of the same name in `lang`, the buyer's language.
 */
export type CheckoutError =
  | 'invalidEmail'
  | 'termsRequired'
  | 'deliveryConsentRequired'
  | 'productUnavailable'
  | 'invalidRequest'
  | 'sessionFailed'
  | 'sessionIdMissing'
  | 'sessionUnknown'
  | 'detailOtherBrowser'
  | 'paymentFailed'
  | 'paymentExpired'
  | 'purchaseRefunded'
  | 'purchaseWithdrawn'
  | 'withdrawInvalid'
  | 'withdrawLapsed'
  | 'withdrawRefundFailed'
  | BusinessError;

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; code: CheckoutError; lang: Lang; country?: string };

/** A refusal; `country` is the business country, for a VAT number's example. */
export function fail(
  code: CheckoutError,
  lang: Lang,
  country?: string,
): { ok: false; code: CheckoutError; lang: Lang; country?: string } {
  return country === undefined ? { ok: false, code, lang } : { ok: false, code, lang, country };
}

const SUCCESS_PATHS = new Set(LANGS.map((l) => localizedPath('success', l)));
const CANCEL_PATHS = new Set(LANGS.map((l) => localizedPath('cancel', l)));

const checkoutRequest = z.object({
  products: z
    .array(z.object({ productId: z.string().min(1).max(100), quantity: z.literal(1) }))
    .length(1),
  successRouter: z.string().max(100).optional(),
  cancelRouter: z.string().max(100).optional(),
  email: z.string().max(254),
  language: z.string().optional(),
  acceptTerms: z.literal(true).optional(),
  /** The express consent to immediate delivery, a box of its own (decision D15). */
  acceptImmediateDelivery: z.literal(true).optional(),
  name: z.string().max(100).optional(),
  /** A business buyer's invoice details (decision D16); absent for a consumer. */
  business: businessDetailsInput.optional(),
});

/** The version of the terms a buyer accepts: the revision date of the legal texts. */
export function consentVersion(config: Config): string {
  return `terms-${config.legalUpdatedAt}`;
}

/**
 * Starts a purchase: validates the order, records a pending purchase with the buyer's
 * consent, and asks the provider for a payment session.
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  body: unknown,
): Promise<Outcome<{ checkoutUrl: string; sessionId: string; purchaseId: string }>> {
  const lang = toLang((body as { language?: unknown } | null)?.language);
  const parsed = checkoutRequest.safeParse(body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => i.path[0] === 'email');
    return fail(emailIssue ? 'invalidEmail' : 'invalidRequest', lang);
  }
  const input = parsed.data;
  const email = singleLine(input.email).toLowerCase();
  if (!isValidEmail(email)) return fail('invalidEmail', lang);
  if (input.acceptTerms !== true) return fail('termsRequired', lang);
  if (input.acceptImmediateDelivery !== true) return fail('deliveryConsentRequired', lang);
  let business: BusinessDetails | null = null;
  if (input.business) {
    const checked = checkBusinessDetails(input.business);
    if (!checked.ok) {
      const first = (['company', 'address', 'country', 'vatId'] as const).find(
        (f) => checked.errors[f],
      )!;
      return fail(checked.errors[first]!, lang, input.business.country.trim().toUpperCase());
    }
    business = checked.value;
  }

  const product = await deps.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', input.products[0].productId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) return fail('productUnavailable', lang);

  // Return paths must be our own result pages; anything else falls back to the language's.
  const successPath = SUCCESS_PATHS.has(input.successRouter ?? '')
    ? input.successRouter!
    : localizedPath('success', lang);
  const cancelPath = CANCEL_PATHS.has(input.cancelRouter ?? '')
    ? input.cancelRouter!
    : localizedPath('cancel', lang);
  const now = new Date().toISOString();
  const purchase = await createPurchase(deps.db, {
    id: newPurchaseId(),
    email,
    name: input.name ?? '',
    language: lang,
    product_id: product.id,
    amount: Number(product.price),
    currency: product.currency.toUpperCase(),
    status: 'pending',
    provider: deps.provider.name,
    provider_session_id: null,
    provider_payment_id: null,
    consent_version: consentVersion(deps.config),
    consent_at: now,
    delivery_consent_version: DELIVERY_CONSENT_VERSION,
    delivery_consent_at: now,
    download_link: null,
    link_expires_at: null,
    first_download_at: null,
    created_at: now,
    paid_at: null,
    refunded_at: null,
    business_company: business?.company ?? null,
    business_address: business?.address ?? null,
    business_country: business?.country ?? null,
    business_vat_id: business?.vatId ?? null,
  });
  try {
    const session = await deps.provider.createSession({
      purchaseId: purchase.id,
      email,
      language: lang,
      productName: product.name,
      productDescription: product.description,
      amount: Number(product.price),
      currency: product.currency.toUpperCase(),
      successUrl: deps.config.publicUrl + successPath,
      cancelUrl: deps.config.publicUrl + cancelPath,
      errorUrl: deps.config.publicUrl + localizedPath('error', lang),
    });
    await deps.db
      .updateTable('ebook_purchases')
      .set({ provider_session_id: session.id })
      .where('id', '=', purchase.id)
      .execute();
    deps.logger.info({ purchaseId: purchase.id, provider: deps.provider.name }, 'checkout started');
    return {
      ok: true,
      value: { checkoutUrl: session.url, sessionId: session.id, purchaseId: purchase.id },
    };
  } catch (err) {
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment provider refused the session');
    await deps.db
      .updateTable('ebook_purchases')
      .set({ status: 'failed' })
      .where('id', '=', purchase.id)
      .execute();
    return fail('sessionFailed', lang);
  }
}

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
      if (!(await claimPayment(trx, purchase.id, 'paid', state, now, evidence))) return false;
      // The invoice comes with the payment: same transaction, so it is issued exactly once
      // and its number is never lost to a rollback (decision D16).
      await issueInvoice(trx, deps.config, purchase.id, new Date(now));
      await createPurchaseDelivery(deliveryDeps(deps), trx, { id: purchase.id });
      deps.logger.info({ purchaseId: purchase.id }, 'purchase paid and delivered');
      return true;
    });
    if (paid) await storePdfs(deps, purchase.id);
  } else if (hint.failed || state.status === 'failed' || state.status === 'expired') {
    const status = state.status === 'expired' ? 'expired' : 'failed';
    await deps.db
      .updateTable('ebook_purchases')
      .set({ status })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
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
    if (!(await claimPayment(trx, purchase.id, 'review', state, now))) return;
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
async function storePdfs(deps: CheckoutDeps, purchaseId: string): Promise<void> {
  if (deps.files)
    await storeInvoicePdfs({ db: deps.db, files: deps.files, logger: deps.logger }, purchaseId);
}

/**
 * A refund made at the provider (also from its dashboard) revokes the link and cancels the
 * invoice, in one transaction.
 */
export async function recordRefund(deps: CheckoutDeps, paymentId: string): Promise<void> {
  const refunded = await deps.db.transaction().execute(async (trx) => {
    const purchase = await trx
      .selectFrom('ebook_purchases')
      .select('id')
      .where('provider_payment_id', '=', paymentId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (!purchase) return null;
    const moved = await trx
      .updateTable('ebook_purchases')
      .set({ status: 'refunded', refunded_at: new Date().toISOString() })
      .where('id', '=', purchase.id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await issueCancellationInvoice(trx, purchase.id);
    return purchase.id;
  });
  if (refunded) await storePdfs(deps, refunded);
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
  else if (event.kind === 'refund') await recordRefund(deps, event.paymentId);
}

/**
 * What the success and thank-you pages show. Reconciles with the provider first, so a buyer
 * who comes back before the webhook still gets the download (decision D3).
 */
export async function purchaseDetail(
  deps: CheckoutDeps,
  sessionId: string | undefined,
  langHint: unknown,
  /** The purchases this browser started (from its signed cookie): only those are answered. */
  ownPurchaseIds: readonly string[],
): Promise<Outcome<PurchaseDetail> | { ok: 'pending' }> {
  const hintLang = toLang(langHint);
  if (!sessionId) return fail('sessionIdMissing', hintLang);
  let purchase = await findPurchaseBySessionId(deps.db, sessionId.slice(0, 255));
  if (!purchase) return fail('sessionUnknown', hintLang);
  const buyerLang = toLang(purchase.language);
  // The session id travels in a URL; alone it proves nothing. The download and the buyer's
  // address are shown only to the browser that started this checkout.
  if (!ownPurchaseIds.includes(purchase.id)) return fail('detailOtherBrowser', buyerLang);
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
      return { ok: 'pending' };
    case 'failed':
      return fail('paymentFailed', buyerLang);
    case 'expired':
      return fail('paymentExpired', buyerLang);
    case 'refunded':
      return fail('purchaseRefunded', buyerLang);
    case 'withdrawn':
      return fail('purchaseWithdrawn', buyerLang);
  }
  const token = createDownloadToken(deps.config.sessionSecret, purchase.id);
  const invoice = await findInvoice(deps.db, purchase.id, 'invoice');
  return {
    ok: true,
    value: {
      invoiceUrl: invoice ? invoiceUrl(deps.config, invoice.number) : null,
      status: 'paid',
      orderId: purchase.id,
      downloadUrl: purchase.download_link!,
      withdrawUrl: withdrawUrl(deps.config.publicUrl, token),
      language: toLang(purchase.language),
      email: purchase.email,
      productName: await productName(deps.db, purchase.product_id),
      amount: Number(purchase.amount),
      currency: purchase.currency,
    },
  };
}
