import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import { SHOP } from '../../src/app/content/shop/index';
import { DESKTOP, PHONE, shoot } from './harness';
import {
  ACADEMY_URL,
  checkoutPagesSuite,
  expectRobotsNoindex,
  norm,
  purchaseEvent,
  SUPPORT_EMAIL,
} from './checkout-suite';
import { hydrated, buyOnDemoPage } from './page-actions';

/**
 * Each language's texts and links are read from the page the server writes (`served`); what
 * the running page does (forms, the purchase, the withdrawal) is checked in Chromium.
 */
describe('result, thank-you and withdrawal pages in Chromium', () => {
  const { server, state, open, served, shootPage } = checkoutPagesSuite();

  describe.each(LANGS)('result pages (%s)', (lang: Lang) => {
    it('shows the cancel page with its texts, support mailto and links home', async () => {
      const copy = SHOP[lang].cancel;
      const product = state.products.find((p) => p.id === productIdFor(lang))!;
      const page = await served(localizedPath('cancel', lang));
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
      await shootPage(localizedPath('cancel', lang), `cancel-${lang}`);
    });

    it('shows the error page with its texts, support mailto and links home', async () => {
      const copy = SHOP[lang].error;
      const page = await served(localizedPath('error', lang));
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
      await shootPage(localizedPath('error', lang), `error-${lang}`);
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
      const page = await served(localizedPath('thanks', lang));
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
      await shootPage(localizedPath('thanks', lang), `thanks-${lang}-phone`, PHONE);
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
    // A link that names no purchase is not found (404), and says so in a page.
    const { context, page } = await open('/withdraw/not-a-token', PHONE, 'necessary', 404);
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
    await buyOnDemoPage(page, 'comprador@example.com');
    await page.locator('[data-testid="demo-pay"]').click();
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
    const event = await purchaseEvent(page);
    expect(event.value).toBe(47);
    expect(event.currency).toBe('EUR');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('trackedPurchases')))!),
    ).toEqual([event.transaction_id]);
    // A reload, and the thank-you page of the same purchase, count no second sale.
    await page.reload();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    // The id left the address bar at once (trackers read it); the tab kept it for reloads.
    expect(page.url()).not.toContain('session_id');
    const sessionId = await page.evaluate(() => sessionStorage.getItem('purchaseSession'));
    expect(sessionId).toBeTruthy();
    // The flags keep the purchase: the same success page in German.
    await page.locator('[data-testid="language-flags"] a[hreflang="de"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
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
