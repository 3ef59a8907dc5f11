import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { checkoutBody } from '../../../tests/setup/checkout';
import { outboxMails } from '../../../tests/setup/outbox';

const ORIGIN = 'http://localhost:3000';

describeEachDatabase('checkout and Stripe webhooks on %s', (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  async function setup() {
    const db = suite.db();
    const { app, config } = createTestApp(db, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
    });
    // The buyer's browser: it keeps the cookie that binds the purchase detail to it.
    const browser = createCookieClient(app, ORIGIN);
    const post = (path: string, json: unknown) => browser.request(path, { method: 'POST', json });
    const detail = (query: string) => browser.request(`/api/products/purchase-detail?${query}`);
    const checkout = async (lang = 'de', email = 'Gast@Example.com') => {
      const res = await post('/api/create-checkout-session', {
        products: [{ productId: `ebook-restaurant-closer-${lang}`, quantity: 1 }],
        successRouter: lang === 'en' ? '/checkout/success' : `/${lang}/checkout/success`,
        cancelRouter: lang === 'en' ? '/checkout/cancel' : `/${lang}/checkout/cancel`,
        email,
        language: lang,
        acceptTerms: true,
        acceptImmediateDelivery: true,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { checkoutUrl: string; sessionId: string };
    };
    const webhook = (delivery: { body: string; signature: string }) =>
      app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.body,
      });
    const state = async () => {
      const purchases = await db.db.selectFrom('ebook_purchases').selectAll().execute();
      const mails = await db.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('dedupe_key', 'like', 'delivery:%')
        .execute();
      return {
        purchases,
        paid: purchases.filter((p) => p.status === 'paid').length,
        mails: mails.length,
      };
    };
    return { db, app, config, post, checkout, webhook, state, detail };
  }

  it('creates a Stripe Checkout Session with the price of the row, the e-mail, locale and return URLs', async () => {
    const t = await setup();
    await t.db.db
      .updateTable('products')
      .set({ price: 3900 })
      .where('id', '=', 'ebook-restaurant-closer-de')
      .execute();
    const { checkoutUrl, sessionId } = await t.checkout('de');
    const session = stripe.sessions.get(sessionId)!;
    expect(checkoutUrl).toBe(session.url);
    expect(session.amount_total).toBe(3900);
    expect(session.currency).toBe('eur');
    expect(session.customer_email).toBe('gast@example.com');
    expect(session.locale).toBe('de');
    expect(session.success_url).toBe(`${ORIGIN}/de/checkout/success?session_id=${sessionId}`);
    expect(session.cancel_url).toBe(`${ORIGIN}/de/checkout/cancel`);
    const { purchases } = await t.state();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      provider_session_id: sessionId,
      amount: 3900,
      language: 'de',
      consent_version: 'terms-2026-11-01',
    });
    expect(session.client_reference_id).toBe(purchases[0].id);
  });

  it('refuses bad orders with a message in the buyer language and writes nothing', async () => {
    const t = await setup();
    const base = checkoutBody('fr', 'a@b.fr');
    const cases: Array<[unknown, string, string]> = [
      [
        { ...base, email: 'not an email' },
        'invalidEmail',
        'Veuillez entrer une adresse email valide',
      ],
      [
        { ...base, acceptTerms: undefined },
        'termsRequired',
        'Veuillez accepter les conditions générales',
      ],
      [
        { ...base, products: [{ productId: 'nope', quantity: 1 }] },
        'productUnavailable',
        'Ce produit n’est pas disponible pour le moment.',
      ],
      [
        { ...base, products: [{ productId: 'ebook-restaurant-closer-fr', quantity: 51 }] },
        'invalidRequest',
        expect.any(String) as unknown as string,
      ],
      [
        { ...base, products: [{ productId: 'ebook-restaurant-closer-fr', quantity: 0 }] },
        'invalidRequest',
        expect.any(String) as unknown as string,
      ],
      [
        { ...base, products: [{ productId: 'ebook-restaurant-closer-fr', quantity: 2.5 }] },
        'invalidRequest',
        expect.any(String) as unknown as string,
      ],
    ];
    for (const [body, code, message] of cases) {
      const res = await t.post('/api/create-checkout-session', body);
      expect(res.status).toBe(400);
      // The one error shape: the buyer's message and the code the page acts on.
      expect(await res.json()).toEqual({ message, code });
    }
    expect((await t.state()).purchases).toHaveLength(0);
  });

  it('tells the buyer when the provider fails, and keeps the attempt as failed', async () => {
    const t = await setup();
    stripe.failSessionCreation = true;
    try {
      const res = await t.post('/api/create-checkout-session', checkoutBody('it', 'a@b.it'));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        message: 'Errore nella creazione della sessione checkout',
        code: 'sessionFailed',
      });
    } finally {
      stripe.failSessionCreation = false;
    }
    expect((await t.state()).purchases[0].status).toBe('failed');
  });

  it('fulfils a valid completed event once, with one e-mail', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    const res = await t.webhook(
      stripe.event('checkout.session.completed', stripe.complete(sessionId)),
    );
    expect(res.status).toBe(200);
    const s = await t.state();
    expect(s.paid).toBe(1);
    expect(s.mails).toBe(1);
    expect(s.purchases[0].download_link).toMatch(new RegExp(`^${ORIGIN}/download/`));
    expect(s.purchases[0].provider_payment_id).toBe(stripe.sessions.get(sessionId)!.payment_intent);
  });

  it('refuses an invalid signature with 400 and writes nothing', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    const delivery = stripe.event('checkout.session.completed', stripe.complete(sessionId));
    // Flip the first hex digit of the signature, whatever it is.
    const flipped = delivery.signature.replace(
      /v1=(\w)/,
      (_m, d: string) => `v1=${d === '0' ? '1' : '0'}`,
    );
    expect(flipped).not.toBe(delivery.signature);
    const forged = await t.webhook({ body: delivery.body, signature: flipped });
    expect(forged.status).toBe(400);
    const tampered = await t.webhook({
      body: delivery.body.replace('"livemode":false', '"livemode":true'),
      signature: delivery.signature,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body: delivery.body,
    });
    expect(unsigned.status).toBe(400);
    const s = await t.state();
    expect(s.paid).toBe(0);
    expect(s.mails).toBe(0);
    expect(s.purchases[0].status).toBe('pending');
  });

  it('gives one purchase and one e-mail for the same event five times', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    const delivery = stripe.event('checkout.session.completed', stripe.complete(sessionId));
    for (let i = 0; i < 5; i++) expect((await t.webhook(delivery)).status).toBe(200);
    const s = await t.state();
    expect([s.paid, s.mails]).toEqual([1, 1]);
  });

  it('gives one purchase and one e-mail for 20 concurrent deliveries and a racing success page', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    const delivery = stripe.event('checkout.session.completed', stripe.complete(sessionId));
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => t.webhook(delivery)),
      ...Array.from({ length: 5 }, () => t.detail(`sessionId=${sessionId}`)),
    ]);
    expect(answers.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    expect(answers.slice(20).every((r) => r.status === 200)).toBe(true);
    const s = await t.state();
    expect([s.paid, s.mails]).toEqual([1, 1]);
  });

  it('completed without payment, then async failure: no purchase, status failed, no e-mail', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    await t.webhook(
      stripe.event('checkout.session.completed', stripe.complete(sessionId, { paid: false })),
    );
    expect((await t.state()).purchases[0].status).toBe('pending');
    const detail = await t.detail(`sessionId=${sessionId}`);
    expect(detail.status).toBe(202);
    await t.webhook(
      stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(sessionId)!),
    );
    const s = await t.state();
    expect([s.paid, s.mails, s.purchases[0].status]).toEqual([0, 0, 'failed']);
    const failed = await t.detail(`sessionId=${sessionId}`);
    expect(failed.status).toBe(409);
    expect(await failed.json()).toMatchObject({ code: 'paymentFailed' });
  });

  it('completed without payment, then async success: one purchase and one e-mail', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    await t.webhook(
      stripe.event('checkout.session.completed', stripe.complete(sessionId, { paid: false })),
    );
    await t.webhook(
      stripe.event('checkout.session.async_payment_succeeded', stripe.asyncSucceed(sessionId)),
    );
    const s = await t.state();
    expect([s.paid, s.mails]).toEqual([1, 1]);
  });

  it('records an expired session as expired, without purchase or e-mail', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    await t.webhook(stripe.event('checkout.session.expired', stripe.expire(sessionId)));
    const s = await t.state();
    expect([s.paid, s.mails, s.purchases[0].status]).toEqual([0, 0, 'expired']);
  });

  it('marks a refunded purchase and revokes its download link', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout();
    const session = stripe.complete(sessionId);
    await t.webhook(stripe.event('checkout.session.completed', session));
    const link = (await t.state()).purchases[0].download_link!;
    await t.webhook(
      stripe.event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: session.payment_intent,
      }),
    );
    const s = await t.state();
    expect([s.paid, s.mails, s.purchases[0].status]).toEqual([0, 1, 'refunded']);
    expect(s.purchases[0].refunded_at).toBeTruthy();
    const download = await t.app.request(new URL(link).pathname);
    expect(download.status).not.toBe(200);
    expect(download.headers.get('content-type')).not.toContain('pdf');
  });

  it('answers the success page with the download once paid, reconciling without the webhook', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout('es');
    expect((await t.detail(`sessionId=${sessionId}`)).status).toBe(202);
    stripe.complete(sessionId);
    const res = await t.detail(`sessionId=${sessionId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'paid',
      language: 'es',
      email: 'gast@example.com',
      amount: 4700,
      currency: 'EUR',
    });
    expect(body.downloadUrl).toMatch(`${ORIGIN}/download/`);
    expect(body.withdrawUrl).toMatch(`${ORIGIN}/withdraw/`);
    expect((await t.state()).mails).toBe(1);
    const missing = await t.detail('lang=it');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Session ID non trovato',
      code: 'sessionIdMissing',
    });
    const unknown = await t.detail('sessionId=cs_nope&lang=it');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: "Errore nel caricamento dei dettagli dell'acquisto",
      code: 'sessionUnknown',
    });
  });

  it('withdraws before the first download: refund at Stripe, status withdrawn, link revoked, e-mail', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout('fr');
    const session = stripe.complete(sessionId);
    await t.webhook(stripe.event('checkout.session.completed', session));
    const detail = await (await t.detail(`sessionId=${sessionId}`)).json();
    const token = new URL(detail.withdrawUrl).pathname.split('/').pop()!;
    const info = await (await t.app.request(`/api/withdraw/${token}`)).json();
    expect(info).toMatchObject({ status: 'available', language: 'fr', orderId: detail.orderId });
    expect((await t.state()).purchases[0].status).toBe('paid');
    const res = await t.post(`/api/withdraw/${token}`, {});
    expect(res.status).toBe(200);
    expect(stripe.refunds).toContainEqual({ payment_intent: session.payment_intent });
    const s = await t.state();
    expect(s.purchases[0].status).toBe('withdrawn');
    const confirmation = await outboxMails(t.db.db, `withdrawal:${detail.orderId}`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toContain('rétractation');
    expect((await t.app.request(new URL(detail.downloadUrl).pathname)).status).not.toBe(200);
  });

  it('keeps the purchase paid when the refund fails, tells the buyer and notifies the seller', async () => {
    const t = await setup();
    const { sessionId } = await t.checkout('en');
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(sessionId)));
    const detail = await (await t.detail(`sessionId=${sessionId}`)).json();
    const token = new URL(detail.withdrawUrl).pathname.split('/').pop()!;
    stripe.failRefunds = true;
    try {
      const res = await t.post(`/api/withdraw/${token}`, {});
      expect(res.status).toBe(502);
      expect((await res.json()).message).toMatch(/could not be processed/);
    } finally {
      stripe.failRefunds = false;
    }
    expect((await t.state()).purchases[0].status).toBe('paid');
    const notice = await t.db.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', 'Withdrawal refund failed%')
      .execute();
    expect(notice).toHaveLength(1);
    expect(notice[0].to_address).toBe(t.config.supportEmail);
  });

  it('refuses a withdrawal after the first download, explaining that the right lapsed', async () => {
    const t = await setup();
    const refundsBefore = stripe.refunds.length;
    const { sessionId } = await t.checkout('de');
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(sessionId)));
    const detail = await (await t.detail(`sessionId=${sessionId}`)).json();
    await t.db.db.updateTable('ebook_purchases').set({ download_count: 1 }).execute();
    const token = new URL(detail.withdrawUrl).pathname.split('/').pop()!;
    expect(await (await t.app.request(`/api/withdraw/${token}`)).json()).toMatchObject({
      status: 'lapsed',
    });
    const res = await t.post(`/api/withdraw/${token}`, {});
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'withdrawLapsed',
      message:
        'Das Widerrufsrecht ist mit Beginn des Downloads erloschen, wie in den AGB beschrieben.',
    });
    expect(stripe.refunds).toHaveLength(refundsBefore);
    expect((await t.state()).purchases[0].status).toBe('paid');
    expect((await t.app.request('/api/withdraw/forged-token')).status).toBe(200);
    expect(await (await t.app.request('/api/withdraw/forged-token')).json()).toEqual({
      status: 'invalid',
      language: 'en',
    });
  });
});
