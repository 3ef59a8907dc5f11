import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/setup/pdf';
import { stampCopy, stampTemplate } from './stamp';

/** Pages of two sizes; the first page already names a font of its own "RCStamp". */
async function edition(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Restaurant Closer');
  const times = await doc.embedFont(StandardFonts.TimesRoman);
  const a5 = doc.addPage([419.53, 595.28]);
  a5.node.setFontDictionary(PDFName.of('RCStamp'), times.ref);
  a5.drawText('Seite eins', { x: 50, y: 500, size: 14, font: times });
  doc.addPage([595.28, 841.89]).drawText('Seite zwei', { x: 50, y: 700, size: 14, font: times });
  doc.addPage([419.53, 595.28]).drawText('Seite drei', { x: 50, y: 500, size: 14, font: times });
  return doc.save();
}

const pagesOf = (bytes: Uint8Array) =>
  pdfText(bytes)
    .split('\f')
    .filter((page) => page.trim());

describe('stamping from a template', () => {
  it('gives each copy its own line on every page and its own metadata, never the one before', async () => {
    const template = await stampTemplate(await edition());
    const join = ({ pieces }: { pieces: Uint8Array[] }) => Buffer.concat(pieces);
    const first = join(stampCopy(template, { text: 'Licensed to anna@example.com', title: 'A' }));
    const second = join(stampCopy(template, { text: 'Licensed to bruno@example.com' }));

    for (const [copy, own, other] of [
      [first, 'anna@example.com', 'bruno@example.com'],
      [second, 'bruno@example.com', 'anna@example.com'],
    ] as const) {
      const pages = pagesOf(copy);
      expect(pages).toHaveLength(3);
      for (const page of pages) {
        expect(page).toContain(`Licensed to ${own}`);
        expect(page).not.toContain(other);
      }
      expect(pages.map((page) => /Seite \w+/.exec(page)?.[0])).toEqual([
        'Seite eins',
        'Seite zwei',
        'Seite drei',
      ]);
      const doc = await PDFDocument.load(copy);
      expect(doc.getSubject()).toBe(`Licensed to ${own}`);
    }
    // The second copy set no title: the edition's own, not the first copy's.
    expect((await PDFDocument.load(first)).getTitle()).toBe('A');
    expect((await PDFDocument.load(second)).getTitle()).toBe('Restaurant Closer');
  });

  it('leaves a font the edition already named as it was, and lays the line out on each page size', async () => {
    const template = await stampTemplate(await edition());
    expect(template.fontKey.asString()).not.toBe('/RCStamp');
    expect(template.stamps.map((s) => s.box.width).sort()).toEqual([419.53, 595.28]);
    const copy = await PDFDocument.load(
      Buffer.concat(stampCopy(template, { text: 'Licensed to c@example.com' }).pieces),
    );
    const fonts = copy.getPages()[0]!.node.normalizedEntries().Font;
    const baseFont = (key: PDFName) =>
      copy.context.lookup(fonts.get(key), PDFDict).get(PDFName.of('BaseFont'))?.toString();
    expect(baseFont(PDFName.of('RCStamp'))).toBe('/Times-Roman');
    expect(baseFont(template.fontKey)).toBe('/Helvetica');
  });
});
