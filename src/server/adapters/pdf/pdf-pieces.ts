import {
  copyStringIntoBuffer,
  PDFCrossRefSection,
  PDFHeader,
  PDFStream,
  PDFTrailer,
  PDFTrailerDict,
  type PDFContext,
} from 'pdf-lib';

/** Something pdf-lib can write into a buffer: an object, the header, the xref, the trailer. */
interface Writable {
  sizeInBytes(): number;
  copyBytesInto(buffer: Uint8Array, offset: number): number;
}

const PIECE = 64 * 1024;

/**
 * A document as pdf-lib's own writer (`save({ useObjectStreams: false })`) writes it, byte for
 * byte, but as a list of pieces: each stream's contents is handed on as the array it already
 * is, never copied. pdf-lib copies every byte of a stream into one new buffer in a JavaScript
 * loop, which was most of a stamped copy's time (an 18 MB edition took 120–230 ms to save); the
 * pieces are written to a file in one pass by the caller, or joined by one native copy.
 */
export function pdfPieces(context: PDFContext): { pieces: Uint8Array[]; size: number } {
  const pieces: Uint8Array[] = [];
  let written = 0;
  let buffer = new Uint8Array(PIECE);
  let at = 0;
  const flush = () => {
    if (at === 0) return;
    pieces.push(buffer.subarray(0, at));
    written += at;
    buffer = new Uint8Array(PIECE);
    at = 0;
  };
  const room = (n: number) => {
    if (at + n <= buffer.length) return;
    flush();
    if (n > buffer.length) buffer = new Uint8Array(n);
  };
  const text = (s: string) => {
    room(s.length);
    at += copyStringIntoBuffer(s, buffer, at);
  };
  const put = (item: Writable) => {
    room(item.sizeInBytes());
    at += item.copyBytesInto(buffer, at);
  };
  const bytes = (contents: Uint8Array) => {
    flush();
    pieces.push(contents);
    written += contents.length;
  };

  put(PDFHeader.forVersion(1, 7));
  text('\n\n');
  const xref = PDFCrossRefSection.create();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    xref.addEntry(ref, written + at);
    text(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    if (object instanceof PDFStream) {
      // As PDFStream.copyBytesInto writes it: the dictionary with its Length, then the bytes.
      object.updateDict();
      put(object.dict);
      text('\nstream\n');
      bytes(object.getContents());
      text('\nendstream');
    } else {
      put(object);
    }
    text('\nendobj\n\n');
  }
  const xrefOffset = written + at;
  put(xref);
  text('\n');
  const { Root, Encrypt, Info, ID } = context.trailerInfo;
  put(
    PDFTrailerDict.of(
      context.obj({ Size: context.largestObjectNumber + 1, Root, Encrypt, Info, ID }),
    ),
  );
  text('\n\n');
  put(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset));
  flush();
  return { pieces, size: written };
}

/** The pieces as one array of its own (never a slice of a shared pool: it may be moved). */
export function joinPieces({ pieces, size }: { pieces: Uint8Array[]; size: number }): Uint8Array {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.length;
  }
  return whole;
}
