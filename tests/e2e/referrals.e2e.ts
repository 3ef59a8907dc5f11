import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { PARTNER_PAGE } from '../../src/app/content/partner';
import { createPartnerToken } from '../../src/server/domain/growth/partner-page';
import { expectNoAxeViolations } from './axe';
import { adminShopForSuite, DESKTOP, newPage, PHONE, shoot } from './harness';
import { hydrated, fillCheckout } from './page-actions';

const ADMIN = 'partner-admin@example.com';
const SECRET = 'e2e-referral-secret-'.padEnd(48, 'x');
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Referral partners (decision D18) in Chromium: a landing address with '?ref=' carries the
 * partner's code to the checkout without a cookie, through the language switch, to the order;
 * with analytics consent only it is kept for 30 days, and the last click wins; the admin's
 * Provisionen page; the partner's own page in the five languages, and its refusals.
 */
describe('referral partners in Chromium', () => {
  const shop = adminShopForSuite(ADMIN, { SESSION_SECRET: SECRET });
  const { server, browser, own, signIn, sink } = shop;
  const db = () => own.database.db;

  beforeAll(async () => {
    const now = new Date().toISOString();
    for (const [code, name, percent] of [
      ['VERBAND', 'Gastronomieverband Bayern', 10],
      ['SCHULE', 'Hotelfachschule Passau', 8],
    ] as const) {
      await db()
        .insertInto('partners')
        .values({
          code,
          name,
          email: `${code.toLowerCase()}@partner.example`,
          commission_percent: percent,
          language: 'de',
          active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });

  /** A partner's link to the sales page of a language, as the shop gives it out. */
  const refLink = (lang: Lang, code: string) =>
    `${server.url}${localizedPath('home', lang)}?ref=${code}`;

  const orderOf = (email: string) =>
    db()
      .selectFrom('ebook_purchases')
      .select(['referral_code', 'referral_percent', 'language', 'status'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  /** Follows a link that must lead to the checkout in `lang` with the partner's code, and keeps it. */
  async function followKeepingCode(page: Page, link: Locator, lang: Lang) {
    expect(await link.getAttribute('href')).toBe(`${localizedPath('checkout', lang)}?ref=VERBAND`);
    await link.click();
    await page.waitForURL((u) => u.pathname === localizedPath('checkout', lang));
    expect(new URL(page.url()).searchParams.get('ref')).toBe('VERBAND');
    await hydrated(page);
  }

  async function buy(page: Page, email: string, lang: Lang) {
    await fillCheckout(page, email);
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.locator('[data-testid="buy-button"]').click();
    const body = (await request).postDataJSON() as { referral?: string };
    await page.waitForURL(/\/demo-pay\//);
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', lang));
    return body;
  }

  it.each(LANGS)(
    'buys through a partner’s link in %s: landing → checkout → the other language → paid order with the partner',
    async (lang) => {
      const next: Lang = LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length];
      // The plain page, served from memory by the fast path once it knows the page's headers:
      // an address with '?ref=' must still reach the application, which puts the code in the links.
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/${lang}`)).arrayBuffer();
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto(`${server.url}/${lang}?ref=verband`);
      // The static landing page: its buy links carry the code, no script stores anything.
      await followKeepingCode(page, page.locator('a[data-buy]').first(), lang);
      // The language switch keeps it.
      const flag = page.locator(`[data-testid="language-flags"] a[hreflang="${next}"]`);
      await followKeepingCode(page, flag, next);
      await expectNoAxeViolations(page);
      const email = `ref-${lang}@example.com`;
      expect(await buy(page, email, next)).toMatchObject({ referral: 'VERBAND' });
      expect(await orderOf(email)).toEqual({
        referral_code: 'VERBAND',
        referral_percent: 10,
        language: next,
        status: 'paid',
      });
      // No cookie and, without analytics consent, nothing in storage.
      expect((await context.cookies()).map((c) => c.name)).not.toContain('referral');
      expect(await page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
      await context.close();
    },
  );

  it('keeps the code across visits only with analytics consent, for 30 days, and the last click wins', async () => {
    const referralSent = async (page: Page, url: string) => {
      await page.goto(server.url + url);
      await hydrated(page);
      await fillCheckout(page, 'later@example.com');
      // The request is stopped before it reaches the server: only what the page sends matters.
      await page.route('**/api/create-checkout-session', (r) => r.abort());
      const request = page.waitForRequest('**/api/create-checkout-session');
      // Unrouted only once it was aborted: earlier, it could still go through to the server.
      const aborted = page.waitForEvent('requestfailed', (r) =>
        r.url().endsWith('/api/create-checkout-session'),
      );
      await page.locator('[data-testid="buy-button"]').click();
      const body = (await request).postDataJSON() as { referral?: string };
      await aborted;
      await page.unroute('**/api/create-checkout-session');
      return body.referral ?? null;
    };
    const de = localizedPath('checkout', 'de');

    // With consent: kept, and a new code replaces it.
    const withConsent = await newPage(browser, DESKTOP, { consent: 'all' });
    expect(await referralSent(withConsent.page, `${de}?ref=SCHULE`)).toBe('SCHULE');
    expect(await referralSent(withConsent.page, de)).toBe('SCHULE');
    expect(await referralSent(withConsent.page, `${de}?ref=verband`)).toBe('VERBAND');
    expect(await referralSent(withConsent.page, de)).toBe('VERBAND');
    const stored = JSON.parse(
      (await withConsent.page.evaluate(() => localStorage.getItem('referral')))!,
    ) as { code: string; at: string };
    expect(stored.code).toBe('VERBAND');
    expect(Math.abs(Date.parse(stored.at) - Date.now())).toBeLessThan(60_000);
    // 31 days old: ignored and removed.
    await withConsent.page.evaluate(
      (at) => localStorage.setItem('referral', JSON.stringify({ code: 'SCHULE', at })),
      new Date(Date.now() - 31 * 86_400_000).toISOString(),
    );
    expect(await referralSent(withConsent.page, de)).toBeNull();
    expect(await withConsent.page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
    expect(await withConsent.context.cookies()).toEqual([]);
    await withConsent.context.close();

    // Without it: only within the visit's addresses.
    const without = await newPage(browser, DESKTOP, { consent: 'necessary' });
    expect(await referralSent(without.page, `${de}?ref=SCHULE`)).toBe('SCHULE');
    expect(await without.page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
    expect(await referralSent(without.page, de)).toBeNull();
    await without.context.close();
  });

  describe('the admin and the partner', () => {
    let admin: { context: BrowserContext; page: Page };
    let partnerLink = '';

    beforeAll(async () => {
      admin = await newPage(browser, DESKTOP);
      await signIn(admin.context);
    });

    it('names the partner and its rate on the order page of a referred order', async () => {
      const { page } = admin;
      const { id } = await db()
        .selectFrom('ebook_purchases')
        .select('id')
        .where('email', '=', 'ref-de@example.com')
        .executeTakeFirstOrThrow();
      await page.goto(`${server.url}/admin/orders/${id}`);
      const partner = page.locator('[data-testid="order-referral"]');
      await partner.waitFor();
      expect(await partner.textContent()).toBe('VERBAND (10 % Provision auf den Nettobetrag)');
      await shoot(page, 'admin-order-referral-de-1280');
    });

    it('shows the Provisionen page, marks a month as paid once and sends the partner’s link', async () => {
      const { page } = admin;
      await page.goto(`${server.url}/admin/provisionen`);
      const view = page.locator('[data-testid="commissions-view"]');
      await view.waitFor();
      const month = new Date().toISOString().slice(0, 7);
      const row = page.locator(`tr[data-row="VERBAND:${month}"]`);
      await row.waitFor();
      // Five orders of 47 € at 7 % VAT: 43,93 € net each, 4,39 € commission each.
      expect(await row.textContent()).toContain('21,95');
      await expectNoAxeViolations(page, 'Provisionen');
      await shoot(page, 'admin-provisionen-de-1280');
      // On a laptop both tables fit their column: nothing hides to the right.
      const scrolls = await page
        .locator('[data-testid="commissions-view"] [role="region"]')
        .evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth));
      expect(scrolls).toEqual([false, false]);
      await page.setViewportSize(PHONE);
      await shoot(page, 'admin-provisionen-de-390');
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((el) => !el.closest('.overflow-x-auto'))
          .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
      );
      expect(wide).toEqual([]);
      expect(await noOverflow(page)).toBe(true);
      await expectNoAxeViolations(page, 'Provisionen at 390 px');
      await page.setViewportSize(DESKTOP);

      await page.locator(`[data-testid="mark-paid-VERBAND-${month}"]`).click();
      const notice = page.locator('[data-testid="commissions-notice"]');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/als ausgezahlt markiert: 21,95/);
      await page
        .locator(`[data-testid="mark-paid-VERBAND-${month}"]`)
        .waitFor({ state: 'detached' });
      expect(await row.textContent()).toMatch(/21,95\s€am \d{2}\.\d{2}\.\d{4}/);
      const payouts = await db().selectFrom('partner_payouts').selectAll().execute();
      expect(payouts).toEqual([expect.objectContaining({ partner_code: 'VERBAND', amount: 2195 })]);
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor'])
        .where('action', '=', 'payout')
        .execute();
      expect(audit).toEqual([{ action: 'payout', actor: ADMIN }]);

      const before = sink.messages.length;
      await page.locator('[data-testid="send-link-VERBAND"]').click();
      await page.waitForFunction(() =>
        document
          .querySelector('[data-testid="commissions-notice"]')
          ?.textContent?.includes('unterwegs'),
      );
      const mail = await sink.waitFor(
        (m) =>
          m.envelope.to.includes('verband@partner.example') && sink.messages.indexOf(m) >= before,
        15_000,
      );
      partnerLink = /(http:\/\/127\.0\.0\.1:\d+\/partner\/\S+)/.exec(mail.text)![1];
      expect(mail.subject).toBe('Ihre Partnerseite für Restaurant Closer');
      // The partner's links to the sales page travel with it, one per language.
      for (const lang of LANGS) expect(mail.text).toContain(refLink(lang, 'VERBAND'));
      await shoot(page, 'admin-provisionen-de-1280-paid');

      // The Partner table of the admin, where partners are made.
      await page.goto(`${server.url}/admin/tabellen/partners`);
      await page.getByRole('heading', { name: 'Partner', exact: true }).first().waitFor();
      await page.locator('text=Gastronomieverband Bayern').first().waitFor();
      await expectNoAxeViolations(page, 'Partner table');
      await shoot(page, 'admin-partners-de-1280');
      await page.setViewportSize(PHONE);
      await shoot(page, 'admin-partners-de-390');
      await page.setViewportSize(DESKTOP);
    });

    it('shows each partner’s links to copy: by the clipboard, or selected where there is none', async () => {
      const { context, page } = admin;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
      await page.goto(`${server.url}/admin/provisionen`);
      const card = page.locator('[data-partner-links="VERBAND"]');
      await card.waitFor();
      // The partner's language (German) first, then the shop's order.
      const order: Lang[] = ['de', 'en', 'it', 'es', 'fr'];
      expect(
        await card
          .getByRole('textbox')
          .evaluateAll((els) => els.map((el) => (el as HTMLTextAreaElement).value)),
      ).toEqual(order.map((l) => refLink(l, 'VERBAND')));
      expect(await card.getByRole('textbox', { name: 'Italiano' }).inputValue()).toBe(
        refLink('it', 'VERBAND'),
      );
      const copyIt = card.getByRole('button', { name: 'Link von VERBAND (Italiano) kopieren' });
      await copyIt.click();
      await card.getByText('Kopiert.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        refLink('it', 'VERBAND'),
      );
      // The link works: it leads to the Italian sales page and carries the partner's code on.
      const visit = await newPage(browser, PHONE);
      await visit.page.goto(refLink('it', 'VERBAND'));
      expect(
        await visit.page
          .locator(`a[href^="${localizedPath('checkout', 'it')}"]`)
          .first()
          .getAttribute('href'),
      ).toBe(`${localizedPath('checkout', 'it')}?ref=VERBAND`);
      await visit.context.close();
      await shoot(page, 'admin-partner-links-1280');

      // Without the Clipboard API (an old browser, a page not counted as secure): the address
      // is selected, ready for Ctrl+C, and the line under it says so.
      const bare = await context.newPage();
      await bare.setViewportSize(PHONE);
      await bare.addInitScript(() =>
        Object.defineProperty(navigator, 'clipboard', { value: undefined }),
      );
      await bare.goto(`${server.url}/admin/provisionen`);
      const schule = bare.locator('[data-partner-links="SCHULE"]');
      await schule.getByRole('button', { name: 'Link von SCHULE (English) kopieren' }).click();
      await schule.getByText(/^Markiert: mit Strg\+C/).waitFor();
      expect(
        await bare.evaluate(() => {
          const field = document.activeElement as HTMLTextAreaElement;
          return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
        }),
      ).toBe(refLink('en', 'SCHULE'));
      expect(await noOverflow(bare)).toBe(true);
      await expectNoAxeViolations(bare, 'partner links at 390 px');
      await shoot(bare, 'admin-partner-links-390');
      await bare.close();
    });

    it.each(LANGS)(
      'shows the partner’s page in %s: counts only, no buyer, noindex',
      async (lang) => {
        expect(partnerLink).toMatch(/\/partner\//);
        await db()
          .updateTable('partners')
          .set({ language: lang })
          .where('code', '=', 'VERBAND')
          .execute();
        const { context, page } = await newPage(browser, PHONE);
        const res = await page.goto(partnerLink);
        expect(res?.status()).toBe(200);
        expect(res?.headers()['cache-control']).toBe('no-store');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
          'noindex',
        );
        const copy = PARTNER_PAGE[lang];
        expect(await page.locator('h1').textContent()).toBe(
          copy.title.replace('{name}', 'Gastronomieverband Bayern'),
        );
        const body = (await page.locator('body').textContent()) ?? '';
        expect(body).not.toContain('@example.com');
        expect(body).not.toMatch(/RC-[A-Z0-9]/);
        // The partner's own links to the sales page, their language first.
        const links = await page.locator('[data-testid="partner-links"] code').allTextContents();
        expect(links).toHaveLength(5);
        expect(links[0]).toBe(refLink(lang, 'VERBAND'));
        expect([...links].sort()).toEqual(LANGS.map((l) => refLink(l, 'VERBAND')).sort());
        const current = page.locator('[data-testid="partner-months"] tbody tr').first();
        expect((await current.locator('td').nth(1).textContent())?.trim()).toBe('5');
        await expectNoAxeViolations(page, `partner page ${lang}`);
        expect(await noOverflow(page)).toBe(true);
        // The months fit a phone's width in every language, without scrolling sideways.
        const table = page.locator('[data-testid="partner-page"] [role="region"]');
        expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        await shoot(page, `partner-${lang}-390`);
        await page.setViewportSize(DESKTOP);
        await shoot(page, `partner-${lang}-1280`);
        await context.close();
      },
    );

    it('says in five languages when the link is expired or altered', async () => {
      const { context, page } = await newPage(browser, PHONE, {
        consent: 'necessary',
        locale: 'fr-FR',
      });
      const expired = createPartnerToken(SECRET, 'VERBAND', new Date(Date.now() - 60_000));
      const res = await page.goto(`${server.url}/partner/${expired}`);
      expect(res?.status()).toBe(410);
      await page.locator('[data-testid="partner-expired"]').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('h1').textContent()).toBe(PARTNER_PAGE.fr.expiredTitle);
      for (const l of LANGS) {
        expect(await page.locator(`section[lang="${l}"]`).textContent()).toContain(
          PARTNER_PAGE[l].expiredText,
        );
      }
      await expectNoAxeViolations(page, 'partner link expired');
      await shoot(page, 'partner-expired-390');
      const altered = partnerLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const bad = await page.goto(altered);
      expect(bad?.status()).toBe(404);
      await page.locator('[data-testid="partner-invalid"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(PARTNER_PAGE.fr.invalidTitle);
      await expectNoAxeViolations(page, 'partner link altered');
      await page.setViewportSize(DESKTOP);
      await shoot(page, 'partner-invalid-1280');
      await context.close();
    });
  });
});
