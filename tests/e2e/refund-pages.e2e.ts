import { describe, expect, it } from 'vitest';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { applyRefund } from '../../src/server/domain/orders/refunds';
import type { Lang } from '../../src/shared/languages';
import { createPaidPurchase } from '../setup/purchases';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, newPage, PHONE, serverDatabase, shoot, shopForSuite } from './harness';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * What a buyer meets after the seller refunded an order, and on a link that names no purchase,
 * in Chromium against the built server: the withdrawal page says the seller refunded (not
 * "already withdrawn"), and the invalid-link page speaks the browser's language.
 */
describe('refund and invalid-link pages in Chromium', () => {
  const env = { SUPPORT_EMAIL: 'help@shop.test' };
  const { server, browser } = shopForSuite({ env });
  const own = serverDatabase(server, env);

  /** A paid Italian order with `cents` refunded by the seller; the path of its withdrawal page. */
  async function refundedOrder(email: string, cents: number): Promise<string> {
    const { id, withdrawUrl } = await createPaidPurchase(own.database.db, own.config, {
      email,
      lang: 'it',
    });
    await own.database.db
      .transaction()
      .execute((trx) => applyRefund(trx, own.config, id, cents, { source: 'admin' }));
    return new URL(withdrawUrl).pathname;
  }

  it('the withdrawal page of an order refunded in full says the seller refunded it, in Italian', async () => {
    const path = await refundedOrder('giulia@example.it', 4700);
    const copy = SHOP.it.withdraw;
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport, { consent: 'necessary' });
      const res = await page.goto(server.url + path);
      expect(res?.status()).toBe(200);
      await page.locator('[data-testid="withdraw-refunded"]').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('it');
      expect(norm(await page.locator('h1').textContent())).toBe(copy.refundedTitle);
      const said = norm(await page.locator('[data-testid="withdraw-refunded"]').innerText());
      expect(said).toContain(copy.refundedText.split('{amount}')[0].trim());
      expect(said).not.toContain(copy.doneTitle);
      expect(await page.locator('[data-testid="withdraw-confirm"]').count()).toBe(0);
      await expectNoAxeViolations(page, `withdrawal page after a refund, ${viewport.width}px`);
      await shoot(page, `withdraw-refunded-it-${viewport.width}`);
      await context.close();
    }
  });

  it('the withdrawal page of an order refunded in part says so and points to support', async () => {
    const path = await refundedOrder('marco@example.it', 1500);
    const { context, page } = await newPage(browser, PHONE, { consent: 'necessary' });
    await page.goto(server.url + path);
    await page.locator('[data-testid="withdraw-partly-refunded"]').waitFor();
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.it.withdraw.partlyRefundedTitle);
    await page.locator('a[href="mailto:help@shop.test"]').first().waitFor();
    expect(await page.locator('[data-testid="withdraw-confirm"]').count()).toBe(0);
    await expectNoAxeViolations(page, 'withdrawal page after a partial refund');
    await shoot(page, 'withdraw-partly-refunded-it-390');
    await context.close();
  });

  it.each(['en', 'it', 'de', 'es', 'fr'] as const)(
    'the withdrawal page of a business order says there is no withdrawal right, in %s',
    async (lang) => {
      const { id, withdrawUrl } = await createPaidPurchase(own.database.db, own.config, {
        email: `firma-${lang}@example.com`,
        lang,
      });
      await own.database.db
        .updateTable('ebook_purchases')
        .set({ business_company: 'Ristorante Sole', business_country: 'IT' })
        .where('id', '=', id)
        .execute();
      const copy = SHOP[lang].withdraw;
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await newPage(browser, viewport, { consent: 'necessary' });
        await page.goto(server.url + new URL(withdrawUrl).pathname);
        await page.locator('[data-testid="withdraw-business"]').waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(norm(await page.locator('h1').textContent())).toBe(copy.businessTitle);
        await page.locator('a[href="mailto:help@shop.test"]').first().waitFor();
        expect(await page.locator('[data-testid="withdraw-confirm"]').count()).toBe(0);
        await expectNoAxeViolations(page, `withdrawal page of a business order, ${lang}`);
        await shoot(page, `withdraw-business-${lang}-${viewport.width}`);
        await context.close();
      }
    },
  );

  it.each([
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
  ] as Array<[string, Lang]>)(
    'an invalid download link answers in the browser’s language (%s)',
    async (locale, lang) => {
      const problem = DELIVERY_COPY[lang].page.problems.invalid;
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await newPage(browser, viewport, {
          consent: 'necessary',
          locale,
        });
        const res = await page.goto(`${server.url}/download/not-a-real-link.${'A'.repeat(43)}`);
        expect(res?.status()).toBe(404);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(norm(await page.locator('h1').textContent())).toBe(problem.title);
        expect(norm(await page.locator('main').innerText())).toContain(problem.text);
        await expectNoAxeViolations(page, `invalid link in ${lang}, ${viewport.width}px`);
        await shoot(page, `download-invalid-${lang}-${viewport.width}`);
        await context.close();
      }
    },
  );
});
