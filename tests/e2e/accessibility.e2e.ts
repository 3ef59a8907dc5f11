import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EDITION_COPY } from '../../src/server/content';
import { recordAudit } from '../../src/server/domain/tables/audit-log';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { createPaidPurchase } from '../setup/purchases';
import { axeViolations, preloadAxe, preloadedAxeViolations, type AxeViolation } from './axe';
import { buyWithDemo, startCheckout } from './buy-by-api';
import { adminShopForSuite, DESKTOP, newPage, PHONE, shoot } from './harness';

const ADMIN = 'barrierefrei@example.com';
const WIDTHS = [PHONE, DESKTOP];

/** One page state to check: where it is, and what shows that it has finished drawing. */
interface Check {
  label: string;
  path: string;
  /** Selectors that each show something only the finished page has. */
  ready: string | string[];
}

/**
 * The sweep: every page of the shop, in every language and at both widths, against axe-core's
 * WCAG 2.0/2.1/2.2 A and AA rules. One page per width is navigated from check to check, axe-core
 * is loaded once per context, and every violation is gathered before the test fails, so one run
 * names them all.
 */
describe('axe-core finds no WCAG 2.2 A/AA violation on any page, in Chromium', () => {
  const shop = adminShopForSuite(ADMIN, {
    ACADEMY_URL: 'https://academy.example.com/course',
    SUPPORT_EMAIL: 'help@shop.example',
  });
  const { server, browser, own, signIn } = shop;

  async function sweep(pages: (width: number, page: Page) => Promise<Check[]>, admin = false) {
    const found: Array<{ label: string; violations: AxeViolation[] }> = [];
    let count = 0;
    for (const size of WIDTHS) {
      const { context, page } = await newPage(browser, size);
      await preloadAxe(context);
      if (admin) await signIn(context);
      for (const check of await pages(size.width, page)) {
        await page.goto(server.url + check.path, { waitUntil: 'domcontentloaded' });
        for (const ready of [check.ready].flat()) await page.locator(ready).first().waitFor();
        const violations = await preloadedAxeViolations(page);
        await shoot(page, `a11y-${check.label.replace(/\W+/g, '-')}-${size.width}`);
        count += 1;
        if (violations.length > 0) {
          found.push({ label: `${check.label} @${size.width}`, violations });
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);
    return count;
  }

  it('names the violations of a page that breaks the rules, by either way of loading axe-core', async () => {
    const broken = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#bbb;background:#fff">Pale text nobody can read.</p>
      <button></button></main></body></html>`;
    const { context, page } = await newPage(browser);
    await preloadAxe(context);
    await page.route(`${server.url}/broken`, (route) =>
      route.fulfill({ contentType: 'text/html', body: broken }),
    );
    await page.goto(`${server.url}/broken`);
    const preloaded = (await preloadedAxeViolations(page)).map((v) => v.rule).sort();
    expect(preloaded).toEqual(['button-name', 'color-contrast', 'image-alt']);
    const fresh = await newPage(browser);
    await fresh.page.setContent(broken);
    expect((await axeViolations(fresh.page)).map((v) => v.rule).sort()).toEqual(preloaded);
    await fresh.context.close();
    await context.close();
  });

  /** A purchase of the language's edition whose link has been used up or has expired. */
  async function spentLink(lang: Lang, how: 'used' | 'expired') {
    const bought = await createPaidPurchase(own.database.db, own.config, {
      email: `${how}-${lang}@example.com`,
      lang,
    });
    await own.database.db
      .updateTable('ebook_purchases')
      .set(
        how === 'used'
          ? { download_count: 10, download_limit: 10 }
          : { link_expires_at: new Date(Date.now() - 1000).toISOString() },
      )
      .where('id', '=', bought.id)
      .execute();
    return new URL(bought.downloadUrl).pathname;
  }

  it('checks every buyer page in all five languages at 390 and 1280 px', async () => {
    const links = new Map<string, string>();
    for (const lang of LANGS) {
      for (const how of ['used', 'expired'] as const)
        links.set(`${how}-${lang}`, await spentLink(lang, how));
      const { withdrawUrl } = await createPaidPurchase(own.database.db, own.config, {
        email: `withdraw-${lang}@example.com`,
        lang,
      });
      links.set(`withdraw-${lang}`, new URL(withdrawUrl).pathname);
    }
    const count = await sweep(async (width, page) => {
      const checks: Check[] = [];
      // Opened first: the browser remembers its last five purchases, the five below.
      const demo = await startCheckout(
        page.context().request,
        server,
        'en',
        `demo-${width}@example.com`,
      );
      for (const lang of LANGS) {
        // The success page shows only this browser's own purchase.
        const session = await buyWithDemo(
          page.context().request,
          server,
          lang,
          `buyer-${lang}-${width}@example.com`,
        );
        const h1 = 'h1';
        checks.push(
          { label: `home ${lang}`, path: localizedPath('home', lang), ready: '[data-buy="hero"]' },
          {
            label: `checkout ${lang}`,
            path: localizedPath('checkout', lang),
            ready: '[data-testid="checkout-form"]',
          },
          {
            label: `success ${lang}`,
            path: `${localizedPath('success', lang)}?session_id=${session}`,
            ready: '[data-testid="download-button"]',
          },
          { label: `cancel ${lang}`, path: localizedPath('cancel', lang), ready: h1 },
          { label: `error ${lang}`, path: localizedPath('error', lang), ready: h1 },
          {
            label: `thanks ${lang}`,
            path: `${localizedPath('thanks', lang)}?id=${session}`,
            ready: '[data-testid="download-button"]',
          },
          {
            label: `thanks without purchase ${lang}`,
            path: localizedPath('thanks', lang),
            ready: '[data-testid="resend"]',
          },
          {
            label: `withdrawal ${lang}`,
            path: links.get(`withdraw-${lang}`)!,
            ready: '[data-testid="withdraw-confirm"]',
          },
          { label: `download used up ${lang}`, path: links.get(`used-${lang}`)!, ready: h1 },
          { label: `download expired ${lang}`, path: links.get(`expired-${lang}`)!, ready: h1 },
          { label: `download sent ${lang}`, path: `/download/sent?lang=${lang}`, ready: h1 },
          ...(['legalNotice', 'privacy', 'terms', 'accessibility'] as const).map((doc) => ({
            label: `${doc} ${lang}`,
            path: localizedPath(doc, lang),
            ready: h1,
          })),
          {
            label: `404 ${lang}`,
            path: `/${lang}/no-such-page`,
            ready: '[data-testid="not-found"]',
          },
        );
      }
      checks.push(
        {
          label: 'demo payment en',
          path: new URL(demo.body.checkoutUrl!, server.url).pathname,
          ready: '[data-testid="demo-pay"]',
        },
        {
          label: 'withdrawal, unknown link',
          path: '/withdraw/not-a-token',
          ready: '[data-testid="withdraw-invalid"]',
        },
        { label: 'login', path: '/login', ready: 'h1' },
      );
      return checks;
    });
    // 5 languages × 16 pages, three pages without a language, at two widths.
    expect(count).toBe(2 * (5 * 16 + 3));
  }, 600_000);

  it('checks the admin area in German at 390 and 1280 px', async () => {
    const order = await createPaidPurchase(own.database.db, own.config, {
      email: 'kundin@beispiel.de',
      lang: 'de',
      name: 'Anna Muster',
    });
    const entry = await recordAudit(own.database.db, {
      actor: ADMIN,
      action: 'update',
      table: 'products',
      rowId: 'ebook-restaurant-closer-de',
      summary: 'Preis geändert',
      before: { price: 3900 },
      after: { price: 4250 },
    });
    const list = ['tbody tr, :text("Keine Daten vorhanden")'];
    const count = await sweep(
      async () => [
        { label: 'dashboard (Bestellungen)', path: '/admin', ready: list },
        ...['admins', 'products', 'audit_log'].map((table) => ({
          label: `table ${table}`,
          path: `/admin/tabellen/${table}`,
          ready: ['#table-title', ...list],
        })),
        {
          label: 'Verkäufe',
          path: '/admin/verkaeufe',
          ready: ['[data-testid="sales-net"]', '.recharts-surface'],
        },
        {
          label: 'Rechnungen',
          path: '/admin/rechnungen',
          ready: '[data-testid="invoices-view"]',
        },
        {
          label: 'Provisionen',
          path: '/admin/provisionen',
          ready: '[data-testid="commissions-view"] h3',
        },
        { label: 'order', path: `/admin/orders/${order.id}`, ready: `h2:has-text("${order.id}")` },
        { label: 'free copy', path: '/admin/orders/new', ready: 'h2:has-text("Gratisexemplar")' },
        { label: 'audit entry', path: `/admin/audit/${entry}`, ready: 'tbody tr' },
      ],
      true,
    );
    expect(count).toBe(20);
  }, 300_000);

  /**
   * Presses Tab (Shift+Tab with `back`) until the focus is on `target`, and fails on the first
   * element on the way that the focus lands on without showing it (WCAG 2.4.7).
   */
  async function tabTo(page: Page, target: string, { back = false, max = 80 } = {}) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const focus = await page.evaluate((selector) => {
        const el = document.activeElement;
        if (!el || el === document.body) return { at: false, shown: true, name: 'body' };
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          at: el.matches(selector),
          shown: el.matches(':focus-visible') && (outline || style.boxShadow !== 'none'),
          name: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)}`,
        };
      }, target);
      expect(focus.shown, `focus visible on ${focus.name}`).toBe(true);
      if (focus.at) return;
    }
    throw new Error(`${target} not reached with the keyboard`);
  }

  it('buys from the landing page to the download with the keyboard alone', async () => {
    const lang: Lang = 'en';
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(server.url + localizedPath('home', lang));
    await tabTo(page, '[data-buy="hero"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === localizedPath('checkout', lang));
    // The form answers keys once React has attached itself to it.
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="checkout-form"]');
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    });
    await tabTo(page, '[data-testid="email"]');
    await page.keyboard.type('keyboard@example.com');
    await tabTo(page, '[data-testid="terms"]');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="delivery-consent"]');
    await page.keyboard.press('Space');
    // Back to the address and forth again: the choices stay, the focus shows both ways.
    await tabTo(page, '[data-testid="email"]', { back: true });
    await tabTo(page, '[data-testid="buy-button"]');
    expect(await page.locator('[data-testid="terms"]').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="delivery-consent"]').isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo-pay\//);
    await tabTo(page, '[data-testid="demo-pay"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === localizedPath('success', lang));
    await page.locator('[data-testid="download-button"]').waitFor();
    await tabTo(page, '[data-testid="download-button"]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(EDITION_COPY[lang].fileName);
    await context.close();
  }, 120_000);
});
