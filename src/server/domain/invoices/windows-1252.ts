import anyAscii from 'any-ascii';
import iconv from 'iconv-lite';

/**
 * Text as Windows-1252 bytes, the character set DATEV's import expects of an EXTF file (ANSI),
 * encoded by iconv-lite. A character the code page lacks is written as its plain letters
 * (any-ascii: "ő" becomes "o", "ł" becomes "l", "Ж" becomes "Zh"), as DATEV could not read it
 * anyway; only what has no such letters becomes `?`.
 */
export function encodeWindows1252(text: string): Buffer {
  let plain = '';
  for (const ch of text) plain += inCodePage(ch) ? ch : anyAscii(ch) || '?';
  return iconv.encode(plain, 'win1252');
}

const known = new Map<string, boolean>();

/** Whether Windows-1252 has the character (iconv-lite writes `?` for one it lacks). */
function inCodePage(ch: string): boolean {
  if (ch.charCodeAt(0) < 0x80) return true;
  let has = known.get(ch);
  if (has === undefined) {
    has = iconv.encode(ch, 'win1252')[0] !== 0x3f;
    known.set(ch, has);
  }
  return has;
}
