import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/shared/languages';
import { startTagScripts, type TagHit } from '../fakes/tag-scripts';
import { fakeForSuite } from '../setup/fakes';
import { DESKTOP, newPage, shopForSuite } from './harness';
import { hydrated, buyOnDemoPage } from './page-actions';

const ITEM = 'restaurant-closer-manual';

/**
 * GA4 and the Meta pixel, with their scripts served by local stand-ins that report every hit:
 * nothing leaves the shop before consent or with 'necessary only'; after 'accept all' each
 * event is sent the right number of times with the right values, across a landing visit, a
 * checkout and a purchase.
 */
describe('third-party tracking in Chromium', () => {
  const tags = fakeForSuite(startTagScripts);
  const { server, browser } = shopForSuite({
    env: () => ({
      GA_MEASUREMENT_ID: 'G-TEST123',
      META_PIXEL_ID: '1234567890',
      GA_SCRIPT_URL: tags.gaScriptUrl,
      META_PIXEL_SCRIPT_URL: tags.pixelScriptUrl,
    }),
  });

  const events = (tag: TagHit['tag'], name: string) =>
    tags.hits.filter((h) => h.tag === tag && h.kind === 'event' && h.name === name);
  const count = (tag: TagHit['tag'], name: string, page?: string) =>
    events(tag, name).filter((h) => page === undefined || h.page === page).length;

  /** A first visit, the stand-ins' hits forgotten: the landing page, where all cookies are accepted. */
  async function acceptAllOnLanding() {
    tags.clear();
    const opened = await newPage(browser, DESKTOP, { consent: null });
    await opened.page.goto(server.url + '/');
    await opened.page.locator('#cookie-banner [data-consent="all"]').first().click();
    return opened;
  }

  it('sends nothing anywhere but the shop before consent and with necessary cookies only', async () => {
    tags.clear();
    const { context, page } = await newPage(browser, DESKTOP, { consent: null });
    const origins = new Set<string>();
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    await page.goto(server.url + '/');
    await page.locator('#cookie-banner').waitFor();
    await page.locator('[data-buy="hero"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('checkout', 'en'));
    await page.locator('#cookie-banner [data-consent="necessary"]').first().click();
    await page.goto(server.url + '/de');
    await page.goto(server.url + localizedPath('checkout', 'de'));
    await hydrated(page);
    await page.waitForTimeout(500);
    expect([...origins]).toEqual([server.url]);
    expect(tags.loads).toEqual([]);
    expect(tags.hits).toEqual([]);
    await context.close();
  });

  it('counts a landing visit, a checkout and a purchase once each, with real values', async () => {
    // Consent is given on this visit: the page view and the product view of this very page.
    const { context, page } = await acceptAllOnLanding();
    // Each event is a request of its own to the stand-in: they may arrive in any order.
    await expect.poll(() => count('meta', 'ViewContent', '/')).toBe(1);
    await expect.poll(() => count('ga', 'view_item', '/')).toBe(1);
    await expect.poll(() => count('ga', 'page_view', '/')).toBe(1);
    await expect.poll(() => count('meta', 'PageView', '/')).toBe(1);
    const viewed = events('ga', 'view_item')[0].params;
    expect(viewed).toMatchObject({ value: 47, currency: 'EUR' });
    // The item carries its price, as GA4's item reports need it.
    expect(viewed.items).toEqual([
      { item_id: ITEM, item_name: expect.any(String), price: 47, quantity: 1 },
    ]);
    // Consent Mode v2: denied by default before the tag loads, then granted.
    const consent = tags.hits
      .filter((h) => h.tag === 'ga' && h.kind === 'consent')
      .sort((a, b) => a.seq - b.seq);
    expect(consent.map((h) => [h.name, h.params.analytics_storage])).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);

    // The buy button opens the checkout: a page view there, the checkout starts on submit.
    await page.locator('[data-buy="hero"]').click();
    const checkoutPath = localizedPath('checkout', 'en');
    await page.waitForURL((u) => u.pathname === checkoutPath);
    await hydrated(page);
    await expect.poll(() => count('ga', 'page_view', checkoutPath)).toBe(1);
    expect(count('ga', 'begin_checkout')).toBe(0);
    expect(count('meta', 'InitiateCheckout')).toBe(0);
    await buyOnDemoPage(page, 'tracked@example.com');
    await expect.poll(() => count('ga', 'begin_checkout')).toBe(1);
    await expect.poll(() => count('meta', 'InitiateCheckout')).toBe(1);
    expect(events('ga', 'begin_checkout')[0].params).toMatchObject({ value: 47, currency: 'EUR' });
    expect(
      (events('ga', 'begin_checkout')[0].params.items as Array<{ price: number }>)[0].price,
    ).toBe(47);

    // Paid: one purchase with its order id, value and item, on each script.
    await page.locator('[data-testid="demo-pay"]').click();
    const successPath = localizedPath('success', 'en');
    await page.waitForURL((u) => u.pathname === successPath);
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await expect.poll(() => count('ga', 'purchase')).toBe(1);
    await expect.poll(() => count('meta', 'Purchase')).toBe(1);
    const purchase = events('ga', 'purchase')[0].params;
    expect(purchase).toMatchObject({ value: 47, currency: 'EUR' });
    expect(purchase.transaction_id).toMatch(/^RC-/);
    expect(purchase.items).toEqual([
      { item_id: ITEM, item_name: expect.any(String), price: 47, quantity: 1 },
    ]);
    const metaPurchase = events('meta', 'Purchase')[0];
    expect(metaPurchase.params).toMatchObject({ value: 47, currency: 'EUR', content_ids: [ITEM] });
    expect(metaPurchase.options).toEqual({ eventID: purchase.transaction_id });

    // A reload of the success page is a page view, never a second sale.
    await page.reload();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await expect.poll(() => count('ga', 'page_view', successPath)).toBe(2);
    await page.waitForTimeout(500);
    expect(count('ga', 'purchase')).toBe(1);
    expect(count('meta', 'Purchase')).toBe(1);

    // One page view per page and script, never the tag's own on top.
    expect(tags.hits.filter((h) => h.automatic)).toEqual([]);
    const gaViews = events('ga', 'page_view').length;
    expect(events('meta', 'PageView').length).toBe(gaViews);
    expect(count('ga', 'view_item')).toBe(1);
    await context.close();
  });

  it('stops sending once consent is withdrawn', async () => {
    const { context, page } = await acceptAllOnLanding();
    await expect.poll(() => count('ga', 'page_view', '/')).toBe(1);
    await page.locator('[data-cookie-settings]').first().click();
    await page.locator('#cookie-banner [data-consent="necessary"]').first().click();
    await page.waitForLoadState('load');
    // The withdrawal reaches both scripts (denied, revoked); hits sent before it may still be
    // on their way, so the count is taken once they have all arrived.
    await expect
      .poll(() =>
        tags.hits.some(
          (h) =>
            h.tag === 'ga' &&
            h.kind === 'consent' &&
            h.params.analytics_storage === 'denied' &&
            h.name === 'update',
        ),
      )
      .toBe(true);
    await expect
      .poll(() =>
        tags.hits.some((h) => h.tag === 'meta' && h.kind === 'consent' && h.name === 'revoke'),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    const before = tags.hits.length;
    await page.goto(server.url + '/it');
    await page.goto(server.url + localizedPath('checkout', 'it'));
    await page.waitForTimeout(500);
    expect(tags.hits.slice(before)).toEqual([]);
    expect(tags.hits.filter((h) => h.page !== '/')).toEqual([]);
    await context.close();
  });
});
