import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { LANGS, localizedPath, toLang } from '../../../shared/languages';
import { isValidEmail } from '../../../shared/validation';
import { storedEmail } from '../common/email-address';
import type { CheckoutDeps } from '../common/shop-deps';
import { DELIVERY_CONSENT_VERSION } from '../../../shared/delivery-consent';
import { REMINDER_CONSENT_VERSION } from '../../../shared/reminder-consent';
import { referralOf } from '../growth/referrals';
import { canonicalEmail } from '../common/canonical-email';
import { reminderOf } from '../growth/checkout-reminders';
import { dropQueuedReminders, lockAddressReminders } from '../growth/reminder-addresses';
import type {
  CheckoutInput,
  DiscountCheckAnswer,
  DiscountCheckInput,
} from '../../../shared/api/checkout';
import { checkBusinessDetails, type BusinessDetails } from '../../../shared/api/business';
import { checkoutRefusal } from './checkout-refusal';
import {
  createPurchase,
  newPurchaseId,
  type NewPurchase,
  type Purchase,
} from '../orders/purchases';
import {
  checkCode,
  holdsOfClient,
  HOLDS_PER_CLIENT,
  lockCode,
  publicRefusal,
  SESSION_MINUTES,
  type CodeRefusal,
} from './discount-codes';
import { endLapsedHolds, holdClientKey, releaseOwnHolds } from './code-holds';
import { issueInvoice } from '../invoices/invoices';
import { createPurchaseDelivery } from '../delivery/delivery';
import { storePdfs } from '../delivery/fulfilment';
import type { Lang } from '../../../shared/languages';
import { copiesPrice } from '../../../shared/team-price';
import { listVolumePrices } from './catalog';

const SUCCESS_PATHS = new Set(LANGS.map((l) => localizedPath('success', l)));
const CANCEL_PATHS = new Set(LANGS.map((l) => localizedPath('cancel', l)));

/** The version of the terms a buyer accepts: the revision date of the legal texts. */
function consentVersion(config: Config): string {
  return `terms-${config.legalUpdatedAt}`;
}

/**
 * Starts a purchase (the request's shape was checked at the edge): checks the order, records a
 * pending purchase with the buyer's consent, and asks the provider for a payment session. `own`:
 * the asking browser's earlier purchases; `client`: its address, which a hold on a limited code
 * is counted by.
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  input: CheckoutInput,
  own: string[] = [],
  client = '',
): Promise<{ checkoutUrl: string; sessionId: string; purchaseId: string }> {
  const lang = toLang(input.language);
  // An address is checked as typed: a hidden character makes it another address, refused.
  const email = storedEmail(input.email);
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
  // One copy, or a team's copies at the seller's volume price (decision 100).
  const copies = input.products[0].quantity;
  const price = copiesPrice(Number(product.price), copies, await listVolumePrices(deps.db));

  // Return paths must be our own result pages; anything else falls back to the language's.
  const successPath = SUCCESS_PATHS.has(input.successRouter ?? '')
    ? input.successRouter!
    : localizedPath('success', lang);
  const cancelPath = CANCEL_PATHS.has(input.cancelRouter ?? '')
    ? input.cancelRouter!
    : localizedPath('cancel', lang);
  const now = new Date();
  // A partner's code that is unknown or paused, or the buyer's own, is no reason to refuse a
  // sale: it is left out.
  const referral = input.referral ? await referralOf(deps.db, input.referral, email) : null;
  // Back from a reminder's link: the new order names the reminded checkout (decision D18).
  const remindedCheckout = await reminderOf(deps.db, deps.config.sessionSecret, input.resume);
  const row: NewPurchase = {
    id: newPurchaseId(),
    email,
    name: input.name ?? '',
    language: lang,
    product_id: product.id,
    amount: price.total,
    copies,
    volume_percent: price.percentOff || null,
    currency: product.currency.toUpperCase(),
    status: 'pending',
    provider: deps.provider.name,
    provider_session_id: null,
    provider_payment_id: null,
    consent_version: consentVersion(deps.config),
    consent_at: now.toISOString(),
    delivery_consent_version: DELIVERY_CONSENT_VERSION,
    delivery_consent_at: now.toISOString(),
    download_link: null,
    link_expires_at: null,
    first_download_at: null,
    created_at: now.toISOString(),
    paid_at: null,
    refunded_at: null,
    business_company: business?.company ?? null,
    business_address: business?.address ?? null,
    business_country: business?.country ?? null,
    business_vat_id: business?.vatId ?? null,
    // Only a ticked box is consent to a reminder; without it nothing is ever sent (D18).
    ...(input.remindMe === true
      ? {
          reminder_consent: REMINDER_CONSENT_VERSION,
          reminder_consent_at: now.toISOString(),
          // Variants of one mailbox count as one for the reminder rules (decision 087).
          reminder_address: canonicalEmail(email),
        }
      : {}),
    ...(remindedCheckout ? { reminder_of: remindedCheckout } : {}),
    ...(referral
      ? { referral_code: referral.code, referral_percent: referral.commissionPercent }
      : {}),
  };
  const code = input.discountCode?.trim() ? input.discountCode : null;
  if (code) {
    await releaseOwnHolds(deps, code, own);
    await endLapsedHolds(deps, code, now);
  }
  const holder = holdClientKey(deps.config.sessionSecret, client);
  const purchase = code
    ? await claimCodeAndRecord(
        deps,
        row,
        { language: product.language, price: price.total },
        { code, holder },
        lang,
        now,
      )
    : await createPurchase(deps.db, row);
  if (purchase.status === 'paid') {
    // A code that leaves nothing to pay: delivered at once, no payment session.
    await storePdfs(deps, purchase.id);
    deps.logger.info({ purchaseId: purchase.id, code }, 'free order with a discount code');
    const sessionId = purchase.provider_session_id!;
    return {
      checkoutUrl: `${deps.config.publicUrl}${successPath}?session_id=${encodeURIComponent(sessionId)}`,
      sessionId,
      purchaseId: purchase.id,
    };
  }
  try {
    const session = await deps.provider.createSession({
      purchaseId: purchase.id,
      email,
      language: lang,
      productName: copies > 1 ? `${product.name} × ${copies}` : product.name,
      productDescription: product.description,
      amount: Number(purchase.amount),
      currency: product.currency.toUpperCase(),
      ...(purchase.discount_code
        ? {
            discount: {
              code: purchase.discount_code,
              listAmount: Number(purchase.list_price),
              // As soon as the provider allows: a hold that lapsed is ended there before the
              // code goes to another buyer, and past this no payment can pass a limit anyway.
              expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
            },
          }
        : {}),
      successUrl: deps.config.publicUrl + successPath,
      // A checkout that holds a code names its order, so going back gives the code back.
      cancelUrl:
        deps.config.publicUrl +
        cancelPath +
        (purchase.discount_code
          ? `?order=${encodeURIComponent(purchase.id)}&code=${encodeURIComponent(purchase.discount_code)}`
          : ''),
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

/**
 * Records a checkout with a discount code, in one transaction that holds the code's row: the
 * code is checked again (its window, its editions, its limit counting every checkout whose
 * payment session may still be open) and the purchase records the list price, the discount and
 * what the buyer pays. A client already holding HOLDS_PER_CLIENT limited codes is refused
 * before its code is looked at, whatever the code, so the refusal tells nothing about it. A
 * code that leaves nothing to pay makes a paid order at once, invoiced (0 €, the code named)
 * and delivered in the same transaction, with no payment provider involved.
 */
async function claimCodeAndRecord(
  deps: CheckoutDeps,
  row: NewPurchase,
  product: { language: string; price: number },
  { code, holder }: { code: string; holder: string | null },
  lang: Lang,
  now: Date,
): Promise<Purchase> {
  return deps.db.transaction().execute(async (trx) => {
    await lockCode(trx, code);
    if (holder && (await holdsOfClient(trx, holder, now)) >= HOLDS_PER_CLIENT) {
      throw checkoutRefusal('codeHoldsPerClient', lang);
    }
    const verdict = await checkCode(trx, code, product, now, [], true);
    if (!verdict.ok) throw codeRefusal(verdict, lang);
    const { price } = verdict;
    const free = price.total === 0;
    // An order made paid here: the address's waiting reminders do not go (decision D18).
    if (free) await lockAddressReminders(trx, row.email);
    const purchase = await createPurchase(trx, {
      ...row,
      amount: price.total,
      list_price: price.listPrice,
      discount_amount: price.discount,
      discount_code: price.code,
      // Only a limited code's hold keeps anyone out, so only such a hold is counted per client.
      ...(holder && verdict.code.max_redemptions !== null ? { hold_client: holder } : {}),
      ...(free
        ? {
            status: 'paid',
            provider: 'none',
            provider_session_id: `free_${row.id}`,
            paid_at: now.toISOString(),
            paid_amount: 0,
            paid_currency: row.currency,
          }
        : {}),
    });
    if (!free) return purchase;
    await dropQueuedReminders(trx, purchase.email);
    await issueInvoice(trx, deps.config, purchase.id, now);
    await createPurchaseDelivery({ config: deps.config, logger: deps.logger }, trx, {
      id: purchase.id,
    });
    return (await trx
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('id', '=', purchase.id)
      .executeTakeFirst())!;
  });
}

/**
 * What a code gives on an edition now, for the checkout's summary before the buyer pays; a
 * code that does not apply is refused with its message in the buyer's language.
 */
export async function priceWithCode(
  db: Db,
  input: DiscountCheckInput,
  lang: Lang,
  own: string[] = [],
): Promise<DiscountCheckAnswer> {
  const product = await db
    .selectFrom('products')
    .select(['language', 'price', 'currency'])
    .where('id', '=', input.productId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) throw checkoutRefusal('productUnavailable', lang);
  const copies = input.copies ?? 1;
  const verdict = await checkCode(
    db,
    input.code,
    {
      language: product.language,
      price: copiesPrice(Number(product.price), copies, await listVolumePrices(db)).total,
    },
    new Date(),
    own,
  );
  if (!verdict.ok) throw codeRefusal(verdict, lang);
  return { ...verdict.price, currency: product.currency.toUpperCase() };
}

/**
 * A code that does not apply, in the buyer's language: a paused code, one not valid yet and one
 * used up or held by other checkouts get the answer of an unknown code (decision record 085).
 */
function codeRefusal(verdict: { reason: CodeRefusal }, lang: Lang) {
  return checkoutRefusal(publicRefusal(verdict.reason), lang);
}
