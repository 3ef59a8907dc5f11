import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderBook, stampPdf, type BookSpec } from './index';
import { toWinAnsi } from './text';
import { drawn, pageContent } from '../../../../tests/setup/pdf';

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
    const stamped = await stampPdf(source, { text, title: 'Titel' });
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(6);
    for (const page of doc.getPages()) expect(pageContent(doc, page)).toContain(drawn(text));
    expect(doc.getSubject()).toBe(text);
    expect(doc.getTitle()).toBe('Titel');
  });

  it('keeps a stamp on one line even when a buyer typed line breaks', async () => {
    const stamped = await stampPdf(await renderBook(BOOK), { text: 'Licensed to a@b.c\r\nX' });
    const doc = await PDFDocument.load(stamped);
    expect(pageContent(doc, doc.getPage(0))).toContain(drawn('Licensed to a@b.c X'));
  });
});
