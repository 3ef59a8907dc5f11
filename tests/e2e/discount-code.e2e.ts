import { purchaseStatus } from '../setup/purchases';
import type { Page } from 'playwright-core';
import { formatAmount } from '../../src/shared/format';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP } from '../../src/app/content/shop/index';
import { CHECKOUT_MESSAGES } from '../../src/server/content';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import { expectNoAxeViolations } from './axe';
import { checkoutPagesSuite, norm } from './checkout-suite';
import { buyOnDemoPage, fillCheckout, hydrated } from './page-actions';
import { DESKTOP, PHONE, readUntil, serverDatabase, shoot } from './harness';
import { addDiscountCode } from '../setup/discount-codes';

/** 20 % of 47 €: 9.40 off, 37.60 to pay. */
const LIST = 4700;
const LAUNCH_OFF = 940;

/**
 * The checkout's discount code (decision D17) in Chromium: each language's texts and amounts
 * once, at 390 and 1280 px; the behaviour (Enter, Remove, ?code=, a refusal at purchase, a paid
 * and a free purchase) once. The codes are rows the test writes into the server's database.
 * The server allows one client 30 code tries in 10 minutes, at the code field and the checkout
 * together; every page here comes from the one loopback address, which stands for many buyers,
 * so each test starts with that budget unused.
 */
describe('the discount code at checkout', () => {
  const { server, browser, open, served } = checkoutPagesSuite();
  const own = serverDatabase(server);

  const addCode = (code: string, fields: { percent?: number; max?: number } = {}) =>
    addDiscountCode(own.database.db, code, {
      description: 'end-to-end test',
      percent_off: fields.percent ?? 20,
      max_redemptions: fields.max ?? null,
    });

  beforeEach(async () => {
    await own.database.db
      .deleteFrom('rate_limit_counters')
      .where('key', 'like', 'discountCodePerClient:%')
      .execute();
  });

  beforeAll(async () => {
    await addCode('LAUNCH');
    await addCode('FREE100', { percent: 100 });
    await addCode('ONCEONLY', { max: 1 });
  });

  const amount = (cents: number, lang: Lang) => formatAmount(cents, 'EUR', lang);
  const text = async (page: Page, testId: string) =>
    norm(await page.locator(`[data-testid="${testId}"]`).textContent());

  async function applyCode(page: Page, code: string, how: 'click' | 'enter' = 'click') {
    if (
      (await page.locator('[data-testid="discount-toggle"]').getAttribute('aria-expanded')) !==
      'true'
    )
      await page.locator('[data-testid="discount-toggle"]').click();
    await page.locator('[data-testid="discount-input"]').fill(code);
    if (how === 'enter') await page.locator('[data-testid="discount-input"]').press('Enter');
    else await page.locator('[data-testid="discount-apply"]').click();
  }

  /** A German checkout with a new code of one use applied, bought up to the demo payment page. */
  async function payingWithNewCode(code: string, email: string) {
    await addCode(code, { max: 1 });
    const opened = await open(localizedPath('checkout', 'de'));
    await hydrated(opened.page);
    await applyCode(opened.page, code);
    await opened.page.locator('[data-testid="summary-discount"]').waitFor();
    await buyOnDemoPage(opened.page, email);
    return opened;
  }

  /** The summary and the buy button with LAUNCH applied, in the language's words and format. */
  async function expectLaunchApplied(page: Page, lang: Lang) {
    const copy = SHOP[lang].checkout;
    await page.locator('[data-testid="summary-discount"]').waitFor();
    expect(await text(page, 'summary-list-price')).toBe(norm(amount(LIST, lang)));
    expect(await text(page, 'summary-discount-label')).toBe(
      copy.discount.line.replace('{code}', 'LAUNCH'),
    );
    expect(await text(page, 'summary-discount-amount')).toBe(norm(`−${amount(LAUNCH_OFF, lang)}`));
    const total = amount(LIST - LAUNCH_OFF, lang);
    expect(await text(page, 'summary-price')).toBe(norm(total));
    expect(await text(page, 'buy-button')).toBe(norm(copy.buy.replace('{price}', total)));
    expect(await text(page, 'discount-applied')).toContain(
      norm(copy.discount.applied.replace('{code}', 'LAUNCH').replace('{total}', total)),
    );
    // The discount line comes before the buy button, in reading order.
    const before = await page.evaluate(() => {
      const line = document.querySelector('[data-testid="summary-discount"]')!;
      const buy = document.querySelector('[data-testid="buy-button"]')!;
      return Boolean(line.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
  }

  const noOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  describe.each(LANGS)('in %s', (lang) => {
    const copy = SHOP[lang].checkout;
    const path = localizedPath('checkout', lang);

    it('refuses an unknown code with the server’s message, then applies one (390 and 1280 px)', async () => {
      const { context, page } = await open(path, PHONE);
      await hydrated(page);
      const toggle = page.locator('[data-testid="discount-toggle"]');
      expect(norm(await toggle.textContent())).toBe(norm(copy.discount.toggle));
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('[data-testid="discount-input"]').isVisible()).toBe(false);

      // A refusal: the server's message under the field, tied to it; nothing else changes.
      await applyCode(page, 'NOSUCH42');
      const error = page.locator('[data-testid="discount-error"]');
      await error.waitFor();
      expect(norm(await error.textContent())).toBe(norm(CHECKOUT_MESSAGES[lang].codeUnknown));
      const input = page.locator('[data-testid="discount-input"]');
      expect(await input.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(
        norm(
          await page.locator('label[for="' + (await input.getAttribute('id')) + '"]').textContent(),
        ),
      ).toBe(copy.discount.label);
      expect(await page.locator('[data-testid="summary-discount"]').count()).toBe(0);
      expect(await text(page, 'summary-price')).toBe(norm(amount(LIST, lang)));
      expect(await text(page, 'buy-button')).toBe(
        norm(copy.buy.replace('{price}', amount(LIST, lang))),
      );

      // The open field with its button fits the phone's column, keeping its side margins.
      const column = (await page.locator('[data-testid="checkout-form"]').boundingBox())!;
      expect(column.x + column.width).toBeLessThanOrEqual(PHONE.width - 16);
      await shoot(page, `discount-${lang}-refused-390`);
      // A code that applies, typed in lower case.
      await applyCode(page, 'launch');
      await expectLaunchApplied(page, lang);
      expect(await error.count()).toBe(0);
      // The address keeps the code, and so do the other languages' flags.
      await page.waitForURL((u) => u.searchParams.get('code') === 'LAUNCH');
      const other = LANGS.find((l) => l !== lang)!;
      // The flags follow the address once the page has rendered it (a moment after the URL).
      const flagHref = `${localizedPath('checkout', other)}?code=LAUNCH`;
      expect(
        await readUntil(
          () =>
            page
              .locator(`[data-testid="language-flags"] a[hreflang="${other}"]`)
              .getAttribute('href'),
          (href) => href === flagHref,
        ),
      ).toBe(flagHref);
      expect(await noOverflow(page)).toBe(true);
      await shoot(page, `discount-${lang}-390`);

      await page.setViewportSize(DESKTOP);
      await expectLaunchApplied(page, lang);
      const summary = (await page.locator('[data-testid="order-summary"]').boundingBox())!;
      const form = (await page.locator('[data-testid="checkout-form"]').boundingBox())!;
      expect(summary.x + summary.width).toBeLessThan(form.x);
      expect(await noOverflow(page)).toBe(true);
      await shoot(page, `discount-${lang}-1280`);
      await context.close();
    });
  });

  it('applies with Enter without buying, and Remove gives the full price back (en)', async () => {
    const copy = SHOP.en.checkout;
    const { context, page } = await open(localizedPath('checkout', 'en'));
    await hydrated(page);
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/create-checkout-session')) posted = true;
    });
    await fillCheckout(page, 'enter@example.com');
    // Enter on an empty field: the page's own message, no request.
    await page.locator('[data-testid="discount-toggle"]').click();
    await page.locator('[data-testid="discount-input"]').press('Enter');
    expect(await text(page, 'discount-error')).toBe(copy.discount.required);
    await applyCode(page, 'LAUNCH', 'enter');
    await expectLaunchApplied(page, 'en');
    expect(posted).toBe(false);
    expect(page.url()).toContain(localizedPath('checkout', 'en'));
    // Focus moved to the Remove button, which names the code.
    const remove = page.locator('[data-testid="discount-remove"]');
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await remove.getAttribute('aria-label')).toBe('Remove discount code LAUNCH');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="discount-input"]').waitFor();
    expect(await page.locator('[data-testid="summary-discount"]').count()).toBe(0);
    expect(await text(page, 'summary-price')).toBe('€47');
    expect(await text(page, 'buy-button')).toBe(copy.buy.replace('{price}', '€47'));
    expect(await text(page, 'discount-status')).toBe(copy.discount.removed);
    expect(
      await page
        .locator('[data-testid="discount-input"]')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.waitForURL((u) => !u.searchParams.has('code'));
    expect(posted).toBe(false);
    await context.close();
  });

  it('fills in and applies ?code= on load, and keeps it across a language switch', async () => {
    // As the server writes it: the field open and filled in, the flags carrying the code.
    const html = await served(`${localizedPath('checkout', 'en')}?code=launch`);
    expect(
      await html.locator('[data-testid="discount-toggle"]').getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await html.locator('[data-testid="discount-input"]').getAttribute('value')).toBe(
      'launch',
    );
    expect(
      await html.locator('[data-testid="language-flags"] a[hreflang="de"]').getAttribute('href'),
    ).toBe(`${localizedPath('checkout', 'de')}?code=launch`);
    // Anything but letters and digits in the address is ignored.
    const odd = await served(`${localizedPath('checkout', 'en')}?code=%3Cb%3Ex`);
    expect(await odd.locator('[data-testid="discount-toggle"]').getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(
      await odd.locator('[data-testid="language-flags"] a[hreflang="de"]').getAttribute('href'),
    ).toBe(localizedPath('checkout', 'de'));

    const { context, page } = await open(`${localizedPath('checkout', 'en')}?code=launch`, PHONE);
    await expectLaunchApplied(page, 'en');
    await page.locator('[data-testid="language-flags"] a[hreflang="de"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('checkout', 'de'));
    expect(new URL(page.url()).searchParams.get('code')).toBe('LAUNCH');
    await expectLaunchApplied(page, 'de');
    await context.close();
  });

  it('buys with a percentage code through the demo payment page, charging the discounted total', async () => {
    const { context, page } = await open(localizedPath('checkout', 'it'));
    await hydrated(page);
    await applyCode(page, 'LAUNCH');
    await expectLaunchApplied(page, 'it');
    await fillCheckout(page, 'sconto@example.com');
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.locator('[data-testid="buy-button"]').click();
    expect((await request).postDataJSON()).toMatchObject({
      products: [{ productId: productIdFor('it'), quantity: 1 }],
      email: 'sconto@example.com',
      discountCode: 'LAUNCH',
    });
    await page.waitForURL(/\/demo-pay\//);
    expect(norm(await page.locator('[data-testid="demo-amount"]').textContent())).toBe(
      norm(amount(LIST - LAUNCH_OFF, 'it')),
    );
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'it'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('email', '=', 'sconto@example.com')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'paid',
      discount_code: 'LAUNCH',
      list_price: LIST,
      discount_amount: LAUNCH_OFF,
    });
    expect(Number(order.amount)).toBe(LIST - LAUNCH_OFF);
    expect(Number(order.paid_amount)).toBe(LIST - LAUNCH_OFF);
    await context.close();
  });

  it('gives the code back when the buyer leaves the payment page by its way back', async () => {
    const { context, page } = await payingWithNewCode('BACKAGAIN', 'zurueck@example.com');
    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .select(['id', 'status'])
      .where('email', '=', 'zurueck@example.com')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    // The payment page's way back (Stripe's cancel_url) names the order; the cancel page ends it.
    await page.goto(
      `${server.url}${localizedPath('cancel', 'de')}?order=${order.id}&code=BACKAGAIN`,
    );
    await page.locator('h1').waitFor();
    // "Try again" leads back with the code, so the buyer need not find the mailed link again.
    expect(await page.locator('[data-testid="try-again"]').getAttribute('href')).toBe(
      `${localizedPath('home', 'de')}?code=BACKAGAIN`,
    );
    await expect.poll(() => purchaseStatus(own.database.db, order.id)).toBe('expired');
    await context.close();
  });

  it('lets the buyer who went back with the browser’s Back button buy with the code its checkout held', async () => {
    const { context, page } = await payingWithNewCode('BACKBUTTON', 'zurueck-knopf@example.com');
    // No cancel page: the browser shows the checkout again (its address carries the code,
    // applied anew on load), and the code still applies.
    await page.goBack();
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get('code')).toBe('BACKBUTTON');
    await page.locator('[data-testid="summary-discount"]').waitFor();
    expect(await page.locator('[data-testid="discount-error"]').count()).toBe(0);
    await buyOnDemoPage(page, 'zurueck-knopf@example.com');
    const orders = await own.database.db
      .selectFrom('ebook_purchases')
      .select(['status', 'discount_code'])
      .where('email', '=', 'zurueck-knopf@example.com')
      .orderBy('created_at')
      .execute();
    // The first checkout was ended, so the code is held once.
    expect(orders).toEqual([
      { status: 'expired', discount_code: 'BACKBUTTON' },
      { status: 'pending', discount_code: 'BACKBUTTON' },
    ]);
    await context.close();
  });

  it('goes straight to the download with a 100 % code', async () => {
    const copy = SHOP.fr.checkout;
    const { context, page } = await open(localizedPath('checkout', 'fr'), PHONE);
    await hydrated(page);
    await applyCode(page, 'free100');
    await page.locator('[data-testid="summary-discount"]').waitFor();
    expect(await text(page, 'summary-price')).toBe(norm(amount(0, 'fr')));
    // Nothing to pay: the button and the note say so, no payment page is announced.
    expect(await text(page, 'buy-button')).toBe(norm(copy.buyFree));
    expect(await text(page, 'free-note')).toBe(norm(copy.freeNote));
    expect(await page.locator('[data-testid="secure-text"]').count()).toBe(0);
    await shoot(page, 'discount-free-fr-390');
    await fillCheckout(page, 'offert@example.com');
    // No payment page: the checkout leads to the success page of a purchase already paid.
    const landing = page.waitForRequest(
      (r) =>
        r.resourceType() === 'document' &&
        new URL(r.url()).pathname === localizedPath('success', 'fr'),
    );
    await page.locator('[data-testid="buy-button"]').click();
    const sessionId = new URL((await landing).url()).searchParams.get('session_id')!;
    expect(sessionId).toMatch(/^free_/);
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'fr'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    // Its withdrawal page promises no refund of 0 €: nothing was paid.
    const detail = await page.request.get(
      `${server.url}/api/products/purchase-detail?sessionId=${sessionId}&lang=fr`,
    );
    const { withdrawUrl } = (await detail.json()) as { withdrawUrl: string };
    const withdrawPage = await context.newPage();
    await withdrawPage.goto(withdrawUrl);
    await withdrawPage.getByText(SHOP.fr.withdraw.availableTextFree).waitFor();
    expect(await withdrawPage.locator('main').innerText()).not.toMatch(/rembours\w* 0/);
    await shoot(withdrawPage, 'discount-free-withdraw-fr-390');
    await withdrawPage.close();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="download-button"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const order = await own.database.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('email', '=', 'offert@example.com')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', discount_code: 'FREE100' });
    expect(Number(order.amount)).toBe(0);

    await context.close();
  });

  it('shows the refusal at the code field when the code was used up before the purchase', async () => {
    const copy = SHOP.de.checkout;
    const { context, page } = await open(localizedPath('checkout', 'de'));
    await hydrated(page);
    await applyCode(page, 'ONCEONLY');
    await page.locator('[data-testid="summary-discount"]').waitFor();
    // Meanwhile someone else's checkout takes the code's only redemption.
    const other = await browser.newContext();
    const taken = await other.request.post(`${server.url}/api/create-checkout-session`, {
      headers: { origin: server.url },
      data: {
        products: [{ productId: productIdFor('de'), quantity: 1 }],
        email: 'schneller@example.com',
        language: 'de',
        acceptTerms: true,
        acceptImmediateDelivery: true,
        discountCode: 'ONCEONLY',
      },
    });
    expect(taken.status()).toBe(200);
    await other.close();

    await fillCheckout(page, 'zu-spaet@example.com');
    await page.locator('[data-testid="buy-button"]').click();
    const error = page.locator('[data-testid="discount-error"]');
    await error.waitFor();
    // Used up, as the shop answers any code a buyer cannot use now: like an unknown one.
    expect(norm(await error.textContent())).toBe(norm(CHECKOUT_MESSAGES.de.codeUnknown));
    expect(await page.locator('[data-testid="summary-discount"]').count()).toBe(0);
    expect(await text(page, 'summary-price')).toBe(norm(amount(LIST, 'de')));
    expect(await text(page, 'buy-button')).toBe(
      norm(copy.buy.replace('{price}', amount(LIST, 'de'))),
    );
    expect(await page.locator('[data-testid="checkout-error"]').count()).toBe(0);
    expect(page.url()).toContain(localizedPath('checkout', 'de'));
    await context.close();
  });

  it('passes axe with a code applied (390 and 1280 px)', async () => {
    const { context, page } = await open(`${localizedPath('checkout', 'es')}?code=LAUNCH`, PHONE);
    await expectLaunchApplied(page, 'es');
    await expectNoAxeViolations(page, 'checkout with a code, 390 px');
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, 'checkout with a code, 1280 px');
    await context.close();
  });
});
