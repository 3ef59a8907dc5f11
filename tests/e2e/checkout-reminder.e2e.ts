import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { SHOP } from '../../src/app/content/shop/index';
import { queueDueReminders } from '../../src/server/domain/growth/checkout-reminders';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import { REMINDER_CONSENT_TEXT } from '../../src/shared/reminder-consent';
import { addDiscountCode } from '../setup/discount-codes';
import { expectNoAxeViolations } from './axe';
import { norm } from './checkout-suite';
import { adminShopForSuite, DESKTOP, newPage, PHONE, shoot } from './harness';
import { hydrated } from './page-actions';

const ADMIN = 'reminder-admin@example.com';
const HOUR = 3_600_000;

/**
 * The checkout's optional reminder box (decision D18) in Chromium: unticked in every language,
 * the order records consent only when ticked; the reminder's link back opens a filled-in
 * checkout; its unsubscribe page in the buyer's language; the Verkäufe figures.
 */
describe('checkout reminders in Chromium', () => {
  // New addresses are reminded here (decision 087: off by default), and each checkout this
  // suite starts on its own comes from an address of its own, through the loopback proxy.
  const shop = adminShopForSuite(ADMIN, {
    REMINDERS_TO_NEW_ADDRESSES: 'on',
    TRUST_PROXY: 'loopback',
  });
  const { server, browser, own, signedInPage } = shop;

  const noOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const purchaseOf = (email: string) =>
    own.database.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  /** The server's reminder job, as it runs `hours` from now. */
  const runJob = (hours = 4) =>
    queueDueReminders(
      {
        db: own.database.db,
        config: { ...own.config, remindersToNewAddresses: true },
        logger: pino({ level: 'silent' }),
      },
      Date.now() + hours * HOUR,
    );
  const reminderText = async (checkoutId: string) =>
    (
      await own.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('dedupe_key', '=', `checkout-reminder:${checkoutId}`)
        .executeTakeFirstOrThrow()
    ).text_body;
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  let clients = 0;
  /** A checkout as the page starts it, with the reminder box ticked. */
  const startReminded = async (
    request: APIRequestContext,
    lang: Lang,
    email: string,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await request.post(`${server.url}/api/create-checkout-session`, {
      headers: { origin: server.url, 'x-forwarded-for': `203.0.113.${++clients}` },
      data: {
        products: [{ productId: productIdFor(lang), quantity: 1 }],
        email,
        language: lang,
        acceptTerms: true,
        acceptImmediateDelivery: true,
        remindMe: true,
        ...extra,
      },
    });
    expect(res.status()).toBe(200);
  };

  describe.each(LANGS.map((lang, i) => [lang, i % 2 === 0] as const))(
    'in %s (box ticked: %s)',
    (lang, tick) => {
      it('offers the unticked, optional box; the order records consent only when ticked', async () => {
        const copy = SHOP[lang].checkout;
        const { context, page } = await newPage(browser, PHONE);
        await page.goto(server.url + localizedPath('checkout', lang));
        await hydrated(page);
        const box = page.locator('[data-testid="remind-me"]');
        expect(await box.isChecked()).toBe(false);
        expect(await box.getAttribute('required')).toBeNull();
        expect(await box.getAttribute('aria-required')).toBeNull();
        expect(norm(await page.locator('[data-testid="remind-me-label"]').textContent())).toBe(
          norm(`${REMINDER_CONSENT_TEXT[lang]} (${copy.optional})`),
        );
        // Below the required consents, before the buy button.
        const order = await page.evaluate(() => {
          const at = (id: string) => document.querySelector(`[data-testid="${id}"]`)!;
          const follows = (a: Element, b: Element) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return (
            follows(at('delivery-consent'), at('remind-me')) &&
            follows(at('remind-me'), at('buy-button'))
          );
        });
        expect(order).toBe(true);
        // A click on the label ticks it, a second one unticks it.
        await page.locator('[data-testid="remind-me-label"]').click();
        expect(await box.isChecked()).toBe(true);
        await page.locator('[data-testid="remind-me-label"]').click();
        expect(await box.isChecked()).toBe(false);
        expect(await noOverflow(page)).toBe(true);
        await expectNoAxeViolations(page, `checkout ${lang} with the reminder box`);
        await shoot(page, `reminder-checkout-${lang}-390`);
        await page.setViewportSize(DESKTOP);
        expect(await noOverflow(page)).toBe(true);
        await shoot(page, `reminder-checkout-${lang}-1280`);

        const email = `box-${lang}@example.com`;
        await page.locator('[data-testid="email"]').fill(email);
        await page.locator('[data-testid="terms"]').check();
        await page.locator('[data-testid="delivery-consent"]').check();
        if (tick) await box.check();
        await page.locator('[data-testid="buy-button"]').click();
        await page.waitForURL(/\/demo-pay\//);
        const row = await purchaseOf(email);
        if (tick) {
          expect(row.reminder_consent).not.toBeNull();
          expect(row.reminder_consent_at).not.toBeNull();
        } else {
          expect(row.reminder_consent).toBeNull();
          expect(row.reminder_consent_at).toBeNull();
        }
        await context.close();
      });
    },
  );

  it('the reminder link opens a filled-in checkout that records where it came from', async () => {
    await addDiscountCode(own.database.db, 'REMIND20', {
      description: 'end-to-end test',
      percent_off: 20,
    });
    const { context, page } = await newPage(browser, PHONE);
    await startReminded(context.request, 'de', 'zurueck@example.com', {
      discountCode: 'REMIND20',
    });
    const reminded = await purchaseOf('zurueck@example.com');
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const text = await reminderText(reminded.id);
    const link = /(https?:\/\/\S+\/de\/checkout\?resume=\S+)/.exec(text)![1];

    const opened = await page.goto(server.url + local(link));
    // It shows the buyer's address: no cache keeps it (decision 087).
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await hydrated(page);
    expect(await page.locator('[data-testid="email"]').inputValue()).toBe('zurueck@example.com');
    // The code is applied again, as with ?code=.
    await page.locator('[data-testid="summary-discount"]').waitFor();
    expect(norm(await page.locator('[data-testid="summary-discount-label"]').textContent())).toBe(
      SHOP.de.checkout.discount.line.replace('{code}', 'REMIND20'),
    );
    // The box is offered again, unticked.
    expect(await page.locator('[data-testid="remind-me"]').isChecked()).toBe(false);
    await expectNoAxeViolations(page, 'resumed checkout');
    await shoot(page, 'reminder-resume-de-390');
    await page.locator('[data-testid="terms"]').check();
    await page.locator('[data-testid="delivery-consent"]').check();
    await page.locator('[data-testid="buy-button"]').click();
    await page.waitForURL(/\/demo-pay\//);
    const back = await purchaseOf('zurueck@example.com');
    expect(back.id).not.toBe(reminded.id);
    expect(back.reminder_of).toBe(reminded.id);
    // Paid on the demo page: a purchase after a reminder, for the Verkäufe figures.
    const sessionId = /\/demo-pay\/([^/?#]+)/.exec(page.url())![1];
    const paid = await context.request.post(`${server.url}/api/demo-pay/${sessionId}/pay`, {
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect((await purchaseOf('zurueck@example.com')).status).toBe('paid');

    // The fast path serves no cached page for an address with the parameter, not even twice.
    for (let i = 0; i < 2; i++) {
      const landing = await context.request.get(`${server.url}/de?resume=anything`);
      expect(landing.status()).toBe(200);
      expect(landing.headers()['cache-control']).toBe('no-store');
    }
    // A broken token just opens the normal checkout.
    await page.goto(`${server.url}/de/checkout?resume=RC-NOTHING.x`);
    await hydrated(page);
    expect(await page.locator('[data-testid="email"]').inputValue()).toBe('');
    await context.close();
  });

  it('the unsubscribe page says it is done, in the buyer language (390 and 1280 px)', async () => {
    const links: Array<[Lang, string]> = [];
    for (const lang of LANGS) {
      const { context } = await newPage(browser, PHONE);
      const email = `abmelden-${lang}@example.com`;
      await startReminded(context.request, lang, email);
      await context.close();
    }
    await runJob();
    for (const lang of LANGS) {
      const row = await purchaseOf(`abmelden-${lang}@example.com`);
      const text = await reminderText(row.id);
      links.push([lang, /(https?:\/\/\S+\/unsubscribe\/\S+)/.exec(text)![1]]);
    }
    for (const [lang, link] of links) {
      const copy = SHOP[lang].unsubscribe;
      const { context, page } = await newPage(browser, PHONE);
      const res = await page.goto(server.url + local(link));
      expect(res?.status()).toBe(200);
      await page.getByTestId('unsubscribe-done').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(norm(await page.locator('h1').textContent())).toBe(copy.doneTitle);
      expect(norm(await page.getByRole('status').textContent())).toBe(norm(copy.doneText));
      expect((await purchaseOf(`abmelden-${lang}@example.com`)).reminder_unsubscribed_at).not.toBe(
        null,
      );
      expect(await noOverflow(page)).toBe(true);
      await expectNoAxeViolations(page, `unsubscribe ${lang}`);
      await shoot(page, `reminder-unsubscribe-${lang}-390`);
      await page.setViewportSize(DESKTOP);
      await shoot(page, `reminder-unsubscribe-${lang}-1280`);
      await context.close();
    }
    // A link that names nothing: 404, in the browser's language.
    const { context, page } = await newPage(browser, PHONE, { consent: 'necessary', locale: 'fr' });
    const res = await page.goto(`${server.url}/unsubscribe/RC-NOTHING.x`);
    expect(res?.status()).toBe(404);
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP.fr.unsubscribe.invalidTitle);
    await expectNoAxeViolations(page, 'unsubscribe invalid');
    await shoot(page, 'reminder-unsubscribe-invalid-fr-390');
    await context.close();
  });

  it('shows reminders sent and the purchases after them in Verkäufe (German)', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    const res = await context.request.get(`${server.url}/api/admin/sales?days=7`);
    const report = (await res.json()) as {
      totals: { remindersSent: number; reminderPurchases: number };
    };
    expect(report.totals.remindersSent).toBeGreaterThanOrEqual(6);
    expect(report.totals.reminderPurchases).toBe(1);
    await page.goto(`${server.url}/admin/verkaeufe`);
    const line = page.getByTestId('sales-reminders');
    await line.waitFor();
    expect(norm(await line.textContent())).toBe(
      `Erinnerungen an offene Käufe: ${report.totals.remindersSent} versandt, danach gekauft: ${report.totals.reminderPurchases}`,
    );
    await expectNoAxeViolations(page, 'Verkäufe');
    await shoot(page, 'reminder-admin-sales-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'reminder-admin-sales-390');
    // The funnel card with the reminders' line, as a phone shows it (the full page is long).
    if (process.env.SCREENSHOTS === '1') {
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'tmp/screenshots/reminder-admin-sales-funnel-390.png' });
    }
    await context.close();
  });
});
