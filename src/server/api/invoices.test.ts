import { execFileSync } from 'node:child_process';
import { berlinDay } from '../../shared/format';
import { addDiscountCode } from '../../../tests/setup/discount-codes';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { startViesFake, type ViesFake } from '../../../tests/fakes/vies';
import { BUSINESS_MESSAGES } from '../../shared/api/business';
import { createLocalFileStore } from '../adapters/storage/local';
import { createPdfRenderer } from '../adapters/pdf/index';
import { invoicesZip } from './invoices';
import { pdfText } from '../../../tests/setup/pdf';
import { parseCsvRecords } from '../../../tests/setup/csv';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';
import { checkoutBody } from '../../../tests/setup/checkout';
import type { Lang } from '../../shared/languages';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'books@example.com';
const YEAR = Number(berlinDay().slice(0, 4));
const num = (n: number) => `${YEAR}-${String(n).padStart(5, '0')}`;
const TODAY = berlinDay();

describeEachDatabase('invoices through checkout, Stripe and the admin on %s', (suite) => {
  let stripe: StripeFake;
  let vies: ViesFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
    vies = await startViesFake();
    // The business numbers of these cases are confirmed; any other is not.
    vies.valid.add('IT01234567890');
    vies.valid.add('FR12345678901');
  });
  afterAll(async () => {
    stripe.stop();
    await vies.stop();
  });

  async function setup(env: Record<string, string> = {}) {
    const db = suite.db();
    const shop = createTestApp(db, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_NAME: 'Restaurant Closer GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
      VIES_URL: vies.url,
      ...env,
    });
    const browser = createCookieClient(shop.app, ORIGIN);
    const checkout = (lang: Lang, extra: Record<string, unknown> = {}) =>
      browser.request('/api/create-checkout-session', {
        json: checkoutBody(lang, `buyer-${lang}@example.com`, { name: 'Mario Rossi', ...extra }),
      });
    const buy = async (lang: Lang, extra: Record<string, unknown> = {}) => {
      const res = await checkout(lang, extra);
      expect(res.status).toBe(200);
      return (await res.json()) as { sessionId: string };
    };
    const webhook = (type: string, object: object) => stripe.send(shop.app, type, object);
    const invoices = () => db.db.selectFrom('invoices').selectAll().orderBy('sequence').execute();
    return { db, shop, browser, checkout, buy, webhook, invoices };
  }

  /** The outbox's messages with one dedupe key. */
  const mailsKeyed = (key: string) =>
    suite.db().db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', key).execute();

  /**
   * The text of the PDF a buyer's e-mail links under `label`, opened without any session: the
   * link is the buyer's own, in the text and the HTML alike.
   */
  async function linkedPdf(
    shop: { app: { request: (path: string) => Response | Promise<Response> } },
    mail: { text_body: string; html_body: string | null },
    label: string,
  ): Promise<string> {
    const line = mail.text_body.split('\n').find((l) => l.startsWith(label))!;
    expect(line).toBeDefined();
    const url = /https?:\/\/\S+\/invoice\/\S+/.exec(line)![0];
    expect(mail.html_body).toContain(`href="${url}"`);
    return textOf(await shop.app.request(new URL(url).pathname));
  }

  /** A PDF answer's text, read by pdftotext. */
  async function textOf(res: Response): Promise<string> {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  }

  it('refuses a malformed VAT number or country before any payment, in the buyer’s language', async () => {
    const t = await setup();
    const business = { company: 'Bistro GmbH', address: 'Markt 1, 80331 München', country: 'DE' };
    const cases: Array<[Lang, Record<string, unknown>, string, string]> = [
      [
        'de',
        { ...business, vatId: 'DE12345' },
        'Diese USt-IdNr. hat nicht das Format des gewählten Landes (zum Beispiel DE123456789). Bitte prüfen Sie sie oder lassen Sie das Feld leer.',
        'vatId',
      ],
      ['fr', { ...business, country: 'ZZ' }, BUSINESS_MESSAGES.fr.invalidCountry, 'country'],
      // The example is the chosen country's, not the page language's.
      [
        'it',
        { ...business, country: 'IE', vatId: 'DE123456789' },
        'Questa partita IVA non ha il formato del paese scelto (per esempio IE1234567WA). Controllala o lascia il campo vuoto.',
        'vatId',
      ],
      // Outside the EU any letters and digits do: no example.
      [
        'en',
        { ...business, country: 'CH', vatId: 'X1' },
        'This VAT number does not have the format of the chosen country. Please check it, or leave the field empty.',
        'vatId',
      ],
      ['es', { ...business, company: '  ' }, BUSINESS_MESSAGES.es.companyRequired, 'company'],
      ['en', { ...business, address: '' }, BUSINESS_MESSAGES.en.addressRequired, 'address'],
    ];
    for (const [lang, details, message, field] of cases) {
      const res = await t.checkout(lang, { business: details });
      expect(res.status, `${lang} ${field}`).toBe(400);
      // The one error shape: the field's message under its name, and the code.
      expect(await res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    expect(await t.db.db.selectFrom('ebook_purchases').selectAll().execute()).toHaveLength(0);
    // A consumer gives none of it; a business may leave the VAT number out.
    expect((await t.checkout('de')).status).toBe(200);
    expect((await t.checkout('de', { business })).status).toBe(200);
  });

  it('issues one invoice for duplicate and concurrent webhooks, linked on the success page and in the e-mail', async () => {
    const t = await setup({ STRIPE_TAX_ID_COLLECTION: 'true' });
    const { sessionId } = await t.buy('it', {
      business: {
        company: 'Trattoria da Mario S.r.l.',
        address: 'Via Roma 1, 00100 Roma',
        country: 'IT',
        vatId: 'IT01234567890',
      },
    });
    const created = stripe.sessions.get(sessionId)!;
    expect(created.tax_id_collection.enabled).toBe(true);
    expect(created.automatic_tax.enabled).toBe(false);
    const session = stripe.complete(sessionId, { country: 'IT' });
    const answers = await Promise.all([
      t.webhook('checkout.session.completed', session),
      t.webhook('checkout.session.completed', session),
      t.webhook('checkout.session.completed', session),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await t.webhook('checkout.session.completed', session)).status).toBe(200);
    const rows = await t.invoices();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      number: num(1),
      vat_treatment: 'reverse-charge',
      buyer_vat_id: 'IT01234567890',
      buyer_country: 'IT',
      country_source: 'business',
      payment_provider: 'stripe',
      vat: 0,
      gross: 4700,
    });

    const detail = await t.browser.request(`/api/products/purchase-detail?sessionId=${sessionId}`);
    const body = (await detail.json()) as { invoiceUrl: string };
    expect(body.invoiceUrl).toMatch(new RegExp(`^${ORIGIN}/invoice/${num(1)}\\.`));
    const text = await textOf(await t.shop.app.request(new URL(body.invoiceUrl).pathname));
    expect(text).toContain('Fattura');
    expect(text).toContain('Trattoria da Mario S.r.l.');
    expect(text).toContain('Inversione contabile');

    const mail = await t.db.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('dedupe_key', 'like', 'delivery:%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`La tua fattura (PDF): ${body.invoiceUrl}`);
    expect(mail.html_body).toContain(`href="${body.invoiceUrl}"`);

    // A link someone altered leads nowhere.
    const forged = new URL(body.invoiceUrl).pathname.replace(num(1), num(2));
    expect((await t.shop.app.request(forged)).status).toBe(404);
  });

  it('takes the billing country and the tax id Stripe collected, and Stripe Tax’s amount', async () => {
    const t = await setup({ STRIPE_TAX: 'true', STRIPE_TAX_ID_COLLECTION: 'true' });
    const consumer = await t.buy('de');
    expect(stripe.sessions.get(consumer.sessionId)).toMatchObject({
      automatic_tax: { enabled: true },
      tax_behavior: 'inclusive',
    });
    const paid = stripe.complete(consumer.sessionId, {
      country: 'AT',
      tax: { amount: 427, percentage: 10 },
    });
    await t.webhook('checkout.session.completed', paid);
    const business = await t.buy('fr');
    const paid2 = stripe.complete(business.sessionId, {
      country: 'FR',
      taxId: { type: 'eu_vat', value: 'FR12345678901' },
    });
    await t.webhook('checkout.session.completed', paid2);
    const [first, second] = await t.invoices();
    expect(first).toMatchObject({
      buyer_country: 'AT',
      country_source: 'billing',
      vat_rate: '10',
      rate_source: 'stripe',
      vat: 427,
      net: 4273,
    });
    expect(second).toMatchObject({
      vat_treatment: 'reverse-charge',
      buyer_vat_id: 'FR12345678901',
      buyer_country: 'FR',
      vat: 0,
    });
  });

  it('cancels the invoice on a refund, shows both to administrators and exports the period', async () => {
    const t = await setup();
    const a = await t.buy('de', { name: '=HYPERLINK("http://x")' });
    const sa = stripe.complete(a.sessionId, { country: 'DE' });
    await t.webhook('checkout.session.completed', sa);
    const b = await t.buy('es');
    await t.webhook('checkout.session.completed', stripe.complete(b.sessionId, { country: 'ES' }));
    await t.webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: sa.payment_intent,
    });
    const rows = await t.invoices();
    expect(rows.map((r) => [r.number, r.kind, Number(r.gross), r.cancels_number])).toEqual([
      [num(1), 'invoice', 4700, null],
      [num(2), 'invoice', 4700, null],
      [num(3), 'cancellation', -4700, num(1)],
    ]);
    const orderId = rows[0].purchase_id;
    // A refund made in the provider's dashboard is mailed to the buyer too, with the
    // cancellation invoice's link; Stripe sending the event again mails nothing more.
    await t.webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: sa.payment_intent,
    });
    const refundMails = await mailsKeyed(`refund:${orderId}`);
    expect(refundMails).toHaveLength(1);
    const storno = await linkedPdf(t.shop, refundMails[0], 'Ihre Stornorechnung (PDF)');
    expect(storno).toContain(`Storniert die Rechnung ${num(1)}`);

    // The order desk lists both and serves their PDFs to administrators only.
    const admin = await createSessionClient(t.shop, t.db.db, ADMIN);
    const detail = (await (await admin.request(`/api/admin/orders/${orderId}`)).json()) as {
      invoices: Array<{ number: string; kind: string; url: string }>;
    };
    expect(detail.invoices.map((i) => [i.number, i.kind])).toEqual([
      [num(1), 'invoice'],
      [num(3), 'cancellation'],
    ]);
    const stornoPdf = await admin.request(detail.invoices[1].url);
    expect(stornoPdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Stornorechnung-${num(3)}.pdf"`,
    );
    const text = await textOf(stornoPdf);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`Storniert die Rechnung ${num(1)}`);
    expect(text).toMatch(/-47,00 €/);
    const stranger = await createSessionClient(t.shop, t.db.db, 'someone@example.com');
    expect((await stranger.request(detail.invoices[0].url)).status).toBe(403);
    expect((await t.shop.app.request(detail.invoices[0].url)).status).toBe(401);
    // An invoice of another order is not this order's.
    expect(
      (await admin.request(`/api/admin/orders/${rows[1].purchase_id}/invoices/${num(1)}`)).status,
    ).toBe(404);

    const csv = await admin.request(`/api/admin/invoices/export.csv?from=${TODAY}&to=${TODAY}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^Rechnungsnummer;Art;Rechnungsdatum;Leistungsdatum;Ursprungsrechnung;/,
    );
    expect(lines[0]).toMatch(/;Sprache;Rabattcode;Listenpreis \(brutto\);Rabatt \(brutto\);Menge$/);
    expect(lines[1]).toContain(`${num(1)};Rechnung;${TODAY}`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(';7;43,93;3,07;47,00;EUR;');
    // Without a code: no code, the list price is the gross, no discount.
    expect(lines[1]).toMatch(/;de;;47,00;0,00;1$/);
    expect(lines[3]).toContain(`${num(3)};Stornorechnung;${TODAY};${TODAY};${num(1)};`);
    expect(lines[3]).toContain(';7;-43,93;-3,07;-47,00;EUR;');
    expect(lines[3]).toMatch(/;de;;-47,00;0,00;-1$/);

    const zip = await admin.request(`/api/admin/invoices/export.zip?from=${TODAY}&to=${TODAY}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const dir = mkdtempSync(path.join(tmpdir(), 'invoices-zip-'));
    try {
      const file = path.join(dir, 'export.zip');
      writeFileSync(file, new Uint8Array(await zip.arrayBuffer()));
      const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
      // The seller's archive names every document in German by its kind, whatever the
      // buyer's language; the Spanish buyer's invoice still reads in Spanish inside.
      expect(listing.trim().split('\n').sort()).toEqual([
        `Rechnung-${num(1)}.pdf`,
        `Rechnung-${num(2)}.pdf`,
        `Stornorechnung-${num(3)}.pdf`,
      ]);
      execFileSync('unzip', ['-q', file, '-d', dir]);
      const extracted = readFileSync(path.join(dir, `Rechnung-${num(2)}.pdf`));
      expect(pdfText(new Uint8Array(extracted))).toContain('Factura');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    expect(
      (await stranger.request(`/api/admin/invoices/export.csv?from=${TODAY}&to=${TODAY}`)).status,
    ).toBe(403);
    // Both downloads are on record, each with who took which period; the refused one is not.
    const downloads = await t.db.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'row_id', 'summary'])
      .where('action', '=', 'export')
      .orderBy('row_id')
      .execute();
    expect(downloads.map((d) => [d.actor, d.row_id])).toEqual([
      [ADMIN, `rechnungen-csv:${TODAY}..${TODAY}`],
      [ADMIN, `rechnungen-zip:${TODAY}..${TODAY}`],
    ]);
    expect(downloads[0].summary).toMatch(/^Rechnungen .* als CSV heruntergeladen: 3 Belege$/);
    const bad = await admin.request('/api/admin/invoices/export.zip?from=2026-12-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: '„Von“ liegt nach „bis“.', code: 'invalid' });
  });
  it('exports a discount code’s list price and discount, negative on the cancellation', async () => {
    const t = await setup();
    await addDiscountCode(t.db.db, 'LAUNCH', { percent_off: 20 });
    const a = await t.buy('de', { discountCode: 'launch' });
    const sa = stripe.complete(a.sessionId, { country: 'DE' });
    await t.webhook('checkout.session.completed', sa);
    await t.webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: sa.payment_intent,
    });
    const admin = await createSessionClient(t.shop, t.db.db, ADMIN);
    const csv = await admin.request(`/api/admin/invoices/export.csv?from=${TODAY}&to=${TODAY}`);
    expect(csv.status).toBe(200);
    const records = parseCsvRecords(await csv.text());
    const figures = (r: Record<string, string>) => [
      r.Rechnungsnummer,
      r.Art,
      r.Rabattcode,
      r['Listenpreis (brutto)'],
      r['Rabatt (brutto)'],
      r.Brutto,
    ];
    expect(records.map(figures)).toEqual([
      [num(1), 'Rechnung', 'LAUNCH', '47,00', '9,40', '37,60'],
      [num(2), 'Stornorechnung', 'LAUNCH', '-47,00', '-9,40', '-37,60'],
    ]);
  });

  it('names a missing stored PDF before the ZIP starts, answers 503 without its file store, and serves on', async () => {
    const paidInvoices = async (t: Awaited<ReturnType<typeof setup>>, langs: Lang[]) => {
      for (const lang of langs) {
        const { sessionId } = await t.buy(lang);
        await t.webhook(
          'checkout.session.completed',
          stripe.complete(sessionId, { country: 'DE' }),
        );
      }
      const admin = await createSessionClient(t.shop, t.db.db, ADMIN);
      // Reading each once stores its PDF, as the delivery does.
      for (const inv of await t.invoices()) {
        expect(
          (await admin.request(`/api/admin/orders/${inv.purchase_id}/invoices/${inv.number}`))
            .status,
        ).toBe(200);
      }
      return admin;
    };
    const zipOf = (admin: Awaited<ReturnType<typeof createSessionClient>>) =>
      admin.request(`/api/admin/invoices/export.zip?from=${TODAY}&to=${TODAY}`);

    // A PDF gone from the store (a restore without it, a deleted folder).
    const t = await setup();
    const admin = await paidInvoices(t, ['de', 'it', 'fr']);
    const stored = await t.invoices();
    expect(stored.every((inv) => inv.file_key)).toBe(true);
    rmSync(path.join(t.shop.dataDir, stored[1].file_key!));
    const refused = await zipOf(admin);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const body = (await refused.json()) as { message: string; detail: { missing: string[] } };
    expect(body.message).toContain(`fehlt für die Rechnung ${num(2)}`);
    expect(body.detail.missing).toEqual([num(2)]);
    // The shop answers on, and the other exports still work.
    expect((await t.shop.app.request('/api/health')).status).toBe(200);
    expect(
      (await admin.request(`/api/admin/invoices/export.csv?from=${TODAY}&to=${TODAY}`)).status,
    ).toBe(200);

    // A file store that does not answer: the same refusal before any byte, with a time to retry.
    const s3down = await setup({
      S3_BUCKET: 'invoices',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const { sessionId } = await s3down.buy('de');
    await s3down.webhook(
      'checkout.session.completed',
      stripe.complete(sessionId, { country: 'DE' }),
    );
    await s3down.db.db
      .updateTable('invoices')
      .set({ file_key: `invoices/${YEAR}/${num(1)}.pdf` })
      .execute();
    const downAdmin = await createSessionClient(s3down.shop, s3down.db.db, ADMIN);
    const unavailable = await zipOf(downAdmin);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await unavailable.json()) as { message: string }).message).toMatch(/Dateispeicher/);
  });

  it('breaks the ZIP off, without taking the process down, when a PDF vanishes on the way', async () => {
    const t = await setup();
    const { sessionId } = await t.buy('de');
    await t.webhook('checkout.session.completed', stripe.complete(sessionId, { country: 'DE' }));
    const [inv] = await t.invoices();
    // The row says the PDF is stored, the store has no such file: what a store losing it mid-way
    // looks like to the archive.
    const gone = { ...inv, file_key: `invoices/${YEAR}/gone.pdf` };
    const errors: unknown[] = [];
    const logger = { error: (o: { err?: unknown }) => errors.push(o.err) };
    const stream = invoicesZip(
      {
        db: t.db.db,
        files: createLocalFileStore(t.shop.dataDir),
        pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
        sellerEmail: 'shop@example.com',
        logger: logger as never,
      },
      [gone],
    );
    const failure = await new Promise<Error | null>((resolve) => {
      stream.on('error', resolve);
      stream.on('end', () => resolve(null));
      stream.resume();
    });
    expect(failure?.message).toMatch(/file not found/);
    expect(errors.length).toBeGreaterThan(0);
    expect((await t.shop.app.request('/api/health')).status).toBe(200);
  });

  it('cancels on a withdrawal once the refund went through, and on Erstatten at the order desk', async () => {
    const t = await setup();
    const paidOrder = async (lang: Lang) => {
      const { sessionId } = await t.buy(lang);
      const session = stripe.complete(sessionId, { country: 'DE' });
      await t.webhook('checkout.session.completed', session);
      const detail = (await (
        await t.browser.request(`/api/products/purchase-detail?sessionId=${sessionId}`)
      ).json()) as { orderId: string; withdrawUrl: string };
      return { ...detail, paymentIntent: session.payment_intent! };
    };
    const kinds = async (orderId: string) =>
      (
        await t.db.db
          .selectFrom('invoices')
          .select(['kind', 'number'])
          .where('purchase_id', '=', orderId)
          .orderBy('sequence')
          .execute()
      ).map((r) => `${r.kind} ${r.number}`);

    // A refund the provider refuses cancels nothing; the one that goes through cancels once.
    const first = await paidOrder('de');
    const withdraw = () =>
      t.browser.request(`/api/withdraw/${new URL(first.withdrawUrl).pathname.split('/').pop()}`, {
        method: 'POST',
      });
    stripe.failRefunds = true;
    try {
      expect((await withdraw()).status).toBe(502);
    } finally {
      stripe.failRefunds = false;
    }
    expect(await kinds(first.orderId)).toEqual([`invoice ${num(1)}`]);
    expect((await withdraw()).status).toBe(200);
    expect((await withdraw()).status).toBe(200);
    expect(await kinds(first.orderId)).toEqual([`invoice ${num(1)}`, `cancellation ${num(2)}`]);
    // The buyer's confirmation links the cancellation invoice, which opens as its PDF.
    const withdrawn = await mailsKeyed(`withdrawal:${first.orderId}`);
    expect(withdrawn).toHaveLength(1);
    const cancelled = await linkedPdf(t.shop, withdrawn[0], 'Ihre Stornorechnung (PDF)');
    expect(cancelled).toContain('Stornorechnung');
    expect(cancelled).toContain(num(2));

    const second = await paidOrder('fr');
    const admin = await createSessionClient(t.shop, t.db.db, ADMIN);
    const refunded = await admin.request(`/api/admin/orders/${second.orderId}/refund`, {
      json: { version: 1 },
    });
    expect(refunded.status).toBe(200);
    const answer = (await refunded.json()) as { detail: { invoices: Array<{ number: string }> } };
    expect(answer.detail.invoices.map((i) => i.number)).toEqual([num(3), num(4)]);
    // Stripe's charge.refunded that follows adds nothing.
    await t.webhook('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      payment_intent: second.paymentIntent,
    });
    expect(await kinds(second.orderId)).toEqual([`invoice ${num(3)}`, `cancellation ${num(4)}`]);
    // The refund's mail, in French, links the cancellation invoice issued with it.
    const refundMails = await mailsKeyed(`refund:${second.orderId}`);
    expect(refundMails).toHaveLength(1);
    const avoir = await linkedPdf(t.shop, refundMails[0], 'Votre facture d’avoir (PDF)');
    expect(avoir).toContain(num(4));
    expect(avoir).toContain(num(3));
  });

  it('issues the missing invoice of an order paid before invoices, once, from the order desk', async () => {
    const t = await setup();
    const { sessionId } = await t.buy('it');
    const session = stripe.complete(sessionId, { country: 'IT' });
    await t.webhook('checkout.session.completed', session);
    const order = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['id', 'version', 'email'])
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    // The state of an order paid before the shop issued invoices: paid, no invoice.
    await t.db.db.deleteFrom('invoices').execute();
    await t.db.db.updateTable('invoice_counters').set({ last_number: 0 }).execute();
    const admin = await createSessionClient(t.shop, t.db.db, ADMIN);
    const detailOf = async () =>
      (await (await admin.request(`/api/admin/orders/${order.id}`)).json()) as {
        order: { version: number };
        actions: { issueInvoice: { allowed: boolean; reason?: string } };
        invoices: Array<{ number: string; url: string }>;
        timeline: Array<{ title: string; actor?: string }>;
      };
    const before = await detailOf();
    expect(before.invoices).toEqual([]);
    expect(before.actions.issueInvoice).toEqual({ allowed: true });

    const issue = (version: number) =>
      admin.request(`/api/admin/orders/${order.id}/issue-invoice`, { json: { version } });
    // Two clicks on the same version: one invoice, the second is refused as stale.
    const [a, b] = await Promise.all([issue(before.order.version), issue(before.order.version)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = (await (a.status === 200 ? a : b).json()) as { message: string };
    expect(done.message).toBe(
      `Für die Bestellung ${order.id} wurde die Rechnung ${num(1)} ausgestellt und an ${order.email} gesendet.`,
    );
    const after = await detailOf();
    expect(after.invoices.map((i) => i.number)).toEqual([num(1)]);
    expect(after.actions.issueInvoice.allowed).toBe(false);
    expect(after.actions.issueInvoice.reason).toBe(
      `Die Bestellung ${order.id} hat bereits die Rechnung ${num(1)}.`,
    );
    expect(
      after.timeline.some((e) => e.title === 'Rechnung ausgestellt' && e.actor === ADMIN),
    ).toBe(true);
    // A third try with the current version is refused: an order has one invoice.
    const again = await issue(after.order.version);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Die Bestellung ${order.id} hat bereits die Rechnung ${num(1)}.`,
    );
    expect(await t.invoices()).toHaveLength(1);
    // The invoice reads like any other: Italian, Italy's e-book VAT, supplied on the day paid.
    const text = await textOf(await admin.request(after.invoices[0].url));
    expect(text).toContain('Fattura');
    expect(text).toContain('IVA 4%');
    expect(text).toContain(num(1));
    // The buyer is mailed the invoice once, in Italian, with its link.
    const invoiceMails = await t.db.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purchase_id', '=', order.id)
      .where('subject', 'like', '%fattura%')
      .execute();
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0]).toMatchObject({
      dedupe_key: `invoice:${num(1)}`,
      to_address: 'buyer-it@example.com',
      subject: `La tua fattura ${num(1)} – Restaurant Closer`,
    });
    expect(invoiceMails[0].text_body).toContain(order.id);
    expect(await linkedPdf(t.shop, invoiceMails[0], 'La tua fattura (PDF)')).toContain(num(1));

    // A pending order gets none.
    const pending = await t.buy('de');
    const open = await t.db.db
      .selectFrom('ebook_purchases')
      .select(['id', 'version'])
      .where('provider_session_id', '=', pending.sessionId)
      .executeTakeFirstOrThrow();
    const refused = await admin.request(`/api/admin/orders/${open.id}/issue-invoice`, {
      json: { version: Number(open.version) },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /Rechnungen gibt es nur für bezahlte Bestellungen\.$/,
    );
    expect(await t.invoices()).toHaveLength(1);
  });
});
