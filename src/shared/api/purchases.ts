import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../validation';
import { LANGS, toLang } from '../languages';

/**
 * Payloads of the purchase API, defined once: the server builds its answers with these types
 * and the browser parses what it receives with the same schemas.
 */

const langSchema = z.enum(LANGS);

/**
 * GET /api/products/purchase-detail?sessionId=…&lang=…: the checkout session, and the language
 * a refusal speaks until the purchase's own is known (any other value is English).
 */
export const purchaseDetailQuery = z.object({
  sessionId: z
    .string()
    .optional()
    .transform((s) => s || undefined),
  lang: z.unknown().optional().transform(toLang),
});

/**
 * POST /api/resend-link and the expired-link page's form: the address the links go to again.
 * The messages name the delivery copy's texts ('emailRequired', 'invalidEmail'), which the
 * server answers in the page's language.
 */
export const resendLinkRequest = z.object({
  email: z
    .string({ error: 'emailRequired' })
    .max(500, 'invalidEmail')
    .transform(normalizeEmail)
    .pipe(z.string().min(1, 'emailRequired').refine(isValidEmail, 'invalidEmail')),
  language: z.string().optional().transform(toLang),
});

/** GET /api/products/purchase-detail: what the success and thank-you pages show. */
export const purchaseDetailSchema = z.object({
  status: z.literal('paid'),
  orderId: z.string(),
  downloadUrl: z.string(),
  withdrawUrl: z.string().nullable(),
  /**
   * A team order's page where the buyer gives out its copies (decision 100), instead of a
   * download; null or absent for one copy.
   */
  teamUrl: z.string().nullish(),
  /** The order's copies: 1, or a team's 2 to 50. */
  copies: z.number().optional(),
  /** The invoice's signed link (decision D16); null while none has been issued. */
  invoiceUrl: z.string().nullable().optional(),
  /** A business buyer's e-invoice as XML (decision 095), the same link with /xml; else null. */
  einvoiceUrl: z.string().nullable().optional(),
  /**
   * One sentence when VAT was charged because VIES did not confirm the buyer's VAT number
   * (unreachable, or not known to it); null otherwise.
   */
  vatNote: z.string().nullable().optional(),
  language: langSchema,
  email: z.string(),
  productName: z.string(),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

/**
 * 'done': the buyer withdrew; 'refunded': the seller refunded the whole order; 'partlyRefunded':
 * the seller refunded part of it before any download (the rest is not withdrawn online);
 * 'business': bought for a business, which has no consumer right of withdrawal.
 */
const WITHDRAWAL_STATES = [
  'available',
  'lapsed',
  'done',
  'refunded',
  'partlyRefunded',
  'business',
  'invalid',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * GET /api/withdraw/:token: reads only; opening the page changes nothing. An invalid link
 * answers only its status and language; the purchase facts come with a real one.
 */
export const withdrawalInfoSchema = z.object({
  status: z.enum(WITHDRAWAL_STATES),
  language: langSchema,
  orderId: z.string().nullish(),
  productName: z.string().nullish(),
  /** Cents. */
  amount: z.number().nullish(),
  currency: z.string().nullish(),
  paidAt: z.string().nullish(),
  /** Cents the seller refunded; set only when some were. */
  refundedAmount: z.number().nullish(),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoSchema>;
