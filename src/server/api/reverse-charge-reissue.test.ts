import { afterAll, beforeAll, expect, it } from 'vitest';
import { berlinDay } from '../../shared/format';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { startViesFake, type ViesFake } from '../../../tests/fakes/vies';
import { checkoutBody } from '../../../tests/setup/checkout';
import { VAT_CHECK_COPY } from '../../shared/vat-number-check';
import type { OrderDetail } from '../../shared/api/orders';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'books@example.com';
const YEAR = Number(berlinDay().slice(0, 4));
const num = (n: number) => `${YEAR}-${String(n).padStart(5, '0')}`;
const VAT_ID = 'ESB12345678';
const BUYER = 'bar-tapas@example.com';

/**
 * A Spanish business whose VAT number VIES could not confirm at the payment: told why VAT was
 * charged, shown to the administrator with VIES's result, and invoiced anew as a reverse charge
 * from the order desk once VIES confirms the number.
 */
describeEachDatabase('VIES on the order desk and the reverse-charge reissue on %s', (suite) => {
  let stripe: StripeFake;
  let vies: ViesFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
    vies = await startViesFake();
  });
  afterAll(async () => {
    stripe.stop();
    await vies.stop();
  });

  /** An order paid while VIES's Spanish database was down: invoiced with Spain's 4 %. */
  async function paidWhileViesDown() {
    vies.valid.clear();
    vies.mode = 'member-state-down';
    const db = suite.db();
    const shop = createTestApp(db, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
      VIES_URL: vies.url,
    });
    const browser = createCookieClient(shop.app, ORIGIN);
    const res = await browser.request('/api/create-checkout-session', {
      json: checkoutBody('es', BUYER, {
        name: 'Lucía García',
        business: {
          company: 'Bar Tapas S.L.',
          address: 'Calle Mayor 1, 28013 Madrid',
          country: 'ES',
          vatId: VAT_ID,
        },
      }),
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const e = stripe.event(
      'checkout.session.completed',
      stripe.complete(sessionId, { country: 'ES' }),
    );
    const hook = await shop.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      body: e.body,
    });
    expect(hook.status).toBe(200);
    const order = await db.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const admin = await createSessionClient(shop, db.db, ADMIN);
    const detail = async () =>
      (await (await admin.request(`/api/admin/orders/${order.id}`)).json()) as OrderDetail;
    const reissue = (client: { request: typeof admin.request }, version: number) =>
      client.request(`/api/admin/orders/${order.id}/reissue-reverse-charge`, {
        json: { version },
      });
    const invoices = () =>
      db.db
        .selectFrom('invoices')
        .selectAll()
        .where('purchase_id', '=', order.id)
        .orderBy('sequence')
        .execute();
    const mails = (key: string) =>
      db.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', key).execute();
    return { db, shop, browser, sessionId, order, admin, detail, reissue, invoices, mails };
  }

  it('says on the success page and in the delivery e-mail why VAT was charged, and shows VIES’s result', async () => {
    const t = await paidWhileViesDown();
    expect(t.order).toMatchObject({ status: 'paid', vies_status: 'unavailable' });
    const [invoice] = await t.invoices();
    expect(invoice).toMatchObject({
      vat_treatment: 'standard',
      vat_rate: '4',
      buyer_country: 'ES',
    });
    expect(Number(invoice.vat)).toBeGreaterThan(0);

    const page = await t.browser.request(`/api/products/purchase-detail?sessionId=${t.sessionId}`);
    expect(await page.json()).toMatchObject({ vatNote: VAT_CHECK_COPY.es.chargedUnavailable });
    const [delivery] = await t.mails(`delivery:${t.order.id}`);
    expect(delivery.text_body).toContain(VAT_CHECK_COPY.es.chargedUnavailable);
    expect(delivery.html_body).toContain('VIES');

    const detail = await t.detail();
    expect(detail.vies).toMatchObject({
      vatId: VAT_ID,
      status: 'unavailable',
      requestId: null,
      text: expect.stringMatching(/^VIES nicht erreichbar \(am \d{2}\.\d{2}\.\d{4}/),
    });
    expect(detail.actions.reissueReverseCharge).toEqual({ allowed: true });
  });

  it('refuses the reissue while VIES does not confirm the number, changing nothing', async () => {
    const t = await paidWhileViesDown();
    const before = await t.detail();
    vies.mode = 'answer'; // VIES answers now, but does not know the number.
    const res = await t.reissue(t.admin, before.order.version);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; detail: OrderDetail };
    expect(body.message).toMatch(
      new RegExp(
        `^Die USt-IdNr\\. ${VAT_ID} ist nicht bestätigt \\(VIES, Anfrage-ID WAPI\\w+, am .+\\)\\. Die Rechnung bleibt, wie sie ist; es wurde nichts geändert\\.$`,
      ),
    );
    expect(body.detail.order.version).toBe(before.order.version);
    vies.mode = 'member-state-down';
    const away = await t.reissue(t.admin, before.order.version);
    expect(away.status).toBe(409);
    expect(((await away.json()) as { message: string }).message).toContain('VIES nicht erreichbar');
    expect((await t.invoices()).map((i) => i.number)).toEqual([num(1)]);
    const row = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['vies_status', 'vies_request_id', 'version'])
      .where('id', '=', t.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      vies_status: 'unavailable',
      vies_request_id: null,
      version: Number(t.order.version),
    });
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'reissue-reverse-charge')
      .execute();
    expect(audit).toEqual([]);
  });

  it('is for administrators only', async () => {
    const t = await paidWhileViesDown();
    vies.valid.add(VAT_ID);
    vies.mode = 'answer';
    vies.asked.length = 0;
    const stranger = createCookieClient(t.shop.app, ORIGIN);
    expect((await t.reissue(stranger, Number(t.order.version))).status).toBe(401);
    const buyer = await createSessionClient(t.shop, t.db.db, BUYER);
    expect((await t.reissue(buyer, Number(t.order.version))).status).toBe(403);
    expect(vies.asked).not.toContain(VAT_ID);
    expect(await t.invoices()).toHaveLength(1);
  });

  it('cancels the invoice and issues a reverse-charge one once VIES confirms, mails both, and a refund cancels the new one', async () => {
    const t = await paidWhileViesDown();
    vies.valid.add(VAT_ID);
    vies.mode = 'answer';
    const before = await t.detail();
    const [first, second] = await Promise.all([
      t.reissue(t.admin, before.order.version),
      t.reissue(t.admin, before.order.version),
    ]);
    // Two clicks on one version: one reissue.
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const done = (await (first.status === 200 ? first : second).json()) as {
      message: string;
      detail: OrderDetail;
    };
    expect(done.message).toMatch(/^USt-IdNr\. bestätigt \(VIES, Anfrage-ID WAPI\w+, am .+\)\./);
    expect(done.message).toContain(
      `Die Rechnung ${num(1)} wurde mit der Stornorechnung ${num(2)} storniert und als Reverse-Charge-Rechnung ${num(3)} neu ausgestellt`,
    );
    expect(done.message).toContain('Teilerstattung');

    const rows = await t.invoices();
    expect(rows.map((r) => [r.number, r.kind, r.vat_treatment, Number(r.series)])).toEqual([
      [num(1), 'invoice', 'standard', 0],
      [num(2), 'cancellation', 'standard', 0],
      [num(3), 'invoice', 'reverse-charge', 1],
    ]);
    const [original, cancellation, reissued] = rows;
    expect(cancellation.cancels_number).toBe(num(1));
    expect(Number(cancellation.gross)).toBe(-Number(original.gross));
    expect(Number(cancellation.vat)).toBe(-Number(original.vat));
    // One price: what was paid is now the net, without VAT.
    expect(reissued).toMatchObject({ buyer_vat_id: VAT_ID, buyer_country: 'ES', vat_rate: '0' });
    expect(Number(reissued.vat)).toBe(0);
    expect(Number(reissued.net)).toBe(Number(t.order.amount));
    expect(Number(reissued.gross)).toBe(Number(t.order.amount));

    const evidence = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['vies_status', 'vies_request_id', 'vies_vat_id'])
      .where('id', '=', t.order.id)
      .executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({ vies_status: 'valid', vies_vat_id: VAT_ID });
    expect(evidence.vies_request_id).toMatch(/^WAPI/);

    // The buyer gets both documents in Spanish, once.
    const mail = await t.mails(`reverse-charge:${num(3)}`);
    expect(mail).toHaveLength(1);
    expect(mail[0].to_address).toBe(BUYER);
    expect(mail[0].subject).toContain('sin IVA');
    expect(mail[0].text_body).toContain(
      `Tu factura rectificativa (PDF): ${ORIGIN}/invoice/${num(2)}.`,
    );
    expect(mail[0].text_body).toContain(`Tu factura (PDF): ${ORIGIN}/invoice/${num(3)}.`);

    const after = done.detail;
    expect(after.vies?.text).toMatch(/^USt-IdNr\. bestätigt \(VIES, Anfrage-ID WAPI\w+, am /);
    expect(done.message.startsWith(`${after.vies!.text}.`)).toBe(true);
    expect(after.actions.reissueReverseCharge).toEqual({
      allowed: false,
      reason: `Die Rechnung ${num(3)} ist bereits eine Reverse-Charge-Rechnung.`,
    });
    expect(
      after.timeline.some(
        (e) => e.title === 'Als Reverse-Charge neu ausgestellt' && e.actor === ADMIN,
      ),
    ).toBe(true);
    // The success page now links the new invoice and has nothing to explain.
    const page = (await (
      await t.browser.request(`/api/products/purchase-detail?sessionId=${t.sessionId}`)
    ).json()) as { invoiceUrl: string; vatNote: string | null };
    expect(page.invoiceUrl).toContain(`/invoice/${num(3)}.`);
    expect(page.vatNote).toBeNull();

    // Erstatten afterwards cancels the invoice that stands: the reverse-charge one.
    const refund = await t.admin.request(`/api/admin/orders/${t.order.id}/refund`, {
      json: { version: after.order.version },
    });
    expect(refund.status).toBe(200);
    const last = (await t.invoices()).at(-1)!;
    expect(last).toMatchObject({ number: num(4), kind: 'cancellation', cancels_number: num(3) });
    expect(Number(last.gross)).toBe(-Number(t.order.amount));
  });
});
