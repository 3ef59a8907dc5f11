import { describe, expect, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newPage, shopForSuite } from './harness';

describe('foundation in Chromium', () => {
  // A tracker is configured, so there is a consent to ask for (D13).
  const { server, browser } = shopForSuite({ env: { META_PIXEL_ID: '1234567890' } });

  it('serves the English home with the product name and price from the database', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto(server.url + '/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    // The product name and the price come from the products table.
    const html = await page.content();
    expect(html).toContain('Restaurant Closer: The Dining-Room Sales Method');
    expect(await page.locator('[data-testid="price"]').first().innerText()).toBe('€47');
    await context.close();
  });

  it('serves the Italian edition on its localized path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url + '/it/manuale-vendita-sala');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it');
    expect(await page.content()).toContain('Restaurant Closer: il metodo di vendita in sala');
    expect(
      (await page.locator('[data-testid="price"]').first().innerText()).replace(/\s/g, ' '),
    ).toBe('47 €');
    await context.close();
  });

  it('answers an unknown path with a 404 page in the path language and a link home', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto(server.url + '/de/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Seite nicht gefunden');
    expect(
      await page.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href'),
    ).toBe('/de/handbuch-service-verkauf');
    await context.close();
  });

  it('shows the cookie banner until a choice is stored', async () => {
    const { context, page } = await newPage(browser, undefined, { consent: null });
    await page.goto(server.url + '/');
    const banner = page.locator('#cookie-banner');
    await expect(banner.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('necessary');
    await page.reload();
    await expect(page.locator('#cookie-banner').isVisible()).resolves.toBe(false);
    await context.close();
  });

  // Last: it breaks the database under the running server.
  it('answers a failure with status 500 and the router text, leaking nothing', async () => {
    const db = new Database(path.join(server.dataDir, 'shop.sqlite'));
    db.exec('drop table products');
    db.close();
    // Pages that need the products fail with the router's text, whatever the path.
    for (const url of ['/checkout', '/de/checkout', '/fr/manuel-service-restaurant']) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(500);
      const body = await res.text();
      expect(body, url).toContain('Unexpected Application Error!');
      expect(body, url).not.toMatch(/no such table|SqliteError|at .*\.ts:\d+/);
    }
    // A page already rendered keeps being served; a legal page needs no data at all.
    for (const url of ['/', '/it/termini']) {
      expect((await fetch(server.url + url)).status, url).toBe(200);
    }
    const health = await fetch(server.url + '/api/products');
    expect(health.status).toBe(500);
    expect(await health.json()).toEqual({ message: 'Internal error', code: 'internal' });
  });
});
