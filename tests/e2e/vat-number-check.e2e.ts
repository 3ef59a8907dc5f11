import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startViesFake, type ViesFake } from '../fakes/vies';
import { localizedPath, type Lang } from '../../src/shared/languages';
import { SHOP } from '../../src/app/content/shop/index';
import { VAT_CHECK_COPY } from '../../src/shared/vat-number-check';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, newPage, PHONE, shoot, shopForSuite } from './harness';
import { fillCheckout, hydrated } from './page-actions';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * A business buyer's VAT number checked with VIES (a local stand-in) at the checkout: the
 * answer beside the field, announced, in the page's language; the price summary says "without
 * VAT" only for a confirmed number; an answer that means VAT, not yet seen, stops the first
 * click on the buy button so the buyer can read it.
 */
describe('the VAT number check at the checkout in Chromium', () => {
  let vies: ViesFake;
  beforeAll(async () => {
    vies = await startViesFake();
  });
  afterAll(() => vies.stop());
  const { server, browser } = shopForSuite({
    env: () => ({ SELLER_VAT_ID: 'DE123456789', VIES_URL: vies.url }),
  });

  const status = (page: Page) => page.locator('[data-testid="business-vatId-status"]');
  const vatField = (page: Page) => page.locator('[data-testid="business-vatId"]');

  /** Types a number, leaves the field, and waits for VIES's answer beside it. */
  async function enterNumber(page: Page, vatId: string, expected: string) {
    await vatField(page).fill(vatId);
    await vatField(page).blur();
    await expect.poll(async () => norm(await status(page).textContent())).toBe(expected);
  }

  it.each([
    ['es', '390', PHONE],
    ['es', '1280', DESKTOP],
    ['fr', '390', PHONE],
    ['fr', '1280', DESKTOP],
  ] as const)('in %s at %s px', async (lang: Lang, width, viewport) => {
    vies.mode = 'answer';
    vies.valid.add('FR12345678901');
    const copy = VAT_CHECK_COPY[lang];
    const { context, page } = await newPage(browser, viewport);
    await page.goto(server.url + localizedPath('checkout', lang));
    await hydrated(page);
    await fillCheckout(page, `vies-${lang}-${width}@example.com`);
    await page.locator('[data-testid="business-toggle"]').click();
    await page.locator('[data-testid="business-company"]').fill('Bistro Lumière SARL');
    await page.locator('[data-testid="business-address"]').fill('12 rue de la Paix, 75002 Paris');
    await page.locator('[data-testid="business-country"]').selectOption('FR');

    // The answer is tied to the field and announced as it comes.
    expect(await status(page).getAttribute('role')).toBe('status');
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    const describedBy = (await vatField(page).getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await status(page).getAttribute('id'));

    const summaryNote = page.locator('[data-testid="summary-vat-note"]');
    await enterNumber(page, 'FR99999999999', copy.notConfirmed);
    expect(norm(await summaryNote.textContent())).toBe(SHOP[lang].checkout.vatNote);
    await expectNoAxeViolations(page, `${lang} ${width} not confirmed`);
    await vatField(page).scrollIntoViewIfNeeded();
    await shoot(page, `vat-check-not-confirmed-${lang}-${width}`);

    vies.mode = 'member-state-down';
    await enterNumber(page, 'FR22345678901', copy.unavailable);
    expect(norm(await summaryNote.textContent())).toBe(SHOP[lang].checkout.vatNote);

    vies.mode = 'answer';
    await enterNumber(page, 'FR 12 345678901', copy.confirmed);
    // "Without VAT" now, and only now.
    expect(norm(await summaryNote.textContent())).toBe(copy.summaryReverseCharge);
    await expectNoAxeViolations(page, `${lang} ${width} confirmed`);
    await vatField(page).scrollIntoViewIfNeeded();
    await shoot(page, `vat-check-confirmed-${lang}-${width}`);

    // A changed number is no longer confirmed: the summary goes back at once.
    await vatField(page).fill('FR32345678901');
    expect(norm(await summaryNote.textContent())).toBe(SHOP[lang].checkout.vatNote);
    expect(norm(await status(page).textContent())).toBe('');

    // Straight to paying (Enter in the field) with VIES away: it stops at the answer…
    vies.mode = 'member-state-down';
    await vatField(page).fill('FR42345678901');
    await vatField(page).press('Enter');
    await expect.poll(async () => norm(await status(page).textContent())).toBe(copy.unavailable);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('business-vatId');
    expect(new URL(page.url()).pathname).toBe(localizedPath('checkout', lang));
    // The button fades back from "processing": axe measures its colours once that is over.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="buy-button"]')?.getAnimations().length === 0,
    );
    await expectNoAxeViolations(page, `${lang} ${width} unavailable`);
    await shoot(page, `vat-check-unavailable-${lang}-${width}`);
    // …and the next click, the buyer having been told, goes on to pay.
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForURL(/\/demo-pay\//);
    await context.close();
  });
});
