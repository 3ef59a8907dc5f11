import { describe, expect, it } from 'vitest';
import { adminShopForSuite, DESKTOP, PHONE, shoot } from './harness';
import { axeViolations } from './axe';

const ADMIN = 'german-admin@example.com';

describe('the admin in German, in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { own, openAdmin } = shop;

  const order = (id: string, status: 'paid' | 'pending' | 'refunded', minute: number) => ({
    id,
    email: `${id.toLowerCase()}@beispiel.de`,
    name: 'Anna Muster',
    language: 'de',
    product_id: 'ebook-restaurant-closer-de',
    amount: 4700,
    currency: 'EUR',
    status,
    provider: 'demo' as const,
    created_at: new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString(),
  });

  it('offers delete only for orders that may go, sorts by the labels shown, and shows a refusal in German', async () => {
    await own.database.db
      .insertInto('ebook_purchases')
      .values([
        order('RC-GERMANPAID', 'paid', 1),
        order('RC-GERMANOPEN', 'pending', 2),
        order('RC-GERMANBACK', 'refunded', 3),
        order('RC-GERMANLATE', 'pending', 4),
      ])
      .execute();
    for (const size of [DESKTOP, PHONE]) {
      const { context, page } = await openAdmin(size);
      await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
      const row = (id: string) => page.locator('tbody tr', { hasText: id });
      await row('RC-GERMANPAID').waitFor();
      // A paid or refunded order stays: no delete offered; an open one can go.
      expect(await row('RC-GERMANPAID').getByRole('button', { name: 'Löschen' }).count()).toBe(0);
      expect(await row('RC-GERMANBACK').getByRole('button', { name: 'Löschen' }).count()).toBe(0);
      expect(await row('RC-GERMANOPEN').getByRole('button', { name: 'Löschen' }).count()).toBe(1);
      expect(await row('RC-GERMANPAID').getByRole('button', { name: 'Bearbeiten' }).count()).toBe(
        1,
      );
      await shoot(page, `admin-orders-delete-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }

    const { context, page } = await openAdmin(DESKTOP);
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    // Status sorts as read: Ausstehend, Bezahlt, Erstattet (the codes would put paid first).
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.waitForURL(/sort=status%3Aasc/);
    await page.locator('tbody tr').first().getByText('Ausstehend').waitFor();
    // The list is read once the sorted rows are all there (they replace the old ones in turn).
    await expect
      .poll(() =>
        page
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((r) => (r.textContent ?? '').match(/Ausstehend|Bezahlt|Erstattet/)?.[0]),
          ),
      )
      .toEqual(['Ausstehend', 'Ausstehend', 'Bezahlt', 'Erstattet']);
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.waitForURL(/sort=status%3Adesc/);
    await page.locator('tbody tr').first().getByText('Erstattet').waitFor();

    // Paid meanwhile: the server refuses, and the banner says why in its own German words.
    await own.database.db
      .updateTable('ebook_purchases')
      .set({ status: 'paid' })
      .where('id', '=', 'RC-GERMANLATE')
      .execute();
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator('tbody tr', { hasText: 'RC-GERMANLATE' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    const banner = page.getByText(/RC-GERMANLATE ist „Bezahlt“ und kann nicht gelöscht werden/);
    await banner.waitFor();
    expect(await banner.innerText()).not.toMatch(/[{}]|API Error/);
    await context.close();
  });

  it('edits an administrator’s address on one line and names a refused upload in German', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const { context, page } = await openAdmin(size);
      await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
      await page.getByRole('link', { name: /Administratoren/ }).click();
      await page.getByRole('heading', { name: 'Administratoren' }).waitFor();
      await page.getByRole('button', { name: 'Neu erstellen' }).click();
      await page.getByRole('heading', { name: 'Neuen Eintrag erstellen' }).waitFor();
      const email = page.getByRole('textbox', { name: /^E-Mail/ });
      expect(await email.evaluate((el) => el.tagName)).toBe('INPUT');
      // The e-mail keyboard, but a text field: Chromium's type="email" would hand the page an
      // umlaut domain as punycode. Stored and shown as typed, as the orders' addresses are.
      expect(await email.getAttribute('type')).toBe('text');
      expect(await email.getAttribute('inputmode')).toBe('email');
      const address = `chefin${size.width}@beratung-müller.de`;
      await email.fill(address);
      await shoot(page, `admin-admin-form-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.locator('tbody tr', { hasText: address }).waitFor();
      const stored = await own.database.db
        .selectFrom('admins')
        .select('email')
        .where('email', 'like', `chefin${size.width}@%`)
        .execute();
      expect(stored).toEqual([{ email: address }]);

      // A file that is no PDF: the server's reason, not "Upload failed: 415".
      await page.getByRole('link', { name: /Produkte/ }).click();
      const product = page.locator('tbody tr', { hasText: 'ebook-restaurant-closer-de' });
      await product.getByRole('button', { name: 'Bearbeiten' }).click();
      await page.getByRole('heading', { name: 'Eintrag bearbeiten' }).waitFor();
      await page
        .locator('input[type="file"][accept="application/pdf"]')
        .setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') });
      await page.getByText('Nicht unterstützter Dateityp: erlaubt sind nur PDF-Dateien.').waitFor();
      expect(await page.getByText(/Upload failed|submitting/i).count()).toBe(0);
      await shoot(page, `admin-upload-refused-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
