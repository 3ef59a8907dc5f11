import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { validateEn16931 } from '../../../../tests/einvoice/schematron';
import { detach, fontsOf, pdfText } from '../../../../tests/setup/pdf';
import { createPdfRenderer } from '../../adapters/pdf/index';
import { createLocalFileStore } from '../../adapters/storage/local';
import type { Db } from '../../db/index';
import { invoicePdf, invoiceXml, type InvoiceFileDeps } from './invoice-files';
import { invoiceLayout } from './invoice-layout';
import type { Invoice } from './invoices';

const pdf = createPdfRenderer();
const SELLER_EMAIL = 'rechnungen@restaurant-closer.test';

/** An issued invoice as the shop stores it: a domestic business buyer at 19 %, unless overridden. */
function row(number: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: randomUUID(),
    number,
    year: 2026,
    sequence: Number(number.slice(5)),
    kind: 'invoice',
    purchase_id: `ord_${number}`,
    cancels_number: null,
    issued_at: '2026-11-20T09:30:00.000Z',
    issue_date: '2026-11-20',
    supply_date: '2026-11-20',
    language: 'de',
    seller_name: 'Restaurant Closer GmbH',
    seller_address: 'Hauptstraße 1, 10115 Berlin',
    seller_vat_id: 'DE123456789',
    seller_tax_number: null,
    seller_country: 'DE',
    buyer_email: 'einkauf@gasthaus.test',
    buyer_name: 'Jana Koch',
    buyer_company: 'Gasthaus zur Linde GmbH',
    buyer_address: 'Marktplatz 3\n50667 Köln',
    buyer_vat_id: 'DE987654321',
    buyer_country: 'DE',
    vat_country: null,
    country_source: 'business',
    description: 'Restaurant Closer (E-Book, Deutsch)',
    quantity: 1,
    currency: 'EUR',
    net: 2437,
    vat: 463,
    gross: 2900,
    vat_rate: '19',
    vat_treatment: 'standard',
    rate_source: 'table',
    payment_provider: 'stripe',
    paid_at: '2026-11-20T09:29:00.000Z',
    file_key: null,
    discount_code: null,
    list_gross: null,
    discount_gross: 0,
    refunded_total: null,
    series: 0,
    ...overrides,
  };
}

const ROWS = {
  domestic: row('2026-00001'),
  reverseCharge: row('2026-00002', {
    language: 'it',
    buyer_company: 'Trattoria da Gino S.r.l.',
    buyer_name: 'Gino Rossi',
    buyer_address: 'Via Roma 1\n00184 Roma',
    buyer_vat_id: 'IT01234567890',
    buyer_country: 'IT',
    net: 2900,
    vat: 0,
    gross: 2900,
    vat_rate: '0',
    vat_treatment: 'reverse-charge',
  }),
  cancellation: row('2026-00003', {
    kind: 'cancellation',
    cancels_number: '2026-00001',
    purchase_id: 'ord_2026-00001',
    issued_at: '2026-11-24T12:00:00.000Z',
    issue_date: '2026-11-24',
    quantity: -1,
    net: -2437,
    vat: -463,
    gross: -2900,
  }),
  // A team order: six copies at 24,37 € net each.
  team: row('2026-00004', { quantity: 6, net: 6 * 2437, vat: 2778, gross: 6 * 2437 + 2778 }),
  // Twelve copies at a volume price of 39,95 € gross, 7 %: the net per copy has no exact cent.
  teamVolume: row('2026-00010', {
    quantity: 12,
    net: 44804,
    vat: 3136,
    gross: 47940,
    vat_rate: '7',
  }),
  // Its cancellation: a credit note over all twelve copies.
  teamCancellation: row('2026-00011', {
    kind: 'cancellation',
    cancels_number: '2026-00010',
    purchase_id: 'ord_2026-00010',
    issued_at: '2026-11-24T12:00:00.000Z',
    issue_date: '2026-11-24',
    quantity: -12,
    net: -44804,
    vat: -3136,
    gross: -47940,
    vat_rate: '7',
  }),
  smallBusiness: row('2026-00006', {
    net: 2900,
    vat: 0,
    gross: 2900,
    vat_rate: '0',
    vat_treatment: 'small-business',
  }),
  // A § 19 seller without a VAT number is named by its tax office's number (BR-E-02).
  smallBusinessTaxNumberOnly: row('2026-00008', {
    seller_vat_id: null,
    seller_tax_number: '21/815/08150',
    net: 2900,
    vat: 0,
    gross: 2900,
    vat_rate: '0',
    vat_treatment: 'small-business',
  }),
  // A seller charging VAT that has no VAT number yet: the same (BR-S-02).
  taxNumberOnly: row('2026-00009', { seller_vat_id: null, seller_tax_number: '21/815/08150' }),
  outsideEu: row('2026-00007', {
    language: 'en',
    buyer_company: 'Alpine Bistro AG',
    buyer_address: 'Bahnhofstrasse 1\n8001 Zürich',
    buyer_vat_id: 'CHE123456789',
    buyer_country: 'CH',
    net: 2900,
    vat: 0,
    gross: 2900,
    vat_rate: '0',
    vat_treatment: 'outside-eu',
  }),
  // A discount code: the list price on the line, the discount as a document-level allowance.
  discounted: row('2026-00005', {
    discount_code: 'SOMMER',
    list_gross: 2900,
    discount_gross: 725,
    net: 1828,
    vat: 347,
    gross: 2175,
  }),
};

async function insert(db: Db, inv: Invoice): Promise<Invoice> {
  await db.insertInto('invoices').values(inv).execute();
  return inv;
}

describeEachDatabase('e-invoices on %s', ({ db, onClose }) => {
  function deps(d: { db: Db }): InvoiceFileDeps {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-einvoice-'));
    onClose(() => rmSync(dir, { recursive: true, force: true }));
    return { db: d.db, files: createLocalFileStore(dir), pdf, sellerEmail: SELLER_EMAIL };
  }

  it('gives business buyers Factur-X PDFs whose XML passes the EN 16931 schematron', async () => {
    const d = db();
    const fd = deps(d);
    const xmls: Record<string, string> = {};
    for (const [name, inv] of Object.entries(ROWS)) {
      await insert(d.db, inv);
      const bytes = await invoicePdf(fd, inv);
      const xml = (await invoiceXml(fd, inv))!;
      // The PDF carries exactly the downloadable XML, as poppler extracts it.
      const { list, files } = detach(bytes);
      expect(list, name).toContain('factur-x.xml');
      expect(Object.keys(files), name).toEqual(['factur-x.xml']);
      expect(files['factur-x.xml'], name).toBe(xml);
      xmls[name] = xml;
    }
    const reports = validateEn16931(xmls);
    for (const [name, report] of Object.entries(reports)) {
      expect(report.errors, name).toEqual([]);
      expect(report.warnings, name).toEqual([]);
    }

    // The codes that make each case what it is.
    expect(xmls.domestic).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xmls.domestic).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xmls.domestic).toContain(
      '<ram:CalculatedAmount>4.63</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>24.37</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent>',
    );
    expect(xmls.domestic).toContain(`<ram:URIID schemeID="EM">${SELLER_EMAIL}</ram:URIID>`);
    expect(xmls.domestic).toContain('<ram:URIID schemeID="EM">einkauf@gasthaus.test</ram:URIID>');
    expect(xmls.domestic).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xmls.domestic).toContain(
      '<udt:DateTimeString format="102">20261120</udt:DateTimeString>',
    );
    expect(xmls.domestic).toContain(
      '<ram:TotalPrepaidAmount>29.00</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount>',
    );
    expect(xmls.reverseCharge).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xmls.reverseCharge).toContain(
      '<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>',
    );
    expect(xmls.reverseCharge).toContain('<ram:ID schemeID="VA">IT01234567890</ram:ID>');
    expect(xmls.reverseCharge).toMatch(/<ram:ExemptionReason>[^<]+2006\/112/);
    // A cancellation is a credit note with positive amounts that names the invoice it cancels.
    expect(xmls.cancellation).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xmls.cancellation).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>2026-00001</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261120</qdt:DateTimeString>',
    );
    expect(xmls.cancellation).toContain('<ram:GrandTotalAmount>29.00</ram:GrandTotalAmount>');
    expect(xmls.cancellation).toContain(
      '<ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity>',
    );
    expect(xmls.team).toContain('<ram:BilledQuantity unitCode="C62">6</ram:BilledQuantity>');
    expect(xmls.team).toContain('<ram:ChargeAmount>24.37</ram:ChargeAmount>');
    expect(xmls.team).toContain('<ram:LineTotalAmount>146.22</ram:LineTotalAmount>');
    expect(xmls.teamVolume).toContain('<ram:BilledQuantity unitCode="C62">12</ram:BilledQuantity>');
    expect(xmls.teamVolume).toContain('<ram:LineTotalAmount>448.04</ram:LineTotalAmount>');
    expect(xmls.teamCancellation).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xmls.teamCancellation).toContain(
      '<ram:BilledQuantity unitCode="C62">12</ram:BilledQuantity>',
    );
    expect(xmls.smallBusiness).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    for (const name of ['smallBusinessTaxNumberOnly', 'taxNumberOnly']) {
      const seller = /<ram:SellerTradeParty>.*<\/ram:SellerTradeParty>/.exec(xmls[name])![0];
      expect(seller, name).toMatch(/^<ram:SellerTradeParty><ram:ID>21\/815\/08150<\/ram:ID>/);
      expect(seller, name).toContain('<ram:ID schemeID="FC">21/815/08150</ram:ID>');
      expect(seller, name).not.toContain('schemeID="VA"');
    }
    expect(xmls.outsideEu).toContain('<ram:CategoryCode>O</ram:CategoryCode>');
    expect(xmls.outsideEu).not.toContain('schemeID="VA"');
    expect(xmls.discounted).toContain('<ram:AllowanceTotalAmount>6.09</ram:AllowanceTotalAmount>');
  }, 120_000);

  it('declares Factur-X EN 16931 and PDF/A-3B in the metadata, with an sRGB output intent and every font embedded', async () => {
    const d = db();
    const fd = deps(d);
    const inv = await insert(d.db, row('2026-00011', { buyer_name: 'Jana Kœnig-Øster' }));
    const bytes = await invoicePdf(fd, inv);
    // PDF/A: every font the page uses is in the file (poppler's pdffonts: "emb" yes), and the
    // text reads back as it was written.
    const fonts = fontsOf(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    const text = pdfText(bytes);
    expect(text).toContain('Jana Kœnig-Øster');
    expect(text).toContain('Gasthaus zur Linde GmbH');
    expect(text).toContain('USt-IdNr.: DE123456789');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const metadata = doc.context.lookup(doc.catalog.get(PDFName.of('Metadata'))) as PDFRawStream;
    const xmp = Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'));
    expect(String(intents)).not.toBe('undefined');
    const spec = doc.catalog.lookup(PDFName.of('AF'));
    const fileSpec = doc.context.lookup(
      (spec as unknown as { get(i: number): never }).get(0),
      PDFDict,
    );
    expect(String(fileSpec.get(PDFName.of('AFRelationship')))).toBe('/Alternative');
    expect(doc.context.trailerInfo.ID).toBeDefined();
  });

  it('leaves a consumer’s invoice a plain PDF with no attachment and no XML', async () => {
    const d = db();
    const fd = deps(d);
    const consumer = await insert(
      d.db,
      row('2026-00021', { buyer_company: null, buyer_vat_id: null, buyer_address: null }),
    );
    const bytes = await invoicePdf(fd, consumer);
    // Exactly the bytes of the plain invoice layout, as before e-invoices.
    const plain = Buffer.from(await pdf.renderInvoice(invoiceLayout(consumer)));
    expect(Buffer.compare(bytes, plain)).toBe(0);
    expect(detach(bytes).files).toEqual({});
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const key of ['AF', 'Metadata', 'OutputIntents', 'Names']) {
      expect(doc.catalog.has(PDFName.of(key)), key).toBe(false);
    }
    expect(await invoiceXml(fd, consumer)).toBeNull();
  });
});
