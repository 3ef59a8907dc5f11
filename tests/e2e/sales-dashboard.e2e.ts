import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/index';
import { adminShopForSuite, DESKTOP, newPage, PHONE, shoot, startServer } from './harness';
import { LANGS } from '../../src/shared/languages';

const ADMIN = 'sales-admin@example.com';
const LANDING_IT = '/it/manuale-vendita-sala';
const DAY_MS = 86_400_000;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('sales dashboard in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { server, browser, own, signIn } = shop;

  it('counts landing views without a cookie, leaves bots out, and shows the figures in Verkäufe', async () => {
    // The storefront never loads the chart library.
    const landing = await (await fetch(server.url + LANDING_IT)).text();
    expect(landing).not.toMatch(/assets\/sales-/);

    const { context, page } = await newPage(browser, DESKTOP);
    // Headless Chromium names itself (HeadlessChrome) and counts as a bot, like Googlebot.
    await page.goto(server.url + LANDING_IT);
    // Counting sets nothing in the browser.
    expect(await context.cookies()).toEqual([]);
    await fetch(server.url + LANDING_IT, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(server.url + LANDING_IT, { headers: { 'user-agent': BROWSER_UA } });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
    }

    // Thirty days of generated orders in the server's own database.
    const now = Date.now();
    let n = 0;
    const codesThisWeek: Record<string, number> = {};
    for (let d = 0; d < 30; d++) {
      for (let k = 0; k < (d * 7) % 5; k++) {
        n += 1;
        const at = new Date(now - d * DAY_MS - k * 60_000).toISOString();
        const lang = LANGS[(d + k) % LANGS.length];
        const status = n % 11 === 0 ? 'refunded' : n % 13 === 0 ? 'withdrawn' : 'paid';
        // Every third order used the 20 % code LAUNCH; every seventh (not a third) was free.
        const code = n % 3 === 0 ? 'LAUNCH' : n % 7 === 0 ? 'FREE100' : null;
        const amount = code === 'LAUNCH' ? 3760 : code === 'FREE100' ? 0 : 4700;
        if (code && d < 7 && status === 'paid') {
          codesThisWeek[code] = (codesThisWeek[code] ?? 0) + 1;
        }
        await own.database.db
          .insertInto('ebook_purchases')
          .values({
            id: `p_sales_${n}`,
            email: `buyer${n}@example.com`,
            name: '',
            language: lang,
            product_id: `ebook-restaurant-closer-${lang}`,
            amount,
            discount_code: code,
            list_price: code ? 4700 : null,
            discount_amount: 4700 - amount,
            currency: 'eur',
            provider: code === 'FREE100' ? 'none' : 'demo',
            status,
            created_at: at,
            paid_at: at,
            refunded_at: status === 'paid' ? null : at,
          } as never)
          .execute();
      }
    }

    await signIn(context);
    // The counts are written every few seconds: wait for the three views.
    await expect
      .poll(
        async () => {
          const res = await context.request.get(`${server.url}/api/admin/sales?days=7`);
          const report = (await res.json()) as { totals: { productViews: number } };
          return report.totals.productViews;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(3);

    await page.goto(`${server.url}/admin`);
    // The tables stay: the first table is shown, Verkäufe is the first entry, by keyboard too.
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    const sales = page.getByRole('link', { name: /Verkäufe/ });
    await sales.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Verkäufe', exact: true }).waitFor();
    await page.getByRole('button', { name: '30 Tage' }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('heading', { name: 'Trichter' }).waitFor();
    await page.getByRole('row', { name: /Italienisch/ }).waitFor();
    // The discount codes: their own table, German headings, LAUNCH with its figures.
    const codes = page.getByTestId('sales-codes');
    await codes.getByRole('heading', { name: 'Rabattcodes' }).waitFor();
    const headings = await codes.locator('thead th').allInnerTexts();
    expect(headings).toEqual(['Code', 'Einlösungen', 'Rabatt gewährt', 'Umsatz nach Erstattungen']);
    const launch = codes.getByRole('row', { name: /LAUNCH/ });
    await launch.waitFor();
    expect(await launch.locator('td').first().innerText()).toMatch(/^\d+$/);
    await codes.getByRole('row', { name: /FREE100/ }).waitFor();
    await shoot(page, 'admin-sales-1280');

    await page.getByRole('button', { name: '7 Tage' }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[aria-labelledby="sales-days"] tbody th[scope=row]').length ===
        7,
    );
    expect(new URL(page.url()).pathname).toBe('/admin/verkaeufe');
    expect(new URL(page.url()).search).toBe('?days=7');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^verkaeufe-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    // The week's redemptions of LAUNCH (paid ones; refunded and withdrawn ones count as well).
    const week = await codes
      .getByRole('row', { name: /LAUNCH/ })
      .locator('td')
      .first()
      .innerText();
    expect(Number(week)).toBeGreaterThanOrEqual(codesThisWeek.LAUNCH ?? 0);
    const codesCsv = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV der Rabattcodes' }).click();
    expect((await codesCsv).suggestedFilename()).toMatch(
      /^rabattcodes-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
    );

    const phone = await newPage(browser, PHONE);
    await signIn(phone.context);
    await phone.page.goto(`${server.url}/admin/verkaeufe`);
    await phone.page.locator('.recharts-bar-rectangle').first().waitFor();
    await phone.page
      .getByTestId('sales-codes')
      .getByRole('row', { name: /LAUNCH/ })
      .waitFor();
    await shoot(phone.page, 'admin-sales-390');
    await phone.context.close();
    await context.close();
  });

  it('writes the views still in memory when the server stops gracefully', async () => {
    const other = await startServer();
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(other.url + LANDING_IT, { headers: { 'user-agent': BROWSER_UA } });
        expect(res.status).toBe(200);
      }
      // SIGTERM well inside the 5 s between writes.
      await other.kill('SIGTERM');
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: other.dataDir,
        PUBLIC_URL: other.url,
      });
      const database = openDatabase(config.database);
      try {
        const rows = await database.db
          .selectFrom('daily_counts')
          .select(['metric', 'path', 'count'])
          .where('path', '=', LANDING_IT)
          .orderBy('metric')
          .execute();
        expect(rows.map((r) => [r.metric, Number(r.count)])).toEqual([
          ['page_view', 2],
          ['product_view', 2],
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await other.stop();
    }
  });
});
