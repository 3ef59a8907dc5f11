import { describe, expect, it } from 'vitest';
import { berlinDay } from '../../src/shared/format';
import { cancelledAt, invoicedSale } from '../setup/invoiced-sales';
import { axeViolations } from './axe';
import { adminShopForSuite, DESKTOP, PHONE, shoot } from './harness';

const ADMIN = 'oss-admin@example.com';
const YEAR = berlinDay().slice(0, 4);

/**
 * The OSS-Meldung in Chromium, in German: a quarter's lines per member state and rate with
 * decimal commas, the earlier quarter's refund as a correction, the CSV link, and the EU
 * threshold's warning above the screen (a seller under the threshold at over 80 %). axe-core
 * finds nothing at 390 and 1280 px.
 */
describe('OSS-Meldung in Chromium', () => {
  const shop = adminShopForSuite(ADMIN, {
    VAT_REGISTRATION: 'threshold',
    VAT_THRESHOLD_OTHER_NET: `${YEAR}:8000`,
  });
  const { own, signedInPage } = shop;
  let seeded = false;

  async function seed() {
    if (seeded) return;
    seeded = true;
    const sell = (country: string, at: string) =>
      invoicedSale(own.database.db, own.config, { country, at });
    const dutch = await sell('NL', '2026-06-20T10:00:00Z');
    for (const [country, at] of [
      ['FR', '2026-07-01T08:00:00Z'],
      ['FR', '2026-08-14T12:00:00Z'],
      ['IT', '2026-07-15T12:00:00Z'],
      ['AT', '2026-08-02T12:00:00Z'],
      ['DK', '2026-09-30T12:00:00Z'],
      ['DE', '2026-07-21T12:00:00Z'],
    ] as const) {
      await sell(country, at);
    }
    await cancelledAt(own.database.db, dutch.purchase_id, '2026-07-10T12:00:00Z');
  }

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: the quarter per country and rate, with the correction apart',
    async (width, viewport) => {
      await seed();
      const { context, page } = await signedInPage(viewport);
      await page.goto(`${shop.server.url}/admin/oss-meldung?quartal=2026-Q3`);
      const lines = page.getByTestId('oss-lines');
      await lines.waitFor();
      const text = await lines.innerText();
      expect(text).toContain('Frankreich (FR)');
      expect(text).toContain('5,5 %');
      expect(text).toMatch(/89,10\s€/);
      expect(text).toContain('Dänemark (DK)');
      expect(text).not.toContain('Deutschland');
      const corrections = await page.getByTestId('oss-corrections').innerText();
      expect(corrections).toContain('2. Quartal 2026');
      expect(corrections).toMatch(/-43,12\s€/);
      expect(await page.getByTestId('oss-csv').getAttribute('href')).toBe(
        '/api/admin/oss/export.csv?quartal=2026-Q3',
      );
      const notice = await page.getByTestId('vat-threshold-notice').innerText();
      expect(notice).toContain('EU-Lieferschwelle zu 8');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `admin-oss-${width}`);

      // Another quarter through the form: its address, its figures.
      await page.getByTestId('oss-quarter').selectOption('2026-Q2');
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await page.waitForURL(/quartal=2026-Q2/);
      await page.getByText('Niederlande (NL)').first().waitFor();
      // The new quarter's figures replace the old ones once its data is in: wait for them.
      await expect.poll(() => page.getByText('Keine Korrekturen.').count()).toBe(1);
      await context.close();
    },
  );
});
