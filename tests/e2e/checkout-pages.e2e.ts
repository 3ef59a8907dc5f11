import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { priceDisplay, productIdFor } from '../../src/shared/products';
import { SHOP } from '../../src/app/content/shop/index';
import { PHONE, shoot } from './harness';
import { checkoutPagesSuite, expectRobotsNoindex, isReallyDisabled, norm } from './checkout-suite';
import { hydrated, mouseClick } from './page-actions';

/**
 * Each language's texts and links are read from the page the server writes (`served`), its
 * layout on a phone and its click messages in Chromium; the form's behaviour, which is the
 * same code in every language, is driven in full once.
 */
describe('the checkout page in Chromium', () => {
  const { server, state, open, served, shootPage } = checkoutPagesSuite();

  /** The terms and privacy links of a language's checkout. */
  const legalLinks = (lang: Lang) => [
    {
      testId: 'terms-link',
      target: localizedPath('terms', lang),
      text: SHOP[lang].checkout.terms.termsLink,
    },
    {
      testId: 'privacy-link',
      target: localizedPath('privacy', lang),
      text: SHOP[lang].checkout.terms.privacyLink,
    },
  ];

  describe.each(LANGS)('checkout (%s)', (lang: Lang) => {
    const copy = SHOP[lang].checkout;
    const path = localizedPath('checkout', lang);

    it('shows the order summary with the prices of the product row', async () => {
      const product = state.products.find((p) => p.id === productIdFor(lang))!;
      const price = priceDisplay(product, lang);
      const page = await served(path);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toBe(`${SHOP[lang].titles.checkout} | Restaurant Closer`);
      await expectRobotsNoindex(page);
      const summary = page.locator('[data-testid="order-summary"]');
      expect(norm(await summary.locator('[data-testid="summary-name"]').textContent())).toBe(
        norm(product.name),
      );
      expect(norm(await page.locator('[data-testid="summary-price"]').textContent())).toBe(
        norm(price.price),
      );
      // The seed has no honest "was" price (decision D17): no strike-through, no saving.
      expect(product.compareAtPrice).toBeNull();
      expect(price.originalPrice).toBeNull();
      for (const testId of ['summary-original-price', 'summary-saving', 'summary-lowest-price'])
        expect(await page.locator(`[data-testid="${testId}"]`).count(), testId).toBe(0);
      // The discount code waits, closed, in the form.
      expect(
        await page.locator('[data-testid="discount-toggle"]').getAttribute('aria-expanded'),
      ).toBe('false');
      expect(norm(await page.locator('[data-testid="discount-toggle"]').textContent())).toBe(
        norm(copy.discount.toggle),
      );
      const photo = page.locator('[data-testid="summary-photo"]');
      expect(await photo.getAttribute('src')).toBe(product.photo);
      expect(await photo.getAttribute('width')).toBeTruthy();
      expect(await photo.getAttribute('height')).toBeTruthy();
      // The buy button states the payment obligation and the price; the page is secure.
      expect(norm(await page.locator('[data-testid="buy-button"]').textContent())).toBe(
        norm(copy.buy.replace('{price}', price.price)),
      );
      expect(await page.locator('[data-testid="secure-badge"]').getAttribute('aria-label')).toBe(
        copy.secureImageAlt,
      );
      expect(norm(await page.locator('[data-testid="secure-text"]').textContent())).toBe(
        copy.secure,
      );
      // The consent to immediate delivery and the lapse of the withdrawal right: a box of its own.
      expect(norm(await page.locator('[data-testid="delivery-consent-label"]').textContent())).toBe(
        norm(copy.deliveryConsent),
      );
      // Back to the language's home.
      expect(await page.locator('[data-testid="back-home"]').getAttribute('href')).toBe(
        localizedPath('home', lang),
      );
      const email = page.locator('[data-testid="email"]');
      expect(await email.getAttribute('type')).toBe('email');
      expect(await email.getAttribute('autocomplete')).toBe('email');
      await shootPage(path, `checkout-${lang}-desktop`);
    });

    it('puts the summary above the form and the buy button above the fold on a phone', async () => {
      const { context, page } = await open(path, PHONE);
      const s = (await page.locator('[data-testid="order-summary"]').boundingBox())!;
      const f = (await page.locator('[data-testid="checkout-form"]').boundingBox())!;
      expect(s.y + s.height).toBeLessThanOrEqual(f.y);
      const buy = (await page.locator('[data-testid="buy-button"]').boundingBox())!;
      expect(buy.y + buy.height).toBeLessThanOrEqual(PHONE.height);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
      await shoot(page, `checkout-${lang}-phone`);
      // A tap with everything missing: both messages of the click, in the page's language.
      await hydrated(page);
      await mouseClick(page, '[data-testid="buy-button"]');
      expect(await page.locator('[data-testid="email-error"]').textContent()).toBe(
        copy.emailRequired,
      );
      expect(await page.locator('[data-testid="terms-error"]').textContent()).toBe(copy.termsClick);
      await context.close();
    });

    it('links the terms and privacy pages of the language, to open in a new tab', async () => {
      const page = await served(path);
      for (const { testId, target, text } of legalLinks(lang)) {
        const link = page.locator(`[data-testid="${testId}"]`);
        expect(await link.getAttribute('href')).toBe(target);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(norm(await link.textContent())).toContain(text);
      }
    });
  });

  it('validates as the spec says: after blur, and on a click on the disabled-looking button (de)', async () => {
    const lang = 'de';
    const copy = SHOP[lang].checkout;
    const path = localizedPath('checkout', lang);
    const { context, page } = await open(path);
    await hydrated(page);
    const buy = page.locator('[data-testid="buy-button"]');
    const emailError = page.locator('[data-testid="email-error"]');
    const termsError = page.locator('[data-testid="terms-error"]');

    // Nothing shown before the fields lost focus; the button looks disabled but is not.
    expect(await emailError.count()).toBe(0);
    expect(await termsError.count()).toBe(0);
    expect(await buy.getAttribute('aria-disabled')).toBe('true');
    expect(await isReallyDisabled(page)).toBe(false);

    // Click with everything missing: both messages of the click.
    await mouseClick(page, '[data-testid="buy-button"]');
    expect(await emailError.textContent()).toBe(copy.emailRequired);
    expect(await termsError.textContent()).toBe(copy.termsClick);
    await context.close();

    // Blur: an invalid address, then the unticked box.
    const second = await open(path);
    const p2 = second.page;
    await hydrated(p2);
    await p2.locator('[data-testid="email"]').fill('anna@example');
    expect(await p2.locator('[data-testid="email-error"]').count()).toBe(0);
    await p2.locator('[data-testid="terms"]').focus();
    expect(await p2.locator('[data-testid="email-error"]').textContent()).toBe(copy.emailInvalid);
    expect(await p2.locator('[data-testid="terms-error"]').count()).toBe(0);
    await p2.locator('[data-testid="email"]').focus();
    expect(await p2.locator('[data-testid="terms-error"]').textContent()).toBe(copy.termsRequired);
    // Fixing the address clears its message.
    await p2.locator('[data-testid="email"]').fill('anna@example.com');
    expect(await p2.locator('[data-testid="email-error"]').count()).toBe(0);
    // E-mail given, terms unticked: Enter on the button says what is missing.
    expect(await p2.locator('[data-testid="buy-button"]').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await p2.locator('[data-testid="buy-button"]').focus();
    await p2.keyboard.press('Enter');
    expect(await p2.locator('[data-testid="terms-error"]').textContent()).toBe(copy.termsClick);
    // Ticked but the address made invalid: the click shows the address message, posts nothing.
    await p2.locator('[data-testid="terms"]').check();
    await p2.locator('[data-testid="delivery-consent"]').check();
    expect(await p2.locator('[data-testid="terms-error"]').count()).toBe(0);
    await p2.locator('[data-testid="email"]').fill('anna @example.com');
    expect(await p2.locator('[data-testid="buy-button"]').getAttribute('aria-disabled')).toBeNull();
    let posted = false;
    p2.on('request', (r) => {
      if (r.url().includes('/api/create-checkout-session')) posted = true;
    });
    await p2.locator('[data-testid="buy-button"]').click();
    expect(await p2.locator('[data-testid="email-error"]').textContent()).toBe(copy.emailInvalid);
    expect(posted).toBe(false);
    await second.context.close();
  });

  it('opens the terms and privacy pages of the language in a new tab (it)', async () => {
    const lang = 'it';
    const { context, page } = await open(localizedPath('checkout', lang));
    await hydrated(page);
    for (const { testId, target } of legalLinks(lang)) {
      const link = page.locator(`[data-testid="${testId}"]`);
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(server.url + target);
      expect(await popup.getAttribute('html', 'lang')).toBe(lang);
      await popup.close();
    }
    // Following a link does not tick the box.
    expect(await page.locator('[data-testid="terms"]').isChecked()).toBe(false);
    await context.close();
  });
  it('puts the summary left of the form on a desktop, its description clamped to three lines', async () => {
    const { context, page } = await open(localizedPath('checkout', 'de'));
    const summary = page.locator('[data-testid="order-summary"]');
    const clamp = await page
      .locator('[data-testid="summary-description"]')
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('3');
    // Two columns: summary (2 of 5) left of the form (3 of 5).
    const s = (await summary.boundingBox())!;
    const f = (await page.locator('[data-testid="checkout-form"]').boundingBox())!;
    expect(s.x + s.width).toBeLessThan(f.x);
    expect(f.width / s.width).toBeGreaterThan(1.3);
    await context.close();
  });

  it('shows the server message under the button and clears it on the next attempt', async () => {
    const { context, page } = await open(localizedPath('checkout', 'de'));
    await hydrated(page);
    let calls = 0;
    await page.route('**/api/create-checkout-session', (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 400, json: { message: 'Serverseitige Meldung' } })
        : calls === 2
          ? route.fulfill({ status: 500, body: 'oops' })
          : route.abort();
    });
    await page.locator('[data-testid="email"]').fill('anna@example.com');
    await page.locator('[data-testid="terms"]').check();
    await page.locator('[data-testid="delivery-consent"]').check();
    const box = page.locator('[data-testid="checkout-error"]');
    await page.locator('[data-testid="buy-button"]').click();
    await box.waitFor();
    expect(await box.textContent()).toBe('Serverseitige Meldung');
    // No message from the server: the fallback of the language.
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="checkout-error"]')?.textContent === t,
      SHOP.de.checkout.sessionError,
    );
    // The request fails outright: the generic message.
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="checkout-error"]')?.textContent === t,
      SHOP.de.checkout.genericError,
    );
    expect(await isReallyDisabled(page)).toBe(false);
    await context.close();
  });

  it('is truly disabled and says Processing... while the session is being created', async () => {
    const { context, page } = await open(localizedPath('checkout', 'en'));
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/create-checkout-session', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { message: 'nope' } });
    });
    await page.locator('[data-testid="email"]').fill('anna@example.com');
    await page.locator('[data-testid="terms"]').check();
    await page.locator('[data-testid="delivery-consent"]').check();
    await page.locator('[data-testid="buy-button"]').click();
    const buy = page.locator('[data-testid="buy-button"]');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="buy-button"]') as HTMLButtonElement).disabled,
    );
    expect(norm(await buy.textContent())).toBe('Processing...');
    release();
    await page.locator('[data-testid="checkout-error"]').waitFor();
    expect(await isReallyDisabled(page)).toBe(false);
    await context.close();
  });

  it.each(['en', 'it'] as const)(
    'buys with the demo provider in one tab and lands on the demo payment page (%s)',
    async (lang) => {
      const { context, page } = await open(localizedPath('checkout', lang));
      await hydrated(page);
      const request = page.waitForRequest('**/api/create-checkout-session');
      await page.locator('[data-testid="email"]').fill('buyer@example.com');
      await page.locator('[data-testid="terms"]').check();
      await page.locator('[data-testid="delivery-consent"]').check();
      await page.locator('[data-testid="buy-button"]').click();
      const body = (await request).postDataJSON();
      expect(body).toEqual({
        products: [{ productId: productIdFor(lang), quantity: 1 }],
        successRouter: localizedPath('success', lang),
        cancelRouter: localizedPath('cancel', lang),
        email: 'buyer@example.com',
        language: lang,
        acceptTerms: true,
        acceptImmediateDelivery: true,
      });
      await page.waitForURL(/\/demo-pay\//);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    },
  );
});
