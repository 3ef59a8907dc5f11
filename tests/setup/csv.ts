/**
 * Reads a CSV file of the shop's one format (decision 081) back into rows of cells, as a
 * spreadsheet program would: `;` between cells, CRLF between rows, quoted cells may hold `;`,
 * `""` and line breaks. Anything else (a stray quote, a bare line feed between rows) throws,
 * so a test notices a file a spreadsheet would misread. A byte-order mark is skipped (fetch's
 * `text()` has already taken it away; tests check it on the bytes).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        if (text[i] !== ';' && text[i] !== '\r') throw new Error(`text after a quote at ${i}`);
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (ch === ';') {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else if (ch === '\r' || ch === '\n' || ch === '"') {
      throw new Error(`unquoted ${JSON.stringify(ch)} at ${i}`);
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('unterminated quote');
  if (cell !== '' || row.length) throw new Error('last row without CRLF');
  return rows;
}

/** The rows as objects keyed by the header row's cells. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [head, ...rows] = parseCsv(text);
  return rows.map((cells) => {
    if (cells.length !== head.length) throw new Error(`row of ${cells.length} cells`);
    return Object.fromEntries(head.map((h, i) => [h, cells[i]]));
  });
}
