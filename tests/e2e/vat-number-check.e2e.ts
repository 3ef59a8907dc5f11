import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startViesFake, type ViesFake } from '../fakes/vies';
import { localizedPath, type Lang } from '../../src/shared/languages';
import { SHOP } from '../../src/app/content/shop/index';
import { VAT_CHECK_COPY } from '../../src/shared/vat-number-check';
import { expectNoAxeViolations } from './axe';
import {
  DESKTOP,
  newPage,
  PHONE,
  serverDatabase,
  shoot,
  shopForSuite,
  signInWithMailedCode,
} from './harness';
import { fillCheckout, hydrated } from './page-actions';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const ADMIN = 'vies-admin@example.com';

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
  const shop = shopForSuite({
    smtp: true,
    env: () => ({ SELLER_VAT_ID: 'DE123456789', VIES_URL: vies.url, ADMIN_EMAILS: ADMIN }),
  });
  const { server, browser } = shop;
  const own = serverDatabase(server);

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

  it('tells the buyer why VAT was charged, and the administrator reissues the invoice once VIES confirms', async () => {
    vies.mode = 'member-state-down';
    vies.valid.add('FR55345678901');
    const email = 'vies-reissue@example.com';
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(server.url + localizedPath('checkout', 'es'));
    await hydrated(page);
    await fillCheckout(page, email);
    await page.locator('[data-testid="business-toggle"]').click();
    await page.locator('[data-testid="business-company"]').fill('Bistro Lumière SARL');
    await page.locator('[data-testid="business-address"]').fill('12 rue de la Paix, 75002 Paris');
    await page.locator('[data-testid="business-country"]').selectOption('FR');
    await enterNumber(page, 'FR55345678901', VAT_CHECK_COPY.es.unavailable);
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForURL(/\/demo-pay\//);
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'es'));
    const note = page.locator('[data-testid="vat-note"]');
    await note.waitFor();
    expect(norm(await note.textContent())).toBe(VAT_CHECK_COPY.es.chargedUnavailable);
    await expectNoAxeViolations(page, 'success page with the VAT note');
    await shoot(page, 'vat-check-success-unavailable-es-390');
    await context.close();

    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const admin = await newPage(browser, DESKTOP);
    expect(await signInWithMailedCode(admin.context, shop, ADMIN)).toBe(200);
    await admin.page.goto(`${server.url}/admin/orders/${order.id}`);
    const section = admin.page.locator('[data-testid="order-invoices"]');
    await section.waitFor();
    expect(norm(await admin.page.locator('[data-testid="order-vies"]').textContent())).toMatch(
      /^FR55345678901: VIES nicht erreichbar \(am /,
    );
    vies.mode = 'answer';
    admin.page.once('dialog', (dialog) => void dialog.accept());
    await admin.page.locator('[data-testid="reissue-reverse-charge"] button').click();
    const notice = admin.page.locator('[role="status"]', { hasText: 'Teilerstattung' });
    await notice.waitFor();
    expect(norm(await notice.textContent())).toMatch(/^USt-IdNr\. bestätigt \(VIES, Anfrage-ID /);
    expect(await section.innerText()).toContain('Stornorechnung');
    expect(await section.innerText()).toContain('Reverse Charge');
    expect(await admin.page.locator('[data-testid="reissue-reverse-charge"]').count()).toBe(0);
    expect(norm(await admin.page.locator('[data-testid="order-vies"]').textContent())).toMatch(
      /^FR55345678901: USt-IdNr\. bestätigt \(VIES, Anfrage-ID WAPI\w+, am /,
    );
    await expectNoAxeViolations(admin.page, 'order page after the reissue');
    await shoot(admin.page, 'vat-check-admin-reissued-1280');
    await admin.context.close();
  });
});
