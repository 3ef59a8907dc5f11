import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { parseCsv, parseCsvRecords } from '../../../tests/setup/csv';
import { checkoutBody } from '../../../tests/setup/checkout';

describeEachDatabase('CSV export of the orders on %s', ({ db }) => {
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
        json: checkoutBody('en', email, { name }),
      });
      expect(res.status).toBe(200);
    }
    const boss = await createSessionClient(shop, db().db, 'boss@example.com');
    const res = await boss.request('/api/tables/ebook_purchases/export?sort=email:asc');
    expect(res.status).toBe(200);
    const records = parseCsvRecords(await res.text());
    // Each cell starts with the apostrophe a spreadsheet shows as text.
    expect(records.map((r) => r.Name)).toEqual(planted.map(([name]) => `'${name}`));
    // The shop's own amounts are numbers, never neutralised.
    expect(records.map((r) => r.Betrag)).toEqual(['47,00', '47,00', '47,00', '47,00']);
  });

  it('writes the German format: ";", euros with a comma, Berlin time, and the business details', async () => {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const base = {
      language: 'de',
      product_id: 'ebook-restaurant-closer-de',
      currency: 'EUR',
      provider: 'demo' as const,
      status: 'paid' as const,
    };
    await d.db
      .insertInto('ebook_purchases')
      .values([
        {
          ...base,
          id: 'csv-winter',
          email: 'winter@example.com',
          name: 'Jörg Groß',
          amount: 4700,
          // 14:03 in Berlin (CET).
          created_at: '2026-11-25T13:03:00.000Z',
          paid_at: '2026-11-25T13:04:00.000Z',
          business_company: 'Bistro "Zur Post"; Hinterhof\nGmbH',
          business_address: 'Markt 1, 80331 München',
          business_country: 'DE',
          business_vat_id: 'DE123456789',
          billing_country: 'AT',
        },
        {
          ...base,
          id: 'csv-summer',
          email: 'summer@example.com',
          name: 'Ana',
          amount: 3990,
          // 00:30 on 10 July in Berlin (CEST): the next day there.
          created_at: '2026-07-09T22:30:00.000Z',
        },
      ] as never)
      .execute();
    const boss = await createSessionClient(shop, d.db, 'boss@example.com');
    const res = await boss.request('/api/tables/ebook_purchases/export?sort=created_at:asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    // CRLF after every row; the one line feed left is the quoted one inside the company.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').match(/\n/g)).toHaveLength(1);

    const [header] = parseCsv(text);
    expect(header.slice(0, 4)).toEqual(['Bestellnummer', 'E-Mail', 'Name', 'Datum']);
    for (const column of ['Firma', 'USt-IdNr.', 'Land der Firma', 'Rechnungsland (Zahlung)']) {
      expect(header).toContain(column);
    }
    const [summer, winter] = parseCsvRecords(text);
    expect(winter).toMatchObject({
      Bestellnummer: 'csv-winter',
      Name: 'Jörg Groß',
      Datum: '2026-11-25 14:03',
      'Bezahlt am': '2026-11-25 14:04',
      Betrag: '47,00',
      Firma: 'Bistro "Zur Post"; Hinterhof\nGmbH',
      'USt-IdNr.': 'DE123456789',
      'Land der Firma': 'DE',
      'Rechnungsland (Zahlung)': 'AT',
    });
    expect(summer).toMatchObject({
      Bestellnummer: 'csv-summer',
      Datum: '2026-07-10 00:30',
      'Bezahlt am': '',
      Betrag: '39,90',
      Firma: '',
      'USt-IdNr.': '',
    });
    // The company is one quoted cell, its quotes doubled.
    expect(text).toContain(';"Bistro ""Zur Post""; Hinterhof\nGmbH";');
  });
});
