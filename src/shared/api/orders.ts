import { z } from 'zod';
import { LANGS } from '../languages';

/**
 * Payloads of the order desk API (/api/admin/orders), defined once: the server parses requests
 * and builds answers with these, the admin pages call with the same types. Messages are German,
 * like the whole admin (D12).
 */

/** Order ids: "RC-" and 16 characters, older hand-made UUIDs, test ids. Nothing else reaches SQL. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Every action on an existing order names the version the administrator saw. */
export const orderActionSchema = z.object({
  version: z
    .number({ message: 'Die Version der Bestellung fehlt.' })
    .int({ message: 'Die Version der Bestellung ist ungültig.' })
    .min(1, { message: 'Die Version der Bestellung ist ungültig.' }),
});
export type OrderActionInput = z.infer<typeof orderActionSchema>;

/** Largest amount the form takes, in euros: far above any order, and safely an integer of cents. */
const MAX_EUROS = 1_000_000;

/**
 * Teilerstattung: an amount in euros as the administrator types it ("5", "5,50", "5.50"),
 * turned into cents. Whether it is more than is left to refund is the server's to say.
 */
export const partialRefundSchema = orderActionSchema.extend({
  amount: z
    .string({ message: 'Bitte geben Sie den Betrag in Euro ein, z. B. 5,00.' })
    .trim()
    .min(1, { message: 'Bitte geben Sie den Betrag in Euro ein, z. B. 5,00.' })
    .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, {
      message:
        'Der Betrag ist keine gültige Euro-Angabe: bitte nur Ziffern und höchstens zwei Nachkommastellen, z. B. 5,00.',
    })
    .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))
    .refine((cents) => cents > 0, { message: 'Der Betrag muss größer als 0,00 € sein.' })
    .refine((cents) => cents <= MAX_EUROS * 100, {
      message: 'Der Betrag ist zu groß.',
    }),
});
export type PartialRefundRequest = z.output<typeof partialRefundSchema>;

export const FREE_COPY_REASON = { min: 3, max: 500 } as const;

/** A free copy: for an address, in a language, with a reason; `requestKey` makes a repeat harmless. */
export const freeCopySchema = z.object({
  email: z
    .string({ message: 'Bitte geben Sie eine E-Mail-Adresse ein.' })
    .trim()
    .min(1, { message: 'Bitte geben Sie eine E-Mail-Adresse ein.' })
    .max(254, { message: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.' }),
  name: z
    .string({ message: 'Der Name muss ein Text sein.' })
    .max(100, { message: 'Der Name darf höchstens 100 Zeichen lang sein.' })
    .optional(),
  language: z.enum(LANGS, { message: 'Bitte wählen Sie eine der fünf Sprachen.' }),
  reason: z
    .string({ message: 'Bitte nennen Sie einen Grund.' })
    .trim()
    .min(FREE_COPY_REASON.min, {
      message: `Bitte nennen Sie einen Grund (mindestens ${FREE_COPY_REASON.min} Zeichen).`,
    })
    .max(FREE_COPY_REASON.max, {
      message: `Der Grund darf höchstens ${FREE_COPY_REASON.max} Zeichen lang sein.`,
    }),
  requestKey: z
    .string({ message: 'Der Schlüssel der Anfrage fehlt.' })
    .regex(/^[A-Za-z0-9-]{16,64}$/, { message: 'Der Schlüssel der Anfrage ist ungültig.' }),
  /**
   * The administrator confirmed a further copy for an address that already has one; without
   * it such a request is answered with the question (409, code 'alreadyHasCopy').
   */
  confirm: z.boolean({ message: 'Die Bestätigung muss ja oder nein sein.' }).optional(),
});
export type FreeCopyInput = z.input<typeof freeCopySchema>;

export type Allowed = { allowed: true } | { allowed: false; reason: string };

export interface OrderFacts {
  id: string;
  email: string;
  name: string;
  language: string;
  productId: string;
  productName: string;
  /** Cents: what the buyer pays, after a discount code. */
  amount: number;
  currency: string;
  /** The discount code the order used (decision D17), upper case; null without one. */
  discountCode: string | null;
  /** Cents: the product's price before the discount; null without a code. */
  listPrice: number | null;
  /** Cents: the discount the code gave; 0 without one. */
  discountAmount: number;
  /** The partner whose link the order came through and its commission then (decision D18). */
  referral: { code: string; percent: number } | null;
  /** When the buyer ticked the reminder box, and when a reminder was queued; null for none. */
  reminderConsentAt: string | null;
  reminderSentAt: string | null;
  status: string;
  statusLabel: string;
  provider: string;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  /** The provider's fee of the payment and what reached the seller, in cents; null: none known. */
  providerFee: number | null;
  providerNet: number | null;
  consentVersion: string | null;
  consentAt: string | null;
  deliveryConsentVersion: string | null;
  deliveryConsentAt: string | null;
  downloadUrl: string | null;
  linkExpiresAt: string | null;
  downloadCount: number;
  downloadLimit: number;
  /** The downloads the current link was given: after a renewal, its allowance, not the total. */
  linkDownloads: number;
  firstDownloadAt: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** Cents refunded so far (partial refunds add up), and what can still be refunded. */
  refundedAmount: number;
  refundable: number;
  freeReason: string | null;
  deliveryFailedAt: string | null;
  version: number;
}

export type TimelineTone = 'neutral' | 'ok' | 'warn' | 'error';

export interface TimelineEvent {
  at: string;
  kind:
    | 'created'
    | 'consent'
    | 'paid'
    | 'review'
    | 'mail-queued'
    | 'mail-sent'
    | 'mail-failed'
    | 'mail-delayed'
    | 'download'
    | 'renewal'
    | 'withdrawn'
    | 'refunded'
    | 'reminder'
    | 'admin';
  title: string;
  detail?: string;
  /** Who did it, for administrator actions and renewals. */
  actor?: string;
  tone: TimelineTone;
}

export interface OrderDetail {
  order: OrderFacts;
  timeline: TimelineEvent[];
  actions: {
    refund: Allowed;
    partialRefund: Allowed;
    resend: Allowed;
    renewLink: Allowed;
    issueInvoice: Allowed;
    /** Als Reverse-Charge neu ausstellen: VIES is asked again when it runs. */
    reissueReverseCharge: Allowed;
  };
  /** The payment provider the shop uses now (refunds go through it). */
  provider: string;
  /** What "Neuen Link ausstellen" gives: days of validity and further downloads. */
  linkPolicy: { days: number; downloads: number };
  /** The order's invoice and cancellation invoice (decision D16), oldest first. */
  invoices: OrderInvoice[];
  /**
   * A team order's copies (decision 100): how many, the buyer's team page, and each copy given
   * to a member so far; null for a single copy.
   */
  team: {
    copies: number;
    teamUrl: string;
    seats: Array<{
      seat: number;
      name: string;
      email: string;
      language: string;
      sentAt: string;
      /** How often the copy's e-mail was queued (first address, changes). */
      sends: number;
      downloads: number;
      firstDownloadAt: string | null;
      linkExpiresAt: string;
    }>;
  } | null;
  /** The buyer's business details from the checkout; null for a consumer. */
  business: { company: string; address: string; country: string; vatId: string | null } | null;
  /** The billing country the payment provider reported. */
  billingCountry: string | null;
  /** What VIES said of the order's VAT number at the payment (or at a reissue); null: not asked. */
  vies: {
    vatId: string;
    status: 'valid' | 'invalid' | 'unavailable';
    checkedAt: string | null;
    requestId: string | null;
    /** In the admin's words: "USt-IdNr. bestätigt (VIES, Anfrage-ID …, am …)". */
    text: string;
  } | null;
}

interface OrderInvoice {
  number: string;
  /** 'credit': a credit note (Rechnungskorrektur) of a partial refund. */
  kind: 'invoice' | 'cancellation' | 'credit';
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Cents; negative on a cancellation invoice. */
  gross: number;
  vat: number;
  vatRate: string;
  vatTreatment: string;
  country: string;
  /**
   * Where the country came from: the payment provider's billing details, the business details,
   * or, with neither known, the seller's own country.
   */
  countrySource: 'billing' | 'business' | 'seller';
  currency: string;
  cancelsNumber: string | null;
  /** The PDF, for administrators. */
  url: string;
  /** A business buyer's e-invoice as XML (CII, EN 16931; decision 095); null for a consumer. */
  xmlUrl: string | null;
}

/** The answer to an action: the order as it is afterwards, and what happened, in German. */
export interface OrderActionResult {
  message: string;
  detail: OrderDetail;
}
