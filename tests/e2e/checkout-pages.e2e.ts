import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { priceDisplay, productIdFor, type PublicProduct } from '../../src/shared/products';
import { SHOP } from '../../src/app/content/shop/index';
import { DESKTOP, newPage, PHONE, shoot, shopForSuite } from './harness';

const ACADEMY_URL = 'https://academy.example.com/course';
const SUPPORT_EMAIL = 'help@shop.example';

/** Text as a person reads it: every kind of space as one space. */
const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('checkout, result, thank-you and withdrawal pages in Chromium', () => {
  const { server, browser } = shopForSuite({
    env: {
      ACADEMY_URL,
      SUPPORT_EMAIL,
      // A measurement id makes the page script define gtag, so analytics calls can be counted
      // in dataLayer; the remote script itself is blocked in each test.
      GA_MEASUREMENT_ID: 'G-TEST123',
    },
  });
  let products: PublicProduct[];
  beforeAll(async () => {
    products = (await (await fetch(`${server.url}/api/products`)).json()) as PublicProduct[];
  });

  async function open(
    path: string,
    viewport = DESKTOP,
    consent: 'all' | 'necessary' = 'necessary',
  ) {
    const { context, page } = await newPage(browser, viewport, { consent });
    await context.route(/googletagmanager|facebook/, (r) => r.abort());
    const res = await page.goto(server.url + path);
    expect(res?.status(), path).toBe(200);
    return { context, page };
  }

  /** Waits until React has hydrated the page, so clicks reach its handlers. */
  async function hydrated(page: Page) {
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="checkout-form"]');
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    });
  }

  /**
   * A real mouse click at the element's centre. Playwright's own click() waits for a button
   * with aria-disabled="true" to become enabled; the spec wants exactly that click to work.
   */
  async function mouseClick(page: Page, selector: string) {
    const box = (await page.locator(selector).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** The DOM property, not Playwright's reading (which counts aria-disabled as disabled). */
  const isReallyDisabled = (page: Page) =>
    page.locator('[data-testid="buy-button"]').evaluate((el) => (el as HTMLButtonElement).disabled);

  async function expectRobotsNoindex(page: Page) {
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }

  describe.each(LANGS)('checkout (%s)', (lang: Lang) => {
    const copy = SHOP[lang].checkout;
    const path = localizedPath('checkout', lang);

    it('shows the order summary with the prices of the product row', async () => {
      const product = products.find((p) => p.id === productIdFor(lang))!;
      const price = priceDisplay(product, lang);
      const { context, page } = await open(path);
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
      expect(norm(await page.locator('[data-testid="summary-original-price"]').textContent())).toBe(
        norm(price.originalPrice),
      );
      expect(norm(await page.locator('[data-testid="summary-saving"]').textContent())).toBe(
        norm(copy.savings.replace('{saving}', price.saving!)),
      );
      const photo = page.locator('[data-testid="summary-photo"]');
      expect(await photo.getAttribute('src')).toBe(product.photo);
      expect(await photo.getAttribute('width')).toBeTruthy();
      expect(await photo.getAttribute('height')).toBeTruthy();
      // Description clamped to three lines.
      const clamp = await page
        .locator('[data-testid="summary-description"]')
        .evaluate((el) => getComputedStyle(el).webkitLineClamp);
      expect(clamp).toBe('3');
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
      // The consent to immediate delivery and the lapse of the withdrawal right are in the label.
      expect(norm(await page.locator('[data-testid="terms-label"]').textContent())).toContain(
        norm(copy.terms.consent),
      );
      // Back to the language's home.
      expect(await page.locator('[data-testid="back-home"]').getAttribute('href')).toBe(
        localizedPath('home', lang),
      );
      const email = page.locator('[data-testid="email"]');
      expect(await email.getAttribute('type')).toBe('email');
      expect(await email.getAttribute('autocomplete')).toBe('email');
      // Two columns on desktop: summary (2 of 5) left of the form (3 of 5).
      const s = (await summary.boundingBox())!;
      const f = (await page.locator('[data-testid="checkout-form"]').boundingBox())!;
      expect(s.x + s.width).toBeLessThan(f.x);
      expect(f.width / s.width).toBeGreaterThan(1.3);
      await shoot(page, `checkout-${lang}-desktop`);
      await context.close();
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
      await context.close();
    });

    it('validates as the spec says: after blur, and on a click on the disabled-looking button', async () => {
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
      expect(await p2.locator('[data-testid="terms-error"]').textContent()).toBe(
        copy.termsRequired,
      );
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
      expect(await p2.locator('[data-testid="terms-error"]').count()).toBe(0);
      await p2.locator('[data-testid="email"]').fill('anna @example.com');
      expect(
        await p2.locator('[data-testid="buy-button"]').getAttribute('aria-disabled'),
      ).toBeNull();
      let posted = false;
      p2.on('request', (r) => {
        if (r.url().includes('/api/create-checkout-session')) posted = true;
      });
      await p2.locator('[data-testid="buy-button"]').click();
      expect(await p2.locator('[data-testid="email-error"]').textContent()).toBe(copy.emailInvalid);
      expect(posted).toBe(false);
      await second.context.close();
    });

    it('links the terms and privacy pages of the language, in a new tab', async () => {
      const { context, page } = await open(path);
      await hydrated(page);
      for (const [testId, target, text] of [
        ['terms-link', localizedPath('terms', lang), copy.terms.termsLink],
        ['privacy-link', localizedPath('privacy', lang), copy.terms.privacyLink],
      ] as const) {
        const link = page.locator(`[data-testid="${testId}"]`);
        expect(await link.getAttribute('href')).toBe(target);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(norm(await link.textContent())).toContain(text);
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
      await page.locator('[data-testid="buy-button"]').click();
      const body = (await request).postDataJSON();
      expect(body).toEqual({
        products: [{ productId: productIdFor(lang), quantity: 1 }],
        successRouter: localizedPath('success', lang),
        cancelRouter: localizedPath('cancel', lang),
        email: 'buyer@example.com',
        language: lang,
        acceptTerms: true,
      });
      await page.waitForURL(/\/demo-pay\//);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    },
  );

  describe.each(LANGS)('result pages (%s)', (lang: Lang) => {
    it('shows the cancel page with its texts, support mailto and links home', async () => {
      const copy = SHOP[lang].cancel;
      const product = products.find((p) => p.id === productIdFor(lang))!;
      const { context, page } = await open(localizedPath('cancel', lang));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toBe(`${copy.title} | ${product.name}`);
      await expectRobotsNoindex(page);
      const text = norm(await page.locator('main').textContent());
      for (const t of [copy.title, copy.subtitle, copy.message, copy.supportText])
        expect(text).toContain(norm(t));
      expect(await page.locator('[data-testid="status-icon-cancel"]').count()).toBe(1);
      for (const id of ['try-again', 'back-home'])
        expect(await page.locator(`main [data-testid="${id}"]`).getAttribute('href')).toBe(
          localizedPath('home', lang),
        );
      expect(norm(await page.locator('[data-testid="try-again"]').textContent())).toBe(
        copy.tryAgain,
      );
      const support = page.locator('[data-testid="contact-support"]');
      expect(await support.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
      expect(norm(await support.textContent())).toBe(copy.contactSupport);
      expect(await page.locator('[data-testid="language-flags"]').count()).toBe(1);
      expect(await page.locator('[data-testid="footer"]').count()).toBe(1);
      await shoot(page, `cancel-${lang}`);
      await context.close();
    });

    it('shows the error page with its texts, support mailto and links home', async () => {
      const copy = SHOP[lang].error;
      const { context, page } = await open(localizedPath('error', lang));
      expect(await page.title()).toBe(`${copy.title} | Restaurant Closer`);
      await expectRobotsNoindex(page);
      const text = norm(await page.locator('main').textContent());
      for (const t of [copy.title, copy.subtitle, copy.message, copy.supportText])
        expect(text).toContain(norm(t));
      expect(text).not.toContain(copy.technicalDetails);
      expect(await page.locator('[data-testid="status-icon-warning"]').count()).toBe(1);
      for (const id of ['try-again', 'back-home'])
        expect(await page.locator(`main [data-testid="${id}"]`).getAttribute('href')).toBe(
          localizedPath('home', lang),
        );
      expect(await page.locator('[data-testid="contact-support"]').getAttribute('href')).toBe(
        `mailto:${SUPPORT_EMAIL}`,
      );
      await shoot(page, `error-${lang}`);
      await context.close();
    });

    it('shows the error state on the success page for an unknown or missing session', async () => {
      const shop = SHOP[lang];
      const { context, page } = await open(`${localizedPath('success', lang)}?session_id=nope`);
      expect(await page.title()).toBe(`${shop.titles.success} | Restaurant Closer`);
      await expectRobotsNoindex(page);
      await page.locator('[data-testid="purchase-error"]').waitFor();
      expect(await page.locator('[data-testid="purchase-error-title"]').textContent()).toBe(
        shop.success.errorTitle,
      );
      // The server's message, in the page's language.
      expect(
        norm(await page.locator('[data-testid="purchase-error-message"]').textContent()),
      ).not.toBe('');
      const home = page.locator('[data-testid="purchase-error-home"]');
      expect(await home.getAttribute('href')).toBe(localizedPath('home', lang));
      expect(norm(await home.textContent())).toBe(shop.success.errorBackToHome);
      await shoot(page, `success-error-${lang}`);

      await page.goto(server.url + localizedPath('success', lang));
      await page.locator('[data-testid="purchase-error"]').waitFor();
      expect(await page.locator('[data-testid="purchase-error-message"]').textContent()).toBe(
        shop.confirmation.missingId,
      );
      await context.close();
    });

    it('shows the thank-you page without id: check your e-mail and the resend form', async () => {
      const copy = SHOP[lang].thanks;
      const { context, page } = await open(localizedPath('thanks', lang), PHONE);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toBe(`${SHOP[lang].titles.thanks} | Restaurant Closer`);
      await expectRobotsNoindex(page);
      expect(norm(await page.locator('h1').textContent())).toBe(copy.title);
      expect(norm(await page.locator('[data-testid="email-sent"]').textContent())).toContain(
        copy.emailSent,
      );
      const form = page.locator('[data-testid="resend"] form');
      expect(await form.getAttribute('action')).toBe('/download/resend');
      expect(await form.locator('input[type="email"]').count()).toBe(1);
      expect(await form.locator('input[name="language"]').inputValue()).toBe(lang);
      expect(norm(await form.locator('button').textContent())).toBe(copy.resend.button);
      // Never a public file link.
      expect(await page.locator('[data-testid="download-button"]').count()).toBe(0);
      expect(await page.locator('a[href*=".pdf"], a[href*="/download/"]').count()).toBe(0);
      const academy = page.locator('[data-testid="academy-button"]');
      expect(await academy.getAttribute('href')).toBe(ACADEMY_URL);
      expect(await academy.getAttribute('target')).toBe('_blank');
      expect(await page.locator('header a').first().getAttribute('href')).toBe('/');
      expect(await page.locator('main [data-testid="back-home"]').getAttribute('href')).toBe(
        localizedPath('home', lang),
      );
      expect(await page.locator('[data-testid="footer"]').count()).toBe(1);
      await shoot(page, `thanks-${lang}-phone`);
      await context.close();
    });
  });

  it('answers the resend form on the thank-you page with the neutral message', async () => {
    const { context, page } = await open(localizedPath('thanks', 'fr'));
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="resend"] form');
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    });
    const form = page.locator('[data-testid="resend"] form');
    await form.locator('input[type="email"]').fill('nobody@example.com');
    await form.locator('button').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="resend"] [role="status"]')?.textContent ?? '') !==
        '',
    );
    expect(page.url()).toBe(server.url + localizedPath('thanks', 'fr'));
    await context.close();
  });

  it('shows the missing-id error on a thank-you page with an empty id', async () => {
    const { context, page } = await open('/grazie?id=');
    await page.locator('[data-testid="purchase-error"]').waitFor();
    expect(await page.locator('[data-testid="purchase-error-title"]').textContent()).toBe('Errore');
    expect(await page.locator('[data-testid="purchase-error-message"]').textContent()).toBe(
      'Session ID non trovato',
    );
    expect(norm(await page.locator('[data-testid="purchase-error-home"]').textContent())).toBe(
      'Torna alla Homepage',
    );
    await context.close();
  });

  it('shows an invalid withdrawal link as such, and opening it changes nothing', async () => {
    const { context, page } = await open('/withdraw/not-a-token', PHONE);
    const posts: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && posts.push(r.url()));
    await page.locator('[data-testid="withdraw-invalid"]').waitFor();
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.en.withdraw.invalidTitle);
    await expectRobotsNoindex(page);
    expect(await page.locator(`a[href="mailto:${SUPPORT_EMAIL}"]`).count()).toBeGreaterThan(0);
    expect(posts).toEqual([]);
    await shoot(page, 'withdraw-invalid-phone');
    await context.close();
  });

  it('pays, shows the purchase, counts it once and offers the withdrawal', async () => {
    const { context, page } = await open(localizedPath('checkout', 'es'), DESKTOP, 'all');
    await hydrated(page);
    await page.locator('[data-testid="email"]').fill('comprador@example.com');
    await page.locator('[data-testid="terms"]').check();
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForURL(/\/demo-pay\//);
    await page.locator('button', { hasText: 'Pay (test)' }).click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'es'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const copy = SHOP.es.success;
    expect(norm(await page.locator('h1').textContent())).toBe(copy.title);
    expect(norm(await page.locator('[data-testid="purchase-facts"]').textContent())).toContain(
      '90',
    );
    expect(await page.locator('[data-testid="academy-button"]').getAttribute('href')).toBe(
      ACADEMY_URL,
    );
    const withdraw = await page.locator('[data-testid="withdraw-link"]').getAttribute('href');
    expect(withdraw).toMatch(/\/withdraw\//);

    const purchases = () =>
      page.evaluate(
        () =>
          ((window as any).dataLayer as IArguments[]).filter(
            (a) => a[0] === 'event' && a[1] === 'purchase',
          ).length,
      );
    await page.waitForFunction(() => localStorage.getItem('trackedPurchases') !== null);
    expect(await purchases()).toBe(1);
    const event = await page.evaluate(
      () =>
        Array.from(
          ((window as any).dataLayer as IArguments[]).find(
            (a) => a[0] === 'event' && a[1] === 'purchase',
          )!,
        )[2],
    );
    expect(event.value).toBe(47);
    expect(event.currency).toBe('EUR');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('trackedPurchases')))!),
    ).toEqual([event.transaction_id]);
    // A reload, and the thank-you page of the same purchase, count no second sale.
    await page.reload();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    // The flags keep the purchase: the same success page in German.
    await page.locator('[data-testid="language-flags"] a[hreflang="de"]').click();
    await page.waitForURL(
      (u) =>
        u.pathname === localizedPath('success', 'de') &&
        u.searchParams.get('session_id') === sessionId,
    );
    await page.locator('[data-testid="purchase-success"]').waitFor();
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.de.success.title);
    await page.goto(`${server.url}/gracias?id=${sessionId}`);
    await page.locator('[data-testid="download-button"]').waitFor();
    await page.waitForTimeout(300);
    expect(await purchases()).toBe(0);
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.es.thanks.title);

    // The withdrawal page reads only; the one button withdraws.
    await page.goto(withdraw!);
    await page.locator('[data-testid="withdraw-available"]').waitFor();
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.es.withdraw.title);
    await page.locator('[data-testid="withdraw-confirm"]').click();
    await page.locator('[data-testid="withdraw-withdrawn"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="withdraw-done"]').waitFor();
    await context.close();
  });
});
