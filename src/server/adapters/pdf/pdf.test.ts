import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderBook } from './book';
import { createPdfRenderer, writeBooks, type BookSpec } from './index';
import { renderInvoice, type InvoiceLayout } from './invoice';
import { toWinAnsi } from './text';
import {
  drawn,
  GERMAN_EBOOK_CELLS,
  pageContent,
  pdfText,
  stampedCopy,
} from '../../../../tests/setup/pdf';

const BOOK: BookSpec = {
  language: 'de',
  title: 'Prüfbuch für Größen',
  subtitle: 'Ein kurzes Buch',
  tagline: '4 Seiten',
  badges: ['O.A.S.I.'],
  author: 'Autorin',
  edition: 'Testausgabe',
  shortTitle: 'Test',
  front: { title: 'Über', paragraphs: ['Vorwort mit Umlauten: äöü ß.'], legal: '© Test' },
  toc: { title: 'Inhalt' },
  chapters: [
    {
      kicker: 'Kapitel 1',
      title: 'Einzig',
      pages: 3,
      blocks: [
        { kind: 'paragraph', text: 'Ein Absatz, der sich wiederholt, bis drei Seiten voll sind.' },
        { kind: 'checklist', title: 'Liste', items: ['Erstens', 'Zweitens'] },
        { kind: 'script', title: 'Dialog', lines: [{ speaker: 'Gast', text: 'Hallo → Welt' }] },
        { kind: 'table', title: 'Tabelle', head: ['A', 'B', 'C'], rows: [['1', '2', '3']] },
        { kind: 'callout', title: 'Hinweis', text: 'Kurz.' },
      ],
    },
  ],
};

describe('pdf adapter', () => {
  it('reads a book laid out in advance and draws any other', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'books-'));
    try {
      await writeBooks(dir, [BOOK]);
      const [name] = readdirSync(dir);
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf$/)]);
      const pdf = createPdfRenderer({ booksDir: dir });
      const laidOut = readFileSync(path.join(dir, name!));
      expect(Buffer.from(await pdf.renderBook(BOOK)).equals(laidOut)).toBe(true);

      // Any change to the copy is a different book, under another name: drawn, not taken
      // from the folder.
      const other = { ...BOOK, title: 'Ein anderes Buch' };
      const otherDir = mkdtempSync(path.join(tmpdir(), 'books-'));
      try {
        await writeBooks(otherDir, [other]);
        expect(readdirSync(otherDir)).not.toContain(name);
      } finally {
        rmSync(otherDir, { recursive: true, force: true });
      }
      const drawnBook = await PDFDocument.load(await pdf.renderBook(other));
      expect(drawnBook.getTitle()).toBe('Ein anderes Buch');
      expect(drawnBook.getPageCount()).toBe((await PDFDocument.load(laidOut)).getPageCount());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces what WinAnsi cannot encode and keeps the accented letters it can', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi('Größe, crème brûlée, año, città, œuvre – 47 €', font)).toBe(
      'Größe, crème brûlée, año, città, œuvre – 47 €',
    );
    expect(toWinAnsi('a → b ≥ c\u202fd', font)).toBe('a -> b >= c\u00a0d');
    expect(toWinAnsi('Łódź Ő 漢', font)).toBe('Lódz O Han');
    // A buyer's name in another script stays readable on an invoice or a stamp.
    expect(toWinAnsi('Γιώργος Παπαδόπουλος, Иван Петров', font)).toBe(
      'Giorgos Papadopoylos, Ivan Petrov',
    );
    expect(toWinAnsi('a\u{10FFFF}b', font)).toBe('a?b');
    expect(toWinAnsi('line\r\nbreak\ttab', font)).toBe('line  break tab');
    expect(() => font.encodeText(toWinAnsi('Łódź → 漢 ✓', font))).not.toThrow();
  });

  it('lays out a book with exactly the planned pages and its metadata', async () => {
    const bytes = await renderBook(BOOK);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3 + 3);
    expect(doc.getTitle()).toBe('Prüfbuch für Größen');
    // The contents page names the chapter and its first page.
    expect(pageContent(doc, doc.getPage(2))).toContain(drawn('Einzig'));
    expect(pageContent(doc, doc.getPage(2))).toContain(drawn('4'));
  });

  it('stamps the licence line on every page and into the metadata', async () => {
    const source = await renderBook(BOOK);
    const text = 'Licensed to jürgen@example.com · Order RC-TEST';
    const stamped = await stampedCopy(source, { text, title: 'Titel' });
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(6);
    for (const page of doc.getPages()) expect(pageContent(doc, page)).toContain(drawn(text));
    expect(doc.getSubject()).toBe(text);
    expect(doc.getTitle()).toBe('Titel');
  });

  it('keeps a stamp on one line even when a buyer typed line breaks', async () => {
    const stamped = await stampedCopy(await renderBook(BOOK), { text: 'Licensed to a@b.c\r\nX' });
    const doc = await PDFDocument.load(stamped);
    expect(pageContent(doc, doc.getPage(0))).toContain(drawn('Licensed to a@b.c X'));
  });
});

describe('invoice layout', () => {
  const words = (n: number, w: string) =>
    Array.from({ length: Math.ceil(n / (w.length + 1)) }, () => w)
      .join(' ')
      .slice(0, n);
  const layout = (long: boolean): InvoiceLayout => ({
    title: 'Rechnung 2026-00042',
    issuedAt: new Date('2026-11-24T10:00:00Z'),
    heading: 'Rechnung',
    seller: {
      name: long ? words(200, 'Restaurant Closer GmbH') : 'Restaurant Closer GmbH',
      lines: [long ? words(300, 'Hauptstraße 1, 10115 Berlin') : 'Hauptstraße 1, 10115 Berlin'],
    },
    meta: [['Rechnungsnummer:', '2026-00042']],
    buyer: {
      heading: 'RECHNUNGSEMPFÄNGER',
      lines: long
        ? [
            words(200, 'Bistro Lumière SARL'),
            words(200, 'Marie Dupont'),
            words(500, 'Quai des Chartrons, 33000 Bordeaux'),
            words(500, '12 rue de la Paix, 75002 Paris'),
          ]
        : ['Bistro Lumière SARL'],
    },
    columns: ['Beschreibung', 'Menge', 'Einzelpreis', 'Netto', 'USt-Satz', 'USt', 'Brutto'],
    rows: [
      [
        long ? words(300, 'Restaurant Closer – das Handbuch') : 'Restaurant Closer',
        ...GERMAN_EBOOK_CELLS,
      ],
    ],
    totals: [{ label: 'Gesamtbetrag', value: '47,00 €', strong: true }],
    notes: ['Bezahlt am 24. November 2026 über Stripe.', 'Umsatzsteuer von Deutschland.'],
    footer: 'Restaurant Closer GmbH · Hauptstraße 1, 10115 Berlin',
  });

  it('fits an invoice on one page and carries names at their longest onto a second', async () => {
    const short = await PDFDocument.load(await renderInvoice(layout(false)));
    expect(short.getPageCount()).toBe(1);
    const bytes = await renderInvoice(layout(true));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    // Nothing is cut off: the end of every long text, the total and the notes are all there.
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const phrase of ['Gesamtbetrag', '47,00 €', 'Umsatzsteuer von Deutschland.']) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain(words(200, 'Restaurant Closer GmbH').slice(-12));
    expect(text).toContain(words(500, '12 rue de la Paix, 75002 Paris').slice(-12));
    // Rendering is repeatable: the same layout gives the same bytes.
    expect(Buffer.from(await renderInvoice(layout(true))).equals(Buffer.from(bytes))).toBe(true);
  });
});
