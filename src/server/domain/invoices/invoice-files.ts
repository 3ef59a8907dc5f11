import type { PdfRenderer } from '../../adapters/pdf/index';
import type { FileStore } from '../../adapters/storage/types';
import type { Db } from '../../db/index';
import { invoiceLayout } from './invoice-layout';
import { findInvoiceByNumber, listInvoicesOfPurchase, type Invoice } from './invoices';

/** Where an invoice's PDF is made and kept: rendered once from its row, then stored unchanged. */
export interface InvoiceFileDeps {
  db: Db;
  files: FileStore;
  pdf: Pick<PdfRenderer, 'renderInvoice'>;
}

function invoiceKey(inv: Pick<Invoice, 'year' | 'number'>): string {
  return `invoices/${inv.year}/${inv.number}.pdf`;
}

/**
 * The PDF of an invoice. The first call renders it from the row and stores it; every later
 * call reads the stored file, so an issued invoice never changes, whatever the code does
 * later. Rendering is repeatable: a crash between storing and recording just stores the
 * same bytes again.
 */
export async function invoicePdf(deps: InvoiceFileDeps, inv: Invoice): Promise<Buffer> {
  if (inv.file_key) return deps.files.read(inv.file_key);
  const original =
    inv.kind !== 'invoice' && inv.cancels_number
      ? await findInvoiceByNumber(deps.db, inv.cancels_number)
      : undefined;
  const bytes = Buffer.from(await deps.pdf.renderInvoice(invoiceLayout(inv, original)));
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
