import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { toWinAnsi } from './text';
// ---------------------------------------------------------------------------------------
// Stamping

export interface StampOptions {
  /** One line, drawn at the foot of every page, e.g. "Licensed to a@b.c · Order RC-…". */
  text: string;
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string[];
}

const STAMP_SIZE = 6.5;

/** The source PDF with the licence line on every page and in the document metadata. */
export async function stampPdf(source: Uint8Array, options: StampOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = toWinAnsi(options.text, font).replace(/\s+/g, ' ').trim();
  for (const page of doc.getPages()) {
    const box = page.getMediaBox();
    const maxWidth = box.width - 24;
    let size = STAMP_SIZE;
    let width = font.widthOfTextAtSize(text, size);
    if (width > maxWidth) {
      size = Math.max(4, (size * maxWidth) / width);
      width = font.widthOfTextAtSize(text, size);
    }
    const x = box.x + (box.width - width) / 2;
    const y = box.y + 12;
    // A light strip keeps the line readable on dark pages such as the cover.
    page.drawRectangle({
      x: x - 5,
      y: y - 3,
      width: width + 10,
      height: size + 5,
      color: rgb(1, 1, 1),
      opacity: 0.85,
    });
    page.drawText(text, { x, y, size, font, color: rgb(0.33, 0.31, 0.3) });
  }
  if (options.title) doc.setTitle(options.title);
  if (options.author) doc.setAuthor(options.author);
  doc.setSubject(options.subject ?? text);
  if (options.keywords) doc.setKeywords(options.keywords);
  doc.setProducer('Restaurant Closer shop (pdf-lib)');
  doc.setModificationDate(new Date());
  return doc.save({ useObjectStreams: false });
}
