import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import yazl from 'yazl';
import type { AppDeps, AppEnv } from '../deps';
import { FileNotFoundError } from '../adapters/storage/types';
import { csvDocument, type CsvColumn } from '../domain/tables/csv';
import { findInvoiceByNumber, listInvoicesIssued, type Invoice } from '../domain/invoices/invoices';
import {
  archiveFileName,
  INVOICE_KIND_NAMES,
  invoiceFileName,
} from '../domain/invoices/invoice-layout';
import { invoicePdf, invoiceXml, type InvoiceFileDeps } from '../domain/invoices/invoice-files';
import { verifyInvoiceToken } from '../domain/invoices/invoice-links';
import { ORDER_ID_PATTERN } from '../../shared/api/orders';
import { refuse } from './errors';
import { recordDownload } from '../domain/tables/audit-log';
import { germanDate } from '../../shared/format';
import { adminApi } from './guards';
import { streamedBody } from './streamed-body';
import { csvAttachment, readPeriod } from './report-exports';

const fileDeps = (deps: Pick<AppDeps, 'db' | 'files' | 'pdf' | 'config'>): InvoiceFileDeps => ({
  db: deps.db,
  files: deps.files,
  pdf: deps.pdf,
  sellerEmail: deps.config.supportEmail,
});

/** Answers an invoice's PDF; a stored file that went missing is an error, never a new render. */
async function sendPdf(
  c: Context<AppEnv>,
  deps: AppDeps,
  inv: Invoice,
  disposition: 'inline' | 'attachment',
) {
  let bytes: Buffer;
  try {
    bytes = await invoicePdf(fileDeps(deps), inv);
  } catch (err) {
    if (!(err instanceof FileNotFoundError)) throw err;
    c.get('log').error({ invoice: inv.number, key: inv.file_key }, 'stored invoice PDF is missing');
    return c.text('This invoice is not available right now.', 503);
  }
  c.header('Content-Type', 'application/pdf');
  // The buyer's link names it in their language; the seller's download, in the seller's.
  const name = disposition === 'inline' ? invoiceFileName(inv) : archiveFileName(inv);
  c.header('Content-Disposition', `${disposition}; filename="${name}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.body(new Uint8Array(bytes));
}

/**
 * Answers a business buyer's e-invoice as XML (CII, EN 16931; decision 095), under the PDF's
 * name with .xml; a consumer's invoice has none.
 */
async function sendXml(
  c: Context<AppEnv>,
  deps: AppDeps,
  inv: Invoice,
  disposition: 'inline' | 'attachment',
) {
  let xml: string | null;
  try {
    xml = await invoiceXml(fileDeps(deps), inv);
  } catch (err) {
    if (!(err instanceof FileNotFoundError)) throw err;
    c.get('log').error({ invoice: inv.number, key: inv.file_key }, 'stored invoice PDF is missing');
    return c.text('This invoice is not available right now.', 503);
  }
  if (xml === null) return null;
  const pdfName = disposition === 'inline' ? invoiceFileName(inv) : archiveFileName(inv);
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${pdfName.replace(/\.pdf$/, '.xml')}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.body(xml);
}

/**
 * GET /invoice/:token: the buyer's invoice (or cancellation invoice), reached with a signed
 * link from the delivery e-mail or the success page. Reading changes nothing; the first read
 * of an invoice whose PDF was not stored yet renders and stores it.
 */
export function invoiceLinks(deps: AppDeps) {
  const find = async (token: string) => {
    const number = verifyInvoiceToken(deps.config.sessionSecret, token);
    return number ? await findInvoiceByNumber(deps.db, number) : undefined;
  };
  const unknown = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Unknown invoice link.', 404);
  };
  return (
    new Hono<AppEnv>()
      .get('/:token', async (c) => {
        const inv = await find(c.req.param('token'));
        return inv ? sendPdf(c, deps, inv, 'inline') : unknown(c);
      })
      // A business buyer's e-invoice as XML, with the same signed link (decision 095).
      .get('/:token/xml', async (c) => {
        const inv = await find(c.req.param('token'));
        return (inv && (await sendXml(c, deps, inv, 'inline'))) || unknown(c);
      })
  );
}

const TREATMENT: Record<string, string> = {
  standard: 'USt des Bestimmungslands',
  'reverse-charge': 'Reverse Charge',
  'small-business': 'Kleinunternehmer (§ 19 UStG)',
  'outside-eu': 'Nicht steuerbar (Drittland)',
};
const COUNTRY_SOURCE: Record<string, string> = {
  billing: 'Rechnungsadresse (Zahlungsanbieter)',
  business: 'Firmenanschrift',
  seller: 'Land des Verkäufers (kein Land bekannt)',
};

const text = (header: string, value: (inv: Invoice) => unknown): CsvColumn<Invoice> => ({
  header,
  kind: 'text',
  value,
});

/** The invoice CSV's columns for the accountant, German headings. */
const INVOICE_CSV_COLUMNS: CsvColumn<Invoice>[] = [
  text('Rechnungsnummer', (inv) => inv.number),
  text('Art', (inv) => INVOICE_KIND_NAMES[inv.kind]),
  { header: 'Rechnungsdatum', kind: 'date', value: (inv) => inv.issue_date },
  { header: 'Leistungsdatum', kind: 'date', value: (inv) => inv.supply_date },
  // A cancellation's or credit note's original: the invoice it cancels or corrects.
  text('Ursprungsrechnung', (inv) => inv.cancels_number),
  text('Bestellnummer', (inv) => inv.purchase_id),
  text('Name', (inv) => inv.buyer_name),
  text('E-Mail', (inv) => inv.buyer_email),
  text('Firma', (inv) => inv.buyer_company),
  text('Anschrift', (inv) => inv.buyer_address),
  text('USt-IdNr. Käufer', (inv) => inv.buyer_vat_id),
  text('Land', (inv) => inv.buyer_country),
  text('Land ermittelt aus', (inv) => COUNTRY_SOURCE[inv.country_source] ?? inv.country_source),
  text('Steuerbehandlung', (inv) =>
    // Below the EU threshold (decision 093) a buyer elsewhere paid the seller's country's VAT.
    inv.vat_treatment === 'standard' && inv.vat_country && inv.vat_country !== inv.buyer_country
      ? `USt ${inv.vat_country} (unter der EU-Lieferschwelle)`
      : (TREATMENT[inv.vat_treatment] ?? inv.vat_treatment),
  ),
  { header: 'USt-Satz (%)', kind: 'number', value: (inv) => inv.vat_rate },
  { header: 'Netto', kind: 'money', value: (inv) => inv.net },
  { header: 'USt', kind: 'money', value: (inv) => inv.vat },
  { header: 'Brutto', kind: 'money', value: (inv) => inv.gross },
  text('Währung', (inv) => inv.currency),
  text('Zahlungsanbieter', (inv) => inv.payment_provider),
  text('Sprache', (inv) => inv.language),
  // A discount code's allowance (decision 085), after the columns accountants already know, so
  // their positions stay. Without a code the list price is the gross and the discount 0, as on
  // the PDF, so Brutto = Listenpreis − Rabatt on every row; a cancellation's are negative.
  text('Rabattcode', (inv) => inv.discount_code),
  {
    header: 'Listenpreis (brutto)',
    kind: 'money',
    value: (inv) => (inv.discount_code && inv.list_gross !== null ? inv.list_gross : inv.gross),
  },
  {
    header: 'Rabatt (brutto)',
    kind: 'money',
    value: (inv) => (inv.discount_code ? inv.discount_gross : 0),
  },
  // The copies a line bills (a team order's, decision 100); negative on a cancellation.
  { header: 'Menge', kind: 'number', value: (inv) => inv.quantity },
];

/**
 * The invoices of a period as CSV for the accountant, in the shop's one format (decision 081).
 * Buyers typed the names, companies and addresses: those cells are neutralised; the amounts
 * are numbers the shop wrote.
 */
function invoicesCsv(invoices: Invoice[]): string {
  return csvDocument(INVOICE_CSV_COLUMNS, invoices);
}

/**
 * A ZIP of the invoices' PDFs, each under its own file name, streamed: each PDF is read from the
 * file store only when the archive reaches it, so a year of invoices never sits in memory. The
 * files were checked before the first byte (see missingInvoicePdfs); should one still fail to
 * load (the store lost it or went away meanwhile), the archive is broken off and the download
 * fails visibly, rather than ending as a ZIP that silently lacks an invoice. The error stays
 * with this response: the process serves on.
 * @internal Exported for its unit test: a PDF that vanishes after the route's check, between two
 * entries of the archive, cannot be timed through the route; the test hands the archive a file
 * that is gone.
 */
export function invoicesZip(
  deps: InvoiceFileDeps & Pick<AppDeps, 'logger'>,
  invoices: Invoice[],
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // The reader of `output` logs the failure with its request.
  zip.on('error', (err: unknown) => {
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  for (const inv of invoices) {
    zip.addReadStreamLazy(archiveFileName(inv), { mtime: new Date(inv.issued_at) }, (cb) => {
      invoicePdf(deps, inv).then(
        (bytes) => cb(null, Readable.from([Buffer.from(bytes)])),
        (err: unknown) => {
          deps.logger.error(
            { err, invoice: inv.number },
            'invoice PDF missing from the ZIP export',
          );
          cb(err instanceof Error ? err : new Error(String(err)), Readable.from([]));
        },
      );
    });
  }
  zip.end();
  return output;
}

/**
 * The invoices whose stored PDF is not in the file store, looked up with one listing per
 * invoice year (a PDF not stored yet is rendered on the way and is not missing). Throws when
 * the store cannot be reached.
 */
async function missingInvoicePdfs(deps: Pick<AppDeps, 'files'>, invoices: Invoice[]) {
  const stored = new Set<string>();
  for (const year of new Set(invoices.filter((i) => i.file_key).map((i) => i.year))) {
    for (const file of await deps.files.list(`invoices/${year}`)) stored.add(file.key);
  }
  return invoices.filter((inv) => inv.file_key && !stored.has(inv.file_key));
}

/**
 * The accountant's export, for administrators: a period's invoices as CSV figures and their
 * PDFs as a ZIP, mounted at /api/admin/invoices.
 */
export function invoiceExportsApi(deps: AppDeps) {
  const period = (c: Context<AppEnv>) => readPeriod(c.req.query());
  return adminApi(deps)
    .get('/export.csv', async (c) => {
      const range = period(c);
      const invoices = await listInvoicesIssued(deps.db, range.from, range.to);
      const filename = `rechnungen-${range.from}-bis-${range.to}.csv`;
      await recordDownload(deps.db, c.get('user').email, {
        rowId: `rechnungen-csv:${range.from}..${range.to}`,
        summary: `Rechnungen ${germanDate(range.from)} bis ${germanDate(range.to)} als CSV heruntergeladen: ${invoices.length} Belege`,
      });
      return csvAttachment(c, filename, invoicesCsv(invoices));
    })
    .get('/export.zip', async (c) => {
      const range = period(c);
      const invoices = await listInvoicesIssued(deps.db, range.from, range.to);
      // Every file is checked before the first byte: a missing one is named, not discovered
      // half-way through a download.
      let missing: Invoice[];
      try {
        missing = await missingInvoicePdfs(deps, invoices);
      } catch (err) {
        c.get('log').error({ err }, 'file store unreachable for the invoice ZIP');
        return refuse(
          c,
          'unavailable',
          'Der Dateispeicher ist gerade nicht erreichbar, daher kann das Archiv nicht erstellt werden. Bitte versuchen Sie es in einigen Minuten erneut.',
          { code: 'file_store_unavailable', retryAfterSeconds: 60 },
        );
      }
      if (missing.length > 0) {
        const numbers = missing.map((inv) => inv.number);
        c.get('log').error({ invoices: numbers }, 'stored invoice PDFs are missing');
        return refuse(
          c,
          'conflict',
          `Die gespeicherte PDF-Datei fehlt für ${numbers.length === 1 ? 'die Rechnung' : 'die Rechnungen'} ${numbers.join(', ')}. Das Archiv wurde nicht erstellt: bitte die Dateien aus der Sicherung zurückspielen (Ordner invoices/ im Dateispeicher).`,
          { code: 'invoice_pdf_missing', detail: { missing: numbers } },
        );
      }
      await recordDownload(deps.db, c.get('user').email, {
        rowId: `rechnungen-zip:${range.from}..${range.to}`,
        summary: `Rechnungen ${germanDate(range.from)} bis ${germanDate(range.to)} als ZIP heruntergeladen: ${invoices.length} PDF-Dateien`,
      });
      const zip = invoicesZip({ ...fileDeps(deps), logger: c.get('log') }, invoices);
      c.header('Content-Type', 'application/zip');
      c.header(
        'Content-Disposition',
        `attachment; filename="rechnungen-${range.from}-bis-${range.to}.zip"`,
      );
      return c.body(streamedBody(c, zip as AsyncIterable<Buffer>, 'invoice ZIP export'));
    });
}

async function orderInvoice(c: Context<AppEnv>, deps: AppDeps) {
  const { id, number } = c.req.param() as { id: string; number: string };
  const inv =
    ORDER_ID_PATTERN.test(id) && /^\d{4}-\d{5,9}$/.test(number)
      ? await findInvoiceByNumber(deps.db, number)
      : undefined;
  return inv && inv.purchase_id === id ? inv : undefined;
}

/** GET /api/admin/orders/:id/invoices/:number, for the order desk (administrators only). */
export async function adminInvoicePdf(c: Context<AppEnv>, deps: AppDeps) {
  const inv = await orderInvoice(c, deps);
  if (!inv) return refuse(c, 'not-found', 'Rechnung nicht gefunden.');
  return sendPdf(c, deps, inv, 'attachment');
}

/** GET /api/admin/orders/:id/invoices/:number/xml: a business buyer's e-invoice as XML. */
export async function adminInvoiceXml(c: Context<AppEnv>, deps: AppDeps) {
  const inv = await orderInvoice(c, deps);
  const answer = inv ? await sendXml(c, deps, inv, 'attachment') : null;
  return answer ?? refuse(c, 'not-found', 'Zu dieser Rechnung gibt es keine E-Rechnung (XML).');
}
