import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { adminShopForSuite, DESKTOP, PHONE, shoot } from './harness';

const ADMIN = 'accounting-admin@example.com';

/**
 * Buchhaltung in Chromium, in German: the DATEV numbers refused with the field's message and
 * saved once right, then the DATEV file of the month downloaded. axe-core finds nothing at
 * either width, with the refusal on the page and without.
 */
describe('admin Buchhaltung in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { server, browser, signIn } = shop;

  async function adminPage(b: Browser, viewport: typeof DESKTOP) {
    const context = await b.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
      locale: 'de-DE',
    });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary'));
    await signIn(context);
    return { context, page: await context.newPage() };
  }

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: refuses a wrong number, saves, and downloads the DATEV file',
    async (width, viewport) => {
      const { context, page } = await adminPage(browser, viewport);
      await page.goto(`${server.url}/admin/buchhaltung`);
      await page.getByTestId('accounting-view').waitFor();
      await page.getByTestId('accounting-consultantNumber').fill('12');
      await page.getByTestId('accounting-revenueOss').fill('83390');
      await page.getByTestId('accounting-save').click();
      await page.getByText('Nicht gespeichert: bitte die markierten Felder korrigieren.').waitFor();
      await page.getByText(/^Beraternummer: vier bis sieben Ziffern/).waitFor();
      await page
        .getByText(
          'Erlöse OSS (EU-Verbraucher, USt des Bestimmungslands): 4 Stellen bei Sachkontenlänge 4, nicht 5.',
        )
        .waitFor();
      expect(
        await page.getByTestId('accounting-consultantNumber').getAttribute('aria-invalid'),
      ).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `admin-accounting-refused-${width}`);

      await page.getByTestId('accounting-consultantNumber').fill('1001');
      await page.getByTestId('accounting-clientNumber').fill(width === '390' ? '1' : '2');
      await page.getByTestId('accounting-revenueOss').fill('8339');
      await page.getByTestId('accounting-save').click();
      await page.getByText('Gespeichert.').waitFor();
      const link = page.locator('a[data-testid="datev-download"]');
      await link.waitFor();
      await page.getByRole('button', { name: 'Letztes Quartal' }).click();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(
        /^\/api\/admin\/accounting\/datev\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
      );
      const file = await context.request.get(server.url + href);
      expect(file.status()).toBe(200);
      const text = (await file.body()).toString('latin1');
      expect(text.split('\r\n')[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `admin-accounting-${width}`);
      await context.close();
    },
  );
});
