import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDING } from '../../src/app/content/index';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { expectNoAxeViolations } from './axe';
import { buyWithDemo } from './buy-by-api';
import { DESKTOP, newPage, PHONE, serverForSuite, shoot, shopForSuite } from './harness';

const ACADEMY = 'https://academy.example.com/course';
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
/** Any word of the academy offer, in the five languages' wording. */
const OFFER = /academy|accademia|akademie|academia|académie|bonus/i;

// What the page shows (innerText), not the data its scripts carry.
const bodyText = async (page: Page) => norm(await page.locator('body').innerText());

/**
 * The academy bonus is promised only where it can be claimed: without ACADEMY_URL no page and
 * no e-mail mentions it, in any language; with it, the landing page offers it as before.
 */
describe('the academy bonus in Chromium', () => {
  const { server: bare, browser, sink } = shopForSuite({ smtp: true });
  const withAcademy = serverForSuite({ ACADEMY_URL: ACADEMY });

  describe.each(LANGS)('%s', (lang: Lang) => {
    it('is promised nowhere without an academy: landing, success, thank-you, e-mail', async () => {
      const viewport = lang === 'de' || lang === 'fr' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      const landing = LANDING[lang];
      await page.goto(bare.url + localizedPath('home', lang));
      const home = await bodyText(page);
      expect(home).toContain(norm(landing.pricing.includes[0]));
      expect(home).not.toContain(norm(landing.contents.bonus));
      expect(home).not.toContain(norm(landing.pricing.includesBonus));
      expect(home).not.toMatch(OFFER);
      expect(await page.locator('[data-testid="academy-bonus"]').count()).toBe(0);
      await expectNoAxeViolations(page);

      const email = `no-academy-${lang}@example.com`;
      const sessionId = await buyWithDemo(context.request, bare, lang, email);
      await page.goto(`${bare.url}${localizedPath('success', lang)}?session_id=${sessionId}`);
      await page.locator('[data-testid="purchase-success"]').waitFor();
      expect(await bodyText(page)).not.toMatch(OFFER);
      await page.goto(bare.url + localizedPath('thanks', lang));
      await page.locator('[data-testid="resend"]').waitFor();
      expect(await bodyText(page)).not.toMatch(OFFER);
      expect(norm(await page.locator('h1').textContent())).toBe(SHOP[lang].thanks.title);

      const mail = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
      const d = DELIVERY_COPY[lang].delivery;
      for (const body of [mail.text, mail.html]) {
        expect(body).not.toContain(d.bonusTitle);
        expect(body).not.toContain(d.bonusText);
        expect(body).not.toMatch(/academy/i);
      }
      await context.close();
    });

    it('is offered on the landing page with an academy', async () => {
      const { context, page } = await newPage(browser, lang === 'it' ? PHONE : DESKTOP);
      const landing = LANDING[lang];
      await page.goto(withAcademy.url + localizedPath('home', lang));
      expect(norm(await page.locator('[data-testid="academy-bonus"]').textContent())).toBe(
        norm(landing.contents.bonus),
      );
      const pricing = norm(await page.locator('#pricing').textContent());
      expect(pricing).toContain(norm(landing.pricing.includesBonus));
      await shoot(page, `landing-academy-${lang}`);
      await context.close();
    });
  });
});
