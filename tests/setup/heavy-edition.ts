/**
 * A seller's kind of edition for the benchmarks and the streaming tests: the generated 90-page sample with a picture on
 * every page, about 18 MB in all (the pictures are uncompressible noise, as photographs nearly
 * are), so that loading and writing it costs what a real manuscript costs.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFOperator, PDFOperatorNames as Ops, asPDFNumber } from 'pdf-lib';

export async function heavyEdition(sample: Uint8Array, targetBytes = 18 * 1024 * 1024) {
  const doc = await PDFDocument.load(sample);
  const pages = doc.getPages();
  const perPage = Math.floor((targetBytes - sample.length) / pages.length);
  const side = Math.floor(Math.sqrt(perPage / 3));
  pages.forEach((page, i) => {
    const image = doc.context.register(
      doc.context.stream(randomBytes(side * side * 3), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject(`Photo${i}`, image);
    const { width, height } = page.getSize();
    const w = width * 0.5;
    page.pushOperators(
      PDFOperator.of(Ops.PushGraphicsState),
      PDFOperator.of(Ops.ConcatTransformationMatrix, [
        asPDFNumber(w),
        asPDFNumber(0),
        asPDFNumber(0),
        asPDFNumber(w),
        asPDFNumber((width - w) / 2),
        asPDFNumber(height * 0.08),
      ]),
      PDFOperator.of(Ops.DrawObject, [name]),
      PDFOperator.of(Ops.PopGraphicsState),
    );
  });
  return doc.save();
}
