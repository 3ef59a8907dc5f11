import { expectNoAxeViolations } from './axe';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminShopForSuite, DESKTOP, newPage, PHONE, shoot } from './harness';
import { parseCsv } from '../setup/csv';

const ADMIN = 'tables-admin@example.com';
const LANDING_DE = '/de/handbuch-service-verkauf';

describe('admin table editor in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { server, browser, own, signIn, signedInPage, openAdmin } = shop;

  it('lists the tables, edits a product price, and the landing page shows the new price', async () => {
    const landingBefore = (await (await fetch(server.url + LANDING_DE)).text()).replace(/\s/g, ' ');
    expect(landingBefore).toContain('47 €');

    const { context, page } = await openAdmin(DESKTOP);
    await page.getByRole('heading', { name: 'Tabellen (7)' }).waitFor();
    // The first table is selected after loading.
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    await page.getByText('Keine Daten vorhanden').waitFor();

    await page.getByRole('link', { name: /Produkte/ }).click();
    const row = page.locator('tbody tr', { hasText: 'ebook-restaurant-closer-de' });
    await row.waitFor();
    expect(await page.locator('thead th').first().innerText()).toMatch(/Aktionen/i);
    expect(await row.innerText()).toMatch(/47,00\s€/);
    await shoot(page, 'admin-dashboard-1280');

    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('heading', { name: 'Eintrag bearbeiten' }).waitFor();
    await shoot(page, 'admin-form-1280');
    const price = page.getByRole('textbox', { name: /^Preis/ });
    // The shared rules run on each change: a negative price blocks saving.
    await price.fill('-5');
    await page.getByText(/^Preis darf nicht kleiner als 0,00\s€ sein$/).waitFor();
    expect(await page.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    await price.fill('39');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Produkte' }).waitFor();
    await page
      .locator('tbody tr', { hasText: 'ebook-restaurant-closer-de' })
      .getByText(/39,00\s€/)
      .waitFor();

    // The page cache was invalidated by the write: the very next load shows the new price.
    const landingAfter = (await (await fetch(server.url + LANDING_DE)).text()).replace(/\s/g, ' ');
    expect(landingAfter).toContain('39 €');
    expect(landingAfter).not.toContain('>47 €<');

    // Search runs on the server.
    await page.getByPlaceholder('Suchen...').fill('closer-it');
    await page
      .locator('tbody tr')
      .filter({ hasText: 'ebook-restaurant-closer-de' })
      .waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(1);
    await context.close();
  });

  it('keeps search, sort, filters and page in the address: a reload and a shared link show the same rows', async () => {
    const orders = Array.from({ length: 70 }, (_, i) => ({
      id: `RC-URLSTATE${String(i).padStart(5, '0')}`,
      email: `kunde${i}@beispiel.de`,
      name: i % 2 ? `Käufer ${i}` : `Anna ${i}`,
      language: i % 3 ? 'de' : 'it',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700 + (i % 7) * 500,
      currency: 'EUR',
      status: (i % 4 ? 'paid' : 'pending') as 'paid',
      provider: 'demo' as const,
      created_at: new Date(Date.UTC(2025, 5, 1, 12, i)).toISOString(),
    }));
    await own.database.db.insertInto('ebook_purchases').values(orders).execute();

    const { context, page } = await openAdmin(DESKTOP);
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    const address = () => new URL(page.url()).searchParams;

    // Sort by amount (ascending, then descending): the address says so.
    await page.getByRole('button', { name: /^Betrag/ }).click();
    await page.waitForURL(/sort=amount%3Aasc/);
    await page.getByRole('button', { name: /^Betrag/ }).click();
    await page.waitForURL(/sort=amount%3Adesc/);
    // The search waits for a pause in typing, then lands in the address.
    await page.getByPlaceholder('Suchen...').fill('kunde');
    await page.waitForURL(/search=kunde/);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('paid');
    await page.waitForURL(/status=paid/);
    await page.getByRole('button', { name: /^Mehr Filter/ }).click();
    await page.getByRole('textbox', { name: 'Betrag von' }).fill('50');
    await page.waitForURL(/amount.min=5000/);
    await page.getByText('Zeige 1 bis 20 von 45 Einträgen').waitFor();
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Zeige 21 bis 40 von 45 Einträgen').waitFor();
    expect(address().get('cursor')).toBeTruthy();
    const shown = await page.locator('tbody').innerText();
    await shoot(page, 'admin-filters-1280');

    // A reload shows the same view: the same rows, the same inputs.
    await page.reload();
    await page.getByText('Zeige 21 bis 40 von 45 Einträgen').waitFor();
    expect(await page.locator('tbody').innerText()).toBe(shown);
    expect(await page.getByPlaceholder('Suchen...').inputValue()).toBe('kunde');
    expect(await page.getByRole('combobox', { name: /^Status/ }).inputValue()).toBe('paid');
    expect(await page.getByRole('textbox', { name: 'Betrag von' }).inputValue()).toBe('50,00');
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toMatch(/Betrag/i);

    // A shared link, in another browser session, too.
    const link = page.url();
    const other = await newPage(browser, DESKTOP);
    await signIn(other.context);
    await other.page.goto(link);
    await other.page.getByText('Zeige 21 bis 40 von 45 Einträgen').waitFor();
    expect(await other.page.locator('tbody').innerText()).toBe(shown);
    await other.context.close();

    // Search, sort and filter changes start again from page 1.
    await page.getByPlaceholder('Suchen...').fill('kunde1');
    await page.waitForURL((url) => url.searchParams.get('search') === 'kunde1');
    expect(address().get('page')).toBeNull();
    expect(address().get('cursor')).toBeNull();
    await page.getByRole('button', { name: 'Nächste Seite' }).waitFor({ state: 'detached' });
    await page.getByPlaceholder('Suchen...').fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'language:asc');
    expect(address().get('page')).toBeNull();
    await page.locator('tbody tr').first().getByText('Deutsch').waitFor();
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('combobox', { name: /^Sprache/ }).selectOption('it');
    await page.waitForURL((url) => url.searchParams.get('language') === 'it');
    expect(address().get('page')).toBeNull();
    // Back returns to the page before. The address changes before the page has loaded the view
    // it names: each step waits, as a person would, until it is shown (a click that came first
    // once went unanswered).
    await page.locator('tbody tr').first().getByText('Italienisch').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText('Zeige 21 bis 40 von 45 Einträgen').waitFor();

    // The export streams with progress; the file has a byte-order mark and every row.
    await page.getByRole('button', { name: 'Filter entfernen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV-Export' }).click(),
    ]);
    await page.getByText(/^CSV-Export fertig: 70 Zeilen$/).waitFor();
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The shop's one CSV format (decision 081): German headings, ';', CRLF.
    const rows = parseCsv(bytes.toString('utf8'));
    expect(rows).toHaveLength(71);
    expect(rows[0].slice(0, 3)).toEqual(['Bestellnummer', 'E-Mail', 'Name']);
    await shoot(page, 'admin-export-1280');
    await context.close();
  });

  it('creates a discount code in the form, refuses a broken one, and explains a "was" price the rule forbids', async () => {
    // One sign-in for the whole test: the shop sends an address at most five codes a quarter hour.
    const { context, page } = await signedInPage(DESKTOP);
    for (const viewport of [DESKTOP, PHONE]) {
      const wide = viewport === DESKTOP;
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: /Rabattcodes/ }).click();
      await page.getByRole('heading', { name: 'Rabattcodes' }).waitFor();
      await page.getByRole('button', { name: 'Neu erstellen' }).click();
      await page.getByRole('heading', { name: 'Neuen Eintrag erstellen' }).waitFor();
      const code = wide ? 'verband26' : 'herbst26';
      await page.getByRole('textbox', { name: /^Code/ }).fill(code);
      await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Gastronomieverband');
      // The checkbox's hint says what an unticked box does, as a whole German sentence.
      await page
        .getByText('Ohne Haken ist der Code pausiert: Er lässt sich nicht einlösen.')
        .waitFor();
      await page.getByRole('spinbutton', { name: /^Rabatt in Prozent/ }).fill('15');
      await page.getByRole('textbox', { name: /^Rabatt in Euro/ }).fill('5');
      await page.getByRole('checkbox', { name: 'Deutsch' }).check();
      await page.getByRole('checkbox', { name: 'Italienisch' }).check();
      await page.getByLabel(/^Gültig bis/).fill('2026-12-31');
      await page.getByRole('button', { name: 'Speichern' }).click();
      // Both kinds of discount: the rule (the server's own, checked in the form as well) names
      // the field, nothing is stored; the message goes as soon as either field is emptied.
      const both = page.getByText(
        'Bitte nur eines angeben: Rabatt in Prozent oder Rabatt in Euro.',
      );
      await both.first().waitFor();
      await shoot(page, `admin-discount-code-refused-${wide ? 1280 : 390}`);
      await expectNoAxeViolations(page);
      const percent = page.getByRole('spinbutton', { name: /^Rabatt in Prozent/ });
      await percent.fill('');
      await both.first().waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(false);
      await percent.fill('15');
      await both.first().waitFor();
      await page.getByRole('textbox', { name: /^Rabatt in Euro/ }).fill('');
      await both.first().waitFor({ state: 'detached' });
      expect(await page.getByText(/Bitte (nur eines|einen Rabatt) angeben/).count()).toBe(0);
      if (!wide) {
        // A code that is taken (the one made at 1280 px, in other letters): said at the field,
        // in the table's words, until the code is changed.
        await page.getByRole('textbox', { name: /^Code/ }).fill('Verband26');
        await page.getByRole('button', { name: 'Speichern' }).click();
        const taken = page.getByText('Diesen Code gibt es schon. Bitte wählen Sie einen anderen.');
        await taken.first().waitFor();
        await shoot(page, 'admin-discount-code-taken-390');
        await page.getByRole('textbox', { name: /^Code/ }).fill(code);
        await taken.first().waitFor({ state: 'detached' });
      }
      await page.getByRole('button', { name: 'Speichern' }).click();
      const row = page.locator('tbody tr', { hasText: code.toUpperCase() });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Gastronomieverband/);
      expect(await row.innerText()).toMatch(/31\.12\.2026/);
      await shoot(page, `admin-discount-codes-${wide ? 1280 : 390}`);
    }
    const stored = await own.database.db.selectFrom('discount_codes').selectAll().execute();
    expect(stored.map((c) => [c.code, Number(c.percent_off), c.languages, c.ends_on])).toEqual(
      expect.arrayContaining([
        ['VERBAND26', 15, '["de","it"]', '2026-12-31'],
        ['HERBST26', 15, '["de","it"]', '2026-12-31'],
      ]),
    );

    // A "was" price while the prices of the 30 days before are not on record (they are kept from
    // the update that introduced the record on): the form says why it would not be shown.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: /Produkte/ }).click();
    const product = page.locator('tbody tr', { hasText: 'ebook-restaurant-closer-fr' });
    await product.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('heading', { name: 'Eintrag bearbeiten' }).waitFor();
    await page.getByRole('textbox', { name: /^Preis/ }).fill('29');
    await page.getByRole('textbox', { name: /^Streichpreis/ }).fill('47');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByText(/^Streichpreis wird nicht angezeigt: Als Vergleich zählt der niedrigste Preis/)
      .first()
      .waitFor();
    expect(
      (
        await page
          .getByText(/^Streichpreis wird nicht angezeigt/)
          .first()
          .innerText()
      ).replace(/\s/g, ' '),
    ).toContain('Preise sind erst seit');
    await shoot(page, 'admin-compare-price-refused-1280');
    const fr = await own.database.db
      .selectFrom('products')
      .select(['price', 'compare_at_price'])
      .where('id', '=', 'ebook-restaurant-closer-fr')
      .executeTakeFirstOrThrow();
    expect([Number(fr.price), fr.compare_at_price]).toEqual([4700, null]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await openAdmin(PHONE);
    await page.getByRole('heading', { name: 'Tabellen (7)' }).waitFor();
    await page.getByRole('link', { name: /Produkte/ }).click();
    await page.locator('tbody tr', { hasText: 'ebook-restaurant-closer-de' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'admin-dashboard-390');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.getByRole('heading', { name: 'Neuen Eintrag erstellen' }).waitFor();
    await shoot(page, 'admin-form-390');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    // More than one page: Zurück/Weiter on the phone, numbered pages on a wide screen.
    for (let i = 0; i < 25; i++) {
      const res = await context.request.post(`${server.url}/api/tables/admins`, {
        data: { email: `helper${String(i).padStart(2, '0')}@example.com` },
        headers: { origin: server.url },
      });
      expect(res.status()).toBe(201);
    }
    await page.getByRole('link', { name: /Administratoren/ }).click();
    await page.getByText('helper00@example.com').waitFor();
    expect(await page.getByRole('button', { name: 'Zurück' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('helper24@example.com').waitFor();
    await shoot(page, 'admin-pages-390');
    await page.setViewportSize(DESKTOP);
    await page.getByText('Zeige 21 bis 25 von 25 Einträgen').waitFor();
    // Still on page 2 a moment later (no late reset to page 1).
    await page.waitForTimeout(500);
    expect(await page.getByText('helper24@example.com').isVisible()).toBe(true);
    await shoot(page, 'admin-pages-1280');
    await context.close();
  });
});
