import { purchaseStatus } from '../setup/purchases';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP } from '../../src/app/content/shop/index';
import { formatAmount } from '../../src/shared/format';
import { LANGS, LANGUAGE_INFO, localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import { MAX_COPIES } from '../../src/shared/team-price';
import { addDiscountCode } from '../setup/discount-codes';
import { expectNoAxeViolations } from './axe';
import { checkoutPagesSuite, norm, purchaseEvent } from './checkout-suite';
import { DESKTOP, PHONE, serverDatabase, shoot } from './harness';
import { fillCheckout, hydrated, mouseClick } from './page-actions';

/** The seed's single copy, and the seller's one volume price: from 5 copies 15 % less. */
const LIST = 4700;
const UNIT = Math.round(LIST * 0.85);
const COPIES = 12;

/**
 * Team orders at the checkout (decision 100) in Chromium: the choice between one copy and a
 * team's copies, the price per copy, the volume price's saving and the total in each language's
 * words and money format (390 and 1280 px, with axe), a purchase of twelve copies through the
 * demo payment page stored at the volume price, and a discount code priced on the order's total.
 * The volume price is a row the test writes into the server's database.
 */
describe('copies for a team at checkout', () => {
  const { server, open } = checkoutPagesSuite();
  const own = serverDatabase(server);

  beforeAll(async () => {
    const now = new Date().toISOString();
    await own.database.db
      .insertInto('volume_prices')
      .values({ min_copies: 5, percent_off: 15, created_at: now, updated_at: now })
      .execute();
  });

  const amount = (cents: number, lang: Lang) => norm(formatAmount(cents, 'EUR', lang));
  const percent = (lang: Lang) =>
    new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, { style: 'percent' }).format(0.15);
  const text = async (page: Page, testId: string) =>
    norm(await page.locator(`[data-testid="${testId}"]`).textContent());
  const fill = (template: string, values: Record<string, string | number>) =>
    norm(template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])));
  /** The visible segment of an option; its radio button itself is visually hidden. */
  const option = (page: Page, which: 'one' | 'team') =>
    page.locator('label', { has: page.locator(`[data-testid="team-option-${which}"]`) });
  const noOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  async function chooseTeam(page: Page, copies: number) {
    await option(page, 'team').click();
    await page.locator('[data-testid="team-copies"]').fill(String(copies));
    await page.locator('[data-testid="team-copies"]').blur();
  }

  /** The summary and the buy button of twelve copies at the volume price, in the language. */
  async function expectTwelveCopies(page: Page, lang: Lang) {
    const copy = SHOP[lang].checkout;
    const total = amount(COPIES * UNIT, lang);
    await expect.poll(() => text(page, 'summary-price')).toBe(total);
    expect(await text(page, 'summary-unit-price')).toBe(amount(UNIT, lang));
    expect(await text(page, 'summary-team-saving')).toBe(
      fill(copy.team.saving, {
        min: 5,
        percent: percent(lang),
        saving: amount(COPIES * (LIST - UNIT), lang),
      }),
    );
    expect(await text(page, 'buy-button')).toBe(fill(copy.buy, { price: total }));
    // The seller's volume price, marked as the one that applies.
    const tier = page.locator('[data-testid="team-tiers"] li');
    expect(await tier.count()).toBe(1);
    expect(norm(await tier.textContent())).toBe(
      fill(copy.team.tier, { min: 5, percent: percent(lang) }),
    );
    expect(await tier.getAttribute('aria-current')).toBe('true');
    expect(await text(page, 'team-note')).toBe(norm(copy.team.note));
    // A price for a quantity is no reduced price: nothing is struck through (decision D17).
    expect(await page.locator('[data-testid="order-summary"] s').count()).toBe(0);
  }

  describe.each(LANGS)('in %s', (lang) => {
    it('shows the price per copy, the saving and the total of 12 copies, and passes axe (390 and 1280 px)', async () => {
      const copy = SHOP[lang].checkout;
      const { context, page } = await open(localizedPath('checkout', lang), PHONE);
      await hydrated(page);
      // One copy for the buyer, as before, until the team is chosen.
      expect(await page.locator('[data-testid="team-option-one"]').isChecked()).toBe(true);
      expect(await page.locator('[data-testid="team-panel"]').count()).toBe(0);
      expect(await text(page, 'summary-price')).toBe(amount(LIST, lang));
      expect(norm(await option(page, 'one').textContent())).toBe(norm(copy.team.one));
      expect(norm(await option(page, 'team').textContent())).toBe(norm(copy.team.team));
      // The two options stay on one line each on a phone.
      for (const which of ['one', 'team'] as const)
        expect((await option(page, which).boundingBox())!.height).toBeLessThan(30);

      await chooseTeam(page, COPIES);
      await expectTwelveCopies(page, lang);
      expect(await text(page, 'team-status')).toBe(
        fill(copy.team.status, { copies: COPIES, total: amount(COPIES * UNIT, lang) }),
      );
      expect(await noOverflow(page)).toBe(true);
      await expectNoAxeViolations(page, `team checkout (${lang}), 390 px`);
      await shoot(page, `checkout-team-${lang}-390`);

      await page.setViewportSize(DESKTOP);
      await expectTwelveCopies(page, lang);
      expect(await noOverflow(page)).toBe(true);
      await expectNoAxeViolations(page, `team checkout (${lang}), 1280 px`);
      await shoot(page, `checkout-team-${lang}-1280`);
      await context.close();
    });
  });

  it('buys 12 copies through the demo payment page, charged and stored at the volume price (de)', async () => {
    const { context, page } = await open(localizedPath('checkout', 'de'));
    await hydrated(page);
    // By keyboard: the arrow key moves to the team's option, which starts at 2 copies.
    await page.locator('[data-testid="team-option-one"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-testid="team-option-team"]').isChecked()).toBe(true);
    const copies = page.locator('[data-testid="team-copies"]');
    expect(await copies.inputValue()).toBe('2');
    expect(await text(page, 'summary-price')).toBe(amount(2 * LIST, 'de'));
    // Below the volume price: the single copy's price, and no saving claimed.
    expect(await page.locator('[data-testid="summary-team-saving"]').count()).toBe(0);
    // At the limit − says so (aria-disabled, still focusable) and does nothing.
    const fewer = page.locator('[data-testid="team-fewer"]');
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    await mouseClick(page, '[data-testid="team-fewer"]');
    expect(await copies.inputValue()).toBe('2');
    await page.locator('[data-testid="team-more"]').click();
    expect(await copies.inputValue()).toBe('3');
    // A number beyond the limit counts as the limit, and the field shows it once left.
    await copies.fill('70');
    await copies.blur();
    expect(await copies.inputValue()).toBe(String(MAX_COPIES));
    expect(await text(page, 'summary-price')).toBe(amount(MAX_COPIES * UNIT, 'de'));
    await copies.fill(String(COPIES));
    await expectTwelveCopies(page, 'de');

    await fillCheckout(page, 'team-chefin@example.com');
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.locator('[data-testid="buy-button"]').click();
    expect((await request).postDataJSON()).toMatchObject({
      products: [{ productId: productIdFor('de'), quantity: COPIES }],
      email: 'team-chefin@example.com',
    });
    await page.waitForURL(/\/demo-pay\//);
    expect(norm(await page.locator('[data-testid="demo-amount"]').textContent())).toBe(
      amount(COPIES * UNIT, 'de'),
    );
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('email', '=', 'team-chefin@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(order.copies)).toBe(COPIES);
    expect(Number(order.amount)).toBe(COPIES * UNIT);
    expect(Number(order.volume_percent)).toBe(15);
    await expect.poll(() => purchaseStatus(own.database.db, order.id)).toBe('paid');
    // The success page leads to the team page instead of a download of its own.
    const team = page.locator('[data-testid="team-page-button"]');
    await team.waitFor();
    expect(norm(await team.textContent())).toBe(SHOP.de.success.teamButton);
    expect(await page.locator('[data-testid="download-button"]').count()).toBe(0);
    expect(await page.locator('h1 + p').textContent()).toBe(SHOP.de.success.teamSubtitle);
    expect(norm(await page.locator('[data-testid="email-notice"]').textContent())).toBe(
      norm(SHOP.de.success.teamNote.replace('{copies}', String(COPIES))),
    );
    await expectNoAxeViolations(page, 'success page of a team order');
    await shoot(page, 'success-team-de-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'success-team-de-390');
    await team.click();
    await page.waitForURL((u) => u.pathname.startsWith('/team/'));
    await page.locator(`[data-testid="team-seat-${COPIES}"]`).waitFor();
    expect(await page.locator(`[data-testid="team-seat-${COPIES + 1}"]`).count()).toBe(0);
    await context.close();
  });

  it.each(['en', 'it', 'es', 'fr'] as const)(
    'after paying for 3 copies the success page leads to the team page (%s, 390 and 1280 px)',
    async (lang) => {
      const { context, page } = await open(localizedPath('checkout', lang), DESKTOP, 'all');
      await hydrated(page);
      await chooseTeam(page, 3);
      await fillCheckout(page, `team-${lang}@example.com`);
      await page.locator('[data-testid="buy-button"]').click();
      await page.waitForURL(/\/demo-pay\//);
      await page.locator('[data-testid="demo-pay"]').click();
      await page.waitForURL((u) => u.pathname === localizedPath('success', lang));
      const copy = SHOP[lang].success;
      const team = page.locator('[data-testid="team-page-button"]');
      await team.waitFor();
      expect(norm(await team.textContent())).toBe(copy.teamButton);
      expect(norm(await page.locator('h1 + p').textContent())).toBe(norm(copy.teamSubtitle));
      expect(await text(page, 'email-notice')).toBe(norm(copy.teamNote.replace('{copies}', '3')));
      // The sale is measured once, as one item of 3 copies at the price of one.
      await page.waitForFunction(() => localStorage.getItem('trackedPurchases') !== null);
      const sale = await purchaseEvent(page);
      expect(sale).toMatchObject({ value: (3 * LIST) / 100, items: [{ quantity: 3, price: 47 }] });
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect(await noOverflow(page)).toBe(true);
        await expectNoAxeViolations(page, `team success page (${lang}), ${viewport.width} px`);
        await shoot(page, `success-team-${lang}-${viewport.width}`);
      }
      await context.close();
    },
  );

  it('prices a discount code on the order’s total, and again when the number of copies changes (en)', async () => {
    await addDiscountCode(own.database.db, 'TEAMLAUNCH', {
      description: 'end-to-end test',
      percent_off: 20,
    });
    const copy = SHOP.en.checkout;
    const { context, page } = await open(localizedPath('checkout', 'en'), PHONE);
    await hydrated(page);
    await chooseTeam(page, COPIES);
    await expectTwelveCopies(page, 'en');
    const check = page.waitForRequest('**/api/checkout/discount');
    await page.locator('[data-testid="discount-toggle"]').click();
    await page.locator('[data-testid="discount-input"]').fill('TEAMLAUNCH');
    await page.locator('[data-testid="discount-apply"]').click();
    expect((await check).postDataJSON()).toMatchObject({ code: 'TEAMLAUNCH', copies: COPIES });
    // 20 % of the order's total: 4/5 of it to pay.
    const order = COPIES * UNIT;
    const paid = (copies: number) => amount((copies * UNIT * 4) / 5, 'en');
    await expect.poll(() => text(page, 'summary-price')).toBe(paid(COPIES));
    expect(await text(page, 'summary-list-price')).toBe(amount(order, 'en'));
    expect(await text(page, 'summary-discount-amount')).toBe(`−${amount(order / 5, 'en')}`);
    expect(await text(page, 'buy-button')).toBe(fill(copy.buy, { price: paid(COPIES) }));
    // One more copy: the code is priced again on the new total.
    const again = page.waitForRequest('**/api/checkout/discount');
    await page.locator('[data-testid="team-more"]').click();
    expect((await again).postDataJSON()).toMatchObject({ copies: COPIES + 1 });
    await expect.poll(() => text(page, 'summary-price')).toBe(paid(COPIES + 1));
    await expectNoAxeViolations(page, 'team checkout with a code, 390 px');
    await context.close();
  });
});
