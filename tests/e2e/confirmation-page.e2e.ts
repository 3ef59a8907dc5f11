import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { PURCHASE_ANSWERS } from '../../src/shared/purchase-answers';
import { expectNoAxeViolations } from './axe';
import { buyWithDemo } from './buy-by-api';
import { DESKTOP, newPage, PHONE, serverForSuite, shoot, shopForSuite } from './harness';

const ACADEMY = 'https://academy.example.com/course';
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The confirmation page (a thank-you page with ?id=) shows the purchase like the success page:
 * subtitle and badge strip, the download, the academy only when there is one (its button opens
 * a new tab); the id leaves the address bar and the page survives a reload and the flags; a
 * purchase started in another browser is explained in the page's language, not shown as an
 * error, and its link can be mailed again (in the purchase's language).
 */
describe('the confirmation page in Chromium', () => {
  const { server, browser, sink } = shopForSuite({ smtp: true, env: { ACADEMY_URL: ACADEMY } });
  const bare = serverForSuite();

  async function confirmation(page: Page, lang: Lang, sessionId: string, origin = server.url) {
    await page.goto(`${origin}${localizedPath('thanks', lang)}?id=${sessionId}`);
    await page.locator('[data-testid="download-button"]').waitFor();
  }

  describe.each(LANGS)('%s', (lang: Lang) => {
    it('shows the subtitle, the badge strip and the academy in a new tab', async () => {
      const viewport = lang === 'de' || lang === 'it' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      const sessionId = await buyWithDemo(
        context.request,
        server,
        lang,
        `danke-${lang}@example.com`,
      );
      await confirmation(page, lang, sessionId);
      const success = SHOP[lang].success;
      expect(norm(await page.locator('h1').textContent())).toBe(SHOP[lang].thanks.title);
      expect(norm(await page.locator('[data-testid="thanks-subtitle"]').textContent())).toBe(
        norm(success.subtitle),
      );
      const strip = norm(await page.locator('[data-testid="purchase-facts"]').textContent());
      for (const badge of [success.secureDownload, success.instantAccess, success.pdfFormat])
        expect(strip).toContain(norm(badge));
      expect(strip).toContain(`90 ${success.pages}`);
      expect(await page.locator('[data-testid="purchase-facts"] li').count()).toBe(4);
      expect(norm(await page.locator('[data-testid="email-notice"]').textContent())).toBe(
        norm(SHOP[lang].thanks.emailNotice),
      );
      // The id left the address bar once the page had read it.
      expect(page.url()).toBe(server.url + localizedPath('thanks', lang));
      const academy = page.locator('[data-testid="academy-button"]');
      expect(await academy.getAttribute('href')).toBe(ACADEMY);
      expect(await academy.getAttribute('target')).toBe('_blank');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
      await shoot(page, `confirmation-${lang}-${viewport.width}`);
      await context.close();
    });
  });

  it('opens the academy in a new tab and keeps the page', async () => {
    const { context, page } = await newPage(browser);
    await context.route(`${ACADEMY}**`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>Academy</title>' }),
    );
    const sessionId = await buyWithDemo(context.request, server, 'fr', 'academie@example.com');
    await confirmation(page, 'fr', sessionId);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-testid="academy-button"]').click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(ACADEMY);
    expect(page.url()).toBe(server.url + localizedPath('thanks', 'fr'));
    await context.close();
  });

  it('keeps the purchase on a reload and across the language flags', async () => {
    const { context, page } = await newPage(browser);
    const sessionId = await buyWithDemo(context.request, server, 'it', 'ricarica@example.com');
    await confirmation(page, 'it', sessionId);
    await page.reload();
    await page.locator('[data-testid="download-button"]').waitFor();
    expect(page.url()).not.toContain(sessionId);
    // The flags carry the purchase: the same confirmation in German, the id gone again.
    await page.locator('[data-testid="language-flags"] a[hreflang="de"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('thanks', 'de'));
    await page.locator('[data-testid="download-button"]').waitFor();
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.de.thanks.title);
    expect(page.url()).not.toContain(sessionId);
    // The success page too.
    await page.goto(`${server.url}${localizedPath('success', 'es')}?session_id=${sessionId}`);
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await page.locator('[data-testid="language-flags"] a[hreflang="en"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'en'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    expect(page.url()).not.toContain(sessionId);
    // A thank-you page opened afresh, without an id, is the plain "check your e-mail".
    await page.goto(server.url + localizedPath('thanks', 'en'));
    await page.locator('[data-testid="resend"]').waitFor();
    expect(await page.locator('[data-testid="download-button"]').count()).toBe(0);
    await context.close();
  });

  describe.each(LANGS)('a purchase from another browser, on a %s page', (pageLang: Lang) => {
    // Bought in another language than the page's, as after a language switch.
    const buyerLang = LANGS[(LANGS.indexOf(pageLang) + 1) % LANGS.length];

    it('is explained in the page language, and its link is mailed in the purchase language', async () => {
      const email = `ailleurs-${pageLang}@example.com`;
      const buyer = await newPage(browser);
      const sessionId = await buyWithDemo(buyer.context.request, server, buyerLang, email);
      await buyer.context.close();
      const viewport = pageLang === 'de' || pageLang === 'fr' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      for (const address of [
        `${server.url}${localizedPath('thanks', pageLang)}?id=${sessionId}`,
        `${server.url}${localizedPath('success', pageLang)}?session_id=${sessionId}`,
      ]) {
        await page.goto(address);
        await page.locator('[data-testid="purchase-elsewhere"]').waitFor();
        expect(norm(await page.locator('h1').textContent())).toBe(
          SHOP[pageLang].success.elsewhereTitle,
        );
        // Heading and sentence in one language: the page's, not the purchase's.
        expect(await page.locator('[data-testid="purchase-elsewhere-message"]').textContent()).toBe(
          PURCHASE_ANSWERS[pageLang].detailOtherBrowser,
        );
        expect(await page.locator('[data-testid="purchase-error"]').count()).toBe(0);
        expect(await page.locator('[data-testid="download-button"]').count()).toBe(0);
        expect(await page.locator('form[action="/download/resend"]').count()).toBe(1);
      }
      await expectNoAxeViolations(page);
      await shoot(page, `confirmation-elsewhere-${pageLang}-${viewport.width}`);

      // The form on the page sends the link again, in the language the edition was bought in.
      await page.waitForFunction(() => {
        const el = document.querySelector('form[action="/download/resend"]');
        return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
      });
      const before = sink.messages.length;
      await page.locator('[data-testid="resend-email"]').fill(email);
      await page.locator('form[action="/download/resend"] button[type="submit"]').click();
      await page.locator('[data-testid="resend-status"]', { hasText: /\S/ }).waitFor();
      expect(await page.locator('[data-testid="resend-status"]').textContent()).toBe(
        DELIVERY_COPY[pageLang].api.neutral,
      );
      const mail = await sink.waitFor(
        (m) =>
          m.envelope.to.includes(email) &&
          sink.messages.indexOf(m) >= before &&
          m.subject === DELIVERY_COPY[buyerLang].resendMail.subject,
        20_000,
      );
      expect(mail.text).toContain(DELIVERY_COPY[buyerLang].resendMail.intro);
      await context.close();
    });
  });

  it('promises no academy when none is configured', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const sessionId = await buyWithDemo(context.request, bare, 'de', 'ohne-academy@example.com');
    const none = async () => {
      expect(await page.locator('[data-testid="academy-upsell"]').count()).toBe(0);
      const text = norm(await page.locator('main').textContent());
      for (const copy of [SHOP.de.success, SHOP.de.thanks])
        expect(text).not.toContain(norm(copy.upsellTitle));
    };
    await page.goto(`${bare.url}${localizedPath('success', 'de')}?session_id=${sessionId}`);
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await none();
    await shoot(page, 'success-no-academy-de-390');
    await confirmation(page, 'de', sessionId, bare.url);
    await none();
    await page.goto(bare.url + localizedPath('thanks', 'de'));
    await page.locator('[data-testid="resend"]').waitFor();
    await none();
    await context.close();
  });
});
