import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

import { toWinAnsi } from './text';
// ---------------------------------------------------------------------------------------
// Book layout

import type { BookBlock, BookSpec } from './book-spec';

export const PAGE = { width: 419.53, height: 595.28 }; // A5
export const MARGIN = { left: 50, right: 50, top: 64, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const INK = rgb(0.11, 0.098, 0.09);
export const MUTED = rgb(0.34, 0.31, 0.3);
export const WINE = rgb(0.478, 0.122, 0.2);
export const BRASS = rgb(0.541, 0.416, 0.122);
export const LINEN = rgb(0.98, 0.969, 0.949);
const SAND = rgb(0.953, 0.929, 0.89);
export const WHITE = rgb(1, 1, 1);

export interface Fonts {
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

export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
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

export class Writer {
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

  /** The bold title over a checklist or a table, and `gap` points below it. */
  blockTitle(title: string, gap: number) {
    this.y -= 18;
    this.text(title, MARGIN.left, this.y, 10.5, this.fonts.bold, INK);
    this.y -= gap;
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
        this.blockTitle(block.title, 6);
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
        this.blockTitle(block.title, 8);
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
