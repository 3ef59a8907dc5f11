import { afterAll, beforeAll, expect, it } from 'vitest';
import { berlinDay } from '../../shared/format';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { checkoutBody } from '../../../tests/setup/checkout';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';
import { pdfText } from '../../../tests/setup/pdf';
import type { OrderDetail } from '../../shared/api/orders';
import type { Lang } from '../../shared/languages';
import { createPdfRenderer } from '../adapters/pdf/index';
import { createLocalFileStore } from '../adapters/storage/local';
import { ensureSampleEbooks } from '../domain/delivery/ebooks';
import { readSalesReport } from '../domain/insight/insight';
import { findPurchase } from '../domain/orders/purchases';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'refunds@example.com';
const TODAY = berlinDay();

/**
 * Partial refunds: Stripe's signed charge.refunded with a cumulative amount, and Teilerstattung
 * on the order desk, both recorded once, with a credit note over the amount only.
 */
describeEachDatabase('partial refunds through Stripe and the order desk on %s', (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  async function setup() {
    const d = suite.db();
    stripe.failRefunds = false;
    const shop = createTestApp(d, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_VAT_ID: 'DE123456789',
    });
    await ensureSampleEbooks(d.db, {
      files: createLocalFileStore(shop.dataDir),
      pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
    });
    const browser = createCookieClient(shop.app, ORIGIN);
    const admin = await createSessionClient(shop, d.db, ADMIN);
    /** A paid order in `lang`, billed in Germany (7 % on e-books), with its invoice. */
    const buy = async (lang: Lang) => {
      const res = await browser.request('/api/create-checkout-session', {
        json: checkoutBody(lang, `buyer-${lang}-${Date.now()}@example.com`),
      });
      expect(res.status).toBe(200);
      const { sessionId } = (await res.json()) as { sessionId: string };
      const session = stripe.complete(sessionId, { country: 'DE' });
      expect((await webhook('checkout.session.completed', session)).status).toBe(200);
      const row = await d.db
        .selectFrom('ebook_purchases')
        .selectAll()
        .where('provider_session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return { id: row.id, paymentId: session.payment_intent! };
    };
    const webhook = (type: string, object: object) => stripe.send(shop.app, type, object);
    /** Stripe's event after refunds of `refunded` cents in all of a 47,00 € charge. */
    const refunded = async (paymentId: string, cents: number, amount = 4700) => {
      const res = await webhook('charge.refunded', {
        id: `ch_${paymentId}`,
        object: 'charge',
        payment_intent: paymentId,
        amount,
        amount_refunded: cents,
        refunded: cents >= amount,
      });
      expect(res.status).toBe(200);
    };
    const invoicesOf = (id: string) =>
      d.db
        .selectFrom('invoices')
        .selectAll()
        .where('purchase_id', '=', id)
        .orderBy('sequence')
        .execute();
    const mailsOf = (id: string) =>
      d.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('purchase_id', '=', id)
        .where('dedupe_key', 'like', 'refund:%')
        .orderBy('created_at')
        .execute();
    const partialRefund = (id: string, amount: unknown, version: number, client = admin) =>
      client.request(`/api/admin/orders/${id}/partial-refund`, { json: { version, amount } });
    const download = async (id: string) => {
      const link = (await findPurchase(d.db, id))!.download_link!;
      return (await shop.app.request(new URL(link).pathname)).status;
    };
    return { d, shop, admin, buy, webhook, refunded, invoicesOf, mailsOf, partialRefund, download };
  }

  it('a partial refund at Stripe issues a credit note over its amount, tells the buyer and keeps the link', async () => {
    const t = await setup();
    const { id, paymentId } = await t.buy('fr');
    await t.refunded(paymentId, 500);

    const p = await findPurchase(t.d.db, id);
    expect(p).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });
    const [invoice, credit, ...more] = await t.invoicesOf(id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', gross: 4700, net: 4393, vat: 307 });
    // 5,00 € at 7 %: 4,67 € net and 0,33 € VAT, to the cent.
    expect(credit).toMatchObject({
      kind: 'credit',
      cancels_number: invoice.number,
      gross: -500,
      net: -467,
      vat: -33,
      vat_rate: '7',
      refunded_total: 500,
    });
    const mails = await t.mailsOf(id);
    expect(mails.map((m) => [m.dedupe_key, m.subject])).toEqual([
      [`refund:${id}:500`, 'Votre remboursement partiel – Restaurant Closer'],
    ]);
    expect(mails[0].text_body).toMatch(/nous vous avons remboursé 5\s€ de votre commande/);
    expect(mails[0].text_body).toContain('Votre lien de téléchargement reste actif.');
    expect(mails[0].text_body).toContain('Votre avoir (PDF)');
    expect(mails[0].text_body).not.toMatch(/47\s€/);
    // The credit note the mail links, as the buyer opens it.
    const url = /https?:\/\/\S+\/invoice\/\S+/.exec(mails[0].text_body)![0];
    const pdf = await t.shop.app.request(new URL(url).pathname);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Avoir');
    expect(text).toContain(`Numéro d’avoir : ${credit.number}`);
    expect(text).toMatch(/Total TTC remboursé\s+-5,00\s€/);
    expect(text).toContain(`Rectifie la facture ${invoice.number}`);
    expect(text).toMatch(/-5,00\s€/);
    // The link still downloads.
    expect(await t.download(id)).toBe(200);

    // The same delivery again, and an older, smaller report arriving late: nothing more.
    await t.refunded(paymentId, 500);
    await t.refunded(paymentId, 300);
    expect(await t.invoicesOf(id)).toHaveLength(2);
    expect(await t.mailsOf(id)).toHaveLength(1);
    expect(await findPurchase(t.d.db, id)).toMatchObject({ refunded_amount: 500 });

    // The order desk shows it partly refunded, with what is left to refund.
    const detail = (await (await t.admin.request(`/api/admin/orders/${id}`)).json()) as OrderDetail;
    expect(detail.order).toMatchObject({
      status: 'partially_refunded',
      statusLabel: 'Teilweise erstattet',
      refundedAmount: 500,
      refundable: 4200,
    });
    expect(detail.invoices.map((i) => i.kind)).toEqual(['invoice', 'credit']);
    expect(detail.actions.partialRefund).toEqual({ allowed: true });
    expect(detail.timeline.map((e) => e.title)).toContain(
      'Teilweise erstattet beim Zahlungsanbieter',
    );
    // The sales figures count what went back only.
    const sales = await readSalesReport(t.d.db, TODAY, TODAY);
    expect(sales.totals).toMatchObject({ gross: 4700, refunded: 500, net: 4200, refunds: 1 });
  });

  it('partial refunds add up; reaching the total refunds the order for the rest, the documents adding up to the invoice', async () => {
    const t = await setup();
    const { id, paymentId } = await t.buy('de');
    await t.refunded(paymentId, 500);
    await t.refunded(paymentId, 1500);
    expect(await findPurchase(t.d.db, id)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 1500,
    });
    expect(await t.download(id)).toBe(200);
    // Stripe refunds the rest: charge.refunded says all of it.
    await t.refunded(paymentId, 4700);
    await t.refunded(paymentId, 4700);

    expect(await findPurchase(t.d.db, id)).toMatchObject({
      status: 'refunded',
      refunded_amount: 4700,
    });
    const docs = await t.invoicesOf(id);
    expect(docs.map((i) => [i.kind, Number(i.gross)])).toEqual([
      ['invoice', 4700],
      ['credit', -500],
      ['credit', -1000],
      ['credit', -3200],
    ]);
    // No cancellation of the whole invoice on top of the credit notes: they cancel it, exactly.
    for (const field of ['net', 'vat', 'gross'] as const) {
      expect(docs.reduce((n, i) => n + Number(i[field]), 0)).toBe(0);
    }
    expect(await t.download(id)).not.toBe(200);
    const mails = await t.mailsOf(id);
    expect(mails.map((m) => m.dedupe_key)).toEqual([
      `refund:${id}:500`,
      `refund:${id}:1500`,
      `refund:${id}`,
    ]);
    expect(mails[1].text_body).toMatch(/wir haben Ihnen 10\s€ Ihrer Bestellung/);
    // The last mail names the rest, not the whole price.
    expect(mails[2].text_body).toMatch(/Der Betrag von 32\s€/);

    const sales = await readSalesReport(t.d.db, TODAY, TODAY);
    expect(sales.totals).toMatchObject({ gross: 4700, refunded: 4700, net: 0, refunds: 3 });
  });

  it('a refund applies to an order held for review, in part and in full', async () => {
    const t = await setup();
    const { id, paymentId } = await createOrder(t.d.db, t.shop.config, {
      provider: 'stripe',
      status: 'review',
      lang: 'es',
    });
    await t.refunded(paymentId, 1000);
    // Held it stays (nothing was delivered), with the amount that went back.
    expect(await findPurchase(t.d.db, id)).toMatchObject({
      status: 'review',
      refunded_amount: 1000,
    });
    const partial = await t.mailsOf(id);
    expect(partial.map((m) => m.subject)).toEqual(['Tu reembolso parcial – Restaurant Closer']);
    expect(partial[0].text_body).not.toContain('enlace de descarga');

    await t.refunded(paymentId, 4700);
    const p = await findPurchase(t.d.db, id);
    expect(p).toMatchObject({ status: 'refunded', refunded_amount: 4700 });
    expect(p!.refunded_at).not.toBeNull();
    // No longer counted as a sale held for review: an order refunded in full.
    const sales = await readSalesReport(t.d.db, berlinDay(new Date(p!.paid_at!)), TODAY);
    expect(sales.totals.net).toBe(0);

    // A full refund of a held order at once, as before: refunded.
    const other = await createOrder(t.d.db, t.shop.config, {
      provider: 'stripe',
      status: 'review',
    });
    const hook = await t.webhook('charge.refunded', {
      id: 'ch_other',
      object: 'charge',
      payment_intent: other.paymentId,
    });
    expect(hook.status).toBe(200);
    expect(await findPurchase(t.d.db, other.id)).toMatchObject({
      status: 'refunded',
      refunded_amount: 4700,
    });
  });

  it('Teilerstattung refunds the amount through Stripe, once, and the webhook that follows adds nothing', async () => {
    const t = await setup();
    const { id, paymentId } = await t.buy('it');
    const before = stripe.refunds.length;
    const res = await t.partialRefund(id, '5,50', 1);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; detail: OrderDetail };
    expect(body.message).toMatch(
      new RegExp(
        `^Von der Bestellung ${id} wurden 5,50\\s€ erstattet \\(insgesamt 5,50\\s€ von 47,00\\s€\\)`,
      ),
    );
    expect(body.message).toContain('Der Download-Link bleibt gültig.');
    expect(body.detail.order).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 550,
      version: 2,
    });
    expect(stripe.refunds.slice(before)).toEqual([{ payment_intent: paymentId, amount: 550 }]);
    expect(stripe.refundKeys.at(-1)).toBe(`refund-${paymentId}-${id}-v2`);
    // Stripe's charge.refunded for the same refund: recorded already.
    await t.refunded(paymentId, 550);
    const docs = await t.invoicesOf(id);
    expect(docs.map((i) => [i.kind, Number(i.gross), Number(i.net), Number(i.vat)])).toEqual([
      ['invoice', 4700, 4393, 307],
      ['credit', -550, -514, -36],
    ]);
    const mails = await t.mailsOf(id);
    expect(mails.map((m) => m.subject)).toEqual(['Il tuo rimborso parziale – Restaurant Closer']);
    expect(mails[0].text_body).toMatch(/ti abbiamo rimborsato 5,50\s€ del tuo ordine/);
    const audit = await t.d.db
      .selectFrom('audit_log')
      .selectAll()
      .where('row_id', '=', id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor: ADMIN, action: 'partial-refund' })]);
    expect(audit[0].summary).toMatch(/^Teilweise erstattet: 5,50\s€ über Stripe/);
    expect(await t.download(id)).toBe(200);

    // Erstatten now refunds the rest: Stripe is asked for what is left, the last credit note
    // takes it.
    const rest = await t.admin.request(`/api/admin/orders/${id}/refund`, { json: { version: 2 } });
    expect(rest.status).toBe(200);
    expect(stripe.refunds.at(-1)).toEqual({ payment_intent: paymentId });
    expect(await findPurchase(t.d.db, id)).toMatchObject({
      status: 'refunded',
      refunded_amount: 4700,
    });
    const all = await t.invoicesOf(id);
    expect(all.map((i) => [i.kind, Number(i.gross)])).toEqual([
      ['invoice', 4700],
      ['credit', -550],
      ['credit', -4150],
    ]);
    expect(all.reduce((n, i) => n + Number(i.vat), 0)).toBe(0);
  });

  it('Teilerstattung needs an administrator and a valid amount; a refused one changes nothing', async () => {
    const t = await setup();
    const { id } = await t.buy('de');
    const stranger = await createSessionClient(t.shop, t.d.db, 'someone@example.com');
    const anonymous = createCookieClient(t.shop.app, ORIGIN);
    expect((await t.partialRefund(id, '5', 1, stranger)).status).toBe(403);
    expect((await t.partialRefund(id, '5', 1, anonymous)).status).toBe(401);

    const before = stripe.refunds.length;
    const cases: Array<[unknown, string]> = [
      ['', 'Bitte geben Sie den Betrag in Euro ein, z. B. 5,00.'],
      [5, 'Bitte geben Sie den Betrag in Euro ein, z. B. 5,00.'],
      ['0,00', 'Der Betrag muss größer als 0,00 € sein.'],
      [
        '-5',
        'Der Betrag ist keine gültige Euro-Angabe: bitte nur Ziffern und höchstens zwei Nachkommastellen, z. B. 5,00.',
      ],
      [
        '5,555',
        'Der Betrag ist keine gültige Euro-Angabe: bitte nur Ziffern und höchstens zwei Nachkommastellen, z. B. 5,00.',
      ],
    ];
    for (const [amount, message] of cases) {
      const res = await t.partialRefund(id, amount, 1);
      expect(res.status, String(amount)).toBe(400);
      expect(await res.json()).toMatchObject({ message, errors: { amount: message } });
    }
    const tooMuch = await t.partialRefund(id, '47,01', 1);
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).message).toMatch(
      new RegExp(
        `^Der Betrag ist zu hoch: Von der Bestellung ${id} sind noch höchstens 47,00\\s€ erstattbar \\(bezahlt 47,00\\s€, bereits erstattet 0,00\\s€\\)\\.$`,
      ),
    );
    // A stale version: 409, nothing asked of Stripe.
    expect((await t.partialRefund(id, '5', 7)).status).toBe(409);
    expect(stripe.refunds.length).toBe(before);
    expect(await findPurchase(t.d.db, id)).toMatchObject({
      status: 'paid',
      version: 1,
      refunded_amount: 0,
    });
    expect(await t.invoicesOf(id)).toHaveLength(1);

    // Stripe refusing: nothing changes, and the answer says so.
    stripe.failRefunds = true;
    const refused = await t.partialRefund(id, '5', 1);
    expect(refused.status).toBe(502);
    expect(await findPurchase(t.d.db, id)).toMatchObject({ version: 1, refunded_amount: 0 });

    // The whole rest as a Teilerstattung refunds the order in full.
    stripe.failRefunds = false;
    expect((await t.partialRefund(id, '47', 1)).status).toBe(200);
    expect(await findPurchase(t.d.db, id)).toMatchObject({ status: 'refunded' });
    const nothingLeft = await t.partialRefund(id, '1', 2);
    expect(nothingLeft.status).toBe(409);
    expect((await nothingLeft.json()).message).toBe(`Die Bestellung ${id} ist bereits erstattet.`);
  });
});
