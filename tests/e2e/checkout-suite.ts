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

  return { server, browser, state, open, served, shootPage };
}

/** The DOM property, not Playwright's reading (which counts aria-disabled as disabled). */
export const isReallyDisabled = (page: Page) =>
  page.locator('[data-testid="buy-button"]').evaluate((el) => (el as HTMLButtonElement).disabled);

export async function expectRobotsNoindex(page: Page) {
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
}

/** The parameters of the page's first "purchase" event in the tag manager's data layer. */
export function purchaseEvent(page: Page) {
  return page.evaluate(
    () =>
      Array.from(
        ((window as any).dataLayer as IArguments[]).find(
          (a) => a[0] === 'event' && a[1] === 'purchase',
        )!,
      )[2],
  );
}
