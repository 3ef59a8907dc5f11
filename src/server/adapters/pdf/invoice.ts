import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addFacturX, type EinvoiceAttachment } from './factur-x';
import { toWinAnsi } from './text';
import { wrap } from './writer';

/**
 * An invoice as a one-page A4 PDF (decision D16). The caller hands in every string already
 * worded and formatted in the buyer's language; this only lays them out. The same layout gives
 * the same bytes: the dates in the metadata are the invoice's own, never the time of rendering.
 */
export interface InvoiceLayout {
  title: string;
  /** The document's date: the moment the invoice was issued. */
  issuedAt: Date;
  heading: string;
  seller: { name: string; lines: string[] };
  /** Label (with its colon) and value pairs beside the heading: number, dates, order. */
  meta: Array<[string, string]>;
  buyer: { heading: string; lines: string[] };
  columns: [string, string, string, string, string, string, string];
  /** The item and, with a discount code, the discount as a line of its own. */
  rows: Array<[string, string, string, string, string, string, string]>;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  notes: string[];
  footer: string;
}

const CREATOR = 'Restaurant Closer shop';
const PRODUCER = 'Restaurant Closer shop (pdf-lib)';
const A4 = { width: 595.28, height: 841.89 };
const LEFT = 56;
const RIGHT = A4.width - 56;
const WIDTH = RIGHT - LEFT;
const INK = rgb(0.11, 0.098, 0.09);
const MUTED = rgb(0.34, 0.31, 0.3);
const WINE = rgb(0.478, 0.122, 0.2);
const RULE = rgb(0.85, 0.82, 0.78);
// Description, quantity, unit price, net, rate, VAT, gross: the first wraps, the rest align right.
const COLUMN_WIDTHS = [140, 30, 64, 66, 62, 55, 66.28];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Liberation Sans, metric-compatible with Helvetica: a Factur-X invoice is PDF/A-3, which
 * requires every font to be embedded, so it carries the subset it uses (fonts/LICENSE-OFL.txt).
 * Beside this module in the sources, in build/fonts beside the bundle (scripts/build-server.ts).
 */
let embeddable: Promise<Buffer[]> | null = null;
function embeddableFonts(): Promise<Buffer[]> {
  embeddable ??= Promise.all(
    ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((name) =>
      readFile(new URL(`./fonts/${name}`, import.meta.url)),
    ),
  ).catch((err: unknown) => {
    embeddable = null;
    throw err;
  });
  return embeddable;
}

async function invoiceFonts(doc: PDFDocument, embedded: boolean): Promise<Fonts> {
  if (!embedded) {
    return {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
  }
  doc.registerFontkit(fontkit);
  const [regular, bold] = await embeddableFonts();
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

function draw(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  color = INK,
) {
  page.drawText(toWinAnsi(text, font), { x, y, size, font, color });
}

function drawRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  size: number,
  font: PDFFont,
  color = INK,
) {
  const s = toWinAnsi(text, font);
  page.drawText(s, { x: right - font.widthOfTextAtSize(s, size), y, size, font, color });
}

/**
 * The invoice's PDF; with `einvoice` (a business buyer's), a Factur-X PDF that carries the XML.
 * Without it the bytes are exactly those of a plain invoice.
 */
export async function renderInvoice(
  layout: InvoiceLayout,
  einvoice?: EinvoiceAttachment,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  // A consumer's plain invoice keeps the standard fonts, which every reader has.
  const fonts = await invoiceFonts(doc, Boolean(einvoice));
  // The footer (the seller once more) closes every page; the content stops above it, and
  // whatever does not fit (extremely long names or addresses) continues on another page.
  const footer = wrap(layout.footer, fonts.regular, 7.5, WIDTH);
  const footerTop = 30 + (footer.length - 1) * 10;
  const bottom = footerTop + 24;
  const addPage = () => {
    const p = doc.addPage([A4.width, A4.height]);
    p.drawLine({
      start: { x: LEFT, y: footerTop + 12 },
      end: { x: RIGHT, y: footerTop + 12 },
      thickness: 0.5,
      color: RULE,
    });
    let fy = footerTop;
    for (const line of footer) {
      draw(p, line, LEFT, fy, 7.5, fonts.regular, MUTED);
      fy -= 10;
    }
    return p;
  };
  let page = addPage();
  let y = A4.height - 64;
  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (y - height >= bottom) return;
    page = addPage();
    y = A4.height - 64;
  };

  // The seller, top left; the heading and the invoice's facts, top right.
  const headingWidth = fonts.bold.widthOfTextAtSize(toWinAnsi(layout.heading, fonts.bold), 20);
  const sellerWidth = Math.min(250, WIDTH - headingWidth - 24);
  let sy = y;
  for (const part of wrap(layout.seller.name, fonts.bold, 12, sellerWidth)) {
    draw(page, part, LEFT, sy, 12, fonts.bold);
    sy -= 15;
  }
  for (const line of layout.seller.lines) {
    for (const part of wrap(line, fonts.regular, 9, 250)) {
      draw(page, part, LEFT, sy, 9, fonts.regular, MUTED);
      sy -= 12;
    }
  }
  drawRight(page, layout.heading, RIGHT, y - 4, 20, fonts.bold, WINE);
  let my = y - 28;
  for (const [label, value] of layout.meta) {
    drawRight(page, value, RIGHT, my, 9, fonts.bold);
    const valueWidth = fonts.bold.widthOfTextAtSize(toWinAnsi(value, fonts.bold), 9);
    drawRight(page, label, RIGHT - valueWidth - 5, my, 9, fonts.regular, MUTED);
    my -= 13;
  }
  y = Math.min(sy, my) - 22;

  // The buyer.
  room(28);
  draw(page, layout.buyer.heading, LEFT, y, 8, fonts.bold, MUTED);
  y -= 14;
  for (const line of layout.buyer.lines) {
    for (const part of wrap(line, fonts.regular, 10, 300)) {
      room(13);
      draw(page, part, LEFT, y, 10, fonts.regular);
      y -= 13;
    }
  }
  y -= 20;

  // The invoice's lines (the item, a discount), under their column heads.
  const descriptions = layout.rows.map((row) =>
    wrap(row[0], fonts.regular, 9.5, COLUMN_WIDTHS[0] - 8),
  );
  room(40 + descriptions.reduce((n, d) => n + d.length * 12.5 + 4, 0));
  const xs: number[] = [];
  let x = LEFT;
  for (const w of COLUMN_WIDTHS) {
    xs.push(x);
    x += w;
  }
  page.drawLine({
    start: { x: LEFT, y: y + 12 },
    end: { x: RIGHT, y: y + 12 },
    thickness: 0.8,
    color: RULE,
  });
  layout.columns.forEach((label, i) => {
    if (i === 0) draw(page, label, xs[0], y, 7.5, fonts.bold, MUTED);
    else drawRight(page, label, xs[i] + COLUMN_WIDTHS[i], y, 7.5, fonts.bold, MUTED);
  });
  y -= 8;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.8, color: RULE });
  y -= 14;
  layout.rows.forEach((row, r) => {
    if (r > 0) y -= 4;
    row.forEach((value, i) => {
      if (i > 0 && value) drawRight(page, value, xs[i] + COLUMN_WIDTHS[i], y, 9.5, fonts.regular);
    });
    for (const line of descriptions[r]!) {
      draw(page, line, xs[0], y, 9.5, fonts.regular);
      y -= 12.5;
    }
  });
  y -= 4;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.8, color: RULE });
  y -= 18;

  // Totals, right-aligned under the amounts.
  room(layout.totals.length * 18);
  for (const total of layout.totals) {
    const font = total.strong ? fonts.bold : fonts.regular;
    const size = total.strong ? 11 : 9.5;
    drawRight(page, total.value, RIGHT, y, size, font);
    drawRight(page, total.label, RIGHT - 110, y, size, font, total.strong ? INK : MUTED);
    y -= total.strong ? 18 : 14;
  }
  y -= 16;

  // Notes: payment, the VAT rule applied, where the country came from.
  for (const note of layout.notes) {
    for (const line of wrap(note, fonts.regular, 9, WIDTH)) {
      room(12.5);
      draw(page, line, LEFT, y, 9, fonts.regular);
      y -= 12.5;
    }
    y -= 4;
  }

  doc.setTitle(layout.title);
  doc.setAuthor(layout.seller.name);
  doc.setCreator(CREATOR);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(layout.issuedAt);
  doc.setModificationDate(layout.issuedAt);
  if (einvoice) {
    await addFacturX(doc, einvoice, {
      title: layout.title,
      author: layout.seller.name,
      creator: CREATOR,
      producer: PRODUCER,
      date: layout.issuedAt,
    });
  }
  return doc.save({ useObjectStreams: false });
}
