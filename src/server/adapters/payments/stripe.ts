import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type {
  CreateSessionInput,
  PaymentEvent,
  PaymentFee,
  Payout,
  PaymentProvider,
  ProviderSession,
  SessionState,
} from './types';
import { WebhookSignatureError } from './types';

const LOCALES = new Set(['en', 'it', 'de', 'es', 'fr']);

/**
 * Stripe's SDK, loaded when a Stripe provider is made, not with the server: a shop on the demo
 * payments (every test server among them) never loads its 250 modules.
 */
const requireSdk = createRequire(import.meta.url);

/** The official SDK; STRIPE_API_BASE points it at another origin (a local fake in tests). */
export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string | null;
  apiBase: string | null;
  /** Stripe Tax: Stripe computes the VAT included in the price (STRIPE_TAX). */
  automaticTax?: boolean;
  /** Checkout asks business buyers for their tax id (STRIPE_TAX_ID_COLLECTION). */
  taxIdCollection?: boolean;
}): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const StripeSdk = requireSdk('stripe') as typeof Stripe;
  const stripe = new StripeSdk(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  function toState(s: Stripe.Checkout.Session): SessionState {
    let status: SessionState['status'] = 'open';
    if (s.payment_status === 'paid' || s.payment_status === 'no_payment_required') status = 'paid';
    else if (s.status === 'expired') status = 'expired';
    // Completed but unpaid: a delayed payment method, decided by async_payment_* later.
    else if (s.status === 'complete') status = 'processing';
    const intent = s.payment_intent;
    return {
      id: s.id,
      status,
      purchaseId: s.client_reference_id ?? s.metadata?.purchaseId ?? null,
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amount: s.amount_total ?? null,
      currency: s.currency ? s.currency.toUpperCase() : null,
      // For the invoice (decision D16): the billing country Checkout collected, a tax id the
      // buyer gave, and with Stripe Tax the VAT Stripe included in the amount.
      billingCountry: s.customer_details?.address?.country?.toUpperCase() ?? null,
      taxId: s.customer_details?.tax_ids?.[0]?.value ?? null,
      tax: opts.automaticTax && s.total_details ? stripeTax(s.total_details) : null,
    };
  }

  return {
    name: 'stripe',
    async createSession(input: CreateSessionInput): Promise<ProviderSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Payment methods: whatever the seller enabled in the Stripe dashboard (decision D2).
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                // With a code the line is at the discounted price and names the code
                // (decision record 085): what Stripe charges is what the order records.
                product_data: {
                  name: input.productName,
                  description: input.discount
                    ? `${input.productDescription} · ${input.discount.code}`
                    : input.productDescription,
                  ...(input.discount ? { metadata: { discountCode: input.discount.code } } : {}),
                },
                // The price is what the buyer pays: VAT included, never added on top.
                ...(opts.automaticTax ? { tax_behavior: 'inclusive' as const } : {}),
              },
            },
          ],
          customer_email: input.email,
          ...(opts.automaticTax ? { automatic_tax: { enabled: true } } : {}),
          ...(opts.taxIdCollection ? { tax_id_collection: { enabled: true } } : {}),
          client_reference_id: input.purchaseId,
          metadata: {
            purchaseId: input.purchaseId,
            language: input.language,
            ...(input.discount
              ? {
                  discountCode: input.discount.code,
                  listAmount: String(input.discount.listAmount),
                }
              : {}),
          },
          ...(input.discount
            ? { expires_at: Math.floor(input.discount.expiresAt.getTime() / 1000) }
            : {}),
          payment_intent_data: { metadata: { purchaseId: input.purchaseId } },
          locale: (LOCALES.has(input.language)
            ? input.language
            : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
          success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.purchaseId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async retrieveSession(sessionId) {
      return toState(
        await stripe.checkout.sessions.retrieve(
          sessionId,
          opts.automaticTax ? { expand: ['total_details.breakdown'] } : undefined,
        ),
      );
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!opts.webhookSecret || !signature) throw new WebhookSignatureError('missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired':
          return { kind: 'session', sessionId: (event.data.object as Stripe.Checkout.Session).id };
        // The session stays 'unpaid' after a failed bank transfer: only this signed event says so.
        case 'checkout.session.async_payment_failed':
          return {
            kind: 'session',
            sessionId: (event.data.object as Stripe.Checkout.Session).id,
            failed: true,
          };
        // A partial refund sends this event too: the charge says how much, cumulatively.
        case 'charge.refunded': {
          const charge = event.data.object as Stripe.Charge;
          const intent = charge.payment_intent;
          const paymentId = typeof intent === 'string' ? intent : intent?.id;
          if (!paymentId) return { kind: 'ignored', type: event.type };
          const cents = (n: unknown) =>
            Number.isSafeInteger(n) && Number(n) >= 0 ? Number(n) : undefined;
          const refunded = cents(charge.amount_refunded);
          const charged = cents(charge.amount);
          return refunded === undefined || charged === undefined
            ? { kind: 'refund', paymentId }
            : { kind: 'refund', paymentId, refunded, charged };
        }
        default:
          return { kind: 'ignored', type: event.type };
      }
    },
    async refund(paymentId, part) {
      await stripe.refunds.create(
        part ? { payment_intent: paymentId, amount: part.amount } : { payment_intent: paymentId },
        { idempotencyKey: part ? `refund-${paymentId}-${part.key}` : `refund-${paymentId}` },
      );
    },
    async paymentFee(paymentId): Promise<PaymentFee | null> {
      // The charge's balance transaction holds what Stripe kept (fee) and credited (net).
      const intent = await stripe.paymentIntents.retrieve(paymentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      const txn = charge.balance_transaction;
      if (!txn || typeof txn === 'string') return null;
      return { fee: txn.fee, net: txn.net, currency: txn.currency.toUpperCase() };
    },
    async listPayouts(from, to): Promise<Payout[]> {
      const payouts: Payout[] = [];
      const list = stripe.payouts.list({
        status: 'paid',
        arrival_date: {
          gte: Math.floor(from.getTime() / 1000),
          lt: Math.floor(to.getTime() / 1000),
        },
        limit: 100,
      });
      for await (const p of list) {
        payouts.push({
          id: p.id,
          amount: p.amount,
          currency: p.currency.toUpperCase(),
          arrivalAt: new Date(p.arrival_date * 1000).toISOString(),
        });
      }
      return payouts;
    },
  };
}

/** Stripe Tax's amount and, when the breakdown names one rate, that rate in percent. */
function stripeTax(details: Stripe.Checkout.Session.TotalDetails): {
  amount: number;
  rate: string | null;
} {
  const rates = (details.breakdown?.taxes ?? [])
    .map((t) => t.rate?.percentage)
    .filter((r): r is number => typeof r === 'number');
  return {
    amount: details.amount_tax ?? 0,
    rate: rates.length === 1 ? String(rates[0]) : null,
  };
}
