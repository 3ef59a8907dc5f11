import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../../tests/setup/app';
import { parseCsv } from '../../../../tests/setup/csv';
import { auditOfTable } from '../../../../tests/setup/audit';
import { cancelledAt, creditedAt, invoicedSale } from '../../../../tests/setup/invoiced-sales';
import { quarterOf } from '../../../shared/api/oss';
import { readOssReturn } from './oss-return';

const ADMIN = 'books@example.com';
const OSS_COUNTRIES = ['FR', 'IT', 'AT', 'NL', 'DK'];
/** A German amount of the CSV ("-43,93") in cents. */
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describeEachDatabase('the OSS-Meldung of a quarter on %s', (suite) => {
  async function quarterWithEverything() {
    const db = suite.db();
    const shop = createTestApp(db, { ADMIN_EMAILS: ADMIN, SELLER_COUNTRY: 'DE' });
    const sell = (sale: Parameters<typeof invoicedSale>[2]) =>
      invoicedSale(db.db, shop.config, sale);
    // The quarter before: a sale to the Netherlands, refunded in the third quarter.
    const dutchQ2 = await sell({ country: 'NL', at: '2026-06-20T10:00:00Z' });
    // Consumers in five member states at their rates, two of them in France.
    const french = await sell({ country: 'FR', at: '2026-07-01T08:00:00Z' });
    await sell({ country: 'FR', at: '2026-08-14T12:00:00Z' });
    await sell({ country: 'IT', at: '2026-07-15T12:00:00Z' });
    await sell({ country: 'AT', at: '2026-08-02T12:00:00Z' });
    await sell({ country: 'NL', at: '2026-09-01T12:00:00Z' });
    await sell({ country: 'DK', at: '2026-09-30T21:30:00Z' }); // 23:30 in Berlin: still Q3
    // Left out: a business in Italy (reverse charge), a German consumer, a sale outside the EU.
    await sell({
      country: 'IT',
      business: { country: 'IT', vatId: 'IT01234567890' },
      at: '2026-07-20T12:00:00Z',
    });
    await sell({ country: 'DE', at: '2026-07-21T12:00:00Z' });
    await sell({ country: 'US', at: '2026-07-22T12:00:00Z' });
    // A copy given away with a 100 % code, to Austria: every amount zero.
    const free = await sell({
      country: 'AT',
      code: { code: 'GRATIS', discount: 4700 },
      at: '2026-08-03T12:00:00Z',
    });
    // Refunds in the quarter: the Dutch sale of Q2 in full, 10 € of a French sale of Q3.
    await cancelledAt(db.db, dutchQ2.purchase_id, '2026-07-10T12:00:00Z');
    await creditedAt(db.db, french.purchase_id, 1000, '2026-09-10T12:00:00Z');
    // The next quarter starts at midnight in Berlin: not in this return.
    await sell({ country: 'FR', at: '2026-09-30T22:30:00Z' });
    return { db, shop, free };
  }

  it('sums each member state and rate from the invoices, with the earlier quarter’s refund apart', async () => {
    const { db, shop, free } = await quarterWithEverything();
    expect(free).toMatchObject({ gross: 0, net: 0, vat: 0, vat_treatment: 'standard' });
    const report = await readOssReturn(db.db, shop.config, '2026-Q3');

    // The same figures, worked out here from the invoice rows themselves.
    const rows = await db.db
      .selectFrom('invoices')
      .selectAll()
      .where('issue_date', '>=', '2026-07-01')
      .where('issue_date', '<=', '2026-09-30')
      .execute();
    const byNumber = new Map(
      (await db.db.selectFrom('invoices').selectAll().execute()).map((r) => [r.number, r]),
    );
    const expectedLines = new Map<string, { net: number; vat: number }>();
    const expectedCorrections = new Map<string, { net: number; vat: number }>();
    for (const r of rows) {
      if (r.vat_treatment !== 'standard' || !OSS_COUNTRIES.includes(r.buyer_country)) continue;
      const original = r.cancels_number ? byNumber.get(r.cancels_number)! : r;
      const earlier = original.issue_date < '2026-07-01';
      const map = earlier ? expectedCorrections : expectedLines;
      const key = earlier
        ? `${quarterOf(original.issue_date)} ${r.buyer_country}`
        : `${r.buyer_country} ${r.vat_rate}`;
      const sum = map.get(key) ?? { net: 0, vat: 0 };
      map.set(key, { net: sum.net + Number(r.net), vat: sum.vat + Number(r.vat) });
    }
    const lines = Object.fromEntries(
      report.lines.map((l) => [`${l.country} ${l.rate}`, { net: l.net, vat: l.vat }]),
    );
    expect(lines).toEqual(Object.fromEntries(expectedLines));
    expect(Object.keys(lines)).toEqual(['AT 10', 'DK 25', 'FR 5.5', 'IT 4', 'NL 9']);
    // Two French sales of 47,00 € at 5,5 %, less a credit note of 10,00 €.
    expect(lines['FR 5.5']).toEqual({ net: 4455 + 4455 - 948, vat: 245 + 245 - 52 });
    expect(lines['DK 25']).toEqual({ net: 3760, vat: 940 });
    expect(
      report.corrections.map((c) => [c.quarter, c.country, { net: c.net, vat: c.vat }]),
    ).toEqual([['2026-Q2', 'NL', expectedCorrections.get('2026-Q2 NL')]]);
    expect(report.corrections[0]).toMatchObject({ net: -4312, vat: -388 });

    // The totals reconcile to the cent with every row of the quarter.
    const all = rows.reduce(
      (s, r) => ({ net: s.net + Number(r.net), vat: s.vat + Number(r.vat) }),
      {
        net: 0,
        vat: 0,
      },
    );
    expect(report.totals.all.net + report.excluded.net).toBe(all.net);
    expect(report.totals.all.vat + report.excluded.vat).toBe(all.vat);
    expect(report.totals.all.net).toBe(report.totals.lines.net + report.totals.corrections.net);
    // 6 sales, the free copy, a credit note and a cancellation; 3 others left out.
    expect(report.totals.all.documents).toBe(9);
    expect(report.excluded.documents).toBe(3);
  });

  it('gives the same totals as the Rechnungen CSV of the quarter, and audits each download', async () => {
    const { db, shop } = await quarterWithEverything();
    const admin = await createSessionClient(shop, db.db, ADMIN);
    const invoicesCsv = await admin.request(
      '/api/admin/invoices/export.csv?from=2026-07-01&to=2026-09-30',
    );
    const [head, ...invoiceRows] = parseCsv(await invoicesCsv.text());
    const col = (name: string) => head.indexOf(name);
    const ossRows = invoiceRows.filter(
      (r) =>
        r[col('Steuerbehandlung')] === 'USt des Bestimmungslands' &&
        OSS_COUNTRIES.includes(r[col('Land')]),
    );
    const sum = (list: string[][], name: string) =>
      list.reduce((s, r) => s + cents(r[col(name)]), 0);

    const res = await admin.request('/api/admin/oss?quartal=2026-Q3');
    expect(res.status).toBe(200);
    const report = (await res.json()) as Awaited<ReturnType<typeof readOssReturn>>;
    expect(report.totals.all.net).toBe(sum(ossRows, 'Netto'));
    expect(report.totals.all.vat).toBe(sum(ossRows, 'USt'));
    expect(report.totals.all.documents).toBe(ossRows.length);

    const csv = await admin.request('/api/admin/oss/export.csv?quartal=2026-Q3');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('oss-meldung-2026-Q3.csv');
    const [ossHead, ...lines] = parseCsv(await csv.text());
    expect(ossHead).toEqual([
      'Art',
      'Quartal',
      'Land des Verbrauchs',
      'Land',
      'USt-Satz (%)',
      'Bemessungsgrundlage',
      'USt',
      'Belege',
    ]);
    expect(lines).toContainEqual([
      'Umsatz',
      '2026-Q3',
      'FR',
      'Frankreich',
      '5,5',
      '79,62',
      '4,38',
      '3',
    ]);
    expect(lines).toContainEqual([
      'Korrektur',
      '2026-Q2',
      'NL',
      'Niederlande',
      '',
      '-43,12',
      '-3,88',
      '1',
    ]);
    const total = lines.find((l) => l[0] === 'Summe')!;
    expect(cents(total[5])).toBe(sum(ossRows, 'Netto'));
    expect(cents(total[6])).toBe(sum(ossRows, 'USt'));
    // No line of zeros for the free copy: Austria shows only its paid sale.
    expect(lines.filter((l) => l[2] === 'AT')).toEqual([
      ['Umsatz', '2026-Q3', 'AT', 'Österreich', '10', '42,73', '4,27', '2'],
    ]);

    // Both downloads are on record: the Rechnungen CSV it was compared with, and the return.
    const audited = await auditOfTable(db.db, 'invoices', ['action', 'actor', 'row_id']);
    expect(audited).toHaveLength(2);
    expect(audited).toContainEqual({
      action: 'export',
      actor: ADMIN,
      row_id: 'oss-meldung:2026-Q3',
    });
    expect(audited).toContainEqual({
      action: 'export',
      actor: ADMIN,
      row_id: expect.stringMatching(/^rechnungen-csv:2026-07-01\.\.2026-09-30$/),
    });
  });

  it('refuses a malformed quarter and anyone who is not an administrator', async () => {
    const db = suite.db();
    const shop = createTestApp(db, { ADMIN_EMAILS: ADMIN });
    const admin = await createSessionClient(shop, db.db, ADMIN);
    const bad = await admin.request('/api/admin/oss?quartal=2026-Q5');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/JJJJ-Qn/);
    const stranger = await createSessionClient(shop, db.db, 'someone@example.com');
    expect((await stranger.request('/api/admin/oss/export.csv?quartal=2026-Q3')).status).toBe(403);
    expect((await shop.app.request('/api/admin/oss?quartal=2026-Q3')).status).toBe(401);
    expect(await auditOfTable(db.db, 'invoices', ['action'])).toEqual([]);
  });
});
