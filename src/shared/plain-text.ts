/**
 * One line of plain text, as names, companies and addresses are kept and printed: control
 * characters, line breaks and direction overrides (which make a name read differently from
 * what it is, on an invoice or in an e-mail header) become spaces. One rule for the whole shop.
 */
export function singleLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
