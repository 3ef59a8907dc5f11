import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_INFO, localizedPath, type Lang } from '../../src/shared/languages';
import { COMMON } from '../../src/app/content/common';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { DEMO_PAYMENT_COPY } from '../../src/server/content/demo-payment';
import { expectNoAxeViolations } from './axe';
import { buyWithDemo, startCheckout } from './buy-by-api';
import {
  DESKTOP,
  newPage,
  PHONE,
  serverDatabase,
  serverForSuite,
  shoot,
  shopForSuite,
  signInWithMailedCode,
} from './harness';

const ADMIN = 'chef@example.com';
const SUPPORT = 'hilfe@shop.example';

/**
 * Every page the shop serves wears the shop's frame and speaks one language: the download
 * answers and the demo payment page (decided by the server), the 404, the withdrawal page,
 * the sign-in and the admin. With a tracker configured the cookie banner asks on each of them,
 * in the page's language (D13); without one there is no banner and no cookie-settings link.
 */
describe('the shop frame and the cookie banner on every page, in Chromium', () => {
  const { server, browser, sink } = shopForSuite({
    smtp: true,
    env: { GA_MEASUREMENT_ID: 'G-FRAME123', ADMIN_EMAILS: ADMIN, SUPPORT_EMAIL: SUPPORT },
  });
  const plain = serverForSuite();
  const own = serverDatabase(server);

  /** A fresh browser with no consent stored: the banner must ask. */
  async function visitor(viewport = DESKTOP, locale?: string) {
    const opened = await newPage(browser, viewport, { consent: null, locale });
    await opened.context.route(/googletagmanager|facebook/, (r) => r.abort());
    return opened;
  }

  /** Header, font, footer with the legal links, cookie banner: all in `lang`. */
  async function expectFrame(page: Page, lang: Lang) {
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('header a[href] img[src="/favicon.svg"]').count()).toBe(1);
    const footer = page.locator('[data-testid="footer"]');
    // Its navigation is named in the page's language too (screen readers announce it).
    expect(await footer.locator('nav').getAttribute('aria-label')).toBe(COMMON[lang].legalNav);
    for (const doc of ['legalNotice', 'privacy', 'terms', 'accessibility'] as const)
      expect(await footer.locator(`a[href="${localizedPath(doc, lang)}"]`).count(), doc).toBe(1);
    expect(await footer.locator('[data-cookie-settings]').textContent()).toBe(
      COMMON[lang].cookieSettings,
    );
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Inter Variable');
    const banner = page.locator('#cookie-banner');
    await banner.waitFor();
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain(COMMON[lang].banner.title);
    expect(await banner.locator('a').getAttribute('href')).toBe(localizedPath('privacy', lang));
    // The banner works: a choice hides it.
    await banner.locator('[data-consent="necessary"]').first().click();
    expect(await banner.isVisible()).toBe(false);
  }

  /** The purchase's download link, with its row made expired or used up. */
  async function refusedLink(lang: Lang, problem: 'expired' | 'used-up') {
    const { context } = await newPage(browser);
    const email = `frame-${problem}-${lang}@example.com`;
    await buyWithDemo(context.request, server, lang, email);
    await context.close();
    const row = await own.database.db
      .selectFrom('ebook_purchases')
      .select(['id', 'download_link', 'download_limit'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await own.database.db
      .updateTable('ebook_purchases')
      .set(
        problem === 'expired'
          ? { link_expires_at: '2020-01-01T00:00:00.000Z' }
          : { download_count: Number(row.download_limit) },
      )
      .where('id', '=', row.id)
      .execute();
    return row.download_link!;
  }

  describe.each(LANGS)('%s', (lang: Lang) => {
    it('answers a used-up download link in the purchase language, in the frame', async () => {
      const link = await refusedLink(lang, lang === 'it' ? 'used-up' : 'expired');
      const problem = DELIVERY_COPY[lang].page.problems[lang === 'it' ? 'used-up' : 'expired'];
      const viewport = lang === 'en' || lang === 'de' ? PHONE : DESKTOP;
      const { context, page } = await visitor(viewport);
      const res = await page.goto(link);
      expect(res?.status()).toBe(410);
      expect(res?.headers()['cache-control']).toBe('no-store');
      expect(await page.title()).toBe(`${problem.title} | Restaurant Closer`);
      expect(await page.locator('h1').textContent()).toBe(problem.title);
      // Static: no framework script on the page, and the form posts without one.
      expect(await page.locator('script[type="module"]').count()).toBe(0);
      const form = page.locator('form[action="/download/resend"]');
      expect(await form.locator('input[name="language"]').inputValue()).toBe(lang);
      expect(await page.locator(`a[href="mailto:${SUPPORT}"]`).count()).toBe(1);
      await shoot(page, `frame-download-${lang}-${viewport.width}`);
      await expectFrame(page, lang);
      // The form's refusal is a page of the same language and frame.
      await form.locator('input[name="email"]').fill('kein-at-zeichen');
      await form.locator('button[type="submit"]').click();
      await page.locator('[data-testid="notice-error"]').waitFor();
      expect(await page.locator('[data-testid="notice-error"]').textContent()).toBe(
        DELIVERY_COPY[lang].api.invalidEmail,
      );
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('[data-testid="footer"]').count()).toBe(1);
      await context.close();
    });

    it('shows the demo payment page in the buyer language, marked test mode in its words, in the frame', async () => {
      const { context, page } = await visitor(lang === 'en' || lang === 'fr' ? PHONE : DESKTOP);
      const started = await startCheckout(
        context.request,
        server,
        lang,
        `demo-${lang}@example.com`,
      );
      const res = await page.goto(started.body.checkoutUrl!);
      expect(res?.status()).toBe(200);
      const copy = DEMO_PAYMENT_COPY[lang];
      expect(await page.title()).toBe(`${copy.title} | Restaurant Closer`);
      expect(await page.locator('[data-testid="demo-test-mode"]').textContent()).toBe(
        copy.testMode,
      );
      expect(copy.testMode).toMatch(
        {
          en: /^TEST MODE – /,
          it: /^MODALITÀ DI PROVA – /,
          de: /^TESTMODUS – /,
          es: /^MODO DE PRUEBA – /,
          fr: /^MODE TEST – /,
        }[lang],
      );
      for (const action of ['pay', 'later', 'decline', 'cancel'] as const)
        expect(await page.locator(`[data-testid="demo-${action}"]`).textContent()).toBe(
          copy[action],
        );
      expect(await page.locator('[data-testid="demo-amount"]').textContent()).toMatch(/47/);
      await shoot(page, `frame-demo-pay-${lang}-${lang === 'en' || lang === 'fr' ? 390 : 1280}`);
      await expectFrame(page, lang);
      // Cancelling leads to the cancel page of the same language.
      await page.locator('[data-testid="demo-cancel"]').click();
      await page.waitForURL((u) => u.pathname === localizedPath('cancel', lang));
      await context.close();
    });

    it('answers an unknown address with the 404 of the path language, in the frame', async () => {
      const viewport = lang === 'de' || lang === 'es' ? PHONE : DESKTOP;
      const { context, page } = await visitor(viewport);
      const res = await page.goto(`${server.url}/${lang}/gibt-es-nicht`);
      expect(res?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe(COMMON[lang].notFound.title);
      await shoot(page, `frame-404-${lang}-${viewport.width}`);
      await expectFrame(page, lang);
      await context.close();
    });

    it('renders the withdrawal page on the server in the purchase language only', async () => {
      const { context, page } = await visitor(lang === 'it' ? PHONE : DESKTOP);
      const sessionId = await buyWithDemo(
        context.request,
        server,
        lang,
        `widerruf-${lang}@example.com`,
      );
      const detail = await context.request.get(
        `${server.url}/api/products/purchase-detail?sessionId=${sessionId}`,
      );
      const withdrawUrl = ((await detail.json()) as { withdrawUrl: string }).withdrawUrl;
      // The HTML as sent, before any script ran.
      const html = await (await context.request.get(withdrawUrl)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${SHOP[lang].titles.withdraw} | Restaurant Closer</title>`);
      expect(html).toContain('data-testid="withdraw-available"');
      expect(html).toContain(SHOP[lang].withdraw.confirmButton);
      for (const other of LANGS.filter((l) => l !== lang))
        expect(html, other).not.toContain(SHOP[other].withdraw.availableText.slice(0, 40));
      await page.goto(withdrawUrl);
      expect(await page.locator('h1').textContent()).toBe(SHOP[lang].withdraw.title);
      await shoot(page, `frame-withdraw-${lang}-${lang === 'it' ? 390 : 1280}`);
      await expectFrame(page, lang);
      await context.close();
    });

    it('answers a withdrawal link that names no purchase with 404, in the browser language', async () => {
      const viewport = lang === 'es' || lang === 'fr' ? PHONE : DESKTOP;
      const locale = LANGUAGE_INFO[lang].locale;
      const { context, page } = await visitor(viewport, locale);
      const res = await page.goto(`${server.url}/withdraw/kein-gueltiger-link`);
      expect(res?.status()).toBe(404);
      expect(res?.headers()['cache-control']).toBe('no-store');
      const copy = SHOP[lang].withdraw;
      await page.locator('[data-testid="withdraw-invalid"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(copy.invalidTitle);
      // The support address is given once: in the text that explains the link.
      expect(await page.locator(`a[href="mailto:${SUPPORT}"]`).count()).toBe(1);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.split(SUPPORT)).toHaveLength(2);
      await shoot(page, `frame-withdraw-invalid-${lang}-${viewport.width}`);
      await expectFrame(page, lang);
      await expectNoAxeViolations(page);
      await context.close();
    });
  });

  it('declares German on the sign-in and the admin, with a German cookie banner', async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}/login`);
    await expectFrameLanguage(page, 'de');
    expect(await signInWithMailedCode(context, { server, sink }, ADMIN)).toBe(200);
    await page.goto(`${server.url}/admin`);
    // /admin sends on to the orders' list (decision 089).
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    await expectFrameLanguage(page, 'de');
    await context.close();
  });

  async function expectFrameLanguage(page: Page, lang: Lang) {
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const banner = page.locator('#cookie-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(COMMON[lang].banner.title);
  }

  it('shows no cookie banner and no cookie-settings link anywhere without a tracker', async () => {
    const { context, page } = await newPage(browser, PHONE, { consent: null });
    const started = await startCheckout(context.request, plain, 'de', 'ohne-tracker@example.com');
    const paths = [
      '/',
      '/de/handbuch-service-verkauf',
      '/de/checkout',
      '/danke',
      '/de/impressum',
      '/login',
      '/de/gibt-es-nicht',
      '/download/kein-gueltiger-link',
      '/withdraw/kein-gueltiger-link',
      new URL(started.body.checkoutUrl!).pathname,
    ];
    for (const path of paths) {
      await page.goto(plain.url + path);
      expect(await page.locator('#cookie-banner').count(), path).toBe(0);
      expect(await page.locator('[data-cookie-settings]').count(), path).toBe(0);
    }
    await context.close();
  });
});
