import { readFileSync, writeFileSync } from 'node:fs';
import { heavyEdition } from '/work/main/bench/heavy-edition';
import { stampPdf } from '/work/main/src/server/adapters/pdf/stamp';
const sample = readFileSync('/work/main/build/books/' + process.argv[2]);
let t = Date.now();
const heavy = await heavyEdition(sample);
console.log('heavy', heavy.length, Date.now() - t);
writeFileSync('/tmp/heavy.pdf', heavy);
for (let i = 0; i < 3; i++) {
  t = Date.now();
  const out = await stampPdf(heavy, { text: 'Licensed to a@b.c · Order RC-1' });
  console.log('stamp', out.length, Date.now() - t, Math.round(process.memoryUsage().rss / 1e6));
}
