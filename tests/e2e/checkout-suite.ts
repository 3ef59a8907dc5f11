import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PublicProduct } from '../../src/shared/products';
import { DESKTOP, newPage, shoot, shopForSuite } from './harness';

export const ACADEMY_URL = 'https://academy.example.com/course';
export const SUPPORT_EMAIL = 'help@shop.example';

export const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What the checkout and result-page suites share: the server (with the academy, support
 * address and a measurement id), Chromium, the products, and helpers to open and drive pages.
 */
export function checkoutPagesSuite() {
  const { server, browser } = shopForSuite({
    env: {
      ACADEMY_URL,
      SUPPORT_EMAIL,
      // A measurement id makes the page script define gtag, so analytics calls can be counted
      // in dataLayer; the remote script itself is blocked in each test.
      GA_MEASUREMENT_ID: 'G-TEST123',
    },
  });
  const state = { products: [] as PublicProduct[] };
  beforeAll(async () => {
    state.products = (await (await fetch(`${server.url}/api/products`)).json()) as PublicProduct[];
  });

  async function open(
    path: string,
    viewport = DESKTOP,
    consent: 'all' | 'necessary' = 'necessary',
    status = 200,
  ) {
    const { context, page } = await newPage(browser, viewport, { consent });
    await context.route(/googletagmanager|facebook/, (r) => r.abort());
    const res = await page.goto(server.url + path);
    expect(res?.status(), path).toBe(status);
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

  /**
   * The page as the server wrote it: one script-less tab per suite, stylesheets and images not
   * fetched, so a language's texts and links are read at the cost of one HTML response. What
   * only the running page does (layout, forms, hydration) is checked with `open`.
   */
  let staticTab: Page | undefined;
  async function served(path: string, status = 200) {
    if (!staticTab) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(/./, (route) =>
        route.request().resourceType() === 'document' ? route.continue() : route.abort(),
      );
      staticTab = await context.newPage();
    }
    const res = await staticTab.goto(server.url + path);
    expect(res?.status(), path).toBe(status);
    return staticTab;
  }

  /** A screenshot from the running page, when screenshots are asked for (SCREENSHOTS=1). */
  async function shootPage(path: string, name: string, viewport = DESKTOP) {
    if (process.env.SCREENSHOTS !== '1') return;
    const { context, page } = await open(path, viewport);
    await shoot(page, name);
    await context.close();
  }

  async function expectRobotsNoindex(page: Page) {
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }

  return {
    server,
    browser,
    state,
    open,
    served,
    shootPage,
    hydrated,
    mouseClick,
    isReallyDisabled,
    expectRobotsNoindex,
  };
}
