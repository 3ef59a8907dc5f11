import {
  degrees,
  drawLinesOfText,
  drawRectangle,
  ParseSpeeds,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { pdfPieces } from './pdf-pieces';
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
const TEXT_COLOUR = rgb(0.33, 0.31, 0.3);
const STRIP_COLOUR = rgb(1, 1, 1);
const STRIP_OPACITY = 0.85;

/**
 * An edition made ready for stamping, once: read, with the stamp's font, its graphics state and
 * one stamp stream per page size already in every page. A copy then only writes its own line
 * into those streams and its own metadata, and is written out (`stampCopy`): no copy reads or
 * rebuilds the edition again. One complete file per copy, not an update appended to the
 * edition, so no copy can be cut back to an unstamped one (decision 101).
 */
export interface StampTemplate {
  doc: PDFDocument;
  font: PDFFont;
  fontKey: PDFName;
  stripKey: PDFName;
  /** The stamp stream of each page size, by the page box it is laid out for. */
  stamps: { ref: PDFRef; box: { x: number; y: number; width: number; height: number } }[];
  info: { ref: PDFRef; original: PDFDict };
}

export async function stampTemplate(source: Uint8Array): Promise<StampTemplate> {
  // Read without pausing between objects: this runs on a stamping thread, where nothing waits.
  const doc = await PDFDocument.load(source, {
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  const { context } = doc;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  await doc.flush();
  const pages = doc.getPages();
  const fontKey = freeName(pages, 'Font', 'RCStamp');
  const stripKey = freeName(pages, 'ExtGState', 'RCStampGS');
  const strip = context.obj({ Type: 'ExtGState', ca: STRIP_OPACITY });
  const stamps = new Map<string, StampTemplate['stamps'][number]>();
  for (const page of pages) {
    page.node.setFontDictionary(fontKey, font.ref);
    page.node.setExtGState(stripKey, strip);
    const box = page.getMediaBox();
    const size = `${box.x} ${box.y} ${box.width} ${box.height}`;
    let stamp = stamps.get(size);
    if (!stamp) stamps.set(size, (stamp = { ref: context.nextRef(), box }));
    page.node.addContentStream(stamp.ref);
  }
  // The metadata dictionary, as its own object: each copy puts its own in its place.
  const { Info } = context.trailerInfo;
  const found = context.lookup(Info);
  const original = found instanceof PDFDict ? found.clone(context) : context.obj({});
  const infoRef = Info instanceof PDFRef ? Info : context.register(original.clone(context));
  context.trailerInfo.Info = infoRef;
  return {
    doc,
    font,
    fontKey,
    stripKey,
    stamps: [...stamps.values()],
    info: { ref: infoRef, original },
  };
}

/**
 * One buyer's copy of a template's edition: the licence line on every page and in the
 * metadata, as the pieces of its file (pdf-pieces.ts). Synchronous from start to end, so two
 * copies never mix their lines in one template.
 */
export function stampCopy(
  template: StampTemplate,
  options: StampOptions,
): { pieces: Uint8Array[]; size: number } {
  const { doc, font, fontKey, stripKey } = template;
  const { context } = doc;
  const text = toWinAnsi(options.text, font).replace(/\s+/g, ' ').trim();
  const encoded = font.encodeText(text);
  for (const { ref, box } of template.stamps) {
    const maxWidth = box.width - 24;
    let size = STAMP_SIZE;
    let width = font.widthOfTextAtSize(text, size);
    if (width > maxWidth) {
      size = Math.max(4, (size * maxWidth) / width);
      width = font.widthOfTextAtSize(text, size);
    }
    const x = box.x + (box.width - width) / 2;
    const y = box.y + 12;
    const upright = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) };
    const operators = [
      // A light strip keeps the line readable on dark pages such as the cover.
      ...drawRectangle({
        x: x - 5,
        y: y - 3,
        width: width + 10,
        height: size + 5,
        borderWidth: 0,
        color: STRIP_COLOUR,
        borderColor: undefined,
        graphicsState: stripKey,
        ...upright,
      }),
      ...drawLinesOfText([encoded], {
        color: TEXT_COLOUR,
        font: fontKey,
        size,
        x,
        y,
        lineHeight: size,
        ...upright,
      }),
    ];
    context.assign(ref, PDFContentStream.of(context.obj({}), operators));
  }
  context.assign(template.info.ref, template.info.original.clone(context));
  if (options.title) doc.setTitle(options.title);
  if (options.author) doc.setAuthor(options.author);
  doc.setSubject(options.subject ?? text);
  if (options.keywords) doc.setKeywords(options.keywords);
  doc.setProducer('Restaurant Closer shop (pdf-lib)');
  doc.setModificationDate(new Date());
  return pdfPieces(context);
}

/** A resource name no page uses yet: `tag`, or `tag` with a number. */
function freeName(pages: PDFPage[], kind: 'Font' | 'ExtGState', tag: string): PDFName {
  const taken = (name: PDFName) =>
    pages.some((page) => page.node.normalizedEntries()[kind].has(name));
  let name = PDFName.of(tag);
  for (let n = 2; taken(name); n++) name = PDFName.of(`${tag}${n}`);
  return name;
}
