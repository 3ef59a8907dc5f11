import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../../src/app/content/shop/index';
import { DELIVERY_COPY } from '../../src/server/content';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { createPaidPurchase, exhaustDownloads } from '../setup/purchases';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, newPage, PHONE, serverDatabase, shoot, shopForSuite } from './harness';
import { hydrated } from './page-actions';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the resend form answers clicks. */
const formHydrated = (page: Page) => hydrated(page, 'form[action="/download/resend"]');

/**
 * Every buyer form takes an address by the shop's one rule (letters beyond ASCII welcome, as at
 * checkout) and speaks the page's language when it refuses one: the browser's own check, which
 * refuses 'jörg.müller@…' and answers in the browser's language, is off.
 */
describe('the buyer forms in Chromium', () => {
  const { server, browser, sink } = shopForSuite({ smtp: true });
  const own = serverDatabase(server);

  describe.each(LANGS)('%s', (lang: Lang) => {
    it('"send my link again" on the thank-you page takes an accented address', async () => {
      const email = `jörg.müller-${lang}@gasthaus.de`;
      await createPaidPurchase(own.database.db, own.config, { email, lang });
      await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
      const viewport = lang === 'it' || lang === 'es' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      await page.goto(server.url + localizedPath('thanks', lang));
      await formHydrated(page);
      const copy = SHOP[lang].thanks.resend;
      const field = page.locator('[data-testid="resend-email"]');
      const send = page.locator('form[action="/download/resend"] button[type="submit"]');
      const status = page.locator('[data-testid="resend-status"]');

      // Empty, then malformed: the shop's words, in the page's language, next to the field.
      await send.click();
      await status.filter({ hasText: /\S/ }).waitFor();
      expect(norm(await status.textContent())).toBe(copy.emailRequired);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);
      await shoot(page, `resend-required-${lang}-${viewport.width}`);
      await field.fill('kein-at-zeichen');
      await send.click();
      await status.filter({ hasText: copy.emailInvalid }).waitFor();

      const before = sink.messages.length;
      await field.fill(email);
      await send.click();
      await status.filter({ hasText: DELIVERY_COPY[lang].api.neutral }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      const mail = await sink.waitFor(
        (m) => m.envelope.to.includes(email) && sink.messages.indexOf(m) >= before,
        20_000,
      );
      expect(mail.subject).toBe(DELIVERY_COPY[lang].resendMail.subject);
      await context.close();
    });

    it('"get a fresh link" on a used-up link’s page takes an accented address', async () => {
      const email = `renée.dupré-${lang}@bistrot.fr`;
      const { id } = await createPaidPurchase(own.database.db, own.config, { email, lang });
      const first = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
      const link = new RegExp(`${server.url}/download/[\\w.-]+`).exec(first.text)![0];
      await exhaustDownloads(own.database.db, id);
      const viewport = lang === 'de' || lang === 'fr' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      expect((await page.goto(link))?.status()).toBe(410);
      const page_ = DELIVERY_COPY[lang].page;
      const field = page.getByLabel(page_.emailLabel);
      const send = page.getByRole('button', { name: page_.button });

      // Empty: the page (no script) posts, and the shop answers in the page's language.
      await Promise.all([page.waitForURL(/\/download\/resend$/), send.click()]);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(norm(await page.locator('[data-testid="notice-error"]').textContent())).toBe(
        DELIVERY_COPY[lang].api.emailRequired,
      );
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);
      await shoot(page, `fresh-link-required-${lang}-${viewport.width}`);

      const before = sink.messages.length;
      await field.fill(email);
      await Promise.all([
        page.waitForURL(new RegExp(`/download/sent\\?lang=${lang}$`)),
        send.click(),
      ]);
      const renewed = await sink.waitFor(
        (m) => m.envelope.to.includes(email) && sink.messages.indexOf(m) >= before,
        20_000,
      );
      expect(renewed.subject).toBe(DELIVERY_COPY[lang].resendMail.subject);
      expect(renewed.text).not.toContain(DELIVERY_COPY[lang].resendMail.introBlocked);
      await context.close();
    });
  });
});
