import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';
import { toWinAnsi } from './text';

// Book layout: the sample editions are drawn from structured copy.

import type { BookChapter, BookSpec } from './book-spec';
import {
  BRASS,
  CONTENT_WIDTH,
  INK,
  LINEN,
  MARGIN,
  MUTED,
  PAGE,
  WHITE,
  WINE,
  wrap,
  Writer,
  type Fonts,
} from './writer';

export type { BookBlock, BookSpec } from './book-spec';

function drawCover(w: Writer) {
  const { book, fonts } = w;
  w.page = w.doc.addPage([PAGE.width, PAGE.height]);
  w.page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: WINE });
  w.page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: BRASS,
    borderWidth: 1,
  });
  let y = PAGE.height - 92;
  w.text('RESTAURANT CLOSER', 50, y, 10, fonts.bold, rgb(0.85, 0.73, 0.45));
  y -= 56;
  for (const line of wrap(book.title, fonts.bold, 27, PAGE.width - 100)) {
    w.text(line, 50, y, 27, fonts.bold, WHITE);
    y -= 33;
  }
  y -= 6;
  w.page.drawLine({
    start: { x: 50, y },
    end: { x: 130, y },
    thickness: 2,
    color: rgb(0.85, 0.73, 0.45),
  });
  y -= 26;
  for (const line of wrap(book.subtitle, fonts.regular, 12.5, PAGE.width - 100)) {
    w.text(line, 50, y, 12.5, fonts.regular, LINEN);
    y -= 18;
  }
  y -= 24;
  let x = 50;
  for (const badge of book.badges) {
    const label = toWinAnsi(badge, fonts.bold);
    const bw = fonts.bold.widthOfTextAtSize(label, 9) + 16;
    w.page.drawRectangle({
      x,
      y: y - 6,
      width: bw,
      height: 20,
      borderColor: rgb(0.85, 0.73, 0.45),
      borderWidth: 0.8,
    });
    w.text(label, x + 8, y, 9, fonts.bold, WHITE);
    x += bw + 8;
  }
  w.text(book.tagline, 50, 108, 10.5, fonts.bold, rgb(0.85, 0.73, 0.45));
  w.text(book.author, 50, 90, 9.5, fonts.regular, LINEN);
  w.text(book.edition, 50, 74, 8.5, fonts.regular, rgb(0.85, 0.8, 0.78));
}

function drawFront(w: Writer) {
  const { book, fonts } = w;
  w.newPage(book.front.title);
  w.y -= 30;
  w.text(book.front.title, MARGIN.left, w.y, 18, fonts.bold, WINE);
  w.y -= 16;
  for (const p of book.front.paragraphs) w.block({ kind: 'paragraph', text: p });
  w.y -= 10;
  for (const line of wrap(book.front.legal, fonts.regular, 8, CONTENT_WIDTH)) {
    w.y -= 11;
    w.text(line, MARGIN.left, w.y, 8, fonts.regular, MUTED);
  }
}

function drawToc(w: Writer, starts: number[]) {
  const { book, fonts } = w;
  w.newPage(book.toc.title);
  w.y -= 30;
  w.text(book.toc.title, MARGIN.left, w.y, 18, fonts.bold, WINE);
  w.y -= 24;
  book.chapters.forEach((chapter, i) => {
    w.y -= 12;
    w.text(chapter.kicker.toUpperCase(), MARGIN.left, w.y, 7.5, fonts.bold, BRASS);
    const lines = wrap(chapter.title, fonts.regular, 11, CONTENT_WIDTH - 40);
    lines.forEach((line, j) => {
      w.y -= 15;
      w.text(line, MARGIN.left, w.y, 11, fonts.regular, INK);
      if (j === lines.length - 1) {
        const num = String(starts[i]);
        const nw = fonts.bold.widthOfTextAtSize(num, 11);
        const lw = fonts.regular.widthOfTextAtSize(line, 11);
        const dotsFrom = MARGIN.left + lw + 6;
        const dotsTo = PAGE.width - MARGIN.right - nw - 6;
        const unit = fonts.regular.widthOfTextAtSize('. ', 7);
        const count = Math.max(0, Math.floor((dotsTo - dotsFrom) / unit));
        w.text('. '.repeat(count), dotsFrom, w.y, 7, fonts.regular, MUTED);
        w.text(num, PAGE.width - MARGIN.right - nw, w.y, 11, fonts.bold, INK);
      }
    });
    w.y -= 6;
  });
}

function drawChapter(w: Writer, chapter: BookChapter) {
  const { fonts } = w;
  const runningHead = chapter.title;
  w.newPage(runningHead);
  const last = w.pageNumber + chapter.pages - 1;
  // Opening page: kicker, title and a short rule, a third of the way down.
  w.y -= 60;
  w.text(chapter.kicker.toUpperCase(), MARGIN.left, w.y, 9, fonts.bold, BRASS);
  w.y -= 8;
  for (const line of wrap(chapter.title, fonts.bold, 20, CONTENT_WIDTH)) {
    w.y -= 25;
    w.text(line, MARGIN.left, w.y, 20, fonts.bold, WINE);
  }
  w.y -= 14;
  w.page.drawLine({
    start: { x: MARGIN.left, y: w.y },
    end: { x: MARGIN.left + 60, y: w.y },
    thickness: 1.5,
    color: BRASS,
  });
  w.y -= 12;
  if (!chapter.blocks.length) {
    while (w.pageNumber < last) w.newPage(runningHead);
    return;
  }
  let index = 0;
  let pending: { lines: string[]; from: number } | null = null;
  for (let guard = 0; guard < 10_000; guard++) {
    if (pending) {
      pending.from = w.paragraph(pending.lines, pending.from);
      if (pending.from < pending.lines.length) {
        if (w.pageNumber >= last) return;
        w.newPage(runningHead);
        continue;
      }
      pending = null;
      continue;
    }
    const block = chapter.blocks[index % chapter.blocks.length];
    if (block.kind === 'paragraph') {
      index++;
      if (w.room < 14.5 * 3) {
        if (w.pageNumber >= last) return;
        w.newPage(runningHead);
      }
      pending = { lines: wrap(block.text, fonts.regular, 10, CONTENT_WIDTH), from: 0 };
      continue;
    }
    if (w.measure(block) <= w.room) {
      w.block(block);
      index++;
      continue;
    }
    if (w.pageNumber >= last) return;
    w.newPage(runningHead);
    // A block taller than a whole page is skipped rather than looping for ever.
    if (w.measure(block) > w.room) index++;
  }
}

/** Lays out a whole book: cover, front matter, contents, then each chapter's exact pages. */
export async function renderBook(book: BookSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new Writer(doc, fonts, book);
  drawCover(w);
  drawFront(w);
  const starts: number[] = [];
  let next = 4;
  for (const chapter of book.chapters) {
    starts.push(next);
    next += chapter.pages;
  }
  drawToc(w, starts);
  for (const chapter of book.chapters) drawChapter(w, chapter);

  doc.setTitle(book.title);
  doc.setAuthor(book.author);
  doc.setSubject(book.subtitle);
  doc.setKeywords(['restaurant', 'sales', 'O.A.S.I.', 'S.A.F.E.', 'L.A.R.A.']);
  doc.setCreator(book.creator ?? 'Restaurant Closer');
  doc.setProducer('Restaurant Closer shop (pdf-lib)');
  doc.setCreationDate(new Date());
  doc.setModificationDate(new Date());
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(book.language));
  return doc.save();
}
