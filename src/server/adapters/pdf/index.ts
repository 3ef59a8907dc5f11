import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BookSpec } from './book';
import type { InvoiceLayout } from './invoice';
import type { EinvoiceAttachment } from './factur-x';
import { createStampPool, type StampPool } from './stamp-pool';

/**
 * PDF work with pdf-lib: laying out a book from structured copy (the sample editions), an
 * invoice from its layout, and stamping a buyer's licence line on every page of any PDF (the
 * stamp pool's `stamp` and `stampToFile`, in threads of their own: stamp-pool.ts).
 */
export interface PdfRenderer extends Pick<StampPool, 'stamp' | 'stampToFile'> {
  /** Copies being stamped and waiting for a thread. */
  stampBacklog(): { running: number; waiting: number };
  /** Ends the stamp pool's threads. */
  close(): Promise<void>;
  renderBook(book: BookSpec): Promise<Uint8Array>;
  /**
   * An invoice on one page (more when names are long), from its worded layout; with `einvoice`,
   * a Factur-X PDF carrying the structured invoice (decision 095).
   */
  renderInvoice(layout: InvoiceLayout, einvoice?: EinvoiceAttachment): Promise<Uint8Array>;
  /** The document's Creator entry, if any. */
  creatorOf(source: Uint8Array): Promise<string | undefined>;
}

/** The name of a laid-out book in the books folder: the hash of everything it is drawn from. */
function bookFileName(book: BookSpec): string {
  return `${createHash('sha256').update(JSON.stringify(book)).digest('hex').slice(0, 32)}.pdf`;
}

/** The book layout and pdf-lib, loaded on first use. */
const bookLayout = () => import('./book');

/**
 * Lays out the books in `dir` (the build does this for the sample editions), so that a server
 * starting on an empty data folder copies them instead of drawing 90 pages per language.
 */
export async function writeBooks(dir: string, books: BookSpec[]): Promise<void> {
  const { renderBook } = await bookLayout();
  mkdirSync(dir, { recursive: true });
  for (const book of books)
    writeFileSync(path.join(dir, bookFileName(book)), await renderBook(book));
}

/**
 * The renderer. pdf-lib and the layouts are loaded on first use, not before the server answers
 * (0.9 -> 0.75 s to its first answer); the first use is usually the start's check for sample
 * editions (creatorOf), which runs once the server is listening. With `booksDir`, a book whose exact copy was laid out
 * there before (by the build) is read from there; any other is drawn.
 */
export function createPdfRenderer(
  options: { booksDir?: string; stampThreads?: number; stampNiceness?: number } = {},
): PdfRenderer {
  const { booksDir } = options;
  const pool = createStampPool(options.stampThreads, options.stampNiceness);
  return {
    stamp: pool.stamp,
    stampToFile: pool.stampToFile,
    stampBacklog: pool.backlog,
    close: pool.close,
    async renderBook(book) {
      if (booksDir) {
        try {
          return new Uint8Array(await readFile(path.join(booksDir, bookFileName(book))));
        } catch {
          // Not laid out in advance: drawn below.
        }
      }
      const { renderBook } = await bookLayout();
      return renderBook(book);
    },
    async renderInvoice(layout, einvoice) {
      const { renderInvoice } = await import('./invoice');
      return renderInvoice(layout, einvoice);
    },
    async creatorOf(source) {
      const { PDFDocument } = await import('pdf-lib');
      const doc = await PDFDocument.load(source, { updateMetadata: false });
      return doc.getCreator();
    },
  };
}

export type { BookBlock, BookSpec } from './book';
export type { InvoiceLayout } from './invoice';
