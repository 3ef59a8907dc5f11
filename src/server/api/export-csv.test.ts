import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';

describeEachDatabase('CSV export neutralises formulas on %s', ({ db }) => {
  it('a name planted through the checkout reaches the export as text, not as a formula', async () => {
    const shop = createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });
    const visitor = createCookieClient(shop.app, shop.config.publicUrl);
    const planted = [
      ['=HYPERLINK("http://evil.example","Rechnung")', 'a@example.com'],
      ['+cmd|/C calc!A0', 'b@example.com'],
      ['-2+3', 'c@example.com'],
      ['@SUM(1+1)*cmd', 'd@example.com'],
    ];
    for (const [name, email] of planted) {
      const res = await visitor.request('/api/create-checkout-session', {
        json: {
          products: [{ productId: 'ebook-restaurant-closer-en', quantity: 1 }],
          email,
          name,
          language: 'en',
          acceptTerms: true,
          acceptImmediateDelivery: true,
        },
      });
      expect(res.status).toBe(200);
    }
    const boss = await createSessionClient(shop, db().db, 'boss@example.com');
    const res = await boss.request('/api/tables/ebook_purchases/export?sort=email:asc');
    expect(res.status).toBe(200);
    const csv = await res.text();
    for (const [name] of planted) {
      const quoted = `'${name}`;
      // csv-stringify quotes cells with quotes or commas; either way the cell starts with "'".
      expect(csv.includes(`,${quoted},`) || csv.includes(`,"${quoted.replace(/"/g, '""')}",`)).toBe(
        true,
      );
    }
    expect(csv).not.toMatch(/(^|,)"?[=+@]/m);
    expect(csv).not.toMatch(/(^|,)"?-2\+3/m);
  });
});
