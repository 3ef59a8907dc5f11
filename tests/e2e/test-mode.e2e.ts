import { describe, expect, it } from 'vitest';
import { COMMON } from '../../src/app/content/common';
import { startCheckout } from './buy-by-api';
import { DESKTOP, newPage, shoot, shopForSuite } from './harness';

/** A production shop left on the demo provider gives nothing away unannounced. */
describe('a production shop on demo payments, in Chromium', () => {
  const { server, browser } = shopForSuite({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: '4f9c2e71a0d85b36e1c7f04a92d6b3e8',
      PAYMENT_PROVIDER: 'demo',
      SELLER_NAME: 'Trattoria Uno',
      SELLER_ADDRESS: 'Via Roma 1, Roma',
      SUPPORT_EMAIL: 'help@trattoria-uno.it',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'shop@trattoria-uno.it',
    },
  });

  it('shows a test-mode banner on every page and warns at every start', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    for (const path of ['/', '/de', '/checkout', '/it/checkout', '/thank-you', '/no-such-page']) {
      await page.goto(server.url + path);
      expect(await page.locator('[data-testid="test-mode-banner"]').count(), path).toBe(1);
    }
    await page.goto(`${server.url}/download/not-a-token`);
    expect(await page.locator('body').innerText()).toContain('TEST MODE');
    expect(await page.locator('[data-testid="test-mode-banner"]').count()).toBe(1);
    // The demo payment page, in the buyer's language: the site's banner, not a second one.
    const started = await startCheckout(context.request, server, 'de', 'test@trattoria.example');
    await page.goto(started.body.checkoutUrl!);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('[data-testid="test-mode-banner"]').textContent()).toBe(
      COMMON.de.testMode,
    );
    expect(await page.locator('[data-testid="demo-test-mode"]').count()).toBe(0);
    await shoot(page, 'test-mode-demo-pay-de-1280');
    await context.close();
    expect(server.output()).toMatch(/Payments are in demo mode/);
  });
});
