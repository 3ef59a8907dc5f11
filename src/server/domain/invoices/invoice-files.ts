import type { PdfRenderer } from '../../adapters/pdf/index';
import { FileNotFoundError, type FileStore } from '../../adapters/storage/types';
import type { Db } from '../../db/index';
import { einvoiceXml, isBusinessInvoice } from './einvoice';
import { invoiceLayout } from './invoice-layout';
import { findInvoiceByNumber, listInvoicesOfPurchase, type Invoice } from './invoices';

/** Where an invoice's PDF is made and kept: rendered once from its row, then stored unchanged. */
export interface InvoiceFileDeps {
  db: Db;
  files: FileStore;
  pdf: Pick<PdfRenderer, 'renderInvoice'>;
  /** The seller's electronic address in a business buyer's e-invoice (BT-34). */
  sellerEmail: string;
}

function invoiceKey(inv: Pick<Invoice, 'year' | 'number'>): string {
  return `invoices/${inv.year}/${inv.number}.pdf`;
}

/** The e-invoice XML beside its PDF: the very bytes the PDF carries as factur-x.xml. */
function xmlKey(inv: Pick<Invoice, 'year' | 'number'>): string {
  return `invoices/${inv.year}/${inv.number}.xml`;
}

async function originalOf(db: Db, inv: Invoice): Promise<Invoice | undefined> {
  return inv.kind !== 'invoice' && inv.cancels_number
    ? findInvoiceByNumber(db, inv.cancels_number)
    : undefined;
}

/**
 * The PDF of an invoice. The first call renders it from the row and stores it; every later
 * call reads the stored file, so an issued invoice never changes, whatever the code does
 * later. Rendering is repeatable: a crash between storing and recording just stores the
 * same bytes again. A business buyer's is a Factur-X PDF (decision 095): its XML is stored
 * beside it first, so the XML download always answers what the PDF carries.
 */
export async function invoicePdf(deps: InvoiceFileDeps, inv: Invoice): Promise<Buffer> {
  if (inv.file_key) return deps.files.read(inv.file_key);
  const original = await originalOf(deps.db, inv);
  let einvoice: { xml: string; number: string } | undefined;
  if (isBusinessInvoice(inv)) {
    einvoice = { xml: einvoiceXml(inv, original, deps.sellerEmail), number: inv.number };
    await deps.files.write(xmlKey(inv), Buffer.from(einvoice.xml, 'utf8'));
  }
  const bytes = Buffer.from(await deps.pdf.renderInvoice(invoiceLayout(inv, original), einvoice));
  const key = invoiceKey(inv);
  await deps.files.write(key, bytes);
  await deps.db
    .updateTable('invoices')
    .set({ file_key: key })
    .where('id', '=', inv.id)
    .where('file_key', 'is', null)
    .execute();
  return bytes;
}

/**
 * A business buyer's e-invoice as XML (CII, EN 16931), or null for a consumer's invoice. It is
 * the file stored with the PDF; an invoice whose PDF was stored before e-invoices existed has
 * none stored, and gets it built from its row.
 */
export async function invoiceXml(deps: InvoiceFileDeps, inv: Invoice): Promise<string | null> {
  if (!isBusinessInvoice(inv)) return null;
  if (!inv.file_key) await invoicePdf(deps, inv);
  try {
    return (await deps.files.read(xmlKey(inv))).toString('utf8');
  } catch (err) {
    if (!(err instanceof FileNotFoundError)) throw err;
    return einvoiceXml(inv, await originalOf(deps.db, inv), deps.sellerEmail);
  }
}

/** Renders and stores the PDFs of invoices that have none yet; a failure is left for the next try. */
export async function storeInvoicePdfs(
  deps: InvoiceFileDeps & { logger?: { error: (o: object, msg: string) => void } },
  purchaseId: string,
): Promise<void> {
  for (const inv of await listInvoicesOfPurchase(deps.db, purchaseId)) {
    if (inv.file_key) continue;
    try {
      await invoicePdf(deps, inv);
    } catch (err) {
      deps.logger?.error(
        { err, invoice: inv.number },
        'invoice PDF not stored yet; made on first request',
      );
    }
  }
}
