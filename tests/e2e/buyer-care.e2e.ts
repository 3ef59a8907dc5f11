import { describe, expect, it } from 'vitest';
import { DELIVERY_COPY } from '../../src/server/content';
import { localizedPath } from '../../src/shared/languages';
import { createPaidPurchase, exhaustDownloads } from '../setup/purchases';
import { DESKTOP, newPage, PHONE, shoot, shopForSuite, serverDatabase } from './harness';
import { submitCheckout } from './page-actions';

/**
 * What a buyer is owed after paying, as a buyer meets it in Chromium against the real server
 * and a real SMTP server: an international address gets its mail, and a used-up link can be
 * renewed from the page that refuses it (decision D14).
 */
describe('buyer care in Chromium', () => {
  const { server, browser, sink } = shopForSuite({
    smtp: true,
    env: { SUPPORT_EMAIL: 'help@shop.test' },
  });
  const own = serverDatabase(server, { SUPPORT_EMAIL: 'help@shop.test' });

  it('an address with umlauts that the checkout accepts gets its delivery e-mail', async () => {
    const email = 'jörg.müller@gasthaus.de';
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(server.url + localizedPath('checkout', 'de'));
    await submitCheckout(page, email);
    await page.locator('[data-testid="demo-pay"]').click();
    await page.waitForURL((u) => u.pathname === localizedPath('success', 'de'));
    await page.locator('[data-testid="purchase-success"]').waitFor();
    const mail = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
    expect(mail.subject).toContain('Restaurant Closer');
    expect(mail.text).toMatch(new RegExp(`${server.url}/download/[\\w.-]+`));
    await context.close();
  });

  it('a used-up link is renewed from its refusal page and works again', async () => {
    const email = 'marta@example.es';
    const { id } = await createPaidPurchase(own.database.db, own.config, { email, lang: 'es' });
    const first = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
    const link = new RegExp(`${server.url}/download/[\\w.-]+`).exec(first.text)![0];
    await exhaustDownloads(own.database.db, id);

    const { context, page } = await newPage(browser, PHONE);
    const refused = await page.goto(link);
    expect(refused?.status()).toBe(410);
    expect(await page.locator('h1').innerText()).toBe(
      DELIVERY_COPY.es.page.problems['used-up'].title,
    );
    await shoot(page, 'download-used-up-es-390');
    sink.clear();
    await page.getByLabel(DELIVERY_COPY.es.page.emailLabel).fill(email);
    await Promise.all([
      page.waitForURL(/\/download\/sent\?lang=es$/),
      page.getByRole('button', { name: DELIVERY_COPY.es.page.button }).click(),
    ]);
    const renewed = await sink.waitFor((m) => m.envelope.to.includes(email), 20_000);
    expect(renewed.subject).toBe(DELIVERY_COPY.es.resendMail.subject);
    expect(renewed.text).not.toContain(DELIVERY_COPY.es.resendMail.introBlocked);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(link).catch(() => null),
    ]);
    expect(download.suggestedFilename()).toBe('Restaurant-Closer-Metodo-ES.pdf');
    await context.close();
  });
});
