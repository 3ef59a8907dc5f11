import type { Page } from 'playwright-core';

/** Waits until React has hydrated the element (the checkout form unless named), so clicks reach its handlers. */
export async function hydrated(page: Page, selector = '[data-testid="checkout-form"]') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
}

/**
 * A real mouse click at the element's centre. Playwright's own click() waits for a button
 * with aria-disabled="true" to become enabled; the spec wants exactly that click to work.
 */
export async function mouseClick(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Fills the checkout with `email`, gives every consent it asks for and goes on to the demo payment page. */
export async function submitCheckout(page: Page, email: string) {
  await hydrated(page);
  await page.locator('[data-testid="email"]').fill(email);
  // Every consent the checkout asks for (terms, and immediate delivery where asked).
  for (const box of await page
    .locator('[data-testid="checkout-form"] input[type="checkbox"]')
    .all())
    await box.check();
  await page.locator('[data-testid="buy-button"]').click();
  await page.waitForURL(/\/demo-pay\//);
}

/** Fills the checkout's address with `email` and ticks the terms and the immediate delivery. */
export async function fillCheckout(page: Page, email: string) {
  await page.locator('[data-testid="email"]').fill(email);
  await page.locator('[data-testid="terms"]').check();
  await page.locator('[data-testid="delivery-consent"]').check();
}

/** Fills the checkout as `fillCheckout` does, buys, and waits for the demo payment page. */
export async function buyOnDemoPage(page: Page, email: string) {
  await fillCheckout(page, email);
  await page.locator('[data-testid="buy-button"]').click();
  await page.waitForURL(/\/demo-pay\//);
}
