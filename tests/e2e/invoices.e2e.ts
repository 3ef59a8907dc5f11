import { readFileSync } from 'node:fs';
import { startViesFake } from '../fakes/vies';
import { fakeForSuite } from '../setup/fakes';
import { describe, expect, it } from 'vitest';
import { businessMessage } from '../../src/shared/business-details';
import { INVOICE_DETAILS } from '../../src/app/content/shop/invoice-details';
import { localizedPath } from '../../src/shared/languages';
import { fontsOf, pdfText } from '../setup/pdf';
import {
  DESKTOP,
  newPage,
  PHONE,
  serverDatabase,
  shoot,
  shopForSuite,
  signInWithMailedCode,
} from './harness';
import { hydrated, buyOnDemoPage, fillCheckout } from './page-actions';

const ADMIN = 'invoices-admin@example.com';
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Invoices in Chromium: the checkout's business section, the success page, the admin. */
describe('invoices in Chromium', () => {
  // The French business's number is one VIES confirms (a local stand-in for it).
  const vies = fakeForSuite(async () => {
    const fake = await startViesFake();
    fake.valid.add('FR12345678901');
    return fake;
  });
  const shop = shopForSuite({
    smtp: true,
    env: () => ({
      ADMIN_EMAILS: ADMIN,
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
      VIES_URL: vies.url,
    }),
  });
  const { server, browser } = shop;
  const own = serverDatabase(server);

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: a business buyer gets a checked VAT number, the invoice on the success page and in the admin',
    async (width, viewport) => {
      const email = `firma-${width}@example.com`;
      const { context, page } = await newPage(browser, viewport);
      await page.goto(server.url + localizedPath('checkout', 'de'));
      await hydrated(page);

      // Collapsed: a consumer sees one line and nothing to fill in.
      const toggle = page.locator('[data-testid="business-toggle"]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(norm(await toggle.textContent())).toBe(INVOICE_DETAILS.de.toggle);
      expect(await page.locator('[data-testid="business-company"]').count()).toBe(0);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('[data-testid="business-company"]').fill('Bistro Lumière SARL');
      await page.locator('[data-testid="business-address"]').fill('12 rue de la Paix\n75002 Paris');
      await page.locator('[data-testid="business-country"]').selectOption('FR');
      await page.locator('[data-testid="business-vatId"]').fill('FR123');
      await page.locator('[data-testid="business-vatId"]').blur();
      // The German message, with an example of the chosen country's format.
      expect(norm(await page.locator('[data-testid="business-vatId-error"]').textContent())).toBe(
        businessMessage('de', 'invalidVatId', 'FR'),
      );
      expect(businessMessage('de', 'invalidVatId', 'FR')).toContain('zum Beispiel FR12345678901');
      await fillCheckout(page, email);
      // The click does not leave while the number is wrong: the field gets the focus.
      await page.locator('[data-testid="buy-button"]').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('business-vatId');
      expect(new URL(page.url()).pathname).toBe(localizedPath('checkout', 'de'));
      await page.locator('[data-testid="business-vatId"]').fill('FR 12 345678901');
      await page.locator('[data-testid="business-vatId"]').blur();
      expect(await page.locator('[data-testid="business-vatId-error"]').count()).toBe(0);
      await page.locator('[data-testid="business-vatId"]').scrollIntoViewIfNeeded();
      await shoot(page, `invoices-checkout-business-${width}`);

      await page.locator('[data-testid="buy-button"]').click();
      await page.waitForURL(/\/demo-pay\//);
      // The test payment page asks for the billing country, the business country preselected.
      expect(await page.locator('[data-testid="demo-country"]').inputValue()).toBe('FR');
      await page.locator('[data-testid="demo-pay"]').click();
      await page.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
      await page.locator('[data-testid="purchase-success"]').waitFor();
      const link = page.locator('[data-testid="invoice-link"]');
      await link.waitFor();
      expect(norm(await link.textContent())).toBe(INVOICE_DETAILS.de.invoiceLink);
      await shoot(page, `invoices-success-${width}`);
      const href = (await link.getAttribute('href'))!;
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = new Uint8Array(await pdf.body());
      const text = pdfText(bytes);
      // A business buyer's invoice is a Factur-X PDF/A-3: the built server embeds its fonts.
      expect(fontsOf(bytes).filter((f) => !f.embedded)).toEqual([]);
      expect(text).toContain('Rechnung');
      expect(text).toContain('Bistro Lumière SARL');
      expect(text).toContain('USt-IdNr.: FR12345678901');
      expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
      // Beside it, the same invoice as an e-invoice (XML, EN 16931; decision 095).
      const einvoice = page.locator('[data-testid="einvoice-link"]');
      expect(norm(await einvoice.textContent())).toBe(INVOICE_DETAILS.de.einvoiceLink);
      const xml = await page.request.get((await einvoice.getAttribute('href'))!);
      expect(xml.headers()['content-type']).toBe('application/xml; charset=utf-8');
      expect(await xml.text()).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
      await context.close();

      // The administrator finds it on the order and downloads it.
      const order = await own.database.db
        .selectFrom('ebook_purchases')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const invoice = await own.database.db
        .selectFrom('invoices')
        .select('number')
        .where('purchase_id', '=', order.id)
        .executeTakeFirstOrThrow();
      const admin = await newPage(browser, viewport);
      expect(await signInWithMailedCode(admin.context, shop, ADMIN)).toBe(200);
      await admin.page.goto(`${server.url}/admin/orders/${order.id}`);
      const section = admin.page.locator('[data-testid="order-invoices"]');
      await section.waitFor();
      expect(await section.innerText()).toContain(`Rechnung ${invoice.number}`);
      expect(await section.innerText()).toContain('Reverse Charge');
      const [download] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.locator(`[data-testid="invoice-download-${invoice.number}"]`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Rechnung-${invoice.number}.pdf`);
      expect(pdfText(new Uint8Array(readFileSync((await download.path())!)))).toContain(
        invoice.number,
      );
      const [xmlDownload] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.locator(`[data-testid="invoice-xml-${invoice.number}"]`).click(),
      ]);
      expect(xmlDownload.suggestedFilename()).toBe(`Rechnung-${invoice.number}.xml`);
      expect(readFileSync((await xmlDownload.path())!, 'utf8')).toContain(
        `<ram:ID>${invoice.number}</ram:ID>`,
      );
      await shoot(admin.page, `invoices-admin-order-${width}`);

      // Rechnungen in the sidebar: the period's CSV.
      await admin.page.goto(`${server.url}/admin/rechnungen`);
      await admin.page.locator('[data-testid="invoices-view"]').waitFor();
      const [csv] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.locator('[data-testid="invoices-csv"]').click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(
        /^rechnungen-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      expect(readFileSync((await csv.path())!, 'utf8')).toContain(`${invoice.number};Rechnung;`);
      await shoot(admin.page, `invoices-admin-export-${width}`);
      // Without a session the PDF is refused.
      const anonymous = await fetch(
        `${server.url}/api/admin/orders/${order.id}/invoices/${invoice.number}`,
      );
      expect(anonymous.status).toBe(401);
      await admin.context.close();
    },
  );

  it('issues the invoice of an order paid before invoices existed, from the order page', async () => {
    // A paid order as it stands after an upgrade: paid, delivered, no invoice.
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(server.url + localizedPath('checkout', 'it'));
    await hydrated(page);
    await buyOnDemoPage(page, 'vecchio-ordine@example.com');
    await page.locator('[data-testid="demo-country"]').selectOption('IT');
    await page.locator('[data-testid="demo-pay"]').click();
    await page.locator('[data-testid="invoice-link"]').waitFor();
    await context.close();
    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .select(['id', 'email'])
      .where('email', '=', 'vecchio-ordine@example.com')
      .executeTakeFirstOrThrow();
    await own.database.db.deleteFrom('invoices').where('purchase_id', '=', order.id).execute();

    const admin = await newPage(browser, DESKTOP);
    expect(await signInWithMailedCode(admin.context, shop, ADMIN)).toBe(200);
    await admin.page.goto(`${server.url}/admin/orders/${order.id}`);
    const section = admin.page.locator('[data-testid="order-invoices"]');
    await section.waitFor();
    expect(await section.innerText()).toContain('Zu dieser Bestellung gibt es keine Rechnung.');
    const question = new Promise<string>((resolve) =>
      admin.page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await admin.page.locator('[data-testid="issue-invoice"]').click();
    expect(await question).toMatch(/^Für die Bestellung .* jetzt die Rechnung ausstellen\?/);
    const download = admin.page.locator('[data-testid^="invoice-download-"]');
    await download.waitFor();
    const number = (await download.getAttribute('data-testid'))!.replace('invoice-download-', '');
    expect(await admin.page.getByRole('status').innerText()).toContain(
      `Für die Bestellung ${order.id} wurde die Rechnung ${number} ausgestellt und an ${order.email} gesendet.`,
    );
    expect(await admin.page.locator('[data-testid="issue-invoice"]').count()).toBe(0);
    await shoot(admin.page, 'invoices-admin-issued-1280');
    await admin.context.close();
  });
});
