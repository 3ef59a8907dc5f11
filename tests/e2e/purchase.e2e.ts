import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY, EDITION_COPY } from '../../src/server/content';
import { DEMO_PAYMENT_COPY } from '../../src/server/content/demo-payment';
import { DESKTOP, newPage, PHONE, serverDatabase, shoot, shopForSuite } from './harness';
import { hydrated, buyOnDemoPage } from './page-actions';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The whole purchase as a buyer makes it, in each language, with the demo provider and a real
 * SMTP server: landing → checkout → pay → success page → stamped PDF, and the delivery e-mail.
 */
describe('buying in Chromium with the demo provider', () => {
  const { server, browser, sink } = shopForSuite({
    smtp: true,
    env: { SUPPORT_EMAIL: 'help@shop.test' },
  });
  const own = serverDatabase(server);

  /** The mails to `email` the outbox has not yet handed to the SMTP server. */
  async function unsent(email: string) {
    const rows = await own.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .where('status', '!=', 'sent')
      .execute();
    return rows.length;
  }

  async function checkoutFrom(page: Page, lang: Lang, email: string) {
    await page.goto(server.url + localizedPath('home', lang));
    await page.locator('[data-buy="hero"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('checkout', lang));
    await hydrated(page);
    await buyOnDemoPage(page, email);
    // The marking in the buyer's language, e.g. 'TESTMODUS' in German.
    const marking = DEMO_PAYMENT_COPY[lang].testMode.split(' – ')[0];
    expect(await page.locator('body').innerText()).toContain(marking);
  }

  it.each(LANGS)(
    'buys and downloads the stamped %s edition, and the e-mail arrives',
    async (lang) => {
      const email = `buyer-${lang}@example.com`;
      const { context, page } = await newPage(
        browser,
        lang === 'de' || lang === 'it' ? PHONE : DESKTOP,
      );
      // Validation first: an invalid address is refused with the message of the language.
      await page.goto(server.url + localizedPath('checkout', lang));
      await hydrated(page);
      await page.locator('[data-testid="email"]').fill('not-an-address');
      await page.locator('[data-testid="email"]').blur();
      expect(norm(await page.locator('[data-testid="email-error"]').textContent())).toBe(
        SHOP[lang].checkout.emailInvalid,
      );

      await checkoutFrom(page, lang, email);
      await page.locator('[data-testid="demo-pay"]').click();
      await page.waitForURL((u) => u.pathname === localizedPath('success', lang));
      await page.locator('[data-testid="purchase-success"]').waitFor();
      expect(norm(await page.locator('h1').textContent())).toBe(SHOP[lang].success.title);
      await shoot(page, `purchase-success-${lang}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-testid="download-button"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe(EDITION_COPY[lang].fileName);
      const pdf = await PDFDocument.load(readFileSync((await download.path())!));
      expect(pdf.getPageCount()).toBe(90);
      expect(pdf.getSubject()).toMatch(
        new RegExp(
          `^${EDITION_COPY[lang].stamp(email, 'RC-').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );

      const mail = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
      expect(mail.headers['reply-to']).toBe('help@shop.test');
      expect(mail.text).toContain(DELIVERY_COPY[lang].delivery.consentConfirmation);
      const link = new RegExp(`${server.url}/download/[\\w.-]+`).exec(mail.text)![0];
      const again = await fetch(link);
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toContain('application/pdf');
      // One e-mail per purchase, even after the success page was loaded again.
      await page.reload();
      await page.locator('[data-testid="purchase-success"]').waitFor();
      // A second delivery would be queued before the page answers: once the outbox has sent
      // everything for this address, the SMTP server has every mail there is.
      await expect.poll(() => unsent(email), { timeout: 10_000 }).toBe(0);
      expect(sink.messages.filter((m) => m.envelope.to.includes(email))).toHaveLength(1);
      await context.close();
    },
  );

  it('shows the download after paying the first of two checkouts opened in one browser', async () => {
    const { context, page: first } = await newPage(browser);
    await checkoutFrom(first, 'de', 'zwei-tabs@example.com');
    // A second checkout in another tab of the same browser, left unpaid.
    const second = await context.newPage();
    await checkoutFrom(second, 'de', 'zwei-tabs@example.com');
    expect(second.url()).not.toBe(first.url());
    await first.locator('[data-testid="demo-pay"]').click();
    await first.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
    await first.locator('[data-testid="purchase-success"]').waitFor();
    expect(await first.locator('[data-testid="purchase-elsewhere"]').count()).toBe(0);
    expect(await first.locator('[data-testid="download-button"]').isVisible()).toBe(true);
    // The second, paid later, is this browser's too.
    await second.locator('[data-testid="demo-pay"]').click();
    await second.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
    await second.locator('[data-testid="purchase-success"]').waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'rc_purchases');
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    await context.close();
  });

  const unpaid: Array<[string, Lang, string, string, 'cancel' | 'error']> = [
    [
      'lands on the cancel page of the language when the buyer cancels',
      'fr',
      'annule@example.com',
      'demo-cancel',
      'cancel',
    ],
    [
      'lands on the error page of the language when the payment is declined',
      'it',
      'rifiutato@example.com',
      'demo-decline',
      'error',
    ],
  ];
  it.each(unpaid)('%s', async (_title, lang, email, button, result) => {
    const { context, page } = await newPage(browser);
    await checkoutFrom(page, lang, email);
    await page.locator(`[data-testid="${button}"]`).click();
    await page.waitForURL((u) => u.pathname === localizedPath(result, lang));
    expect(norm(await page.locator('h1').textContent())).toBe(SHOP[lang][result].title);
    await context.close();
  });

  it('confirms a pay-later payment while the success page waits', async () => {
    const { context, page } = await newPage(browser);
    await checkoutFrom(page, 'en', 'later@example.com');
    await page.locator('[data-testid="demo-later"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'en'));
    await page.locator('[data-testid="purchase-pending"]').waitFor();
    await page.locator('[data-testid="purchase-success"]').waitFor({ timeout: 20_000 });
    await sink.waitFor((m) => m.envelope.to.includes('later@example.com'), 20_000);
    await context.close();
  });

  it('withdraws before the download with one button, and refuses after a download', async () => {
    const { context, page } = await newPage(browser);
    await checkoutFrom(page, 'de', 'widerruf@example.com');
    await page.locator('[data-testid="demo-pay"]').click();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const withdraw = (await page.locator('[data-testid="withdraw-link"]').getAttribute('href'))!;
    await page.goto(withdraw.startsWith('http') ? withdraw : server.url + withdraw);
    await page.locator('[data-testid="withdraw-confirm"]').click();
    await page.locator('[data-testid="withdraw-withdrawn"]').waitFor();
    const confirmation = await sink.waitFor(
      (m) => m.envelope.to.includes('widerruf@example.com') && /Widerruf/.test(m.subject),
      20_000,
    );
    expect(confirmation.text).toContain('erstattet');
    const delivery = sink.messages.find(
      (m) => m.envelope.to.includes('widerruf@example.com') && m.text.includes('/download/'),
    );
    const link = new RegExp(`${server.url}/download/[\\w.-]+`).exec(delivery!.text)![0];
    expect((await fetch(link)).status).toBe(410);

    // A second purchase, downloaded first: the withdrawal right has lapsed.
    await checkoutFrom(page, 'de', 'geladen@example.com');
    await page.locator('[data-testid="demo-pay"]').click();
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const second = (await page.locator('[data-testid="withdraw-link"]').getAttribute('href'))!;
    await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="download-button"]').click(),
    ]);
    await page.goto(second.startsWith('http') ? second : server.url + second);
    await page.locator('[data-testid="withdraw-lapsed"]').waitFor();
    expect(await page.locator('[data-testid="withdraw-confirm"]').count()).toBe(0);
    await context.close();
  });
});
