import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { berlinDay } from '../domain/berlin-time';
import { PERIOD_MESSAGES } from '../../shared/period';
import type { SalesReport } from '../../shared/api/sales';
import { parseCsvRecords } from '../../../tests/setup/csv';

describeEachDatabase('sales dashboard API on %s', ({ db }) => {
  it('answers administrators only, with the checkout starts of the period, as JSON and CSV', async () => {
    const shop = createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });
    const visitor = createCookieClient(shop.app, shop.config.publicUrl);
    expect((await visitor.request('/api/admin/sales?days=7')).status).toBe(401);
    expect((await visitor.request('/api/admin/sales/export.csv?days=7')).status).toBe(401);
    const other = await createSessionClient(shop, db().db, 'someone@example.com');
    expect((await other.request('/api/admin/sales?days=7')).status).toBe(403);

    const res0 = await visitor.request('/api/create-checkout-session', {
      json: {
        products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
        email: 'buyer@example.com',
        name: 'Käufer',
        language: 'de',
        acceptTerms: true,
        acceptImmediateDelivery: true,
      },
    });
    expect(res0.status).toBe(200);

    const boss = await createSessionClient(shop, db().db, 'boss@example.com');
    const res = await boss.request('/api/admin/sales?days=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const report = (await res.json()) as {
      from: string;
      to: string;
      days: { day: string }[];
      totals: { checkoutStarts: number; orders: number };
    };
    expect(report.days).toHaveLength(7);
    expect(report.to).toBe(berlinDay(Date.now()));
    expect(report.totals.checkoutStarts).toBe(1);
    expect(report.totals.orders).toBe(0);

    expect((await boss.request('/api/admin/sales?days=8')).status).toBe(400);
    expect((await boss.request('/api/admin/sales?from=2026-03-10&to=2026-03-01')).status).toBe(400);
    const csv = await boss.request('/api/admin/sales/export.csv?from=2026-03-01&to=2026-03-03');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^Tag;Umsatz vor Erstattungen \(€\);Erstattungen und Widerrufe \(€\);Umsatz nach Erstattungen \(€\);Bestellungen;/,
    );
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('answers revenue before and after refunds and withdrawals, in JSON and in the CSV', async () => {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const base = {
      email: 'b@example.com',
      name: '',
      product_id: 'ebook-restaurant-closer-de',
      currency: 'eur',
      provider: 'demo',
      language: 'de',
    };
    await d.db
      .insertInto('ebook_purchases')
      .values([
        {
          ...base,
          id: 's1',
          status: 'paid',
          amount: 4700,
          created_at: '2026-03-02T09:00:00.000Z',
          paid_at: '2026-03-02T09:01:00.000Z',
          refunded_at: null,
        },
        {
          ...base,
          id: 's2',
          status: 'refunded',
          amount: 4700,
          created_at: '2026-03-02T10:00:00.000Z',
          paid_at: '2026-03-02T10:01:00.000Z',
          refunded_at: '2026-03-03T08:00:00.000Z',
        },
        {
          ...base,
          id: 's3',
          language: 'fr',
          status: 'withdrawn',
          amount: 3990,
          created_at: '2026-03-03T10:00:00.000Z',
          paid_at: '2026-03-03T10:01:00.000Z',
          refunded_at: '2026-03-03T11:00:00.000Z',
        },
      ] as never)
      .execute();
    const boss = await createSessionClient(shop, d.db, 'boss@example.com');
    const report = (await (
      await boss.request('/api/admin/sales?from=2026-03-01&to=2026-03-03')
    ).json()) as SalesReport;
    // Refunded and withdrawn orders stay in the gross figure; the net one takes them out.
    expect(report.totals).toMatchObject({
      orders: 3,
      gross: 13390,
      refunded: 8690,
      refundAmount: 4700,
      withdrawalAmount: 3990,
      net: 4700,
    });
    const csv = await boss.request('/api/admin/sales/export.csv?from=2026-03-01&to=2026-03-03');
    const days = parseCsvRecords(await csv.text());
    expect(
      days.map((r) => [
        r.Tag,
        r['Umsatz vor Erstattungen (€)'],
        r['Erstattungen und Widerrufe (€)'],
        r['Umsatz nach Erstattungen (€)'],
        r['Umsatz FR nach Erstattungen (€)'],
      ]),
    ).toEqual([
      ['2026-03-01', '0,00', '0,00', '0,00', '0,00'],
      ['2026-03-02', '94,00', '0,00', '94,00', '0,00'],
      // A day with more refunds than sales: a negative number, not a neutralised text.
      ['2026-03-03', '39,90', '86,90', '-47,00', '0,00'],
    ]);
  });

  it('reads a period by the same rule as the invoice exports and the table filters', async () => {
    const shop = createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient(shop, db().db, 'boss@example.com');
    const ask = async (path: string) => {
      const res = await boss.request(path);
      return [
        res.status,
        res.status === 200 ? null : ((await res.json()) as { message: string }).message,
      ];
    };
    for (const base of ['/api/admin/sales', '/api/admin/invoices/export.csv']) {
      expect(await ask(`${base}?from=2024-02-01&to=2024-02-31`), base).toEqual([
        400,
        PERIOD_MESSAGES.date,
      ]);
      expect(await ask(`${base}?from=2024-03-01&to=2024-02-01`), base).toEqual([
        400,
        PERIOD_MESSAGES.order,
      ]);
      // A leap year whole is one year; a day more is not, for both.
      expect((await ask(`${base}?from=2024-01-01&to=2024-12-31`))[0], base).toBe(200);
      expect(await ask(`${base}?from=2024-01-01&to=2025-01-01`), base).toEqual([
        400,
        PERIOD_MESSAGES.length,
      ]);
    }
    const filter = await boss.request('/api/tables/ebook_purchases?created_at.from=2024-02-31');
    expect(filter.status).toBe(400);
  });
});
