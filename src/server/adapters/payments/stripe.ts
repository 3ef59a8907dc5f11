import Stripe from 'stripe';
import type {
  CreateSessionInput,
  PaymentEvent,
  PaymentProvider,
  ProviderSession,
  SessionState,
} from './types';
import { WebhookSignatureError } from './types';

const LOCALES = new Set(['en', 'it', 'de', 'es', 'fr']);

/** The official SDK; STRIPE_API_BASE points it at another origin (a local fake in tests). */
export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string | null;
  apiBase: string | null;
}): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new Stripe(opts.secretKey, {
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
    const intent = s.payment_intent;
    return {
      id: s.id,
      status,
      purchaseId: s.client_reference_id ?? s.metadata?.purchaseId ?? null,
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amount: s.amount_total ?? null,
      currency: s.currency ? s.currency.toUpperCase() : null,
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
                product_data: { name: input.productName, description: input.productDescription },
              },
            },
          ],
          customer_email: input.email,
          client_reference_id: input.purchaseId,
          metadata: { purchaseId: input.purchaseId, language: input.language },
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
    async retrieveSession(sessionId) {
      return toState(await stripe.checkout.sessions.retrieve(sessionId));
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
        case 'charge.refunded': {
          const intent = (event.data.object as Stripe.Charge).payment_intent;
          const paymentId = typeof intent === 'string' ? intent : intent?.id;
          return paymentId ? { kind: 'refund', paymentId } : { kind: 'ignored', type: event.type };
        }
        default:
          return { kind: 'ignored', type: event.type };
      }
    },
    async refund(paymentId) {
      await stripe.refunds.create(
        { payment_intent: paymentId },
        { idempotencyKey: `refund-${paymentId}` },
      );
    },
  };
}
