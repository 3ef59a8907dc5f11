import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
const heavy = readFileSync('/tmp/heavy.pdf');
for (let i = 0; i < 3; i++) {
  let t = Date.now();
  const doc = await PDFDocument.load(heavy, { updateMetadata: false });
  const tl = Date.now() - t; t = Date.now();
  const out = await doc.save({ useObjectStreams: false });
  console.log('load', tl, 'save', Date.now() - t, out.length, Math.round(process.memoryUsage().rss / 1e6));
}
