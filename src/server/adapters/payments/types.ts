/**
 * One interface for every payment provider (Stripe, the built-in demo). The shop never trusts
 * an event's payload for money: events only name a session, whose state is then retrieved.
 */
export interface CreateSessionInput {
  purchaseId: string;
  email: string;
  language: string;
  productName: string;
  productDescription: string;
  /** Cents: what the buyer pays, after a discount code. */
  amount: number;
  currency: string;
  /**
   * A discount code the amount already includes (decision D17): named on the payment page, and
   * the session ends at `expiresAt`, when the checkout's hold on the code does.
   */
  discount?: { code: string; listAmount: number; expiresAt: Date };
  /** Absolute; the provider appends its session id. */
  successUrl: string;
  cancelUrl: string;
  /** Where a declined payment lands (the demo provider only; Stripe keeps the buyer on its page). */
  errorUrl: string;
}

export interface ProviderSession {
  id: string;
  url: string;
}

/**
 * `processing`: the buyer finished the payment page and the payment is under way (a bank
 * transfer, a SEPA debit); it ends as paid or failed, never as expired.
 */
type SessionStatus = 'paid' | 'open' | 'processing' | 'failed' | 'expired';

export interface SessionState {
  id: string;
  status: SessionStatus;
  purchaseId: string | null;
  paymentId: string | null;
  amount: number | null;
  currency: string | null;
  /** The buyer's billing country (ISO code) as the provider collected it (decision D16). */
  billingCountry?: string | null;
  /** A tax id the buyer gave the provider (Stripe's tax id collection). */
  taxId?: string | null;
  /** The tax the provider computed and included in `amount` (Stripe Tax). */
  tax?: { amount: number; rate: string | null } | null;
}

/** What a verified webhook means for the shop. */
export type PaymentEvent =
  | { kind: 'session'; sessionId: string; failed?: boolean }
  | {
      kind: 'refund';
      paymentId: string;
      /**
       * Cents refunded of the payment so far, cumulative (Stripe's `amount_refunded`), and the
       * payment's amount; without them the payment was refunded in full.
       */
      refunded?: number;
      charged?: number;
    }
  | { kind: 'ignored'; type: string };

export class WebhookSignatureError extends Error {}

/** A correctly signed webhook whose body is not an event this shop understands. */
export class WebhookPayloadError extends Error {}

/** What the provider kept of a payment and what reached the seller's balance, in cents. */
export interface PaymentFee {
  fee: number;
  net: number;
  currency: string;
}

/** A transfer of the provider's balance to the seller's bank account. */
export interface Payout {
  id: string;
  /** Cents, positive: what reached the bank. */
  amount: number;
  currency: string;
  /** When it arrived (or is expected to arrive) at the bank, ISO. */
  arrivalAt: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
  /**
   * Ends an open payment session, so it can no longer be paid (a buyer who went back from the
   * payment page); throws when the provider refuses, e.g. because it was paid meanwhile.
   */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Refunds a payment: in full (what is left of it), or `part.amount` cents of it, once per
   * `part.key` (the provider's idempotency key); throws when the provider refuses.
   */
  refund(paymentId: string, part?: { amount: number; key: string }): Promise<void>;
  /**
   * The fee of a paid payment, from the provider's balance transaction; null while the
   * provider has not settled it yet. Absent for a provider without fees (the demo).
   */
  paymentFee?(paymentId: string): Promise<PaymentFee | null>;
  /** The paid-out transfers to the seller's bank that arrived in [from, to). */
  listPayouts?(from: Date, to: Date): Promise<Payout[]>;
}
