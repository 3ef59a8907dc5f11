/**
 * Characters that show nothing yet change what a text is or how it reads: direction marks and
 * overrides (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), which make a name or a VAT
 * number read differently from what it is, on an invoice or in an e-mail header; and invisible
 * ones (zero-width space U+200B, soft hyphen U+00AD, word joiner and invisible operators
 * U+2060–U+2064, the byte-order mark U+FEFF, the Mongolian vowel separator U+180E), which make
 * two equal-looking names differ and a search miss. The joiners U+200C and U+200D stay: scripts
 * and emoji need them.
 */
const INVISIBLE =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * Text as the shop keeps what a person typed: without the invisible and direction characters
 * above. Line breaks stay (a product description keeps its paragraphs). One rule for every
 * free-text field: names, addresses, companies, VAT numbers, the admin's table text.
 */
export function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}

/**
 * One line of plain text, as names, companies and addresses are kept and printed: invisible and
 * direction characters go (withoutInvisible); control characters and line breaks become spaces.
 */
export function singleLine(value: string): string {
  return (
    withoutInvisible(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Fills {name} placeholders; unknown names stay visible so a slip shows instead of vanishing. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
