import type { ViesClient } from '../adapters/vies';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../adapters/payments/types';
import { LANGS, localizedPath, toLang } from '../../shared/languages';
import { isValidEmail } from '../../shared/validation';
import { DELIVERY_CONSENT_VERSION } from '../../shared/delivery-consent';
import type { CheckoutInput } from '../../shared/api/checkout';
import { checkBusinessDetails, type BusinessDetails } from '../../shared/api/business';
import type { FileStore } from '../adapters/storage/types';
import type { PdfRenderer } from '../adapters/pdf/index';
import { checkoutRefusal } from './checkout-refusal';
import { createPurchase, newPurchaseId, singleLine } from './purchases';

export interface CheckoutDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where invoice PDFs are stored once issued; without it they are made on first request. */
  files?: FileStore;
  /** Draws the invoice PDFs stored in `files`. */
  pdf?: Pick<PdfRenderer, 'renderInvoice'>;
  /** Confirms a business buyer's VAT number before a reverse charge; without it none is. */
  vies?: ViesClient;
}

const SUCCESS_PATHS = new Set(LANGS.map((l) => localizedPath('success', l)));
const CANCEL_PATHS = new Set(LANGS.map((l) => localizedPath('cancel', l)));

/** The version of the terms a buyer accepts: the revision date of the legal texts. */
export function consentVersion(config: Config): string {
  return `terms-${config.legalUpdatedAt}`;
}

/**
 * Starts a purchase (the request's shape was checked at the edge): checks the order, records a pending purchase with the buyer's
 * consent, and asks the provider for a payment session.
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  input: CheckoutInput,
): Promise<{ checkoutUrl: string; sessionId: string; purchaseId: string }> {
  const lang = toLang(input.language);
  const email = singleLine(input.email).toLowerCase();
  if (!isValidEmail(email)) throw checkoutRefusal('invalidEmail', lang);
  if (input.acceptTerms !== true) throw checkoutRefusal('termsRequired', lang);
  if (input.acceptImmediateDelivery !== true)
    throw checkoutRefusal('deliveryConsentRequired', lang);
  let business: BusinessDetails | null = null;
  if (input.business) {
    const checked = checkBusinessDetails(input.business);
    if (!checked.ok) {
      const first = (['company', 'address', 'country', 'vatId'] as const).find(
        (f) => checked.errors[f],
      )!;
      throw checkoutRefusal(
        checked.errors[first]!,
        lang,
        input.business.country.trim().toUpperCase(),
      );
    }
    business = checked.value;
  }

  const product = await deps.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', input.products[0].productId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) throw checkoutRefusal('productUnavailable', lang);

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
    return { checkoutUrl: session.url, sessionId: session.id, purchaseId: purchase.id };
  } catch (err) {
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment provider refused the session');
    await deps.db
      .updateTable('ebook_purchases')
      .set({ status: 'failed' })
      .where('id', '=', purchase.id)
      .execute();
    throw checkoutRefusal('sessionFailed', lang);
  }
}
