import { renderBook, type BookSpec } from './book';
import { stampPdf, type StampOptions } from './stamp';

/**
 * PDF work with pdf-lib: laying out a book from structured copy (the sample editions) and
 * stamping a buyer's licence line on every page of any PDF.
 */
export interface PdfRenderer {
  stamp(source: Uint8Array, options: StampOptions): Promise<Uint8Array>;
  renderBook(book: BookSpec): Promise<Uint8Array>;
}

export function createPdfRenderer(): PdfRenderer {
  return { stamp: stampPdf, renderBook };
}

export { renderBook, stampPdf };
export type { BookBlock, BookChapter, BookSpec } from './book';
export type { StampOptions } from './stamp';
