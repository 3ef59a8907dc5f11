import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

/**
 * A Stripe-API stand-in on loopback: answers the Checkout Session, Refund, PaymentIntent (with
 * its charge's balance transaction: Stripe's fee and the net) and Payout calls the adapter makes, lets a test move sessions through their states, and signs webhook events
 * with the SDK's own test-header helper.
 */
interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  /** What Checkout collected from the buyer: the billing country and any tax ids. */
  customer_details: {
    email: string | null;
    address: { country: string | null } | null;
    tax_ids: Array<{ type: string; value: string }>;
  } | null;
  automatic_tax: { enabled: boolean };
  tax_id_collection: { enabled: boolean };
  /** Stripe Tax's amount, included in amount_total with an inclusive price. */
  total_details: {
    amount_discount: number;
    amount_shipping: number;
    amount_tax: number;
    breakdown?: { taxes: Array<{ amount: number; rate: { percentage: number } }> };
  };
  /** The tax behaviour of the price the session was created with. */
  tax_behavior: string | null;
}

/** What the buyer enters on Checkout's page, and Stripe Tax's answer. */
interface FakeCompletion {
  paid?: boolean;
  country?: string;
  taxId?: { type: string; value: string };
  tax?: { amount: number; percentage: number };
}

/** A charge's balance transaction: what Stripe kept of it and what it credited the seller. */
interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  currency: string;
  type: 'charge';
  source: string;
}

interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  arrival_date: number;
  status: 'paid' | 'pending' | 'in_transit' | 'failed' | 'canceled';
}

export interface StripeFake {
  url: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Refunds asked for: `amount` only for a partial one, with the idempotency key. */
  refunds: Array<{ payment_intent: string; amount?: number }>;
  refundKeys: string[];
  requests: Array<{ method: string; path: string; form: URLSearchParams }>;
  failRefunds: boolean;
  failSessionCreation: boolean;
  /** Balance transactions by charge; a completed session's charge gets one unless told not. */
  balanceTransactions: Map<string, FakeBalanceTransaction>;
  /** Whether a completed payment's charge is settled at once (has its balance transaction). */
  settleCharges: boolean;
  /** Stripe's fee for an amount: 1.5 % + 0.25 € by default (EEA cards). */
  feeFor(amount: number): number;
  /** Settles a payment made while settleCharges was off. */
  settle(paymentIntent: string): FakeBalanceTransaction;
  payouts: FakePayout[];
  addPayout(p: { amount: number; arrival: Date; status?: FakePayout['status'] }): FakePayout;
  complete(id: string, opts?: FakeCompletion): FakeSession;
  asyncSucceed(id: string): FakeSession;
  expire(id: string): FakeSession;
  /** A webhook delivery: the raw body and its Stripe-Signature header. */
  event(type: string, object: object): { body: string; signature: string };
  /** Delivers a webhook event to a shop's app, as Stripe would post it. */
  send(
    app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
    type: string,
    object: object,
  ): Promise<Response>;
  /** The STRIPE_* variables that point the shop at this stand-in, with a test key. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const SDK = new Stripe('sk_test_fake');

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const refunds: StripeFake['refunds'] = [];
  const refundKeys: string[] = [];
  const requests: StripeFake['requests'] = [];
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const balanceTransactions = new Map<string, FakeBalanceTransaction>();
  /** Payment intent → its charge id and amount. */
  const charges = new Map<string, { charge: string; amount: number; currency: string }>();
  const payouts: FakePayout[] = [];
  let base = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const form = new URLSearchParams(await readBody(req));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (fake.failSessionCreation) {
        return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
      }
      const id = `cs_test_${randomBytes(20).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `${base}/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        metadata,
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
        locale: form.get('locale'),
        success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
        customer_details: null,
        automatic_tax: { enabled: form.get('automatic_tax[enabled]') === 'true' },
        tax_id_collection: { enabled: form.get('tax_id_collection[enabled]') === 'true' },
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        tax_behavior: form.get('line_items[0][price_data][tax_behavior]'),
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expiring) {
      const session = sessions.get(expiring[1]);
      if (!session) {
        return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      if (session.status !== 'open') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          },
        });
      }
      session.status = 'expired';
      return send(200, session);
    }
    const m = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const session = sessions.get(m[1]);
      return session
        ? send(200, session)
        : send(404, {
            error: {
              type: 'invalid_request_error',
              message: `No such checkout.session: '${m[1]}'`,
            },
          });
    }
    const intentPath = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && intentPath) {
      const paid = charges.get(intentPath[1]);
      if (!paid) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            message: `No such payment_intent: '${intentPath[1]}'`,
          },
        });
      }
      const expand = [...url.searchParams]
        .filter(([k]) => k.startsWith('expand'))
        .map(([, v]) => v);
      const txn = balanceTransactions.get(paid.charge) ?? null;
      const charge = {
        id: paid.charge,
        object: 'charge',
        amount: paid.amount,
        currency: paid.currency,
        payment_intent: intentPath[1],
        balance_transaction: expand.includes('latest_charge.balance_transaction')
          ? txn
          : (txn?.id ?? null),
      };
      return send(200, {
        id: intentPath[1],
        object: 'payment_intent',
        amount: paid.amount,
        currency: paid.currency,
        status: 'succeeded',
        latest_charge: expand.some((e) => e.startsWith('latest_charge')) ? charge : paid.charge,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/payouts') {
      const q = url.searchParams;
      const bound = (k: string) => (q.has(k) ? Number(q.get(k)) : null);
      const [gte, lt] = [bound('arrival_date[gte]'), bound('arrival_date[lt]')];
      const data = payouts.filter(
        (p) =>
          (!q.get('status') || p.status === q.get('status')) &&
          (gte === null || p.arrival_date >= gte) &&
          (lt === null || p.arrival_date < lt),
      );
      return send(200, { object: 'list', url: '/v1/payouts', has_more: false, data });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (fake.failRefunds) {
        return send(402, {
          error: { type: 'card_error', message: 'The refund could not be processed.' },
        });
      }
      const intent = form.get('payment_intent') ?? '';
      const amount = form.get('amount');
      refunds.push({ payment_intent: intent, ...(amount ? { amount: Number(amount) } : {}) });
      refundKeys.push(String(req.headers['idempotency-key'] ?? ''));
      return send(200, {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: intent,
      });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  function mustGet(id: string): FakeSession {
    const s = sessions.get(id);
    if (!s) throw new Error(`no fake session ${id}`);
    return s;
  }

  const fake: StripeFake = {
    url: base,
    webhookSecret,
    env: () => ({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: base,
    }),
    sessions,
    balanceTransactions,
    settleCharges: true,
    feeFor: (amount) => Math.round(amount * 0.015) + 25,
    settle(paymentIntent) {
      const paid = charges.get(paymentIntent);
      if (!paid) throw new Error(`no fake payment ${paymentIntent}`);
      const fee = fake.feeFor(paid.amount);
      const txn: FakeBalanceTransaction = {
        id: `txn_${randomBytes(12).toString('hex')}`,
        object: 'balance_transaction',
        amount: paid.amount,
        fee,
        net: paid.amount - fee,
        currency: paid.currency,
        type: 'charge',
        source: paid.charge,
      };
      balanceTransactions.set(paid.charge, txn);
      return txn;
    },
    payouts,
    addPayout({ amount, arrival, status = 'paid' }) {
      const payout: FakePayout = {
        id: `po_${randomBytes(12).toString('hex')}`,
        object: 'payout',
        amount,
        currency: 'eur',
        arrival_date: Math.floor(arrival.getTime() / 1000),
        status,
      };
      payouts.push(payout);
      return payout;
    },
    refunds,
    refundKeys,
    requests,
    failRefunds: false,
    failSessionCreation: false,
    complete(id, opts = {}) {
      const s = mustGet(id);
      s.status = 'complete';
      s.payment_intent = s.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`;
      s.payment_status = opts.paid === false ? 'unpaid' : 'paid';
      if (!charges.has(s.payment_intent)) {
        const charge = `ch_${randomBytes(12).toString('hex')}`;
        charges.set(s.payment_intent, { charge, amount: s.amount_total, currency: s.currency });
        if (fake.settleCharges && s.payment_status === 'paid') fake.settle(s.payment_intent);
      }
      s.customer_details = {
        email: s.customer_email,
        address: opts.country ? { country: opts.country } : null,
        tax_ids: opts.taxId && s.tax_id_collection.enabled ? [opts.taxId] : [],
      };
      if (opts.tax && s.automatic_tax.enabled) {
        s.total_details = {
          ...s.total_details,
          amount_tax: opts.tax.amount,
          breakdown: {
            taxes: [{ amount: opts.tax.amount, rate: { percentage: opts.tax.percentage } }],
          },
        };
      }
      return s;
    },
    asyncSucceed(id) {
      const s = mustGet(id);
      s.payment_status = 'paid';
      if (s.payment_intent && fake.settleCharges) {
        const paid = charges.get(s.payment_intent);
        if (paid && !balanceTransactions.has(paid.charge)) fake.settle(s.payment_intent);
      }
      return s;
    },
    expire(id) {
      const s = mustGet(id);
      s.status = 'expired';
      return s;
    },
    async send(app, type, object) {
      const e = this.event(type, object);
      return app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
        body: e.body,
      });
    },
    event(type, object) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = SDK.webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
      });
      return { body, signature };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
