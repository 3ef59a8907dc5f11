import { PDFDocument } from 'pdf-lib';
import { renderBook, type BookSpec } from './book';
import { renderInvoice, type InvoiceLayout } from './invoice';
import { stampPdf, type StampOptions } from './stamp';

/**
 * PDF work with pdf-lib: laying out a book from structured copy (the sample editions), an
 * invoice from its layout, and stamping a buyer's licence line on every page of any PDF.
 */
export interface PdfRenderer {
  stamp(source: Uint8Array, options: StampOptions): Promise<Uint8Array>;
  renderBook(book: BookSpec): Promise<Uint8Array>;
  /** An invoice on one page (more when names are long), from its worded layout. */
  renderInvoice(layout: InvoiceLayout): Promise<Uint8Array>;
  /** The document's Creator entry, if any. */
  creatorOf(source: Uint8Array): Promise<string | undefined>;
}

export function createPdfRenderer(): PdfRenderer {
  return {
    stamp: stampPdf,
    renderBook,
    renderInvoice,
    async creatorOf(source) {
      const doc = await PDFDocument.load(source, { updateMetadata: false });
      return doc.getCreator();
    },
  };
}

export { renderBook, stampPdf };
export type { BookBlock, BookChapter, BookSpec } from './book';
export type { StampOptions } from './stamp';
export type { InvoiceLayout } from './invoice';
