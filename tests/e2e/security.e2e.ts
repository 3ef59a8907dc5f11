import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, shopForSuite, signInWithMailedCode } from './harness';
import { submitCheckout } from './page-actions';

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>document.title='pwned';fetch('/api/users/me').then(()=>{window.top.pwned=true})</script><rect width="40" height="40" fill="#b4341f"/></svg>`;

/** Attacks found from outside, replayed in Chromium against the real server. */
describe('security in Chromium', () => {
  const ADMIN = 'boss@example.com';
  const shop = shopForSuite({
    smtp: true,
    env: { ADMIN_EMAILS: ADMIN, GA_MEASUREMENT_ID: 'G-TEST12345' },
  });
  const { server, browser } = shop;

  it('a signed-in administrator sent to /login with a crafted return URL stays on the shop', async () => {
    for (const returnUrl of ['/.//evil.example/', '/..//evil.example/', '//evil.example']) {
      const { context, page } = await newPage(browser, DESKTOP);
      expect(await signInWithMailedCode(context, shop, ADMIN)).toBe(200);
      await page.goto(`${server.url}/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await page.waitForURL((u) => u.pathname !== '/login', { timeout: 15_000 });
      expect(new URL(page.url()).origin).toBe(server.url);
      await context.close();
    }
  });

  it('an uploaded SVG with a script runs nothing when an administrator opens it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    expect(await signInWithMailedCode(context, shop, ADMIN)).toBe(200);
    const upload = await context.request.post(`${server.url}/api/upload/media`, {
      headers: { origin: server.url },
      multipart: {
        file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG_WITH_SCRIPT) },
      },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };

    // Embedded as an image (how the shop uses it): shown, no script.
    await page.goto(`${server.url}/`);
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const img = document.createElement('img');
          img.onload = () => resolve();
          img.onerror = () => resolve();
          img.src = src;
          document.body.append(img);
        }),
      url,
    );
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

    // Opened directly: saved as a file, never rendered as a page of this origin.
    const scriptCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/users/me')) scriptCalls.push(r.url());
    });
    const download = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
    await page.goto(`${server.url}${url}`).catch(() => null);
    await download;
    expect(await page.title()).not.toBe('pwned');
    expect(scriptCalls).toEqual([]);
    await context.close();
  });

  it('runs every page under a policy without unsafe-inline scripts, and nothing is blocked', async () => {
    const pages = [
      '/',
      '/de',
      '/it',
      '/checkout',
      '/de/checkout',
      '/login',
      '/thank-you',
      '/no-such-page',
    ];
    for (const path of pages) {
      const { context, page } = await newPage(browser, DESKTOP);
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      const res = await page.goto(server.url + path);
      const policy = res?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).toMatch(/'(sha256|nonce)-/);
      await page.waitForLoadState('load');
      // The page script ran (it marks the document), and React attached where it hydrates.
      expect(await page.evaluate(() => document.readyState)).toBe('complete');
      expect(violations, path).toEqual([]);
      await context.close();
    }
  });

  it('takes the checkout session id out of the address before any tracker can read it', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { consent: 'all' });
    // The analytics loader is a local stand-in that notes the address it was loaded on.
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: '(window.__trackerSaw = window.__trackerSaw || []).push(location.href);',
      }),
    );
    await page.goto(`${server.url}/checkout`);
    await submitCheckout(page, 'tracked@example.com');
    await page.locator('button', { hasText: 'Pay (test)' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/success');
    await page.locator('[data-testid="purchase-success"]').waitFor();
    expect(page.url()).not.toContain('session_id');
    const seen = await page.evaluate(() => (window as { __trackerSaw?: string[] }).__trackerSaw);
    expect(seen?.length).toBeGreaterThan(0);
    for (const address of seen ?? []) expect(address).not.toContain('session_id');
    // A reload of the clean address still shows the purchase.
    await page.reload();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await context.close();
  });
});
