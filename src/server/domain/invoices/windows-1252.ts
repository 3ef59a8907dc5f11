/**
 * Text as Windows-1252 bytes, the character set DATEV's import expects of an EXTF file (ANSI).
 * Latin-1 is the same byte for the same code point except 0x80–0x9F, where Windows-1252 puts
 * the euro sign, typographic quotes and dashes; a character the code page lacks is replaced
 * (see charByte), as DATEV cannot read it anyway. Written here because no encoding library is
 * installed and the table is 27 entries long.
 */
const HIGH: Record<number, number> = {
  0x20ac: 0x80, // €
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84, // „
  0x2026: 0x85, // …
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a, // Š
  0x2039: 0x8b,
  0x0152: 0x8c, // Œ
  0x017d: 0x8e, // Ž
  0x2018: 0x91, // ‘
  0x2019: 0x92, // ’
  0x201c: 0x93, // “
  0x201d: 0x94, // ”
  0x2022: 0x95,
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a, // š
  0x203a: 0x9b,
  0x0153: 0x9c, // œ
  0x017e: 0x9e, // ž
  0x0178: 0x9f, // Ÿ
};

const QUESTION_MARK = 0x3f;

function byteOf(code: number): number {
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH[code] ?? QUESTION_MARK;
}

/**
 * A character the code page lacks is written as its letter without the accent where it has one
 * ("ł" stays unknown, "ő" becomes "o", "ș" becomes "s"), otherwise as `?`.
 */
function charByte(ch: string): number {
  const byte = byteOf(ch.codePointAt(0)!);
  if (byte !== QUESTION_MARK || ch === '?') return byte;
  const base = ch.normalize('NFD')[0];
  return base !== ch && base.codePointAt(0)! < 0x80 ? base.codePointAt(0)! : QUESTION_MARK;
}

export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) bytes.push(charByte(ch));
  return Buffer.from(bytes);
}
