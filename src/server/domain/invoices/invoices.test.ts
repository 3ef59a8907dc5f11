import { mkdtempSync, rmSync } from 'node:fs';
import { berlinDay } from '../../../shared/format';
import { addDiscountCode } from '../../../../tests/setup/discount-codes';
import { startViesFake, type ViesFake } from '../../../../tests/fakes/vies';
import { createViesClient } from '../../adapters/vies';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import { GERMAN_EBOOK_CELLS, pdfText } from '../../../../tests/setup/pdf';
import { checkoutBody } from '../../../../tests/setup/checkout';
import { createDemoProvider, actOnDemoSession } from '../../adapters/payments/demo';
import { createLocalFileStore } from '../../adapters/storage/local';
import { createPdfRenderer } from '../../adapters/pdf/index';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/index';
import { LANGS, type Lang } from '../../../shared/languages';
import { checkBusinessDetails } from '../../../shared/api/business';
import { checkVatId, EU_COUNTRIES, VAT_ID_EXAMPLES } from '../../../shared/vat';
import { createCheckoutSession } from '../checkout/checkout';
import type { CheckoutDeps } from '../common/shop-deps';
import { fulfilCheckoutSession, handlePaymentEvent } from '../delivery/fulfilment';
import { checkoutRequest } from '../../../shared/api/checkout';
import { cancelInvoiceOf, findInvoice, issueInvoice, type Invoice } from './invoices';
import { invoiceUrl, verifyInvoiceToken } from './invoice-links';
import { invoicePdf } from './invoice-files';
import { archiveFileName, invoiceFileName, invoiceLayout, invoiceLines } from './invoice-layout';
import { computeVat, netOfGross } from '../checkout/vat';

const silent = pino({ level: 'silent' });
const pdf = createPdfRenderer();

const YEAR = Number(berlinDay().slice(0, 4));
const num = (n: number) => `${YEAR}-${String(n).padStart(5, '0')}`;

describe('VAT numbers', () => {
  it('accepts each country’s format, with or without its prefix, spaces and dots', () => {
    expect(checkVatId('DE 123 456 789', 'DE')).toEqual({
      ok: true,
      vatId: 'DE123456789',
      country: 'DE',
    });
    expect(checkVatId('123456789', 'DE')).toMatchObject({ ok: true, vatId: 'DE123456789' });
    expect(checkVatId('fr12345678901', 'FR')).toMatchObject({ ok: true, vatId: 'FR12345678901' });
    expect(checkVatId('ATU12345678', 'AT')).toMatchObject({ ok: true });
    expect(checkVatId('EL123456789', 'GR')).toMatchObject({ ok: true, vatId: 'EL123456789' });
    expect(checkVatId('NL123456789B01', 'NL')).toMatchObject({ ok: true });
    expect(checkVatId('IT01234567890', 'IT')).toMatchObject({ ok: true });
    expect(checkVatId('ESB12345678', 'ES')).toMatchObject({ ok: true });
    expect(checkVatId('CHE-123.456.789', 'CH')).toMatchObject({ ok: true, vatId: 'CHE123456789' });
  });

  it('shows a valid example of every EU country’s format', () => {
    for (const country of EU_COUNTRIES) {
      const example = VAT_ID_EXAMPLES[country];
      expect(checkVatId(example, country), country).toEqual({ ok: true, vatId: example, country });
    }
  });

  it('refuses a wrong length, another country’s prefix and an unknown country', () => {
    expect(checkVatId('DE12345678', 'DE')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('FR123456789', 'DE')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('ATU1234567', 'AT')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('IT0123456789', 'IT')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('=cmd|x', 'DE')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('DE123456789', 'XX')).toEqual({ ok: false, reason: 'country' });
  });

  it('checks business details field by field and asks nothing of what is left empty', () => {
    expect(
      checkBusinessDetails({
        company: ' Trattoria ',
        address: 'Via Roma 1\n00100 Roma',
        country: 'it',
      }),
    ).toEqual({
      ok: true,
      value: {
        company: 'Trattoria',
        address: 'Via Roma 1, 00100 Roma',
        country: 'IT',
        vatId: null,
      },
    });
    expect(checkBusinessDetails({ company: '', address: '', country: 'ZZ', vatId: 'IT1' })).toEqual(
      {
        ok: false,
        errors: {
          company: 'companyRequired',
          address: 'addressRequired',
          country: 'invalidCountry',
        },
      },
    );
    expect(
      checkBusinessDetails({ company: 'A', address: 'B', country: 'IT', vatId: 'IT1' }),
    ).toEqual({ ok: false, errors: { vatId: 'invalidVatId' } });
  });
});

describe('VAT of a sale', () => {
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir(), ...env });
  const sale = {
    gross: 4700,
    billingCountry: null,
    businessCountry: null,
    businessVatId: null,
    providerTax: null,
    viesStatus: null,
  } as const;

  it('takes the e-book rate of the billing country and rounds the net to the cent', () => {
    expect(netOfGross(4700, '7')).toBe(4393);
    const cases: Array<[string, string, number]> = [
      ['DE', '7', 307],
      ['FR', '5.5', 245],
      ['IT', '4', 181],
      ['ES', '4', 181],
      ['AT', '10', 427],
      ['DK', '25', 940],
    ];
    for (const [country, rate, vat] of cases) {
      expect(computeVat(config(), { ...sale, billingCountry: country })).toMatchObject({
        country,
        countrySource: 'billing',
        treatment: 'standard',
        rate,
        rateSource: 'table',
        vat,
        net: 4700 - vat,
        gross: 4700,
      });
    }
  });

  it('lets VAT_RATES override a country, and falls back to the business or seller country', () => {
    const c = config({ VAT_RATES: 'DE:19, fr:20' });
    expect(computeVat(c, { ...sale, billingCountry: 'DE' })).toMatchObject({
      rate: '19',
      rateSource: 'config',
      vat: 750,
    });
    expect(computeVat(c, { ...sale, billingCountry: 'FR' })).toMatchObject({
      rate: '20',
      vat: 783,
    });
    expect(computeVat(config(), { ...sale, businessCountry: 'IT' })).toMatchObject({
      country: 'IT',
      countrySource: 'business',
      rate: '4',
    });
    expect(computeVat(config({ SELLER_VAT_ID: 'ATU12345678' }), sale)).toMatchObject({
      country: 'AT',
      countrySource: 'seller',
      rate: '10',
    });
    expect(() => config({ VAT_RATES: 'DE=19' })).toThrow(/VAT_RATES/);
  });

  it('applies the reverse charge only to a VAT number of another member state', () => {
    const c = config({ SELLER_COUNTRY: 'DE' });
    expect(
      computeVat(c, {
        ...sale,
        billingCountry: 'FR',
        businessCountry: 'FR',
        businessVatId: 'FR12345678901',
        viesStatus: 'valid',
      }),
    ).toMatchObject({ treatment: 'reverse-charge', country: 'FR', vat: 0, net: 4700 });
    expect(
      computeVat(c, {
        ...sale,
        billingCountry: 'DE',
        businessCountry: 'DE',
        businessVatId: 'DE123456789',
      }),
    ).toMatchObject({ treatment: 'standard', country: 'DE', rate: '7' });
    expect(
      computeVat(c, { ...sale, billingCountry: 'FR', businessCountry: 'FR', businessVatId: null }),
    ).toMatchObject({ treatment: 'standard', country: 'FR', rate: '5.5' });
    expect(computeVat(c, { ...sale, billingCountry: 'US' })).toMatchObject({
      treatment: 'outside-eu',
      vat: 0,
    });
  });

  it('applies the reverse charge on evidence only: VIES confirmed it and the billing country agrees', () => {
    const c = config({ SELLER_COUNTRY: 'DE' });
    const business = { businessCountry: 'FR', businessVatId: 'FR12345678901' };
    // A well-formed number VIES calls invalid, or could not check: the billing country's VAT.
    for (const viesStatus of ['invalid', 'unavailable', null] as const) {
      expect(
        computeVat(c, { ...sale, ...business, billingCountry: 'FR', viesStatus }),
      ).toMatchObject({
        treatment: 'standard',
        country: 'FR',
        rate: '5.5',
      });
    }
    // A consumer in Germany typing a French business: the card's country wins, and contradicts it.
    expect(
      computeVat(c, { ...sale, ...business, billingCountry: 'DE', viesStatus: 'valid' }),
    ).toMatchObject({ treatment: 'standard', country: 'DE', rate: '7' });
    // Typed Switzerland, billed in Germany: German VAT, not "outside the EU".
    expect(
      computeVat(c, {
        ...sale,
        businessCountry: 'CH',
        businessVatId: 'CHE123456789',
        billingCountry: 'DE',
      }),
    ).toMatchObject({ treatment: 'standard', country: 'DE', rate: '7' });
    // Stripe Tax collected VAT: the invoice never says otherwise, however valid the number.
    expect(
      computeVat(c, {
        ...sale,
        ...business,
        billingCountry: 'FR',
        viesStatus: 'valid',
        providerTax: { amount: 245, rate: '5.5' },
      }),
    ).toMatchObject({ treatment: 'standard', vat: 245, rateSource: 'stripe' });
  });

  it('charges no VAT in small-business mode, and takes Stripe Tax’s amount as it is', () => {
    expect(
      computeVat(config({ VAT_MODE: 'small-business' }), { ...sale, billingCountry: 'FR' }),
    ).toMatchObject({
      treatment: 'small-business',
      vat: 0,
      net: 4700,
    });
    expect(
      computeVat(config(), {
        ...sale,
        billingCountry: 'DE',
        providerTax: { amount: 750, rate: '19' },
      }),
    ).toMatchObject({
      treatment: 'standard',
      rate: '19',
      rateSource: 'stripe',
      vat: 750,
      net: 3950,
    });
  });

  it('signs invoice links and refuses altered ones', () => {
    const url = invoiceUrl(
      { publicUrl: 'https://shop.test', sessionSecret: 's'.repeat(40) },
      '2026-00001',
    );
    expect(url.startsWith('https://shop.test/invoice/')).toBe(true);
    const token = url.slice('https://shop.test/invoice/'.length);
    expect(verifyInvoiceToken('s'.repeat(40), token)).toBe('2026-00001');
    expect(verifyInvoiceToken('t'.repeat(40), token)).toBeNull();
    expect(verifyInvoiceToken('s'.repeat(40), token.replace('00001', '00002'))).toBeNull();
    expect(verifyInvoiceToken('s'.repeat(40), 'nonsense')).toBeNull();
  });
});

describeEachDatabase('invoices on %s', ({ db, onClose }) => {
  let vies: ViesFake;
  beforeAll(async () => {
    vies = await startViesFake();
  });
  afterAll(() => vies.stop());

  function shop(d: TestDatabase, env: Record<string, string> = {}) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-invoices-'));
    onClose(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.test',
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
      ...env,
    });
    const provider = createDemoProvider({
      db: d.db,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
    });
    const files = createLocalFileStore(dataDir);
    const deps: CheckoutDeps = {
      db: d.db,
      config,
      provider,
      logger: silent,
      files,
      pdf,
      vies: createViesClient({ url: vies.url, timeoutMs: 500 }),
    };
    return { config, provider, files, deps };
  }
  type Shop = ReturnType<typeof shop>;

  /** A checkout paid on the demo page with a billing country, not yet fulfilled. */
  async function paidSession(
    s: Shop,
    opts: {
      lang?: Lang;
      country?: string | null;
      business?: Record<string, string>;
      name?: string;
    } = {},
  ) {
    const lang = opts.lang ?? 'de';
    const started = await createCheckoutSession(
      s.deps,
      checkoutBody(lang, `buyer-${lang}@example.com`, {
        name: opts.name ?? 'Anna Rossi',
        ...(opts.business ? { business: checkoutRequest.shape.business.parse(opts.business) } : {}),
      }),
    );
    await actOnDemoSession(s.deps.db, started.sessionId, 'pay', 0, opts.country ?? null);
    return started;
  }

  async function invoiceOf(
    s: Shop,
    purchaseId: string,
    kind: 'invoice' | 'cancellation' | 'credit' = 'invoice',
  ) {
    const inv = await findInvoice(s.deps.db, purchaseId, kind);
    if (!inv) throw new Error(`no ${kind} for ${purchaseId}`);
    return inv;
  }

  it('numbers 30 concurrent payments 00001 to 00030, from two processes, with duplicates', async () => {
    const d = db();
    const a = shop(d);
    // A second connection to the same database stands for a second server process.
    // (On SQLite a second handle in the same process would block its own event loop while it
    // waits for the lock; there the one handle's transactions are serialised instead.)
    const other = d.kind === 'postgres' ? openDatabase(d.target) : null;
    if (other) onClose(() => other.close());
    const b = { ...a, deps: { ...a.deps, db: other?.db ?? d.db } };
    const sessions = [];
    for (let i = 0; i < 30; i++) sessions.push(await paidSession(a, { country: 'DE' }));
    // Each payment is reported twice, through both processes at once (webhook and return page).
    await Promise.all(
      sessions.flatMap((s) => [
        fulfilCheckoutSession(a.deps, s.sessionId),
        fulfilCheckoutSession(b.deps, s.sessionId),
      ]),
    );
    const rows = await d.db.selectFrom('invoices').selectAll().orderBy('sequence').execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 30 }, (_, i) => num(i + 1)));
    expect(new Set(rows.map((r) => r.purchase_id)).size).toBe(30);
    const counter = await d.db.selectFrom('invoice_counters').selectAll().execute();
    expect(counter.map((c) => [Number(c.year), Number(c.last_number)])).toEqual([[YEAR, 30]]);
  });

  it('never skips a number when the transaction that took it fails', async () => {
    const d = db();
    const s = shop(d);
    const first = await paidSession(s, { country: 'IT' });
    await d.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('ebook_purchases')
          .set({ status: 'paid' })
          .where('id', '=', first.purchaseId)
          .execute();
        const inv = await issueInvoice(trx, s.config, first.purchaseId);
        expect(inv?.number).toBe(num(1));
        throw new Error('delivery failed after the invoice');
      })
      .catch((err: Error) => expect(err.message).toMatch(/delivery failed/));
    expect(await findInvoice(d.db, first.purchaseId, 'invoice')).toBeUndefined();
    await d.db
      .updateTable('ebook_purchases')
      .set({ status: 'pending' })
      .where('id', '=', first.purchaseId)
      .execute();
    await fulfilCheckoutSession(s.deps, first.sessionId);
    expect((await invoiceOf(s, first.purchaseId)).number).toBe(num(1));
  });

  it('a duplicate payment event issues no second invoice and the PDF is stored once', async () => {
    const d = db();
    const s = shop(d);
    const { sessionId, purchaseId } = await paidSession(s, { country: 'FR', lang: 'fr' });
    await fulfilCheckoutSession(s.deps, sessionId);
    await fulfilCheckoutSession(s.deps, sessionId);
    const rows = await d.db.selectFrom('invoices').selectAll().execute();
    expect(rows).toHaveLength(1);
    const inv = rows[0] as Invoice;
    expect(inv).toMatchObject({
      number: num(1),
      purchase_id: purchaseId,
      buyer_country: 'FR',
      country_source: 'billing',
      vat_rate: '5.5',
      net: 4455,
      vat: 245,
      gross: 4700,
      language: 'fr',
      seller_vat_id: 'DE123456789',
      file_key: `invoices/${YEAR}/${num(1)}.pdf`,
    });
    const stored = await s.files.read(inv.file_key!);
    // The stored file is what is served, even when the row says something else now.
    await d.db
      .updateTable('invoices')
      .set({ buyer_name: 'Changed' })
      .where('id', '=', inv.id)
      .execute();
    const again = await invoicePdf(
      { db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' },
      (await invoiceOf(s, purchaseId))!,
    );
    expect(Buffer.compare(again, stored)).toBe(0);
    expect(pdfText(again)).not.toContain('Changed');
  });

  it('falls back to the seller’s country without a billing country, and says so', async () => {
    const d = db();
    const s = shop(d);
    const { sessionId, purchaseId } = await paidSession(s, { country: null });
    await fulfilCheckoutSession(s.deps, sessionId);
    const inv = await invoiceOf(s, purchaseId);
    expect(inv).toMatchObject({
      buyer_country: 'DE',
      country_source: 'seller',
      vat_rate: '7',
      vat: 307,
    });
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    expect(text).toContain('Kein Land der Rechnungsadresse bekannt: Umsatzsteuer von Deutschland');
  });

  it('prints the reverse charge for a business of another member state', async () => {
    const d = db();
    const s = shop(d);
    vies.mode = 'answer';
    vies.valid.add('IT01234567890');
    const { sessionId, purchaseId } = await paidSession(s, {
      lang: 'it',
      country: 'IT',
      business: {
        company: 'Trattoria da Mario S.r.l.',
        address: 'Via Roma 1, 00100 Roma',
        country: 'IT',
        vatId: 'IT 01234567890',
      },
    });
    await fulfilCheckoutSession(s.deps, sessionId);
    const inv = await invoiceOf(s, purchaseId);
    expect(inv).toMatchObject({
      vat_treatment: 'reverse-charge',
      buyer_vat_id: 'IT01234567890',
      buyer_company: 'Trattoria da Mario S.r.l.',
      buyer_country: 'IT',
      vat: 0,
      net: 4700,
    });
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    expect(text).toContain('Trattoria da Mario S.r.l.');
    expect(text).toContain('Partita IVA: IT01234567890');
    expect(text).toContain('Inversione contabile (reverse charge)');
    // The evidence is kept with the order: the number asked, VIES's answer, when, its number.
    const evidence = await d.db
      .selectFrom('ebook_purchases')
      .select([
        'billing_country',
        'vies_vat_id',
        'vies_status',
        'vies_checked_at',
        'vies_request_id',
      ])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({
      billing_country: 'IT',
      vies_vat_id: 'IT01234567890',
      vies_status: 'valid',
      vies_request_id: expect.stringMatching(/^WAPI/),
    });
    expect(Date.parse(evidence.vies_checked_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('charges the buyer country’s VAT when VIES refuses the number, is down or does not answer', async () => {
    const cases = [
      ['answer', 'invalid'],
      ['member-state-down', 'unavailable'],
      ['hang', 'unavailable'],
    ] as const;
    for (const [mode, status] of cases) {
      const d = db();
      const s = shop(d);
      vies.mode = mode;
      const { sessionId, purchaseId } = await paidSession(s, {
        lang: 'fr',
        country: 'FR',
        business: {
          company: 'Bistrot Lumière SARL',
          address: '1 rue de Rivoli, 75001 Paris',
          country: 'FR',
          vatId: 'FR 12345678901',
        },
      });
      const started = Date.now();
      await fulfilCheckoutSession(s.deps, sessionId);
      // A VIES that hangs costs the payment at most the client's timeout, never the sale.
      expect(Date.now() - started).toBeLessThan(5_000);
      const inv = await invoiceOf(s, purchaseId);
      expect(inv, mode).toMatchObject({
        vat_treatment: 'standard',
        buyer_vat_id: 'FR12345678901',
        buyer_country: 'FR',
        vat_rate: '5.5',
        vat: 245,
      });
      const row = await d.db
        .selectFrom('ebook_purchases')
        .select(['status', 'vies_status'])
        .where('id', '=', purchaseId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'paid', vies_status: status });
    }
    vies.mode = 'answer';
  });

  it('prints the small-business exemption and no VAT line', async () => {
    const d = db();
    const s = shop(d, { VAT_MODE: 'small-business' });
    const { sessionId, purchaseId } = await paidSession(s, { country: 'DE' });
    await fulfilCheckoutSession(s.deps, sessionId);
    const inv = await invoiceOf(s, purchaseId);
    expect(inv).toMatchObject({
      vat_treatment: 'small-business',
      vat: 0,
      net: 4700,
      vat_rate: '0',
    });
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
    expect(text).not.toContain('Umsatzsteuer 0 %');
  });

  it('cancels a refunded order with its own number, negative amounts and a reference', async () => {
    const d = db();
    const s = shop(d);
    const first = await paidSession(s, { country: 'ES', lang: 'es' });
    await fulfilCheckoutSession(s.deps, first.sessionId);
    const second = await paidSession(s, { country: 'DE' });
    await fulfilCheckoutSession(s.deps, second.sessionId);
    const payment = await d.db
      .selectFrom('ebook_purchases')
      .select('provider_payment_id')
      .where('id', '=', first.purchaseId)
      .executeTakeFirstOrThrow();
    // The refund event twice: one cancellation.
    await handlePaymentEvent(s.deps, { kind: 'refund', paymentId: payment.provider_payment_id! });
    await handlePaymentEvent(s.deps, { kind: 'refund', paymentId: payment.provider_payment_id! });
    const original = await invoiceOf(s, first.purchaseId);
    const cancel = await invoiceOf(s, first.purchaseId, 'cancellation');
    expect(original.number).toBe(num(1));
    expect(cancel).toMatchObject({
      number: num(3),
      kind: 'cancellation',
      cancels_number: num(1),
      net: -Number(original.net),
      vat: -Number(original.vat),
      gross: -4700,
      quantity: -1,
      vat_rate: '4',
      language: 'es',
    });
    expect(await d.db.selectFrom('invoices').select('number').execute()).toHaveLength(3);
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, cancel),
    );
    expect(text).toContain('Factura rectificativa');
    expect(text).toContain(`Anula la factura ${num(1)}`);
    expect(text).toMatch(/-47,00\s*€/);
  });

  /** A discount code of the seller's, for every edition. */
  const addCode = (d: TestDatabase, code: string, off: { percent: number } | { amount: number }) =>
    addDiscountCode(
      d.db,
      code,
      'percent' in off ? { percent_off: off.percent } : { amount_off: off.amount },
    );

  /** A paid, fulfilled order with a discount code. */
  async function discountedOrder(s: Shop, code: string, lang: Lang, country: string) {
    const started = await createCheckoutSession(
      s.deps,
      checkoutBody(lang, `buyer-${lang}@example.com`, {
        name: 'Anna Rossi',
        discountCode: code.toLowerCase(),
      }),
    );
    if (!started.sessionId.startsWith('free_')) {
      await actOnDemoSession(s.deps.db, started.sessionId, 'pay', 0, country);
      await fulfilCheckoutSession(s.deps, started.sessionId);
    }
    return started;
  }

  it('shows a percentage code as its own line at the list price, VAT on what was paid', async () => {
    const d = db();
    const s = shop(d);
    await addCode(d, 'LAUNCH', { percent: 20 });
    const { purchaseId } = await discountedOrder(s, 'LAUNCH', 'de', 'DE');
    const inv = await invoiceOf(s, purchaseId);
    // The VAT is that of the 37,60 € paid; the list price and the discount are gross amounts.
    expect(inv).toMatchObject({
      discount_code: 'LAUNCH',
      list_gross: 4700,
      discount_gross: 940,
      gross: 3760,
      net: 3514,
      vat: 246,
      vat_rate: '7',
    });
    expect(invoiceLines(inv)).toEqual({
      item: { net: 4393, vat: 307, gross: 4700 },
      discount: { net: -879, vat: -61, gross: -940 },
    });
    const layout = invoiceLayout(inv);
    // Amounts are written with a no-break space before the euro sign.
    const cells = layout.rows.map((row) => row.map((cell) => cell.replace(/\u00a0/g, ' ')));
    expect(cells).toEqual([
      [expect.stringContaining('E-Book (PDF)'), ...GERMAN_EBOOK_CELLS],
      ['Rabatt (Code LAUNCH)', '', '', '-8,79 €', '7 %', '-0,61 €', '-9,40 €'],
    ]);
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    expect(text).toContain('Rabatt (Code LAUNCH)');
    expect(text).toMatch(/-9,40\s*€/);
    expect(text).toMatch(/Summe netto\s+35,14\s*€/);
    expect(text).toMatch(/Umsatzsteuer 7 %\s+2,46\s*€/);
    expect(text).toMatch(/Gesamtbetrag\s+37,60\s*€/);
    expect(text).toContain('Bezahlt am');
  });

  it('shows a fixed amount code in the buyer’s language, each of the five', async () => {
    const d = db();
    const s = shop(d);
    await addCode(d, 'TENOFF', { amount: 1000 });
    const words: Record<Lang, [string, RegExp, RegExp]> = {
      en: ['Discount (code TENOFF)', /-€10\.00/, /Total amount\s+€37\.00/],
      it: ['Sconto (codice TENOFF)', /-10,00\s*€/, /Totale fattura\s+37,00\s*€/],
      de: ['Rabatt (Code TENOFF)', /-10,00\s*€/, /Gesamtbetrag\s+37,00\s*€/],
      es: ['Descuento (código TENOFF)', /-10,00\s*€/, /Importe total\s+37,00\s*€/],
      fr: ['Remise (code TENOFF)', /-10,00\s*€/, /Total TTC\s+37,00\s*€/],
    };
    for (const lang of LANGS) {
      const country = { en: 'IE', it: 'IT', de: 'DE', es: 'ES', fr: 'FR' }[lang];
      const { purchaseId } = await discountedOrder(s, 'TENOFF', lang, country);
      const inv = await invoiceOf(s, purchaseId);
      expect(inv, lang).toMatchObject({ list_gross: 4700, discount_gross: 1000, gross: 3700 });
      const lines = invoiceLines(inv);
      // The two lines add up to the totals, to the cent.
      expect(lines.item.net + lines.discount!.net, lang).toBe(Number(inv.net));
      expect(lines.item.vat + lines.discount!.vat, lang).toBe(Number(inv.vat));
      const text = pdfText(
        await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
      );
      const [line, discount, total] = words[lang];
      expect(text, lang).toContain(line);
      expect(text, lang).toMatch(discount);
      expect(text, lang).toMatch(total);
    }
  });

  it('invoices a 100 % code at 0 €, naming the code, and cancels it without a refund', async () => {
    const d = db();
    const s = shop(d);
    await addCode(d, 'FREE100', { percent: 100 });
    const { purchaseId, sessionId } = await discountedOrder(s, 'FREE100', 'de', 'DE');
    expect(sessionId).toBe(`free_${purchaseId}`);
    const inv = await invoiceOf(s, purchaseId);
    expect(inv).toMatchObject({
      discount_code: 'FREE100',
      list_gross: 4700,
      discount_gross: 4700,
      gross: 0,
      net: 0,
      vat: 0,
      payment_provider: 'none',
    });
    expect(invoiceLines(inv)).toEqual({
      item: { net: 4393, vat: 307, gross: 4700 },
      discount: { net: -4393, vat: -307, gross: -4700 },
    });
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    expect(text).toContain('Rabatt (Code FREE100)');
    expect(text).toMatch(/-47,00\s*€/);
    expect(text).toMatch(/Gesamtbetrag\s+0,00\s*€/);
    expect(text).toContain('Nichts zu bezahlen: Der Rabattcode FREE100 deckt den vollen Preis.');
    expect(text).not.toContain('none');
    expect(text).not.toContain('Bezahlt am');

    await cancelInvoiceOf(d.db, purchaseId);
    const cancel = await invoiceOf(s, purchaseId, 'cancellation');
    expect(cancel).toMatchObject({ gross: 0, list_gross: -4700, discount_gross: -4700 });
    const cancelText = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, cancel),
    );
    // Zero is written without a sign, even when the cancellation's arithmetic gave -0.
    expect(cancelText).not.toMatch(/-0,00/);
    expect(cancelText).toContain('Rabatt (Code FREE100)');
    expect(cancelText).toMatch(/Erstattungsbetrag\s+0,00\s*€/);
    expect(cancelText).toContain('es war nichts bezahlt worden, daher wird nichts erstattet.');
    expect(cancelText).not.toContain('Der Betrag wurde am');
  });

  it('mirrors a discounted order on its cancellation invoice', async () => {
    const d = db();
    const s = shop(d);
    await addCode(d, 'LAUNCH', { percent: 20 });
    const { purchaseId } = await discountedOrder(s, 'LAUNCH', 'de', 'DE');
    const payment = await d.db
      .selectFrom('ebook_purchases')
      .select('provider_payment_id')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    await handlePaymentEvent(s.deps, { kind: 'refund', paymentId: payment.provider_payment_id! });
    const cancel = await invoiceOf(s, purchaseId, 'cancellation');
    expect(cancel).toMatchObject({
      discount_code: 'LAUNCH',
      list_gross: -4700,
      discount_gross: -940,
      gross: -3760,
      net: -3514,
      vat: -246,
    });
    expect(invoiceLines(cancel)).toEqual({
      item: { net: -4393, vat: -307, gross: -4700 },
      discount: { net: 879, vat: 61, gross: 940 },
    });
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, cancel),
    );
    expect(text).toContain('Stornorechnung');
    expect(text).toContain('Rabatt (Code LAUNCH)');
    expect(text).toMatch(/-47,00\s*€/);
    expect(text).toMatch(/\s9,40\s*€/);
    expect(text).toMatch(/Erstattungsbetrag\s+-37,60\s*€/);
    expect(text).toContain('Der Betrag wurde am');
  });

  it.each(LANGS)(
    '%s: a cancellation invoice and a credit note name their own number and credit their total',
    async (lang) => {
      const d = db();
      const s = shop(d);
      const expected: Record<Lang, [string, RegExp, string, RegExp]> = {
        en: [
          'Invoice number:',
          /Total credited\s+-€47\.00/,
          'Credit note number:',
          /Total credited\s+-€5\.00/,
        ],
        it: [
          'Numero nota di credito:',
          /Totale accreditato\s+-47,00\s*€/,
          'Numero nota di credito:',
          /Totale accreditato\s+-5,00\s*€/,
        ],
        de: [
          'Rechnungsnummer:',
          /Erstattungsbetrag\s+-47,00\s*€/,
          'Nummer der Rechnungskorrektur:',
          /Erstattungsbetrag\s+-5,00\s*€/,
        ],
        es: [
          'Número de factura rectificativa:',
          /Importe abonado\s+-47,00\s*€/,
          'Número de factura rectificativa:',
          /Importe abonado\s+-5,00\s*€/,
        ],
        fr: [
          'Numéro d’avoir :',
          /Total TTC remboursé\s+-47,00\s*€/,
          'Numéro d’avoir :',
          /Total TTC remboursé\s+-5,00\s*€/,
        ],
      };
      const [cancelNumber, cancelTotal, creditNumber, creditTotal] = expected[lang];
      const fileNames: Record<Lang, [string, string]> = {
        en: ['cancellation-invoice', 'credit-note'],
        it: ['nota-di-credito', 'nota-di-credito'],
        de: ['stornorechnung', 'rechnungskorrektur'],
        es: ['factura-rectificativa', 'factura-rectificativa'],
        fr: ['facture-d-avoir', 'avoir'],
      };
      const refunded = async (refunded?: number) => {
        const { sessionId, purchaseId } = await paidSession(s, { lang, country: 'DE' });
        await fulfilCheckoutSession(s.deps, sessionId);
        const payment = await d.db
          .selectFrom('ebook_purchases')
          .select('provider_payment_id')
          .where('id', '=', purchaseId)
          .executeTakeFirstOrThrow();
        await handlePaymentEvent(s.deps, {
          kind: 'refund',
          paymentId: payment.provider_payment_id!,
          refunded,
        });
        return purchaseId;
      };
      const cancel = await invoiceOf(s, await refunded(), 'cancellation');
      const cancelText = pdfText(
        await invoicePdf(
          { db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' },
          cancel,
        ),
      );
      expect(cancelText).toContain(`${cancelNumber} ${cancel.number}`);
      expect(cancelText).toMatch(cancelTotal);
      const credit = await invoiceOf(s, await refunded(500), 'credit');
      const creditText = pdfText(
        await invoicePdf(
          { db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' },
          credit,
        ),
      );
      expect(creditText).toContain(`${creditNumber} ${credit.number}`);
      expect(creditText).toMatch(creditTotal);
      for (const text of [cancelText, creditText]) {
        expect(text).not.toMatch(/Totale da pagare|Numero fattura|Gesamtbetrag|Total amount/);
      }
      // The buyer saves each under its own kind's name; the seller's files name it in German.
      expect([invoiceFileName(cancel), invoiceFileName(credit)]).toEqual(
        fileNames[lang].map((name, i) => `${name}-${[cancel, credit][i]!.number}.pdf`),
      );
      expect([archiveFileName(cancel), archiveFileName(credit)]).toEqual([
        `Stornorechnung-${cancel.number}.pdf`,
        `Rechnungskorrektur-${credit.number}.pdf`,
      ]);
    },
  );

  it.each(LANGS)('%s: the invoice PDF reads in the buyer’s language', async (lang) => {
    const d = db();
    const s = shop(d);
    const country = { en: 'IE', it: 'IT', de: 'DE', es: 'ES', fr: 'FR' }[lang];
    const { sessionId, purchaseId } = await paidSession(s, { lang, country, name: 'Zoë Müller' });
    await fulfilCheckoutSession(s.deps, sessionId);
    const inv = await invoiceOf(s, purchaseId);
    const text = pdfText(
      await invoicePdf({ db: d.db, files: s.files, pdf, sellerEmail: 'shop@example.com' }, inv),
    );
    const expected: Record<Lang, string[]> = {
      en: [
        'Invoice',
        'Invoice number:',
        'Date of issue:',
        'Date of supply:',
        'Total amount',
        'VAT of Ireland, the billing country.',
      ],
      it: [
        'Fattura',
        'Numero fattura:',
        'Data di emissione:',
        'Totale fattura',
        'IVA 4%',
        'IVA dell’Italia, paese di fatturazione.',
      ],
      de: [
        'Rechnung',
        'Rechnungsnummer:',
        'Leistungsdatum:',
        'Gesamtbetrag',
        'Umsatzsteuer 7 %',
        '43,93 €',
        '3,07 €',
      ],
      es: [
        'Factura',
        'Número de factura:',
        'Fecha de expedición:',
        'Importe total',
        'IVA 4 %',
        'IVA de España, el país de facturación.',
      ],
      fr: [
        'Facture',
        'Numéro de facture :',
        'Date d’émission :',
        'Total TTC',
        'TVA 5,5 %',
        'TVA de la France, pays de facturation.',
      ],
    };
    for (const phrase of [
      ...expected[lang],
      num(1),
      purchaseId,
      'Restaurant Closer GmbH',
      'Hauptstraße 1, 10115 Berlin',
      'DE123456789',
      'Zoë Müller',
      `buyer-${lang}@example.com`,
    ]) {
      expect(text, `${lang}: ${phrase}`).toContain(phrase);
    }
    // The invoice is issued once paid: its total is no amount still to pay, in any language.
    expect(text).toMatch(/Pagata il|Paid on|Bezahlt am|Pagada el|Payée le/);
    expect(text).not.toMatch(/da pagare|to pay|zu zahlen|zu bezahlen|à payer|a pagar/i);
    // Dates day first in every language, English too: '27 November 2026', never 'November 27'.
    if (lang === 'en') expect(text).toMatch(/Paid on \d{1,2} [A-Z][a-z]+ \d{4} via/);
    // One way of writing a rate on the whole invoice: '4%' in English and Italian, '7 %' else.
    // One way of writing a rate on the whole invoice: '4%' in English and Italian, '7 %' else
    // (read from the layout: pdftotext's columns may close a drawn space up).
    const layout = invoiceLayout(inv);
    const rate = layout.rows[0]![4];
    const spaced = lang === 'de' || lang === 'es' || lang === 'fr';
    expect(rate, lang).toMatch(spaced ? /^\d+(,\d+)? %$/ : /^\d+(\.\d+)?%$/);
    const vatTotal = layout.totals.find((t) => t.label.includes('%'));
    if (vatTotal) expect(vatTotal.label.endsWith(` ${rate}`), vatTotal.label).toBe(true);

    // A test payment, to a buyer in the Netherlands: the provider and country in the language.
    const demo = pdfText(
      Buffer.from(
        await pdf.renderInvoice(
          invoiceLayout({
            ...inv,
            payment_provider: 'demo',
            buyer_country: 'NL',
            vat_country: 'NL',
          }),
        ),
      ),
    );
    const demoExpected: Record<Lang, string[]> = {
      en: ['via Demo (test payment).', 'VAT of the Netherlands, the billing country.'],
      it: ['tramite Demo (pagamento di prova).', 'IVA dei Paesi Bassi, paese di fatturazione.'],
      de: [
        'über Demo (Testzahlung).',
        'Umsatzsteuer von den Niederlanden, dem Land der Rechnungsadresse.',
      ],
      es: ['mediante Demo (pago de prueba).', 'IVA de los Países Bajos, el país de facturación.'],
      fr: ['via Démo (paiement test).', 'TVA des Pays-Bas, pays de facturation.'],
    };
    for (const phrase of demoExpected[lang]) expect(demo, `${lang}: ${phrase}`).toContain(phrase);
    if (lang !== 'en') expect(demo).not.toContain('test payment');
  });
});
