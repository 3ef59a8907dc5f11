import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { joinPieces } from '../../src/server/adapters/pdf/pdf-pieces';
import { stampCopy, stampTemplate, type StampOptions } from '../../src/server/adapters/pdf/stamp';

/**
 * The decoded content streams of a page, as upper-case Latin-1 text, to look for drawn
 * strings: pdf-lib writes standard-font text as `<HEX> Tj`.
 */
export function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  return streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n')
    .toUpperCase();
}

/** A WinAnsi string as the hex digits pdf-lib draws it with. */
export const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** A drawn string operand: `<HEX>`. */
export const drawn = (text: string) => `<${hex(text)}>`;

/** The text of a PDF as poppler's pdftotext reads it (what a reader's viewer shows), laid out. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cells after the description in a German invoice's row of one e-book at 47,00 €, 7 % VAT. */
export const GERMAN_EBOOK_CELLS = ['1', '43,93 €', '43,93 €', '7 %', '3,07 €', '47,00 €'] as const;

/** The files `pdfdetach` lists in a PDF and what `-saveall` extracts, by name. */
export function detach(bytes: Uint8Array): { list: string; files: Record<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-detach-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, bytes);
    const list = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const out = path.join(dir, 'out');
    execFileSync('mkdir', [out]);
    execFileSync('pdfdetach', ['-saveall', '-o', out, file]);
    const files: Record<string, string> = {};
    for (const name of readdirSync(out)) files[name] = readFileSync(path.join(out, name), 'utf8');
    return { list, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The files a PDF carries, by name, as `pdfdetach -saveall` extracts them. */
export const detachedFiles = (bytes: Uint8Array) => detach(bytes).files;

/** The fonts of a PDF as poppler's pdffonts lists them: name and whether the file embeds it. */
export function fontsOf(bytes: Uint8Array): Array<{ name: string; embedded: boolean }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-fonts-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const table = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    // Two heading lines; then per font its name, type, encoding and "emb" (yes/no), among others.
    return table
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => ({
        name: line.split(/\s+/)[0]!,
        embedded: /\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line)?.[1] === 'yes',
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A buyer's copy of `source` as the stamping thread makes it, as one array. */
export async function stampedCopy(source: Uint8Array, options: StampOptions): Promise<Uint8Array> {
  return joinPieces(stampCopy(await stampTemplate(source), options));
}
