import { readFileSync } from 'node:fs';
import { berlinDay } from '../../src/shared/format';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from '../setup/csv';
import { axeViolations } from './axe';
import { adminShopForSuite, DESKTOP, PHONE, shoot } from './harness';

const ADMIN = 'reports-admin@example.com';
const DAY_MS = 86_400_000;

/**
 * The admin's reports in Chromium, in German: Verkäufe with revenue before and after refunds
 * and no made-up conversion, Rechnungen with Berlin's month whatever the browser's time zone,
 * and the order export in the German CSV format. At both widths axe-core finds nothing on
 * Verkäufe with refunds in its data.
 */
describe('admin reports in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { server, browser, own, signIn } = shop;

  async function adminPage(b: Browser, viewport: typeof DESKTOP, timezoneId?: string) {
    const context = await b.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
      locale: 'de-DE',
      ...(timezoneId ? { timezoneId } : {}),
    });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary'));
    await signIn(context);
    return { context, page: await context.newPage() };
  }

  async function seedOrders() {
    const now = Date.now() - 60_000;
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
    const base = {
      name: '',
      product_id: 'ebook-restaurant-closer-de',
      currency: 'EUR',
      provider: 'demo',
    };
    const orders = [
      { id: 'rep-1', language: 'de', amount: 4700, status: 'paid', paid: at(0), refunded: null },
      { id: 'rep-2', language: 'it', amount: 4700, status: 'paid', paid: at(0), refunded: null },
      { id: 'rep-3', language: 'en', amount: 4700, status: 'paid', paid: at(0), refunded: null },
      {
        id: 'rep-4',
        language: 'de',
        amount: 4700,
        status: 'refunded',
        paid: at(1),
        refunded: at(0),
      },
      {
        id: 'rep-5',
        language: 'fr',
        amount: 3990,
        status: 'withdrawn',
        paid: at(2),
        refunded: at(0),
      },
    ];
    for (const o of orders) {
      await own.database.db
        .insertInto('ebook_purchases')
        .values({
          ...base,
          id: o.id,
          email: `${o.id}@example.com`,
          language: o.language,
          amount: o.amount,
          status: o.status,
          created_at: o.paid,
          paid_at: o.paid,
          refunded_at: o.refunded,
          ...(o.id === 'rep-1'
            ? {
                name: 'Jörg Groß',
                business_company: 'Bistro "Zur Post"; Hinterhof',
                business_address: 'Markt 1, 80331 München',
                business_country: 'DE',
                business_vat_id: 'DE123456789',
                billing_country: 'DE',
              }
            : {}),
        } as never)
        .execute();
    }
  }

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: Verkäufe shows revenue before and after refunds, and says why there is no conversion',
    async (width, viewport) => {
      if (width === '390') await seedOrders();
      const { context, page } = await adminPage(browser, viewport);
      await page.goto(`${server.url}/admin/verkaeufe`);
      await page.getByRole('button', { name: '7 Tage' }).click();
      const net = page.getByTestId('sales-net');
      await net.waitFor();
      // Gross 3 × 47 + 47 + 39,90 = 227,90 €; 47 € refunded and 39,90 € withdrawn today.
      expect(await net.innerText()).toMatch(/141,00\s€/);
      expect(await page.getByTestId('sales-gross').innerText()).toMatch(/227,90\s€/);
      const refunded = await page.getByTestId('sales-refunded').innerText();
      expect(refunded).toMatch(/86,90\s€/);
      expect(refunded).toContain('1 erstattet, 1 widerrufen');
      // Headless Chromium is not counted as a visitor: views are missing on the days with
      // sales, so there is no rate, and the view says so in German.
      const conversion = await page.getByTestId('sales-conversion-kpi').innerText();
      expect(conversion).toContain('keine Rate');
      expect(conversion).toContain('An 3 Tagen mit Verkäufen wurden keine Seitenaufrufe gezählt');
      expect(conversion).not.toMatch(/\d\s%/);
      expect(await page.getByTestId('sales-funnel').innerText()).toContain(
        'Käufe aus diesen Starts',
      );
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `admin-reports-sales-${width}`);
      await context.close();
    },
  );

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: Rechnungen opens on Berlin’s month in a browser far west of Berlin',
    async (width, viewport) => {
      const { context, page } = await adminPage(browser, viewport, 'America/Los_Angeles');
      // 02:30 on 1 April in Berlin; in Los Angeles still 17:30 on 31 March.
      await page.clock.setFixedTime(new Date('2026-04-01T00:30:00Z'));
      await page.goto(`${server.url}/admin/rechnungen`);
      await page.getByTestId('invoices-view').waitFor();
      expect(await page.evaluate(() => new Date().getDate())).toBe(31);
      expect(await page.getByTestId('invoices-from').inputValue()).toBe('2026-04-01');
      expect(await page.getByTestId('invoices-to').inputValue()).toBe('2026-04-01');
      const href = (await page.getByTestId('invoices-csv').getAttribute('href'))!;
      expect(href).toBe('/api/admin/invoices/export.csv?from=2026-04-01&to=2026-04-01');
      const csv = await context.request.get(server.url + href);
      expect(csv.status()).toBe(200);
      const body = await csv.body();
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(parseCsv(body.toString('utf8'))[0].slice(0, 3)).toEqual([
        'Rechnungsnummer',
        'Art',
        'Rechnungsdatum',
      ]);
      await shoot(page, `admin-reports-invoices-${width}`);
      await context.close();
    },
  );

  it('exports the orders from the list in the German CSV format', async () => {
    const { context, page } = await adminPage(browser, DESKTOP);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    await page.locator('tbody tr', { hasText: 'rep-1' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV-Export' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFBestellnummer;E-Mail;Name;Datum;/);
    const row = parseCsvRecords(text).find((r) => r.Bestellnummer === 'rep-1')!;
    const paid = (await own.database.db
      .selectFrom('ebook_purchases')
      .select('paid_at')
      .where('id', '=', 'rep-1')
      .executeTakeFirstOrThrow())!.paid_at!;
    expect(row).toMatchObject({
      Name: 'Jörg Groß',
      Betrag: '47,00',
      // The seller's words, as the list shows them, not the stored code.
      Status: 'Bezahlt',
      Firma: 'Bistro "Zur Post"; Hinterhof',
      'USt-IdNr.': 'DE123456789',
      'Land der Firma': 'DE',
      'Rechnungsland (Zahlung)': 'DE',
    });
    // Berlin's wall clock, to the minute.
    expect(row['Bezahlt am']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row['Bezahlt am'].slice(0, 10)).toBe(berlinDay(Date.parse(paid)));
    await page.getByText(/^CSV-Export fertig: \d+ Zeilen$/).waitFor();
    await context.close();
  });
});
