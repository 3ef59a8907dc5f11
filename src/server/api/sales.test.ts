import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { berlinDay } from '../domain/common/berlin-time';
import type { SalesReport } from '../../shared/api/sales';
import { parseCsvRecords } from '../../../tests/setup/csv';
import { checkoutBody } from '../../../tests/setup/checkout';

/** What every order these tests write has in common: a German edition bought by one buyer. */
const ORDER_BASE = {
  email: 'b@example.com',
  name: '',
  product_id: 'ebook-restaurant-closer-de',
  currency: 'eur',
  provider: 'demo',
  language: 'de',
} as const;

/** The named columns of each record of a CSV export, in the order named. */
async function csvColumns(csv: Response, columns: string[]): Promise<string[][]> {
  return parseCsvRecords(await csv.text()).map((record) => columns.map((c) => record[c]));
}

describeEachDatabase('sales dashboard API on %s', ({ db }) => {
  /** The sales report of a period, as the administrator's browser reads it. */
  const salesReport = async (boss: { request(path: string): Promise<Response> }, query: string) =>
    (await (await boss.request(`/api/admin/sales?${query}`)).json()) as SalesReport;

  it('answers administrators only, with the checkout starts of the period, as JSON and CSV', async () => {
    const shop = createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });
    const visitor = createCookieClient(shop.app, shop.config.publicUrl);
    expect((await visitor.request('/api/admin/sales?days=7')).status).toBe(401);
    expect((await visitor.request('/api/admin/sales/export.csv?days=7')).status).toBe(401);
    const other = await createSessionClient(shop, db().db, 'someone@example.com');
    expect((await other.request('/api/admin/sales?days=7')).status).toBe(403);

    const res0 = await visitor.request('/api/create-checkout-session', {
      json: checkoutBody('de', 'buyer@example.com', { name: 'Käufer' }),
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
    // The download is on record: who took which days.
    const audited = await db()
      .db.selectFrom('audit_log')
      .select(['actor', 'action', 'table_name', 'row_id'])
      .where('action', '=', 'export')
      .execute();
    expect(audited).toEqual([
      {
        actor: 'boss@example.com',
        action: 'export',
        table_name: 'ebook_purchases',
        row_id: 'verkaeufe-csv:2026-03-01..2026-03-03',
      },
    ]);
  });

  it('answers revenue before and after refunds and withdrawals, in JSON and in the CSV', async () => {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const base = ORDER_BASE;
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
    const report = await salesReport(boss, 'from=2026-03-01&to=2026-03-03');
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
    expect(
      await csvColumns(csv, [
        'Tag',
        'Umsatz vor Erstattungen (€)',
        'Erstattungen und Widerrufe (€)',
        'Umsatz nach Erstattungen (€)',
        'Umsatz FR nach Erstattungen (€)',
      ]),
    ).toEqual([
      ['2026-03-01', '0,00', '0,00', '0,00', '0,00'],
      ['2026-03-02', '94,00', '0,00', '94,00', '0,00'],
      // A day with more refunds than sales: a negative number, not a neutralised text.
      ['2026-03-03', '39,90', '86,90', '-47,00', '0,00'],
    ]);
  });

  it('answers each discount code’s redemptions, discount and revenue, in JSON and as CSV', async () => {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const base = { ...ORDER_BASE, list_price: 4700, refunded_at: null };
    const order = (
      id: string,
      code: string | null,
      status: string,
      amount: number,
      paidAt: string | null,
      refundedAt: string | null = null,
    ) => ({
      ...base,
      id,
      discount_code: code,
      discount_amount: code ? 4700 - amount : 0,
      list_price: code ? 4700 : null,
      status,
      amount,
      created_at: paidAt ?? '2026-03-02T08:00:00.000Z',
      paid_at: paidAt,
      refunded_at: refundedAt,
    });
    await d.db
      .insertInto('ebook_purchases')
      .values([
        order('c1', 'LAUNCH', 'paid', 3760, '2026-03-02T09:00:00.000Z'),
        // Refunded the next day: a redemption, and its money back on the day it went back.
        order(
          'c2',
          'LAUNCH',
          'refunded',
          3760,
          '2026-03-02T10:00:00.000Z',
          '2026-03-03T08:00:00.000Z',
        ),
        // Held for review: redeemed, but no revenue yet (as in the days).
        order('c3', 'LAUNCH', 'review', 3760, '2026-03-03T09:00:00.000Z'),
        // Paid before the period, withdrawn in it: its refund counts here, its redemption not.
        order(
          'c4',
          'LAUNCH',
          'withdrawn',
          4230,
          '2026-02-20T09:00:00.000Z',
          '2026-03-02T12:00:00.000Z',
        ),
        // Never paid: no redemption.
        order('c5', 'LAUNCH', 'pending', 3760, null),
        // Berlin's 1 March begins at 23:00 UTC the day before; 23:30 UTC on 3 March is the 4th.
        order('c6', 'LAUNCH', 'paid', 3760, '2026-03-03T23:30:00.000Z'),
        // A 100 % code: a redemption at 0 €.
        order('c7', 'FREE100', 'paid', 0, '2026-02-28T23:30:00.000Z'),
        // A code a spreadsheet would read as a formula (typed into the table by hand).
        order('c8', '=SUM1', 'paid', 4200, '2026-03-01T09:00:00.000Z'),
        order('c9', null, 'paid', 4700, '2026-03-01T09:00:00.000Z'),
      ] as never)
      .execute();
    const boss = await createSessionClient(shop, d.db, 'boss@example.com');
    const report = await salesReport(boss, 'from=2026-03-01&to=2026-03-03');
    expect(report.codes).toEqual([
      { code: 'LAUNCH', redemptions: 3, discount: 2820, gross: 7520, refunded: 7990, net: -470 },
      { code: '=SUM1', redemptions: 1, discount: 500, gross: 4200, refunded: 0, net: 4200 },
      { code: 'FREE100', redemptions: 1, discount: 4700, gross: 0, refunded: 0, net: 0 },
    ]);
    // The same period without any code: an empty list, not an error.
    const empty = await salesReport(boss, 'from=2026-01-01&to=2026-01-31');
    expect(empty.codes).toEqual([]);

    const csv = await boss.request(
      '/api/admin/sales/export.csv?kind=codes&from=2026-03-01&to=2026-03-03',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'rabattcodes-2026-03-01-bis-2026-03-03.csv',
    );
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      await csvColumns(csv, [
        'Code',
        'Einlösungen',
        'Rabatt gewährt (€)',
        'Umsatz vor Erstattungen (€)',
        'Erstattungen und Widerrufe (€)',
        'Umsatz nach Erstattungen (€)',
      ]),
    ).toEqual([
      // A negative revenue stays a number; the code that looks like a formula is neutralised.
      ['LAUNCH', '3', '28,20', '75,20', '79,90', '-4,70'],
      ["'=SUM1", '1', '5,00', '42,00', '0,00', '42,00'],
      ['FREE100', '1', '47,00', '0,00', '0,00', '0,00'],
    ]);
    // The days stay the default kind; an unknown kind is refused.
    const days = await boss.request('/api/admin/sales/export.csv?from=2026-03-01&to=2026-03-03');
    expect(parseCsvRecords(await days.text())[0]).toHaveProperty('Tag', '2026-03-01');
    const wrong = await boss.request('/api/admin/sales/export.csv?kind=orders&days=7');
    expect(wrong.status).toBe(400);
  });

  it('reads a period by the same rule as the invoice exports and the table filters', async () => {
    const shop = createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient(shop, db().db, 'boss@example.com');
    const PERIOD_MESSAGES = {
      date: 'Ungültiges Datum: bitte ein Datum des Kalenders im Format JJJJ-MM-TT.',
      order: '„Von“ liegt nach „bis“.',
      length: 'Höchstens 366 Tage (ein Jahr) auf einmal.',
    };
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
