import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { startViesFake, type ViesFake } from '../../../tests/fakes/vies';
import { checkoutBody } from '../../../tests/setup/checkout';
import { parseCsv, parseCsvRecords } from '../../../tests/setup/csv';
import { berlinDay } from '../../shared/format';
import { defaultAccountingSettings, type AccountingAnswer } from '../../shared/api/accounting';
import type { Lang } from '../../shared/languages';
import { reconcileProviderFees } from '../domain/orders/provider-fees';
import { createStripeProvider } from '../adapters/payments/stripe';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'buchhaltung@example.com';
const TODAY = berlinDay();
const PERIOD = `from=${TODAY.slice(0, 8)}01&to=${TODAY}`;

/** The DATEV file's lines as fields, read back as Windows-1252. */
function readExtf(bytes: Uint8Array) {
  const text = new TextDecoder('windows-1252').decode(bytes);
  return { text, lines: parseCsv(text) };
}

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

describeEachDatabase('the Buchhaltung page and the DATEV export on %s', (suite) => {
  let stripe: StripeFake;
  let vies: ViesFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
    vies = await startViesFake();
    vies.valid.add('IT01234567890');
  });
  afterAll(async () => {
    await stripe.stop();
    await vies.stop();
  });

  async function setup() {
    const db = suite.db();
    stripe.settleCharges = true;
    const shop = createTestApp(db, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
      VIES_URL: vies.url,
    });
    const admin = await createSessionClient(shop, db.db, ADMIN);
    const browser = createCookieClient(shop.app, ORIGIN);
    const webhook = (type: string, object: object) => stripe.send(shop.app, type, object);
    /** A purchase through the checkout and Stripe's page, paid: its order id. */
    const buy = async (lang: Lang, country: string, extra: Record<string, unknown> = {}) => {
      const res = await browser.request('/api/create-checkout-session', {
        json: checkoutBody(lang, `buyer-${lang}@example.com`, extra),
      });
      expect(res.status).toBe(200);
      const { sessionId } = (await res.json()) as { sessionId: string };
      const session = stripe.complete(sessionId, { country });
      expect((await webhook('checkout.session.completed', session)).status).toBe(200);
      return session.client_reference_id!;
    };
    const settings = async () =>
      (await (await admin.request('/api/admin/accounting')).json()) as AccountingAnswer;
    const save = (body: object) =>
      admin.request('/api/admin/accounting', { method: 'PUT', json: body });
    return { db, shop, admin, browser, buy, settings, save };
  }

  it('offers SKR03 defaults, refuses bad input without changing anything, and audits a save', async () => {
    const t = await setup();
    const first = await t.settings();
    expect(first).toMatchObject({ ready: false, updatedAt: null });
    expect(first.settings).toMatchObject({ chart: 'SKR03', revenueDomestic7: '8300' });

    const bad = await t.save({
      ...defaultAccountingSettings('SKR04'),
      consultantNumber: '12',
      clientNumber: 'abc',
      accountLength: '5',
      fiscalYearStart: '31.02.',
    });
    expect(bad.status).toBe(400);
    const refusal = (await bad.json()) as { message: string; errors: Record<string, string> };
    expect(refusal.message).toMatch(/nicht gespeichert/);
    expect(refusal.errors.consultantNumber).toMatch(/Beraternummer/);
    expect(refusal.errors.clientNumber).toMatch(/Mandantennummer/);
    expect(refusal.errors.fiscalYearStart).toMatch(/TT\.MM\./);
    expect(refusal.errors.revenueDomestic19).toBe(
      'Erlöse Inland 19 %: 5 Stellen bei Sachkontenlänge 5, nicht 4.',
    );
    // Two fixed accounts may not be the same.
    const same = await t.save({
      ...defaultAccountingSettings('SKR03'),
      bankAccount: '1360',
    });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { errors: Record<string, string> }).errors.bankAccount).toMatch(
      /dasselbe Konto/,
    );
    expect(await t.settings()).toEqual(first);
    const noAudit = await t.db.db.selectFrom('audit_log').select('id').execute();
    expect(noAudit).toHaveLength(0);

    const good = await t.save({
      ...defaultAccountingSettings('SKR04'),
      consultantNumber: '1234567',
      clientNumber: '42',
      fiscalYearStart: '01.07.',
    });
    expect(good.status).toBe(200);
    const saved = (await good.json()) as AccountingAnswer;
    expect(saved).toMatchObject({ ready: true, updatedBy: ADMIN });
    expect(saved.settings).toMatchObject({
      chart: 'SKR04',
      feeAccount: '6855',
      clientNumber: '42',
    });
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'table_name', 'actor', 'summary'])
      .execute();
    expect(audit).toEqual([
      {
        action: 'update',
        table_name: 'accounting_settings',
        actor: ADMIN,
        summary: expect.stringMatching(/^Buchhaltung geändert: Beraternummer, Mandantennummer/),
      },
    ]);
    // Not for anyone else.
    expect((await t.browser.request('/api/admin/accounting')).status).toBe(401);
  });

  it('exports the month as an EXTF Buchungsstapel with fees and payouts booked', async () => {
    const t = await setup();
    const notReady = await t.admin.request(`/api/admin/accounting/datev.csv?${PERIOD}`);
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as { code: string }).code).toBe('datev_not_ready');
    expect(
      (
        await t.save({
          ...defaultAccountingSettings('SKR03'),
          consultantNumber: '1001',
          clientNumber: '99999',
        })
      ).status,
    ).toBe(200);

    const domestic = await t.buy('de', 'DE', { name: 'Käthe Bär' });
    const oss = await t.buy('fr', 'FR', { name: '=cmd|calc' });
    const business = await t.buy('it', 'IT', {
      name: 'Mario Rossi',
      business: {
        company: 'Trattoria da Mario S.r.l.',
        address: 'Via Roma 1, 00100 Roma',
        country: 'IT',
        vatId: 'IT01234567890',
      },
    });
    // The German order is refunded: a cancellation invoice, and the money goes back.
    expect(
      (await t.admin.request(`/api/admin/orders/${domestic}/refund`, { json: { version: 1 } }))
        .status,
    ).toBe(200);
    const purchases = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['id', 'amount', 'provider_fee', 'provider_net', 'provider_fee_currency'])
      .execute();
    for (const p of purchases) {
      expect(p.provider_fee).toBe(stripe.feeFor(Number(p.amount)));
      expect(Number(p.provider_net)).toBe(Number(p.amount) - Number(p.provider_fee));
      expect(p.provider_fee_currency).toBe('EUR');
    }
    // Verkäufe: the day's fees and what reached the seller, in the CSV as in the view.
    const sales = await t.admin.request(`/api/admin/sales/export.csv?from=${TODAY}&to=${TODAY}`);
    const [day] = parseCsvRecords(await sales.text());
    const euros = (n: number) => (n / 100).toFixed(2).replace('.', ',');
    const fees = purchases.reduce((sum, p) => sum + Number(p.provider_fee), 0);
    const nets = purchases.reduce((sum, p) => sum + Number(p.provider_net), 0);
    expect(day['Gebühr (€)']).toBe(euros(fees));
    expect(day['Netto erhalten (€)']).toBe(euros(nets));

    const payout = stripe.addPayout({ amount: 5000, arrival: new Date() });
    // A payout of another month and one that failed are not this month's.
    stripe.addPayout({ amount: 777, arrival: new Date(Date.now() - 40 * 86_400_000) });
    stripe.addPayout({ amount: 888, arrival: new Date(), status: 'failed' });

    const res = await t.admin.request(`/api/admin/accounting/datev.csv?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="EXTF_Buchungsstapel_${TODAY.slice(0, 8)}01_bis_${TODAY}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = Buffer.from(bytes);
    // CRLF after every line, never a bare line feed; "ä" is the single byte 0xE4.
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw.subarray(-2).toString('latin1')).toBe('\r\n');
    expect(raw.includes(Buffer.from('K\xe4the B\xe4r', 'latin1'))).toBe(true);
    expect(raw.includes(Buffer.from('Käthe', 'utf8'))).toBe(false);

    const { lines } = readExtf(bytes);
    const [header, columns, ...rows] = lines;
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.slice(10, 16)).toEqual([
      '1001',
      '99999',
      `${TODAY.slice(0, 4)}0101`,
      '4',
      `${TODAY.slice(0, 8).replace(/-/g, '')}01`,
      TODAY.replace(/-/g, ''),
    ]);
    expect(header[21]).toBe('EUR');
    expect(header[26]).toBe('03');
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen']);
    expect(columns[39]).toBe('EU-Land u. UStID (Bestimmung)');
    for (const row of rows) expect(row).toHaveLength(125);

    const invoices = await t.db.db.selectFrom('invoices').selectAll().execute();
    expect(invoices).toHaveLength(4);
    const byDoc = (n: string) => rows.filter((r) => r[10] === n.replace(/[^A-Za-z0-9-]/g, ''));
    const signed = (r: string[]) => (r[1] === 'S' ? 1 : -1) * cents(r[0]);
    const invoiceRows = rows.filter((r) => r[6] === '10000' && r[7] !== '1360');
    expect(invoiceRows).toHaveLength(invoices.length);
    expect(invoiceRows.reduce((sum, r) => sum + signed(r), 0)).toBe(
      invoices.reduce((sum, inv) => sum + Number(inv.gross), 0),
    );
    for (const inv of invoices) {
      const [row] = byDoc(inv.number).filter((r) => r[6] === '10000');
      expect(row[9]).toBe(`${inv.issue_date.slice(8, 10)}${inv.issue_date.slice(5, 7)}`);
      expect(row[1]).toBe(Number(inv.gross) > 0 ? 'S' : 'H');
      if (inv.purchase_id === domestic) {
        expect(row.slice(7, 9)).toEqual(['8300', '']);
        expect(row[13]).toMatch(/Käthe Bär$/);
      }
      if (inv.purchase_id === oss) {
        expect(row.slice(7, 9)).toEqual(['8339', '240']);
        expect(row.slice(39, 41)).toEqual(['FR', '5,50']);
        // The buyer's name comes after the document's: the text never begins like a formula.
        expect(row[13]).toBe(`Rechnung ${inv.number} =cmd|calc`);
      }
      if (inv.purchase_id === business) {
        expect(row.slice(7, 9)).toEqual(['8336', '']);
        expect(row[39]).toBe('IT01234567890');
      }
    }
    // Each payment reached the transit account; the refund left it.
    const transitRows = rows.filter((r) => r[6] === '1360');
    expect(transitRows.map((r) => `${r[1]} ${r[0]} ${r[7]}`).sort()).toEqual(
      [
        ...purchases.map((p) => `S ${(Number(p.amount) / 100).toFixed(2).replace('.', ',')} 10000`),
        `H ${(Number(purchases.find((p) => p.id === domestic)!.amount) / 100).toFixed(2).replace('.', ',')} 10000`,
      ].sort(),
    );
    // Stripe's fees: the fee account against transit, with the reverse-charge key 94.
    const feeRows = rows.filter((r) => r[6] === '4970');
    expect(feeRows).toHaveLength(3);
    for (const r of feeRows) expect([r[1], r[7], r[8]]).toEqual(['S', '1360', '94']);
    expect(feeRows.reduce((s, r) => s + cents(r[0]), 0)).toBe(
      purchases.reduce((s, p) => s + Number(p.provider_fee), 0),
    );
    // This month's paid-out payout: bank against transit.
    const payoutRows = rows.filter((r) => r[6] === '1200');
    expect(payoutRows).toEqual([expect.arrayContaining(['50,00', 'S', 'EUR', '1200', '1360'])]);
    expect(payoutRows[0][10]).toBe(payout.id.replace('_', ''));
    expect(rows).toHaveLength(invoices.length + transitRows.length + 3 + 1);

    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'table_name', 'summary'])
      .where('action', '=', 'export')
      .where('row_id', 'like', 'datev:%')
      .execute();
    expect(audit).toEqual([
      {
        action: 'export',
        table_name: 'invoices',
        summary: expect.stringMatching(new RegExp(`: ${rows.length} Buchungen$`)),
      },
    ]);
  });

  it('refuses a period over the end of the fiscal year', async () => {
    const t = await setup();
    await t.save({
      ...defaultAccountingSettings('SKR03'),
      consultantNumber: '1001',
      clientNumber: '1',
      fiscalYearStart: '01.07.',
    });
    const res = await t.admin.request(
      '/api/admin/accounting/datev.csv?from=2026-06-01&to=2026-07-31',
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Ein DATEV-Stapel umfasst nur ein Wirtschaftsjahr: der Zeitraum muss bis spätestens 30.6.2026 reichen.',
    );
  });

  it('fills in a fee Stripe settles after the payment', async () => {
    const t = await setup();
    stripe.settleCharges = false;
    const id = await t.buy('de', 'DE');
    const before = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['provider_fee', 'provider_net', 'provider_payment_id', 'amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(before).toMatchObject({ provider_fee: null, provider_net: null });
    const deps = {
      db: t.db.db,
      provider: createStripeProvider({
        secretKey: 'sk_test_123',
        webhookSecret: null,
        apiBase: stripe.url,
      }),
      logger: { info() {}, warn() {}, error() {} },
    };
    expect(await reconcileProviderFees(deps)).toBe(0);
    stripe.settle(before.provider_payment_id!);
    expect(await reconcileProviderFees(deps)).toBe(1);
    const after = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['provider_fee', 'provider_net'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fee = stripe.feeFor(Number(before.amount));
    expect(after).toEqual({ provider_fee: fee, provider_net: Number(before.amount) - fee });
    // The order desk shows both.
    const detail = await (await t.admin.request(`/api/admin/orders/${id}`)).json();
    expect(detail.order).toMatchObject({
      providerFee: fee,
      providerNet: Number(before.amount) - fee,
    });
  });
});
