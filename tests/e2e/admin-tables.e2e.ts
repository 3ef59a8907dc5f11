import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, newPage, PHONE, shoot, signInWithMailedCode, shopForSuite } from './harness';

const ADMIN = 'tables-admin@example.com';
const LANDING_DE = '/de/handbuch-service-verkauf';

describe('admin table editor in Chromium', () => {
  const shop = shopForSuite({ smtp: true, env: { ADMIN_EMAILS: ADMIN } });
  const { server, browser } = shop;

  /** Signs the context in with the one-time code read from the SMTP sink. */
  async function signIn(context: BrowserContext) {
    expect(await signInWithMailedCode(context, shop, ADMIN)).toBe(200);
  }

  it('lists the tables, edits a product price, and the landing page shows the new price', async () => {
    const landingBefore = (await (await fetch(server.url + LANDING_DE)).text()).replace(/\s/g, ' ');
    expect(landingBefore).toContain('47 €');

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(context);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Tabellen (4)' }).waitFor();
    // The first table is selected after loading.
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    await page.getByText('Keine Daten vorhanden').waitFor();

    await page.getByRole('button', { name: /Produkte/ }).click();
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

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(context);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Tabellen (4)' }).waitFor();
    await page.getByRole('button', { name: /Produkte/ }).click();
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
    await page.getByRole('button', { name: /Administratoren/ }).click();
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
