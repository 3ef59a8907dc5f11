import {
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';

/**
 * PDF work with pdf-lib: laying out a book from structured copy (the sample editions) and
 * stamping a buyer's licence line on every page of any PDF. Only the 14 standard fonts are
 * used, so nothing is embedded and files stay small; their WinAnsi encoding covers the
 * accented letters of the five shop languages, and toWinAnsi() replaces the rest.
 */

// Characters WinAnsi lacks, replaced by their closest readable equivalent.
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u200b': '',
  '\u00ad': '',
  '\ufeff': '',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2605': '*',
  '\u2032': "'",
  '\u2033': '"',
  '\u2248': '~',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
};

const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/**
 * Text the font can encode: line breaks and control characters become spaces, known
 * symbols get an ASCII stand-in, other letters lose their diacritics, anything else is "?".
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const set = charsetOf(font);
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || cp === 0x7f) out += ' ';
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (set.has(cp)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => set.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

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

// ---------------------------------------------------------------------------------------
// Book layout

export type BookBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'checklist'; title: string; items: string[] }
  | { kind: 'script'; title: string; lines: Array<{ speaker: string; text: string }> }
  | { kind: 'table'; title: string; head: string[]; rows: string[][] }
  | { kind: 'callout'; title: string; text: string };

export interface BookChapter {
  /** "Chapter 3" in the book's language. */
  kicker: string;
  title: string;
  /** Exactly this many pages; the blocks are flowed (and repeated) until they are full. */
  pages: number;
  blocks: BookBlock[];
}

export interface BookSpec {
  language: string;
  title: string;
  subtitle: string;
  /** Short line under the title, e.g. "90 pages · scripts · KPIs · 90-day plan". */
  tagline: string;
  badges: string[];
  author: string;
  edition: string;
  /** Running head on the content pages. */
  shortTitle: string;
  front: { title: string; paragraphs: string[]; legal: string };
  toc: { title: string };
  chapters: BookChapter[];
}

const PAGE = { width: 419.53, height: 595.28 }; // A5
const MARGIN = { left: 50, right: 50, top: 64, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

const INK = rgb(0.11, 0.098, 0.09);
const MUTED = rgb(0.34, 0.31, 0.3);
const WINE = rgb(0.478, 0.122, 0.2);
const BRASS = rgb(0.541, 0.416, 0.122);
const LINEN = rgb(0.98, 0.969, 0.949);
const SAND = rgb(0.953, 0.929, 0.89);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

// Layout measures the same words and paragraphs many times; kerned widths are costly in pdf-lib.
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();
const wrapped = new WeakMap<PDFFont, Map<string, string[]>>();

function wordWidth(font: PDFFont, word: string): number {
  let cache = wordWidths.get(font);
  if (!cache) wordWidths.set(font, (cache = new Map()));
  let width = cache.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    cache.set(word, width);
  }
  return width;
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  let cache = wrapped.get(font);
  if (!cache) wrapped.set(font, (cache = new Map()));
  const key = `${size}|${maxWidth}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const space = wordWidth(font, ' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map((p) => toWinAnsi(p, font))) {
    let line = '';
    let width = 0;
    // Only ordinary spaces break a line: a no-break space keeps French "?" and ":" attached.
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const w = wordWidth(font, word);
      if (line && (width + space + w) * size > maxWidth) {
        lines.push(line);
        line = word;
        width = w;
      } else {
        width = line ? width + space + w : w;
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  cache.set(key, lines);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pageNumber = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly book: BookSpec,
  ) {}

  text(s: string, x: number, y: number, size: number, font: PDFFont, color: RGB = INK) {
    this.page.drawText(toWinAnsi(s, font), { x, y, size, font, color });
  }

  /** Several already wrapped lines in one text object (pdf-lib's per-call cost is high). */
  lines(lines: string[], x: number, y: number, size: number, font: PDFFont, lineHeight: number) {
    if (!lines.length) return;
    this.page.drawText(lines.join('\n'), { x, y, size, font, color: INK, lineHeight });
  }

  /** A content page with running head and page number. */
  newPage(runningHead: string) {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageNumber = this.doc.getPageCount();
    const { regular } = this.fonts;
    const headY = PAGE.height - 38;
    this.text(this.book.shortTitle.toUpperCase(), MARGIN.left, headY, 7, regular, MUTED);
    const head = toWinAnsi(runningHead, regular);
    const w = regular.widthOfTextAtSize(head, 7);
    this.text(head, PAGE.width - MARGIN.right - w, headY, 7, regular, MUTED);
    this.page.drawLine({
      start: { x: MARGIN.left, y: headY - 6 },
      end: { x: PAGE.width - MARGIN.right, y: headY - 6 },
      thickness: 0.5,
      color: SAND,
    });
    const num = String(this.pageNumber);
    const nw = regular.widthOfTextAtSize(num, 8.5);
    this.text(num, (PAGE.width - nw) / 2, 34, 8.5, regular, MUTED);
    this.y = PAGE.height - MARGIN.top;
  }

  get room() {
    return this.y - MARGIN.bottom;
  }

  /** Height a block needs, so blocks other than paragraphs are never split. */
  measure(block: BookBlock): number {
    const { regular } = this.fonts;
    switch (block.kind) {
      case 'paragraph':
        return wrap(block.text, regular, 10, CONTENT_WIDTH).length * 14.5 + 8;
      case 'heading':
        return 30;
      case 'checklist':
        return (
          24 +
          block.items.reduce(
            (h, item) => h + wrap(item, regular, 9.5, CONTENT_WIDTH - 22).length * 13 + 5,
            0,
          ) +
          8
        );
      case 'script':
        return (
          24 +
          block.lines.reduce(
            (h, l) =>
              h + wrap(`${l.speaker}: ${l.text}`, regular, 9.5, CONTENT_WIDTH - 16).length * 13 + 5,
            0,
          ) +
          10
        );
      case 'table':
        return 24 + (block.rows.length + 1) * 20 + 12;
      case 'callout':
        return wrap(block.text, regular, 9.5, CONTENT_WIDTH - 28).length * 13 + 46;
    }
  }

  /** Draws a paragraph's lines from `from`; returns the index of the first line not drawn. */
  paragraph(lines: string[], from: number): number {
    const count = Math.min(lines.length - from, Math.floor(this.room / 14.5));
    if (count <= 0) return from;
    // One text object for all the lines: far fewer PDF operators than one per line.
    this.page.drawText(lines.slice(from, from + count).join('\n'), {
      x: MARGIN.left,
      y: this.y - 14.5 + 3.5,
      size: 10,
      font: this.fonts.regular,
      color: INK,
      lineHeight: 14.5,
    });
    this.y -= count * 14.5;
    const next = from + count;
    if (next === lines.length) this.y -= 8;
    return next;
  }

  block(block: BookBlock) {
    const { regular, bold, italic } = this.fonts;
    const left = MARGIN.left;
    switch (block.kind) {
      case 'paragraph':
        this.paragraph(wrap(block.text, regular, 10, CONTENT_WIDTH), 0);
        return;
      case 'heading':
        this.y -= 22;
        this.text(block.text, left, this.y, 12.5, bold, WINE);
        this.y -= 8;
        return;
      case 'checklist': {
        this.y -= 18;
        this.text(block.title, left, this.y, 10.5, bold, INK);
        this.y -= 6;
        for (const item of block.items) {
          const lines = wrap(item, regular, 9.5, CONTENT_WIDTH - 22);
          this.page.drawRectangle({
            x: left + 2,
            y: this.y - 11,
            width: 8,
            height: 8,
            borderColor: BRASS,
            borderWidth: 0.9,
          });
          this.lines(lines, left + 22, this.y - 11, 9.5, regular, 13);
          this.y -= lines.length * 13 + 5;
        }
        this.y -= 8;
        return;
      }
      case 'script': {
        const top = this.y - 6;
        this.y -= 18;
        this.text(block.title, left + 12, this.y, 10.5, bold, WINE);
        this.y -= 6;
        for (const l of block.lines) {
          const lines = wrap(`${l.speaker}: ${l.text}`, regular, 9.5, CONTENT_WIDTH - 16);
          // The speaker in bold, the words in italics; the label's width is measured bold.
          const label = toWinAnsi(`${l.speaker}:`, bold);
          const firstY = this.y - 11;
          this.text(label, left + 12, firstY, 9.5, bold, INK);
          const lw = wordWidth(bold, label) * 9.5;
          this.text(lines[0].slice(label.length), left + 12 + lw, firstY, 9.5, italic, INK);
          this.lines(lines.slice(1), left + 12, firstY - 13, 9.5, italic, 13);
          this.y -= lines.length * 13 + 5;
        }
        this.page.drawRectangle({
          x: left,
          y: this.y,
          width: 2.5,
          height: top - this.y,
          color: BRASS,
        });
        this.y -= 10;
        return;
      }
      case 'table': {
        this.y -= 18;
        this.text(block.title, left, this.y, 10.5, bold, INK);
        this.y -= 8;
        // Columns as wide as their content, the spare width shared out; smaller type if needed.
        const rows = [block.head, ...block.rows].map((r) => r.map((c) => toWinAnsi(c, bold)));
        let size = 8.5;
        const natural = block.head.map((_, i) =>
          Math.max(...rows.map((r) => bold.widthOfTextAtSize(r[i] ?? '', size) + 12)),
        );
        const total = natural.reduce((a, b) => a + b, 0);
        if (total > CONTENT_WIDTH) size = (size * CONTENT_WIDTH) / total;
        const spare = Math.max(0, CONTENT_WIDTH - total) / natural.length;
        const widths = natural.map((w) =>
          total > CONTENT_WIDTH ? (w * CONTENT_WIDTH) / total : w + spare,
        );
        const colX = (i: number) => left + widths.slice(0, i).reduce((a, b) => a + b, 0);
        this.page.drawRectangle({
          x: left,
          y: this.y - 20,
          width: CONTENT_WIDTH,
          height: 20,
          color: SAND,
        });
        rows[0].forEach((h, i) => this.text(h, colX(i) + 6, this.y - 13.5, size, bold, INK));
        this.y -= 20;
        for (const row of rows.slice(1)) {
          row.forEach((cell, i) =>
            this.text(cell, colX(i) + 6, this.y - 13.5, size, i === 0 ? regular : bold, INK),
          );
          this.y -= 20;
          this.page.drawLine({
            start: { x: left, y: this.y },
            end: { x: left + CONTENT_WIDTH, y: this.y },
            thickness: 0.5,
            color: SAND,
          });
        }
        this.y -= 12;
        return;
      }
      case 'callout': {
        const lines = wrap(block.text, regular, 9.5, CONTENT_WIDTH - 28);
        const height = lines.length * 13 + 34;
        this.y -= 6;
        this.page.drawRectangle({
          x: left,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: LINEN,
        });
        this.page.drawRectangle({ x: left, y: this.y - height, width: 3, height, color: WINE });
        this.text(block.title, left + 14, this.y - 18, 10, bold, WINE);
        this.lines(lines, left + 14, this.y - 33, 9.5, regular, 13);
        this.y -= height + 6;
        return;
      }
    }
  }
}

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
  doc.setCreator('Restaurant Closer');
  doc.setProducer('Restaurant Closer shop (pdf-lib)');
  doc.setCreationDate(new Date());
  doc.setModificationDate(new Date());
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(book.language));
  return doc.save();
}
