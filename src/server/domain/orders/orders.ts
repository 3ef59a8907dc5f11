import type { Allowed, OrderDetail, OrderFacts } from '../../../shared/api/orders';
import { toLang } from '../../../shared/languages';
import type { PaymentProvider } from '../../adapters/payments/types';
import type { ViesClient } from '../../adapters/vies';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import * as deliveryMail from '../../mail/delivery-mail';
import { productName } from '../checkout/catalog';
import { downloadUrl, purchaseToken, withdrawUrl } from '../delivery/download-tokens';
import { findInvoice, listInvoicesOfPurchase } from '../invoices/invoices';
import { invoiceUrl } from '../invoices/invoice-links';
import { isBusinessInvoice } from '../invoices/einvoice';
import { currentLinkAllowance } from './link-renewal';
import { isFreeWithCode } from '../checkout/discount-codes';
import { enqueueMail } from '../delivery/mail-outbox';
import { listTeamCopies, teamMailFacts, teamPageUrl } from '../delivery/team-copies';
import { buildTimeline, providerName, statusLabel } from './order-timeline';
import {
  DELIVERED_STATUSES,
  findPurchase,
  isBusinessPurchase,
  REFUNDABLE_STATUSES,
  type Purchase,
} from './purchases';
import { refundableOf } from './refunds';
import { reverseChargeRefusal, viesResultText } from '../checkout/reverse-charge-rules';
import { vatChargedNote } from '../checkout/vat-number-check';

/**
 * The order desk (docs/decisions/031-order-desk.md): an order with every fact and its timeline,
 * and what an administrator may do with it. The actions are in order-actions.ts.
 */
export interface OrderDeskDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Asked again by "Als Reverse-Charge neu ausstellen"; without one VIES counts as away. */
  vies?: ViesClient;
}

export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden.';
const DAY_MS = 24 * 60 * 60 * 1000;

export function staleOrderMessage(id: string): string {
  return `Die Bestellung ${id} wurde inzwischen geändert (etwa durch einen zweiten Klick oder in einem anderen Fenster); es wurde nichts ausgeführt. Unten steht der aktuelle Stand.`;
}

function isDelivered(p: Pick<Purchase, 'status'>): boolean {
  return DELIVERED_STATUSES.includes(p.status);
}

/** Why a refund is not possible now, or null. */
export function refundRefusal(p: Purchase, provider: PaymentProvider['name']): string | null {
  if (p.status === 'refunded') return `Die Bestellung ${p.id} ist bereits erstattet.`;
  const freeWithCode = isFreeWithCode(p);
  if (p.status === 'withdrawn') {
    return freeWithCode
      ? `Die Bestellung ${p.id} wurde vom Käufer widerrufen; sie wurde mit einem Rabattcode (${p.discount_code}) kostenlos abgegeben, es gab nichts zu erstatten.`
      : `Die Bestellung ${p.id} wurde vom Käufer widerrufen und ist bereits erstattet.`;
  }
  if (p.status === 'free') {
    return `Die Bestellung ${p.id} ist ein Gratisexemplar; es gibt nichts zu erstatten.`;
  }
  if (!REFUNDABLE_STATUSES.includes(p.status)) {
    return `Die Bestellung ${p.id} ist „${statusLabel(p.status)}“ und nicht bezahlt; erstatten lassen sich nur bezahlte Bestellungen.`;
  }
  if (freeWithCode) {
    return `Die Bestellung ${p.id} wurde mit einem Rabattcode (${p.discount_code}) kostenlos abgegeben; es gibt nichts zu erstatten.`;
  }
  if (!p.provider_payment_id) {
    return `Zur Bestellung ${p.id} ist keine Zahlungs-ID gespeichert; bitte erstatten Sie sie direkt beim Zahlungsanbieter.`;
  }
  if (p.provider !== provider) {
    return `Die Bestellung ${p.id} wurde über ${providerName(p.provider)} bezahlt, der Shop verwendet jetzt ${providerName(provider)}; bitte erstatten Sie sie direkt beim Zahlungsanbieter.`;
  }
  return null;
}

/** Why a partial refund is not possible now, or null: as a refund, with something left to give back. */
export function partialRefundRefusal(
  p: Purchase,
  provider: PaymentProvider['name'],
): string | null {
  return (
    refundRefusal(p, provider) ??
    (refundableOf(p) > 0 ? null : `Von der Bestellung ${p.id} ist nichts mehr zu erstatten.`)
  );
}

/** Why the link cannot be sent or renewed: only delivered orders have one. */
export function deliveryRefusal(p: Purchase): string | null {
  if (isDelivered(p)) return null;
  return `Die Bestellung ${p.id} ist „${statusLabel(p.status)}“: Einen Download-Link gibt es nur für bezahlte Bestellungen und Gratisexemplare.`;
}

/** Why the current link is not worth sending again (expired, used up), or null. */
export function resendRefusal(p: Purchase, now = new Date()): string | null {
  const refusal = deliveryRefusal(p);
  if (refusal) return refusal;
  if (!p.link_expires_at || p.link_expires_at <= now.toISOString()) {
    return `Der Link der Bestellung ${p.id} ist abgelaufen; stellen Sie stattdessen einen neuen Link aus.`;
  }
  if (Number(p.download_count) >= Number(p.download_limit)) {
    return `Der Link der Bestellung ${p.id} ist aufgebraucht; stellen Sie stattdessen einen neuen Link aus.`;
  }
  return null;
}

/**
 * Why "Rechnung ausstellen" does not apply, or null: only a paid order without an invoice gets
 * one by hand (an order paid before invoices were issued, or whose invoice could not be).
 */
export function invoiceRefusal(p: Purchase, invoiceNumber: string | null): string | null {
  if (invoiceNumber) return `Die Bestellung ${p.id} hat bereits die Rechnung ${invoiceNumber}.`;
  if (p.status === 'free')
    return `Die Bestellung ${p.id} ist ein Gratisexemplar; verkauft wurde nichts.`;
  if (p.status !== 'paid') {
    return `Die Bestellung ${p.id} ist „${statusLabel(p.status)}“: Rechnungen gibt es nur für bezahlte Bestellungen.`;
  }
  return null;
}

const allowed = (refusal: string | null): Allowed =>
  refusal ? { allowed: false, reason: refusal } : { allowed: true };

function facts(p: Purchase, product: string, linkDownloads: number): OrderFacts {
  return {
    id: p.id,
    email: p.email,
    name: p.name,
    language: p.language,
    productId: p.product_id,
    productName: product,
    amount: Number(p.amount),
    currency: p.currency,
    discountCode: p.discount_code ?? null,
    listPrice: p.discount_code && p.list_price !== null ? Number(p.list_price) : null,
    discountAmount: Number(p.discount_amount ?? 0),
    referral: p.referral_code
      ? { code: p.referral_code, percent: Number(p.referral_percent ?? 0) }
      : null,
    reminderConsentAt: p.reminder_consent_at ?? null,
    reminderSentAt: p.reminder_sent_at ?? null,
    status: p.status,
    statusLabel: statusLabel(p.status),
    provider: p.provider,
    providerSessionId: p.provider_session_id,
    providerPaymentId: p.provider_payment_id,
    providerFee: p.provider_fee === null ? null : Number(p.provider_fee),
    providerNet: p.provider_net === null ? null : Number(p.provider_net),
    consentVersion: p.consent_version,
    consentAt: p.consent_at,
    deliveryConsentVersion: p.delivery_consent_version,
    deliveryConsentAt: p.delivery_consent_at,
    downloadUrl: p.download_link,
    linkExpiresAt: p.link_expires_at,
    downloadCount: Number(p.download_count),
    downloadLimit: Number(p.download_limit),
    linkDownloads,
    firstDownloadAt: p.first_download_at,
    createdAt: p.created_at,
    paidAt: p.paid_at,
    refundedAt: p.refunded_at,
    refundedAmount: Number(p.refunded_amount ?? 0),
    refundable: REFUNDABLE_STATUSES.includes(p.status) ? refundableOf(p) : 0,
    freeReason: p.free_reason,
    deliveryFailedAt: p.delivery_failed_at,
    version: Number(p.version),
  };
}

/** A team order's copies as the order page lists them; null for a single copy. */
async function teamOfOrder(
  deps: Pick<OrderDeskDeps, 'db' | 'config'>,
  p: Purchase,
): Promise<OrderDetail['team']> {
  if (Number(p.copies) < 2) return null;
  const seats = await listTeamCopies(deps.db, p.id);
  return {
    copies: Number(p.copies),
    teamUrl: teamPageUrl(deps.config, p.id),
    seats: seats.map((s) => ({
      seat: Number(s.seat),
      name: s.name,
      email: s.email,
      language: s.language,
      sentAt: s.sent_at,
      sends: Number(s.sends),
      downloads: Number(s.download_count),
      firstDownloadAt: s.first_download_at,
      linkExpiresAt: s.link_expires_at,
    })),
  };
}

/** Every fact of an order, its timeline and the actions it allows; undefined when unknown. */
export async function getOrderDetail(
  deps: Pick<OrderDeskDeps, 'db' | 'provider' | 'config'>,
  id: string,
): Promise<OrderDetail | undefined> {
  const p = await findPurchase(deps.db, id);
  if (!p) return undefined;
  const product = await productName(deps.db, p.product_id);
  const invoices = await listInvoicesOfPurchase(deps.db, p.id);
  const invoice = invoices.find((inv) => inv.kind === 'invoice');
  // The invoice that stands now: the newest series, after any issued anew.
  const current = invoices.filter((inv) => inv.kind === 'invoice').at(-1);
  return {
    order: facts(p, product, await currentLinkAllowance(deps.db, p)),
    timeline: await buildTimeline(deps.db, p, product),
    actions: {
      refund: allowed(refundRefusal(p, deps.provider.name)),
      partialRefund: allowed(partialRefundRefusal(p, deps.provider.name)),
      resend: allowed(resendRefusal(p)),
      renewLink: allowed(deliveryRefusal(p)),
      issueInvoice: allowed(invoiceRefusal(p, invoice?.number ?? null)),
      reissueReverseCharge: allowed(
        reverseChargeRefusal(p, current, deps.config.invoicing.sellerCountry),
      ),
    },
    provider: deps.provider.name,
    linkPolicy: { days: deps.config.downloadDays, downloads: deps.config.downloadLimit },
    team: await teamOfOrder(deps, p),
    invoices: invoices.map((inv) => ({
      number: inv.number,
      kind: inv.kind,
      issueDate: inv.issue_date,
      gross: Number(inv.gross),
      vat: Number(inv.vat),
      vatRate: inv.vat_rate,
      vatTreatment: inv.vat_treatment,
      country: inv.buyer_country,
      countrySource: inv.country_source,
      currency: inv.currency,
      cancelsNumber: inv.cancels_number,
      url: `/api/admin/orders/${encodeURIComponent(p.id)}/invoices/${inv.number}`,
      xmlUrl: isBusinessInvoice(inv)
        ? `/api/admin/orders/${encodeURIComponent(p.id)}/invoices/${inv.number}/xml`
        : null,
    })),
    business: p.business_company
      ? {
          company: p.business_company,
          address: p.business_address ?? '',
          country: p.business_country ?? '',
          vatId: p.business_vat_id,
        }
      : null,
    billingCountry: p.billing_country,
    // What VIES said of the VAT number, with its consultation number: the reverse charge's proof.
    vies:
      p.vies_vat_id && p.vies_status
        ? {
            vatId: p.vies_vat_id,
            status: p.vies_status,
            checkedAt: p.vies_checked_at ?? null,
            requestId: p.vies_request_id ?? null,
            text: viesResultText({
              status: p.vies_status,
              requestId: p.vies_request_id ?? null,
              checkedAt: p.vies_checked_at ?? null,
            }),
          }
        : null,
  };
}

/**
 * The delivery e-mail once more, with the link's current validity and the downloads it has
 * left, in the buyer's language; keyed, so a repeated request queues it once.
 */
export async function queueDeliveryMailAgain(
  deps: Pick<OrderDeskDeps, 'config'>,
  trx: Db,
  p: Purchase,
  dedupeKey: string,
): Promise<void> {
  const { config } = deps;
  const token = purchaseToken(config.sessionSecret, p);
  const lang = toLang(p.language);
  const invoice = await findInvoice(trx, p.id, 'invoice');
  await enqueueMail(
    trx,
    deliveryMail.buildDeliveryMail({
      lang,
      to: p.email,
      name: p.name ?? '',
      orderId: p.id,
      title: await productName(trx, p.product_id),
      amount: Number(p.amount),
      currency: p.currency,
      discount: p.discount_code
        ? { code: p.discount_code, amount: Number(p.discount_amount) }
        : null,
      orderedAt: p.paid_at ?? p.created_at,
      downloadUrl: downloadUrl(config.publicUrl, token),
      withdrawUrl:
        p.status === 'paid' &&
        Number(p.download_count) === 0 &&
        !p.first_download_at &&
        !isBusinessPurchase(p)
          ? withdrawUrl(config.publicUrl, token)
          : null,
      free: p.status === 'free',
      invoiceUrl: invoice ? invoiceUrl(config, invoice.number) : null,
      vatNote: vatChargedNote(p, invoice),
      linkExpiresAt: p.link_expires_at!,
      // What is left of the link: days until it expires, downloads not yet made.
      downloadDays: Math.max(1, Math.ceil((Date.parse(p.link_expires_at!) - Date.now()) / DAY_MS)),
      downloadLimit: Math.max(0, Number(p.download_limit) - Number(p.download_count)),
      academyUrl: config.academyUrl,
      deliveryConsentAt: p.delivery_consent_at ?? null,
      supportEmail: config.supportEmail,
      sender: config,
      team: teamMailFacts(config, p),
    }),
    { dedupeKey, purchaseId: p.id },
  );
}
