import { z } from 'zod';
import { businessDetailsInput } from './business';
import { MAX_COPIES } from '../team-price';

/**
 * POST /api/create-checkout-session as the server parses it at the edge, before the checkout
 * sees it (the shape only: the address rule, the consents and a business buyer's details are
 * the checkout's own checks, each with its message in the buyer's language).
 */
export const checkoutRequest = z.object({
  products: z
    .array(
      z.object({
        productId: z.string().min(1).max(100),
        // 1, or 2 to 50 copies for a team (decision 100).
        quantity: z.number().int().min(1).max(MAX_COPIES),
      }),
    )
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
  /** A discount code as the buyer typed it (decision D17); checked again on the server. */
  discountCode: z.string().max(64).optional(),
  /** The optional, unticked box: one reminder if the checkout is not finished (decision D18). */
  remindMe: z.literal(true).optional(),
  /** A partner's code the visit came with ('?ref='); an unknown or paused one is ignored. */
  referral: z.string().max(64).optional(),
  /** The signed token of a reminder's link back to the checkout. */
  resume: z.string().max(300).optional(),
});

/** POST /api/checkout/discount: what a code gives on an edition, before the buyer pays. */
export const discountCheckRequest = z.object({
  code: z.string().max(64),
  productId: z.string().min(1).max(100),
  language: z.string().optional(),
  /** The order's number of copies: the code applies to the order (decision 100). */
  copies: z.number().int().min(1).max(MAX_COPIES).optional(),
});

export type DiscountCheckInput = z.output<typeof discountCheckRequest>;

/** The answer: the price with the code, in cents; a refusal is the shop's error body. */
export interface DiscountCheckAnswer {
  code: string;
  listPrice: number;
  discount: number;
  total: number;
  currency: string;
}
export type CheckoutInput = z.output<typeof checkoutRequest>;

/** POST /api/checkout/release: the cancel page of a checkout names its order. */
export const releaseRequest = z.object({ order: z.string().regex(/^RC-[0-9A-Z]{16}$/) });
