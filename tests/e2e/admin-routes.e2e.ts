import { describe, expect, it } from 'vitest';
import { adminShopForSuite, DESKTOP, PHONE, shoot } from './harness';

const ADMIN = 'routes-admin@example.com';

/**
 * The admin's addresses in Chromium (decision 089): every screen has its own, a reload and the
 * back button land on the same screen with the same period or filter, a shared link to a
 * filtered list shows that filter, and the old `/admin?table=…` links are sent on.
 */
describe('admin addresses in Chromium', () => {
  const shop = adminShopForSuite(ADMIN);
  const { server, own, signedInPage } = shop;
  const at = (page: { url(): string }) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  async function seedOrders() {
    const orders = ['paid', 'paid', 'pending'].map((status, i) => ({
      id: `RC-ROUTES0000${i}`,
      email: `routen${i}@beispiel.de`,
      name: `Routen ${i}`,
      language: i ? 'de' : 'it',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700,
      currency: 'EUR',
      status: status as 'paid',
      provider: 'demo' as const,
      created_at: new Date(Date.UTC(2025, 5, 1, 12, i)).toISOString(),
    }));
    await own.database.db.insertInto('ebook_purchases').values(orders).execute();
  }
  // Once for the suite, by whichever test needs the orders first.
  let seeding: Promise<void> | undefined;
  const seeded = () => (seeding ??= seedOrders());

  it('sends /admin and old ?table= links to the screen’s own address, with the list’s view kept', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    await page.getByRole('heading', { name: 'Bestellungen' }).waitFor();
    const cases: Array<[string, string, string]> = [
      ['/admin?table=verkaeufe', '/admin/verkaeufe', 'Verkäufe'],
      ['/admin?table=rechnungen', '/admin/rechnungen', 'Rechnungen'],
      ['/admin?table=provisionen', '/admin/provisionen', 'Provisionen'],
      [
        '/admin?table=products&search=closer-it',
        '/admin/tabellen/products?search=closer-it',
        'Produkte',
      ],
    ];
    for (const [old, now, heading] of cases) {
      await page.goto(server.url + old);
      await page.waitForURL(server.url + now);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    // The old link's filter is the list's: one product, and the box shows the search.
    await page.locator('tbody tr', { hasText: 'ebook-restaurant-closer-it' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByPlaceholder('Suchen...').inputValue()).toBe('closer-it');
    // The redirect replaced the old address: back leaves the admin's previous screen.
    await page.goBack();
    await page.waitForURL(`${server.url}/admin/provisionen`);
    await context.close();
  });

  it('keeps the screen and its period or filter over a reload and the back button', async () => {
    await seeded();
    const { context, page } = await signedInPage(DESKTOP);
    await page.goto(`${server.url}/admin/verkaeufe`);
    await page.getByRole('button', { name: '30 Tage' }).waitFor();
    await page.getByRole('button', { name: '7 Tage' }).click();
    await page.waitForURL(`${server.url}/admin/verkaeufe?days=7`);
    await page.reload();
    await page.locator('[data-testid="sales-net"]').waitFor();
    expect(await page.getByRole('button', { name: '7 Tage' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('link', { name: /Verkäufe/ }).getAttribute('aria-current')).toBe(
      'page',
    );

    // To the orders by the sidebar, filtered to the paid ones.
    await page.getByRole('link', { name: 'Bestellungen', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('paid');
    await page.waitForURL(/status=paid/);
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00002' }).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(2);
    const filtered = at(page);

    // An order, and back: the same filtered list.
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00001' }).getByRole('link').first().click();
    await page.waitForURL(`${server.url}/admin/orders/RC-ROUTES00001`);
    await page.getByRole('heading', { name: 'Bestellung RC-ROUTES00001' }).waitFor();
    await page.goBack();
    await page.waitForURL(server.url + filtered);
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00001' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: /^Status/ }).inputValue()).toBe('paid');

    // A reload of the list: still filtered.
    await page.reload();
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00001' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: /^Status/ }).inputValue()).toBe('paid');

    // Back twice: the unfiltered list, then Verkäufe over seven days.
    await page.goBack();
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00002' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Status/ }).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL(`${server.url}/admin/verkaeufe?days=7`);
    await page.locator('[data-testid="sales-net"]').waitFor();
    expect(await page.getByRole('button', { name: '7 Tage' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await context.close();
  });

  it('shows a shared link’s filter and period in another session', async () => {
    await seeded();
    const { context, page } = await signedInPage(PHONE);
    // The filtered orders: 'RC-ROUTES' alone, paid only, the highest number first.
    await page.goto(
      `${server.url}/admin/tabellen/ebook_purchases?search=RC-ROUTES&status=paid&sort=id:desc`,
    );
    await page.locator('tbody tr', { hasText: 'RC-ROUTES00001' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await page.locator('tbody tr').first().innerText()).toContain('RC-ROUTES00001');
    expect(await page.getByPlaceholder('Suchen...').inputValue()).toBe('RC-ROUTES');
    expect(await page.getByRole('combobox', { name: /^Status/ }).inputValue()).toBe('paid');
    await shoot(page, 'admin-routes-shared-list-390');

    // A period of the invoices and of the commissions.
    await page.goto(`${server.url}/admin/rechnungen?from=2025-01-01&to=2025-01-31`);
    await page.getByTestId('invoices-view').waitFor();
    expect(await page.getByTestId('invoices-from').inputValue()).toBe('2025-01-01');
    expect(await page.getByTestId('invoices-to').inputValue()).toBe('2025-01-31');
    expect(await page.getByTestId('invoices-csv').getAttribute('href')).toBe(
      '/api/admin/invoices/export.csv?from=2025-01-01&to=2025-01-31',
    );
    await page.goto(`${server.url}/admin/provisionen?from=2025-02-01&to=2025-03-31`);
    await page.getByTestId('commissions-view').getByRole('heading', { name: 'Partner' }).waitFor();
    expect(await page.getByTestId('commissions-from').inputValue()).toBe('2025-02-01');
    expect(await page.getByTestId('commissions-csv').getAttribute('href')).toBe(
      '/api/admin/commissions/export.csv?from=2025-02-01&to=2025-03-31',
    );
    await context.close();
  });
});
