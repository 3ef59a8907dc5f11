import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, shopForSuite } from './harness';

/** A production shop left on the demo provider gives nothing away unannounced. */
describe('a production shop on demo payments, in Chromium', () => {
  const { server, browser } = shopForSuite({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: '4f9c2e71a0d85b36e1c7f04a92d6b3e8',
      PAYMENT_PROVIDER: 'demo',
      SELLER_NAME: 'Trattoria Uno',
      SELLER_ADDRESS: 'Via Roma 1, Roma',
      SUPPORT_EMAIL: 'help@trattoria.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'shop@trattoria.example',
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
    await context.close();
    expect(server.output()).toMatch(/Payments are in demo mode/);
  });
});
