import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/shared/format';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { DELIVERY_CONSENT_TEXT, DELIVERY_CONSENT_VERSION } from '../../src/shared/delivery-consent';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { buyWithDemo, startCheckout } from './buy-by-api';
import { DESKTOP, newPage, PHONE, serverDatabase, shoot, shopForSuite } from './harness';
import { norm } from './checkout-suite';
import { hydrated, mouseClick, fillCheckout } from './page-actions';

/**
 * The express consent to immediate delivery (decision D15): a second, unticked box on the
 * checkout, required like the terms, refused by the server without it, stored with the
 * purchase and confirmed in the delivery e-mail.
 */
describe('express consent to immediate delivery in Chromium', () => {
  const { server, browser, sink } = shopForSuite({ smtp: true });
  const own = serverDatabase(server);

  describe.each(LANGS)('%s', (lang: Lang) => {
    const copy = SHOP[lang].checkout;
    const path = localizedPath('checkout', lang);

    it('is a box of its own, unticked, with its own message after blur and on click', async () => {
      const { context, page } = await newPage(browser, lang === 'de' ? PHONE : DESKTOP);
      let posted = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/create-checkout-session')) posted += 1;
      });
      await page.goto(server.url + path);
      await hydrated(page);
      const box = page.locator('[data-testid="delivery-consent"]');
      const error = page.locator('[data-testid="delivery-consent-error"]');
      expect(await box.isChecked()).toBe(false);
      expect(norm(await page.locator('[data-testid="delivery-consent-label"]').textContent())).toBe(
        DELIVERY_CONSENT_TEXT[lang],
      );
      // Its label names the box (a click on the words ticks it), and the terms box is another.
      expect(await page.getByLabel(DELIVERY_CONSENT_TEXT[lang]).getAttribute('data-testid')).toBe(
        'delivery-consent',
      );
      expect(await error.count()).toBe(0);
      // A valid address first, so that leaving the field moves nothing under the pointer.
      await page.locator('[data-testid="email"]').fill('gast@example.com');

      // After blur: its own message, tied to the box.
      await box.focus();
      await page.locator('[data-testid="email"]').focus();
      expect(await error.textContent()).toBe(copy.deliveryConsentRequired);
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      expect(await box.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      // Ticking clears it; unticking and leaving brings it back.
      await box.check();
      expect(await error.count()).toBe(0);
      await box.uncheck();
      await page.locator('[data-testid="email"]').focus();
      expect(await error.textContent()).toBe(copy.deliveryConsentRequired);
      await context.close();

      // On click: address and terms given, the consent missing.
      const second = await newPage(browser, lang === 'de' ? PHONE : DESKTOP);
      const p2 = second.page;
      p2.on('request', (r) => {
        if (r.url().includes('/api/create-checkout-session')) posted += 1;
      });
      await p2.goto(server.url + path);
      await hydrated(p2);
      await p2.locator('[data-testid="email"]').fill('gast@example.com');
      await p2.locator('[data-testid="terms"]').check();
      const buy = p2.locator('[data-testid="buy-button"]');
      expect(await buy.getAttribute('aria-disabled')).toBe('true');
      await mouseClick(p2, '[data-testid="buy-button"]');
      expect(await p2.locator('[data-testid="delivery-consent-error"]').textContent()).toBe(
        copy.deliveryConsentRequired,
      );
      expect(await p2.locator('[data-testid="terms-error"]').count()).toBe(0);
      expect(
        await p2.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null),
      ).toBe('delivery-consent');
      await shoot(p2, `checkout-consent-error-${lang}-${lang === 'de' ? 'phone' : 'desktop'}`);
      expect(posted).toBe(0);
      await p2.locator('[data-testid="delivery-consent"]').check();
      expect(await p2.locator('[data-testid="delivery-consent-error"]').count()).toBe(0);
      expect(await buy.getAttribute('aria-disabled')).toBeNull();
      // Nothing overflows sideways.
      expect(
        await p2.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
      await second.context.close();
    });

    it('is refused by the server without the consent, in the buyer language', async () => {
      const { context } = await newPage(browser);
      const refused = await startCheckout(
        context.request,
        server,
        lang,
        `ohne-${lang}@example.com`,
        {},
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: copy.deliveryConsentRequired,
        code: 'deliveryConsentRequired',
      });
      await context.close();
    });

    it('is stored with the purchase and confirmed in the delivery e-mail', async () => {
      const email = `zustimmung-${lang}@example.com`;
      const { context } = await newPage(browser);
      const before = new Date().toISOString();
      await buyWithDemo(context.request, server, lang, email);
      const row = await own.database.db
        .selectFrom('ebook_purchases')
        .select(['delivery_consent_version', 'delivery_consent_at', 'status'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('paid');
      expect(row.delivery_consent_version).toBe(DELIVERY_CONSENT_VERSION);
      expect(row.delivery_consent_at! >= before).toBe(true);
      const mail = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
      const text = norm(mail.text);
      expect(text).toContain(norm(DELIVERY_COPY[lang].delivery.consentConfirmation));
      expect(text).toContain(norm(DELIVERY_CONSENT_TEXT[lang]));
      // On the seller's clock with its zone, not UTC.
      expect(text).toContain(norm(formatDateTime(row.delivery_consent_at!, lang)));
      expect(text).not.toContain(' UTC ');
      await context.close();
    });
  });

  it('buys on a phone with both boxes ticked, through the demo page in the buyer language', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(server.url + localizedPath('checkout', 'fr'));
    await hydrated(page);
    await fillCheckout(page, 'acheteur@example.com');
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.locator('[data-testid="buy-button"]').click();
    expect((await request).postDataJSON()).toMatchObject({
      acceptTerms: true,
      acceptImmediateDelivery: true,
    });
    await page.waitForURL(/\/demo-pay\//);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'fr'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    await context.close();
  });
});
