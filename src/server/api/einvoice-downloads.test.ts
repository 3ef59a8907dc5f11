import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { startViesFake, type ViesFake } from '../../../tests/fakes/vies';
import { validateEn16931 } from '../../../tests/einvoice/schematron';
import { detachedFiles, pdfText } from '../../../tests/setup/pdf';
import { checkoutBody } from '../../../tests/setup/checkout';
import type { Lang } from '../../shared/languages';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'books@example.com';

describeEachDatabase('e-invoice downloads for the buyer and the admin on %s', (suite) => {
  let stripe: StripeFake;
  let vies: ViesFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
    vies = await startViesFake();
    vies.valid.add('IT01234567890');
  });
  afterAll(async () => {
    stripe.stop();
    await vies.stop();
  });

  async function paidOrder(
    lang: Lang,
    extra: Record<string, unknown> = {},
    seller: Record<string, string> = { SELLER_VAT_ID: 'DE123456789' },
  ) {
    const db = suite.db();
    const shop = createTestApp(db, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      VIES_URL: vies.url,
      ...seller,
    });
    const browser = createCookieClient(shop.app, ORIGIN);
    const res = await browser.request('/api/create-checkout-session', {
      json: checkoutBody(lang, `buyer-${lang}@example.com`, { name: 'Mario Rossi', ...extra }),
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const e = stripe.event(
      'checkout.session.completed',
      stripe.complete(sessionId, { country: 'IT' }),
    );
    const hook = await shop.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      body: e.body,
    });
    expect(hook.status).toBe(200);
    const detail = (await (
      await browser.request(`/api/products/purchase-detail?sessionId=${sessionId}`)
    ).json()) as { orderId: string; invoiceUrl: string; einvoiceUrl: string | null };
    const admin = await createSessionClient(shop, db.db, ADMIN);
    const order = (await (await admin.request(`/api/admin/orders/${detail.orderId}`)).json()) as {
      invoices: Array<{ number: string; url: string; xmlUrl: string | null }>;
    };
    return { db, shop, admin, detail, invoice: order.invoices[0]! };
  }

  it('offers a business buyer the XML the PDF carries, by the invoice link and in the admin', async () => {
    const t = await paidOrder('it', {
      business: {
        company: 'Trattoria da Mario S.r.l.',
        address: 'Via Roma 1\n00100 Roma',
        country: 'IT',
        vatId: 'IT01234567890',
      },
    });
    expect(t.detail.einvoiceUrl).toBe(`${t.detail.invoiceUrl}/xml`);
    const buyerXml = await t.shop.app.request(new URL(t.detail.einvoiceUrl!).pathname);
    expect(buyerXml.status).toBe(200);
    expect(buyerXml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(buyerXml.headers.get('content-disposition')).toBe(
      `attachment; filename="fattura-${t.invoice.number}.xml"`,
    );
    const xml = await buyerXml.text();
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:Name>Trattoria da Mario S.r.l.</ram:Name>');

    // The PDF behind the same link carries exactly that XML.
    const pdf = await t.shop.app.request(new URL(t.detail.invoiceUrl).pathname);
    expect(detachedFiles(new Uint8Array(await pdf.arrayBuffer()))).toEqual({ 'factur-x.xml': xml });

    // The order desk offers it beside the PDF, to administrators only.
    expect(t.invoice.xmlUrl).toBe(`${t.invoice.url}/xml`);
    const adminXml = await t.admin.request(t.invoice.xmlUrl!);
    expect(adminXml.headers.get('content-disposition')).toBe(
      `attachment; filename="Rechnung-${t.invoice.number}.xml"`,
    );
    expect(await adminXml.text()).toBe(xml);
    const stranger = await createSessionClient(t.shop, t.db.db, 'someone@example.com');
    expect((await stranger.request(t.invoice.xmlUrl!)).status).toBe(403);
    expect((await t.shop.app.request(t.invoice.xmlUrl!)).status).toBe(401);

    const report = validateEn16931({ checkout: xml }).checkout!;
    expect(report.errors).toEqual([]);
  }, 120_000);

  it('names a § 19 seller without a VAT id by its tax office number, on the PDF and in a valid XML', async () => {
    const t = await paidOrder(
      'de',
      {
        business: {
          company: 'Gasthaus zur Linde GmbH',
          address: 'Marktplatz 3\n50667 Köln',
          country: 'DE',
        },
      },
      { VAT_MODE: 'small-business', SELLER_TAX_NUMBER: '21/815/08150' },
    );
    const pdf = new Uint8Array(
      await (await t.shop.app.request(new URL(t.detail.invoiceUrl).pathname)).arrayBuffer(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Steuernummer: 21/815/08150');
    expect(text).toContain('§ 19 UStG');
    expect(text).not.toMatch(/SELLER_VAT_ID|USt-IdNr\./);
    const xml = detachedFiles(pdf)['factur-x.xml']!;
    expect(xml).toContain('<ram:ID schemeID="FC">21/815/08150</ram:ID>');
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    const report = validateEn16931({ smallBusiness: xml }).smallBusiness!;
    expect(report.errors).toEqual([]);
  }, 120_000);

  it('has no e-invoice for a consumer', async () => {
    const t = await paidOrder('de');
    expect(t.detail.einvoiceUrl).toBeNull();
    expect(t.invoice.xmlUrl).toBeNull();
    const pdf = await t.shop.app.request(new URL(t.detail.invoiceUrl).pathname);
    expect(detachedFiles(new Uint8Array(await pdf.arrayBuffer()))).toEqual({});
    expect((await t.shop.app.request(`${new URL(t.detail.invoiceUrl).pathname}/xml`)).status).toBe(
      404,
    );
    expect((await t.admin.request(`${t.invoice.url}/xml`)).status).toBe(404);
  });
});
