import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { findPurchase } from '../domain/orders/purchases';

const ADMIN = 'stripe-desk@example.com';

describeEachDatabase('order refunds through Stripe on %s', ({ db }) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  async function setup() {
    const d = db();
    stripe.failRefunds = false;
    const shop = createTestApp(d, {
      ADMIN_EMAILS: ADMIN,
      ...stripe.env(),
    });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const refund = (id: string, version = 1) =>
      admin.request(`/api/admin/orders/${id}/refund`, { json: { version } });
    return { d, shop, admin, refund };
  }

  it('refunds the payment intent in full and marks the order refunded', async () => {
    const { d, shop, refund } = await setup();
    const { id, paymentId } = await createOrder(d.db, shop.config, {
      provider: 'stripe',
      lang: 'es',
    });
    const before = stripe.refunds.length;
    const res = await refund(id);
    expect(res.status).toBe(200);
    expect(stripe.refunds.slice(before)).toEqual([{ payment_intent: paymentId }]);
    expect(await findPurchase(d.db, id)).toMatchObject({ status: 'refunded', version: 2 });
    const mail = await d.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('dedupe_key', '=', `refund:${id}`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Tu reembolso – Restaurant Closer');

    // Stripe's charge.refunded webhook that follows changes nothing more.
    const event = stripe.event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentId,
    });
    const hook = await shop.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      body: event.body,
    });
    expect(hook.status).toBe(200);
    expect(await findPurchase(d.db, id)).toMatchObject({ status: 'refunded', version: 2 });
  });

  it('asks Stripe for one refund when Erstatten is pressed in two windows at once', async () => {
    const { d, shop, admin, refund } = await setup();
    const { id, paymentId } = await createOrder(d.db, shop.config, { provider: 'stripe' });
    const other = await createSessionClient(shop, d.db, ADMIN);
    const before = stripe.refunds.length;
    const answers = await Promise.all([
      refund(id),
      other.request(`/api/admin/orders/${id}/refund`, { json: { version: 1 } }),
      admin.request(`/api/admin/orders/${id}/refund`, { json: { version: 1 } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // The order is claimed before the provider is asked: one refund, not three.
    expect(stripe.refunds.slice(before)).toEqual([{ payment_intent: paymentId }]);
    expect(await findPurchase(d.db, id)).toMatchObject({ status: 'refunded', version: 2 });
  });

  it('a refund Stripe refuses changes nothing and says so', async () => {
    const { d, shop, refund } = await setup();
    const { id } = await createOrder(d.db, shop.config, { provider: 'stripe' });
    stripe.failRefunds = true;
    const res = await refund(id);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe(
      `Der Zahlungsanbieter (Stripe) hat die Erstattung abgelehnt: The refund could not be processed. An der Bestellung ${id} wurde nichts geändert.`,
    );
    expect(await findPurchase(d.db, id)).toMatchObject({
      status: 'paid',
      version: 1,
      refunded_at: null,
    });
    stripe.failRefunds = false;
    expect((await refund(id)).status).toBe(200);
  });

  it('a demo order cannot be refunded while the shop runs on Stripe', async () => {
    const { d, shop, refund } = await setup();
    const { id } = await createOrder(d.db, shop.config, { provider: 'demo' });
    const res = await refund(id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      `Die Bestellung ${id} wurde über Demo-Zahlung bezahlt, der Shop verwendet jetzt Stripe; bitte erstatten Sie sie direkt beim Zahlungsanbieter.`,
    );
  });
});
