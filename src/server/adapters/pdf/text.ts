import anyAscii from 'any-ascii';
import type { PDFFont } from 'pdf-lib';
/**
 * Only the 14 standard PDF fonts are used, so nothing is embedded and files stay small; their
 * WinAnsi encoding covers the accented letters of the five shop languages, and toWinAnsi()
 * replaces the rest.
 */

// Characters WinAnsi lacks, replaced by their closest readable equivalent.
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u200b': '',
  '\u00ad': '',
  '\ufeff': '',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2605': '*',
  '\u2032': "'",
  '\u2033': '"',
  '\u2248': '~',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
};

const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/**
 * Text the font can encode: line breaks and control characters become spaces, known
 * symbols get an ASCII stand-in, other letters lose their diacritics, letters of other scripts
 * are transliterated (any-ascii), anything else is "?".
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const set = charsetOf(font);
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || cp === 0x7f) out += ' ';
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (set.has(cp)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      const encodable = (s: string) => !!s && [...s].every((c) => set.has(c.codePointAt(0)!));
      if (encodable(base)) out += base;
      else {
        // Other scripts (Greek, Cyrillic, Chinese, …) in their Latin transliteration, so a
        // buyer's name on an invoice or a stamp stays readable.
        const latin = anyAscii(ch);
        out += encodable(latin) ? latin : '?';
      }
    }
  }
  return out;
}
