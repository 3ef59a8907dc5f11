import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DELIVERY_COPY } from '../../src/server/content';
import { createPaidPurchase } from '../setup/purchases';
import { newPage, PHONE, shoot, shopForSuite, serverDatabase } from './harness';

describe('delivery in Chromium, against the real server', () => {
  const { server, browser, sink } = shopForSuite({
    smtp: true,
    env: { SUPPORT_EMAIL: 'help@shop.test' },
  });
  const own = serverDatabase(server, { SUPPORT_EMAIL: 'help@shop.test' });

  async function fulfil(email: string, lang: 'de' | 'en') {
    return (await createPaidPurchase(own.database.db, own.config, { email, lang, name: 'Jana' }))
      .id;
  }

  it('mails the link; the browser downloads the stamped copy; an expired link offers a new one', async () => {
    const id = await fulfil('jana@example.de', 'de');
    const mail = await sink.waitFor((m) => m.envelope.to.includes('jana@example.de'), 20_000);
    expect(mail.headers['reply-to']).toBe('help@shop.test');
    const link = new RegExp(`${server.url}/download/[\\w.-]+`).exec(mail.text)![0];

    const { context, page } = await newPage(browser, PHONE);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(link).catch(() => null),
    ]);
    expect(download.suggestedFilename()).toBe('Restaurant-Closer-Methode-DE.pdf');
    const pdf = await PDFDocument.load(readFileSync(await download.path()));
    expect(pdf.getPageCount()).toBe(90);
    expect(pdf.getSubject()).toBe(`Lizenziert für jana@example.de · Bestellung ${id}`);

    await own.database.db
      .updateTable('ebook_purchases')
      .set({ link_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await page.goto(link);
    expect(res?.status()).toBe(410);
    await expect(page.locator('h1').innerText()).resolves.toBe(
      DELIVERY_COPY.de.page.problems.expired.title,
    );
    await shoot(page, 'download-expired-de-390');

    // The plain form asks for a fresh link and lands on the neutral confirmation.
    sink.clear();
    await page.getByLabel(DELIVERY_COPY.de.page.emailLabel).fill('jana@example.de');
    await Promise.all([
      page.waitForURL(/\/download\/sent\?lang=de$/),
      page.getByRole('button', { name: DELIVERY_COPY.de.page.button }).click(),
    ]);
    await expect(page.locator('p').first().innerText()).resolves.toBe(DELIVERY_COPY.de.api.neutral);
    const again = await sink.waitFor((m) => m.envelope.to.includes('jana@example.de'), 20_000);
    expect(again.subject).toBe(DELIVERY_COPY.de.resendMail.subject);
    expect(again.text).toContain(link);

    // The refreshed link works again.
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(link).catch(() => null),
    ]);
    expect(second.suggestedFilename()).toBe('Restaurant-Closer-Methode-DE.pdf');

    // Withdrawn: the page says so and where to write; no form asks for a link never sent.
    await own.database.db
      .updateTable('ebook_purchases')
      .set({ status: 'withdrawn', refunded_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const gone = await page.goto(link);
    expect(gone?.status()).toBe(410);
    const withdrawn = DELIVERY_COPY.de.page.problems.withdrawn;
    await expect(page.locator('h1').innerText()).resolves.toBe(withdrawn.title);
    await page.getByText(withdrawn.text).waitFor();
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.getByLabel(DELIVERY_COPY.de.page.emailLabel).count()).toBe(0);
    await page.locator('a[href="mailto:help@shop.test"]').first().waitFor();
    await shoot(page, 'download-withdrawn-de-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'download-withdrawn-de-1280');
    await context.close();
  });
});
