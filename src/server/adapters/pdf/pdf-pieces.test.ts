import { PDFDocument, PDFStream, PDFWriter, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { heavyEdition } from '../../../../tests/setup/heavy-edition';
import { pdfText, stampedCopy } from '../../../../tests/setup/pdf';
import { joinPieces, pdfPieces } from './pdf-pieces';

/** A small document of three pages with text, written as pdf-lib writes by default. */
async function sample(objectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const words of ['Erste Seite', 'Zweite Seite – äöü ß', 'Dritte Seite']) {
    doc.addPage([419.53, 595.28]).drawText(words, { x: 50, y: 500, size: 14, font });
  }
  doc.setTitle('Beispiel');
  return doc.save({ useObjectStreams: objectStreams });
}

/** pdf-lib's own writer, the reference: one buffer, every byte copied into it. */
async function pdfLibBytes(doc: PDFDocument): Promise<Uint8Array> {
  return PDFWriter.forContext(doc.context, Number.POSITIVE_INFINITY).serializeToBuffer();
}

describe('a document written in pieces', () => {
  it.each([
    ['with object streams and a cross-reference stream', true],
    ['with a classic cross-reference table', false],
  ])('is byte for byte what pdf-lib writes, for a document read %s', async (_, objectStreams) => {
    const doc = await PDFDocument.load(await sample(objectStreams), { updateMetadata: false });
    doc.getPages()[1]!.drawText('Licensed to a@b.c', { x: 10, y: 10, size: 6 });
    await doc.flush();
    const written = pdfPieces(doc.context);
    expect(written.size).toBe(written.pieces.reduce((a, p) => a + p.length, 0));
    expect(Buffer.from(joinPieces(written)).equals(Buffer.from(await pdfLibBytes(doc)))).toBe(true);
  });

  it('hands each stream on as the bytes it was read into, without copying them', async () => {
    const heavy = await heavyEdition(await sample(false), 600_000);
    const doc = await PDFDocument.load(heavy);
    const streams = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFStream => object instanceof PDFStream);
    const { pieces } = pdfPieces(doc.context);
    const pictures = streams.filter((s) => s.getContents().length > 100_000);
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(pieces).toContain(picture.getContents());
  });

  it('gives a stamped copy every page of its source and the line on each', async () => {
    const source = await heavyEdition(await sample(true), 300_000);
    const stamped = await stampedCopy(source, { text: 'Licensed to jürgen@example.com · RC-1' });
    const pages = pdfText(stamped)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain('Licensed to jürgen@example.com · RC-1');
    expect(pages[1]).toContain('Zweite Seite – äöü ß');
  });
});
