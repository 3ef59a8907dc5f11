import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { PaymentEvent, PaymentProvider, SessionState } from './types';
import { WebhookPayloadError, WebhookSignatureError } from './types';

/**
 * The built-in demo provider: a clearly marked test payment page under this site. Its buttons
 * produce signed events that go through exactly the same handler as Stripe's webhooks.
 */
export interface DemoProvider extends PaymentProvider {
  readonly name: 'demo';
  signEvent(event: PaymentEvent): { body: string; signature: string };
}

export function createDemoProvider(opts: {
  db: Db;
  publicUrl: string;
  secret: string;
}): DemoProvider {
  const { db } = opts;
  const sign = (body: string) =>
    'sha256=' + createHmac('sha256', `demo-payments:${opts.secret}`).update(body).digest('hex');

  return {
    name: 'demo',
    async createSession(input) {
      const id = `demo_cs_${randomBytes(18).toString('base64url')}`;
      const join = (url: string) => `${url}${url.includes('?') ? '&' : '?'}session_id=${id}`;
      await db
        .insertInto('demo_payments')
        .values({
          id,
          purchase_id: input.purchaseId,
          amount: input.amount,
          currency: input.currency,
          product_name: input.productName,
          status: 'open',
          success_url: join(input.successUrl),
          cancel_url: input.cancelUrl,
          error_url: input.errorUrl,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { id, url: `${opts.publicUrl}/demo-pay/${id}` };
    },
    async expireSession(sessionId) {
      const result = await db
        .updateTable('demo_payments')
        .set({ status: 'expired' })
        .where('id', '=', sessionId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        throw new Error(`demo payment ${sessionId} is not open`);
      }
    },
    async retrieveSession(sessionId): Promise<SessionState> {
      const row = await db
        .selectFrom('demo_payments')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst();
      if (!row) throw new Error(`unknown demo session ${sessionId}`);
      let status = row.status;
      // "Pay later": the asynchronous payment succeeds once its time has come.
      if (status === 'processing' && row.pay_after && row.pay_after <= new Date().toISOString()) {
        await db
          .updateTable('demo_payments')
          .set({ status: 'paid' })
          .where('id', '=', row.id)
          .where('status', '=', 'processing')
          .execute();
        status = 'paid';
      }
      const mapped: SessionState['status'] =
        status === 'paid' || status === 'refunded' ? 'paid' : status === 'open' ? 'open' : status;
      return {
        id: row.id,
        status: mapped,
        purchaseId: row.purchase_id,
        paymentId: row.payment_id,
        amount: Number(row.amount),
        currency: row.currency,
        billingCountry: row.billing_country ?? null,
      };
    },
    signEvent(event) {
      const body = JSON.stringify(event);
      return { body, signature: sign(body) };
    },
    parseWebhook(rawBody, signature) {
      const expected = Buffer.from(sign(rawBody));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureError('bad demo signature');
      }
      return parseDemoEvent(rawBody);
    },
    async refund(paymentId, part) {
      // A part is added to what was refunded, never beyond the payment; the rest, or all of
      // it, ends the payment as refunded.
      const refunded = part ? sql<number>`refunded_amount + ${part.amount}` : sql<number>`amount`;
      const result = await db
        .updateTable('demo_payments')
        .set({
          refunded_amount: refunded,
          status: sql<
            'paid' | 'refunded'
          >`case when ${refunded} >= amount then 'refunded' else status end`,
        })
        .where('payment_id', '=', paymentId)
        .where('status', 'in', part ? ['paid'] : ['paid', 'refunded'])
        .$if(Boolean(part), (q) =>
          q.where(sql<boolean>`refunded_amount + ${part?.amount ?? 0} <= amount`),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw new Error(`demo payment ${paymentId} cannot be refunded`);
    },
  };
}

/** The state changes the demo page's buttons make; each returns the event to send. */
export async function actOnDemoSession(
  db: Db,
  sessionId: string,
  action: 'pay' | 'decline' | 'cancel' | 'later',
  payLaterMs = 4000,
  /** The billing country chosen on the page (an ISO code the caller checked), or null. */
  billingCountry: string | null = null,
): Promise<{ redirect: string; event: PaymentEvent | null } | null> {
  const row = await db
    .selectFrom('demo_payments')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.status !== 'open') {
    // Already decided: a second click changes nothing and shows where the first one led.
    const redirect =
      row.status === 'failed'
        ? row.error_url
        : row.status === 'expired'
          ? row.cancel_url
          : row.success_url;
    return { redirect, event: null };
  }
  const paymentId = `demo_pi_${randomBytes(12).toString('base64url')}`;
  const update = {
    pay: { status: 'paid' as const, payment_id: paymentId, billing_country: billingCountry },
    later: {
      status: 'processing' as const,
      payment_id: paymentId,
      pay_after: new Date(Date.now() + payLaterMs).toISOString(),
      billing_country: billingCountry,
    },
    decline: { status: 'failed' as const },
    cancel: { status: 'expired' as const },
  }[action];
  const res = await db
    .updateTable('demo_payments')
    .set(update)
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0)
    return actOnDemoSession(db, sessionId, action, payLaterMs, billingCountry);
  const redirect =
    action === 'decline' ? row.error_url : action === 'cancel' ? row.cancel_url : row.success_url;
  const event: PaymentEvent =
    action === 'decline'
      ? { kind: 'session', sessionId, failed: true }
      : { kind: 'session', sessionId };
  // "Pay later" tells the shop at once that a payment is under way, as Stripe's completed but
  // unpaid session does; its success follows when its time has come.
  return { redirect, event };
}

/** The demo provider's event body, checked: the signature says who sent it, not that it parses. */
function parseDemoEvent(rawBody: string): PaymentEvent {
  let data: unknown;
  try {
    data = JSON.parse(rawBody);
  } catch {
    throw new WebhookPayloadError('demo event is not JSON');
  }
  const e = data as Record<string, unknown> | null;
  if (e?.kind === 'session' && typeof e.sessionId === 'string')
    return { kind: 'session', sessionId: e.sessionId, failed: e.failed === true };
  if (e?.kind === 'refund' && typeof e.paymentId === 'string') {
    const cents = (n: unknown) => (Number.isSafeInteger(n) && Number(n) >= 0 ? Number(n) : null);
    const refunded = cents(e.refunded);
    const charged = cents(e.charged);
    return refunded === null || charged === null
      ? { kind: 'refund', paymentId: e.paymentId }
      : { kind: 'refund', paymentId: e.paymentId, refunded, charged };
  }
  throw new WebhookPayloadError('demo event of an unknown shape');
}
