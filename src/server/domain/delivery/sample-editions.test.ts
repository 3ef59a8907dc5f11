import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createPdfRenderer } from '../../adapters/pdf/index';
import { createLocalFileStore } from '../../adapters/storage/local';
import { ensureSampleEbooks, listSampleEditions } from './ebooks';

describeEachDatabase('sample editions still on sale on %s', ({ db }) => {
  it('are named until the real manuscript replaces them', async () => {
    const deps = {
      files: createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'shop-samples-'))),
      pdf: createPdfRenderer(),
    };
    await ensureSampleEbooks(db().db, deps);
    const all = await listSampleEditions(db().db, deps);
    expect(all.sort()).toEqual(
      ['de', 'en', 'es', 'fr', 'it'].map((l) => `ebooks/restaurant-closer-${l}.pdf`),
    );
    const manuscript = await PDFDocument.create();
    manuscript.addPage();
    manuscript.setCreator('LibreOffice');
    await deps.files.write('ebooks/restaurant-closer-de.pdf', await manuscript.save());
    expect(await listSampleEditions(db().db, deps)).not.toContain(
      'ebooks/restaurant-closer-de.pdf',
    );
    expect(await listSampleEditions(db().db, deps)).toHaveLength(4);
  });
});
