import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import { addDiscountCode } from '../../../tests/setup/discount-codes';
import { pdfText } from '../../../tests/setup/pdf';
import { checkoutBody } from '../../../tests/setup/checkout';
import { outboxMails } from '../../../tests/setup/outbox';
import { createDemoProvider } from '../adapters/payments/demo';
import type { PaymentProvider } from '../adapters/payments/types';
import { createDownloadToken } from '../domain/delivery/download-tokens';
import { findInvoice } from '../domain/invoices/invoices';
import { findPurchase, findPurchaseBySessionId } from '../domain/orders/purchases';
import { discountText } from '../../app/admin/order-parts';
import { invoiceCountryText } from '../../app/admin/order-invoices';
import type { OrderDetail } from '../../shared/api/orders';
import type { Lang } from '../../shared/languages';

const ADMIN = 'desk@example.com';

describeEachDatabase('orders with a discount code on %s', ({ db }) => {
  /** A shop whose payment provider counts the refunds it is asked for. */
  function setup(d: TestDatabase) {
    const refunds: string[] = [];
    const publicUrl = 'http://localhost:3000';
    // The secret createTestApp configures; the demo provider signs its pages with it.
    const demo = createDemoProvider({ db: d.db, publicUrl, secret: 'x'.repeat(40) });
    const payments: PaymentProvider = {
      ...demo,
      refund: async (paymentId: string) => {
        refunds.push(paymentId);
        await demo.refund(paymentId);
      },
    };
    const shop = createTestApp(d, { ADMIN_EMAILS: ADMIN }, { payments });
    return { shop, refunds };
  }

  const addCode = (d: TestDatabase, code: string, percent: number) =>
    addDiscountCode(d.db, code, { percent_off: percent });

  /** An order the checkout made free with a 100 % code: paid, invoiced at 0 €, delivered. */
  async function freeOrder(
    d: TestDatabase,
    shop: ReturnType<typeof setup>['shop'],
    lang: Lang = 'de',
  ) {
    await addCode(d, 'FREE100', 100).catch(() => undefined);
    const buyer = createCookieClient(shop.app, shop.config.publicUrl);
    const res = await buyer.request('/api/create-checkout-session', {
      json: checkoutBody(lang, `free-${lang}@example.com`, {
        name: 'Gast',
        discountCode: 'free100',
      }),
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const p = (await findPurchaseBySessionId(d.db, sessionId))!;
    expect(p).toMatchObject({ status: 'paid', provider: 'none', amount: 0 });
    return p;
  }

  it('names the code, its discount and the list price on the order', async () => {
    const d = db();
    const { shop } = setup(d);
    const { id } = await createOrder(d.db, shop.config);
    await d.db
      .updateTable('ebook_purchases')
      .set({ amount: 3760, discount_code: 'LAUNCH', list_price: 4700, discount_amount: 940 })
      .where('id', '=', id)
      .execute();
    const plain = await createOrder(d.db, shop.config);
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const detail = (await (await admin.request(`/api/admin/orders/${id}`)).json()) as OrderDetail;
    expect(detail.order).toMatchObject({
      amount: 3760,
      discountCode: 'LAUNCH',
      listPrice: 4700,
      discountAmount: 940,
    });
    expect(discountText(detail.order).replace(/\u00a0/g, ' ')).toBe(
      'Rabattcode: LAUNCH (−9,40 €), Listenpreis 47,00 €',
    );
    // The delivery e-mail sent again names the code and its discount beside the amount paid.
    const { version } = (await findPurchase(d.db, id))!;
    const resent = await admin.request(`/api/admin/orders/${id}/resend`, { json: { version } });
    expect(resent.status).toBe(200);
    const again = await d.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('dedupe_key', '=', `delivery:${id}:again:${version}`)
      .executeTakeFirstOrThrow();
    expect(again.text_body.replace(/\u00a0/g, ' ')).toContain(
      'Discount code LAUNCH: −€9.40\nAmount paid: €37.60',
    );
    const without = (await (
      await admin.request(`/api/admin/orders/${plain.id}`)
    ).json()) as OrderDetail;
    expect(without.order).toMatchObject({
      amount: 4700,
      discountCode: null,
      listPrice: null,
      discountAmount: 0,
    });
  });

  it('Erstatten of an order a 100 % code made free is refused: there is nothing to refund', async () => {
    const d = db();
    const { shop, refunds } = setup(d);
    const p = await freeOrder(d, shop);
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const message = `Die Bestellung ${p.id} wurde mit einem Rabattcode (FREE100) kostenlos abgegeben; es gibt nichts zu erstatten.`;
    const detail = (await (await admin.request(`/api/admin/orders/${p.id}`)).json()) as OrderDetail;
    expect(detail.actions.refund).toEqual({ allowed: false, reason: message });
    // Nobody told the shop the buyer's country: the invoice's line says whose it used.
    expect(detail.invoices[0]).toMatchObject({ country: 'DE', countrySource: 'seller' });
    expect(invoiceCountryText(detail.invoices[0]!)).toBe(
      'DE (Land des Käufers unbekannt: Sitz des Verkäufers)',
    );
    expect(invoiceCountryText({ country: 'FR', countrySource: 'billing' })).toBe('FR');
    // The timeline says it was given away by the code, not paid through a provider.
    expect(detail.timeline.find((e) => e.kind === 'paid')).toMatchObject({
      title: 'Kostenlos abgegeben',
      detail: 'Ohne Zahlung: Rabattcode FREE100 deckt den vollen Preis',
    });
    const res = await admin.request(`/api/admin/orders/${p.id}/refund`, {
      json: { version: Number(p.version) },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect((await findPurchase(d.db, p.id))?.status).toBe('paid');
    expect(refunds).toEqual([]);
  });

  it('a buyer withdraws from a free order without a payment provider: withdrawn, 0 € cancelled', async () => {
    const d = db();
    const { shop, refunds } = setup(d);
    const p = await freeOrder(d, shop);
    const token = createDownloadToken(shop.config.sessionSecret, p.id);
    const buyer = createCookieClient(shop.app, shop.config.publicUrl);
    const info = await (await buyer.request(`/api/withdraw/${token}`)).json();
    expect(info).toMatchObject({ status: 'available', orderId: p.id, amount: 0 });
    const res = await buyer.request(`/api/withdraw/${token}`, { json: {} });
    expect(res.status).toBe(200);
    // Nothing was paid, so nothing is refunded, and no provider is asked.
    expect(refunds).toEqual([]);
    const after = await findPurchase(d.db, p.id);
    expect(after).toMatchObject({ status: 'withdrawn' });
    expect(after?.refunded_at).toBeTruthy();
    const cancel = await findInvoice(d.db, p.id, 'cancellation');
    expect(cancel).toMatchObject({
      gross: 0,
      discount_code: 'FREE100',
      list_gross: -4700,
      discount_gross: -4700,
    });
    const mails = await outboxMails(d.db, `withdrawal:${p.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ihr Widerruf ist bestätigt – Restaurant Closer');
    expect(mails[0].text_body).toContain('mit einem Rabattcode kostenlos erhalten');
    expect(mails[0].text_body).toContain('nichts zu erstatten');
    expect(mails[0].text_body).not.toContain('0,00');
    expect(mails[0].text_body).toContain('/invoice/');
    // The cancellation invoice's PDF says nothing had been paid.
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const pdf = await admin.request(`/api/admin/orders/${p.id}/invoices/${cancel!.number}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('es war nichts bezahlt worden, daher wird nichts erstattet.');
    // A second confirmation changes nothing; the desk now says it was withdrawn and free.
    expect((await buyer.request(`/api/withdraw/${token}`, { json: {} })).status).toBe(200);
    expect(refunds).toEqual([]);
    const detail = (await (await admin.request(`/api/admin/orders/${p.id}`)).json()) as OrderDetail;
    expect(detail.actions.refund).toEqual({
      allowed: false,
      reason: `Die Bestellung ${p.id} wurde vom Käufer widerrufen; sie wurde mit einem Rabattcode (FREE100) kostenlos abgegeben, es gab nichts zu erstatten.`,
    });
    // The redemption stays: a withdrawn order used its code up.
    const sales = await admin.request('/api/admin/sales?days=7');
    const codes = ((await sales.json()) as { codes: { code: string; redemptions: number }[] })
      .codes;
    expect(codes).toEqual([expect.objectContaining({ code: 'FREE100', redemptions: 1 })]);
  });
});
