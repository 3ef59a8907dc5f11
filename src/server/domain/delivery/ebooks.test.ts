import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { LANGS } from '../../../shared/languages';
import { SAMPLE_BOOKS } from '../../content/sample-book';
import { createPdfRenderer } from '../../adapters/pdf/index';
import { createLocalFileStore } from '../../adapters/storage/local';
import {
  downloadFileName,
  ensureSampleEbooks,
  sampleBookSpec,
  stampText,
  stampedCopy,
} from './ebooks';
import { pruneStampedCopies } from './stamped-copies';
import { hex, pageContent } from '../../../../tests/setup/pdf';

const pdf = createPdfRenderer();
const storeIn = (dir: string) => ({ files: createLocalFileStore(dir), pdf });
const ebookPath = (dir: string, key: string) => createLocalFileStore(dir).resolve(key);
/** The stamped copy's path on disk, for the assertions about files. */
async function stampedCopyAt(
  dir: string,
  source: string,
  buyer: { id: string; email: string; language: string },
  title: string,
) {
  const key = await stampedCopy(storeIn(dir), path.relative(dir, source), buyer, title);
  return createLocalFileStore(dir).resolve(key);
}

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-ebooks-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('sample editions', () => {
  it.each(LANGS)(
    '%s: 90 pages with cover, contents naming the three frameworks, and page numbers',
    async (lang) => {
      const started = performance.now();
      const doc = await PDFDocument.load(await pdf.renderBook(sampleBookSpec(lang)));
      expect(performance.now() - started).toBeLessThan(5000);
      expect(doc.getPageCount()).toBe(90);
      expect(doc.getTitle()).toBe(SAMPLE_BOOKS[lang].title);
      const contents = pageContent(doc, doc.getPage(2));
      expect(contents).toContain(hex(SAMPLE_BOOKS[lang].tocTitle));
      for (const framework of ['oasi', 'safe', 'lara'] as const) {
        // French typography puts a no-break space before the colon.
        const title = SAMPLE_BOOKS[lang][framework].title.replace(' :', '\u00a0:');
        expect(contents).toContain(hex(title));
      }
      expect(pageContent(doc, doc.getPage(89))).toContain(`<${hex('90')}>`);
      // The title, with its accented letters, is on the cover.
      const cover = pageContent(doc, doc.getPage(0));
      expect(cover).toContain(hex(SAMPLE_BOOKS[lang].title.split(' ')[0]));
    },
  );
});

describe('files and stamped copies', () => {
  it('refuses file keys that leave DATA_DIR', () => {
    const dir = tempDir();
    expect(ebookPath(dir, 'ebooks/a.pdf')).toBe(path.join(dir, 'ebooks', 'a.pdf'));
    expect(() => ebookPath(dir, '../outside.pdf')).toThrow();
    expect(() => ebookPath(dir, '/etc/passwd')).toThrow();
  });

  it('names the download after the edition', () => {
    expect(downloadFileName('de')).toBe('Restaurant-Closer-Methode-DE.pdf');
    expect(downloadFileName('it')).toBe('Restaurant-Closer-Metodo-IT.pdf');
    expect(downloadFileName('es')).toBe('Restaurant-Closer-Metodo-ES.pdf');
    expect(downloadFileName('fr')).toBe('Restaurant-Closer-Methode-FR.pdf');
    expect(downloadFileName('xx')).toBe('Restaurant-Closer-Method-EN.pdf');
  });

  it("stamps the licence line in the edition's language", () => {
    const buyer = (language: string) => ({ id: 'RC-1', email: 'a@example.com', language });
    expect(stampText(buyer('en'))).toBe('Licensed to a@example.com · Order RC-1');
    expect(stampText(buyer('de'))).toBe('Lizenziert für a@example.com · Bestellung RC-1');
    expect(stampText(buyer('it'))).toBe("Licenza d'uso per a@example.com · Ordine RC-1");
    expect(stampText(buyer('es'))).toBe('Licencia para a@example.com · Pedido RC-1');
    expect(stampText(buyer('fr'))).toBe('Licence accordée à a@example.com · Commande RC-1');
  });

  it('stamps once, reuses the copy, and makes a fresh one when the source file changes', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'ebooks', 'it.pdf');
    mkdirSync(path.dirname(source), { recursive: true });
    await writeFile(source, await pdf.renderBook(sampleBookSpec('it')));
    const buyer = { id: 'RC-STAMPTEST', email: 'marco@example.it', language: 'it' };
    const [first, concurrent] = await Promise.all([
      stampedCopyAt(dir, source, buyer, 'Titolo'),
      stampedCopyAt(dir, source, buyer, 'Titolo'),
    ]);
    expect(concurrent).toBe(first);
    expect(first.startsWith(path.join(dir, 'stamped'))).toBe(true);
    const made = statSync(first).mtimeMs;
    expect(await stampedCopyAt(dir, source, buyer, 'Titolo')).toBe(first);
    expect(statSync(first).mtimeMs).toBe(made);

    // A replaced manuscript (new mtime) is stamped again; the old copy is removed.
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    const second = await stampedCopyAt(dir, source, buyer, 'Titolo');
    expect(second).not.toBe(first);
    expect(existsSync(first)).toBe(false);
    // Each purchase's copies have a folder of their own: the old one is found there.
    expect(readdirSync(path.join(dir, 'stamped'))).toEqual([buyer.id]);
    expect(readdirSync(path.join(dir, 'stamped', buyer.id))).toEqual([path.basename(second)]);
    const doc = await PDFDocument.load(readFileSync(second));
    expect(pageContent(doc, doc.getPage(45))).toContain(hex(stampText(buyer)));
  });

  it('finds a purchase’s older copies in its own folder, never by listing every copy', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'ebooks', 'de.pdf');
    mkdirSync(path.dirname(source), { recursive: true });
    await writeFile(source, await pdf.renderBook(sampleBookSpec('de')));
    // Many other buyers' copies in the store.
    for (let i = 0; i < 50; i++) {
      mkdirSync(path.join(dir, 'stamped', `RC-OTHER${i}`), { recursive: true });
      await writeFile(path.join(dir, 'stamped', `RC-OTHER${i}`, 'abc.pdf'), 'x');
    }
    const store = createLocalFileStore(dir);
    const listed: string[] = [];
    const counting = {
      ...store,
      list: (prefix: string) => (listed.push(prefix), store.list(prefix)),
      walk: (prefix: string) => (listed.push(`walk:${prefix}`), store.walk(prefix)),
    };
    const buyer = { id: 'RC-COUNTED', email: 'anna@example.de', language: 'de' };
    const key = 'ebooks/de.pdf';
    await stampedCopy({ files: counting, pdf }, key, buyer, 'Titel');
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    await stampedCopy({ files: counting, pdf }, key, buyer, 'Titel');
    expect(listed).toEqual(['stamped/RC-COUNTED', 'stamped/RC-COUNTED']);
    expect(readdirSync(path.join(dir, 'stamped', buyer.id))).toHaveLength(1);
    expect(readdirSync(path.join(dir, 'stamped'))).toHaveLength(51);
  });
});

describeEachDatabase('sample e-books at start-up on %s', ({ db }) => {
  it('writes the missing editions of the product rows and leaves existing files alone', async () => {
    const d = db();
    const dir = tempDir();
    const existing = ebookPath(dir, 'ebooks/restaurant-closer-de.pdf');
    mkdirSync(path.dirname(existing), { recursive: true });
    await writeFile(existing, 'the real manuscript');
    const written = await ensureSampleEbooks(d.db, storeIn(dir));
    expect(written.sort()).toEqual(
      ['en', 'it', 'es', 'fr'].map((l) => `ebooks/restaurant-closer-${l}.pdf`).sort(),
    );
    expect(readFileSync(existing, 'utf8')).toBe('the real manuscript');
    expect(await ensureSampleEbooks(d.db, storeIn(dir))).toEqual([]);
    // An edition whose product points at another file gets that file.
    await d.db
      .updateTable('products')
      .set({ file_key: 'ebooks/custom/fr-v2.pdf' })
      .where('language', '=', 'fr')
      .execute();
    expect(await ensureSampleEbooks(d.db, storeIn(dir))).toEqual(['ebooks/custom/fr-v2.pdf']);
  });
});

describe('pruning stamped copies', () => {
  it('deletes copies older than the link validity and keeps recent ones', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'stamped'), { recursive: true });
    const old = path.join(dir, 'stamped', 'RC-OLD.abc.pdf');
    const recent = path.join(dir, 'stamped', 'RC-NEW.def.pdf');
    await writeFile(old, 'x');
    await writeFile(recent, 'y');
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    utimesSync(old, longAgo, longAgo);
    expect(await pruneStampedCopies(createLocalFileStore(dir), 30)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(await pruneStampedCopies(createLocalFileStore(tempDir()), 30)).toBe(0);
  });

  it('goes through every purchase’s folder, page by page', async () => {
    const dir = tempDir();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 1200; i++) {
      const folder = path.join(dir, 'stamped', `RC-${i}`);
      mkdirSync(folder, { recursive: true });
      await writeFile(path.join(folder, 'copy.pdf'), 'x');
      if (i % 2) utimesSync(path.join(folder, 'copy.pdf'), longAgo, longAgo);
    }
    expect(await pruneStampedCopies(createLocalFileStore(dir), 30)).toBe(600);
    expect(existsSync(path.join(dir, 'stamped', 'RC-1', 'copy.pdf'))).toBe(false);
    expect(existsSync(path.join(dir, 'stamped', 'RC-2', 'copy.pdf'))).toBe(true);
  });
});
