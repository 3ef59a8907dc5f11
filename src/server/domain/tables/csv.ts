import { stringify, type CastingContext, type Options } from 'csv-stringify/sync';
import type { CsvKind } from '../../../shared/csv-kind';
import { berlinDateTime } from '../common/berlin-time';

/**
 * The shop's one CSV writer, for every export: the admin's tables, the sales figures and the
 * invoices (docs/decisions/081-csv-format.md). One format, chosen for German spreadsheet
 * programs, which open a file by double-click without an import dialog:
 *
 * - UTF-8 with a byte-order mark (umlauts), a header row, `;` between cells, CRLF line ends;
 *   cells with `;`, a quote or a line break are quoted (RFC 4180).
 * - Money, kept in cents, as euros with a decimal comma: 4700 → `47,00`, -4700 → `-47,00`.
 * - Instants as Berlin's wall clock, `2026-11-25 14:03`; calendar days as `2026-11-25`.
 * - Yes/no as `Ja` / `Nein`.
 *
 * Text cells a spreadsheet would read as a formula (OWASP "CSV injection": a first character
 * `=`, `+`, `-`, `@`, a tab or a carriage return, or their full-width forms) get a leading
 * apostrophe, which spreadsheet programs show as text and do not evaluate. Any visitor can
 * plant such a value through the checkout (a name, a company), so this is on unless a caller
 * turns it off; the figures the shop writes itself (a refund of `-47,00`) are numbers and stay
 * numbers.
 */

export type { CsvKind };

export interface CsvColumn<R> {
  header: string;
  kind: CsvKind;
  value: (row: R) => unknown;
}

export interface CsvOptions {
  /** Text cells that begin like a formula get a leading apostrophe. On by default. */
  neutralizeFormulas?: boolean;
}

export interface CsvWriter<R> {
  /** The byte-order mark and the header row. */
  head(): string;
  /** The rows, each ending with CRLF: a page at a time, so an export never holds every row. */
  rows(rows: Iterable<R>): string;
}

/**
 * Cents as euros with a decimal comma, no thousands separator: -123456 → `-1234,56`.
 * @internal Exported for its unit test: the CSV's amount format is checked on its own, for small,
 * negative and large amounts.
 */
export function euroCents(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const decimalComma = (n: number) => String(n).replace('.', ',');

/** A value as csv-stringify should see it: numbers as numbers, so they are never neutralised. */
function field(kind: CsvKind, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      // Not a number after all (a hand-edited cell): written as text, and neutralised.
      return Number.isFinite(n) ? n : String(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 1 || value === '1' || value === 'true';
    case 'datetime':
      return value instanceof Date ? value : typeof value === 'number' ? value : String(value);
    default:
      return typeof value === 'object' ? value : String(value);
  }
}

export function createCsvWriter<R>(
  columns: readonly CsvColumn<R>[],
  options: CsvOptions = {},
): CsvWriter<R> {
  const kinds = columns.map((c) => c.kind);
  const kindOf = (context: CastingContext) =>
    context.header ? 'text' : kinds[context.column as number];
  const base: Options = {
    delimiter: ';',
    record_delimiter: '\r\n',
    // Without it csv-stringify quotes only the record delimiter itself, and a lone line feed in
    // a cell would end the row for every reader.
    quote_record_delimiter: true,
    eof: true,
    escape_formulas: options.neutralizeFormulas ?? true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
    cast: {
      number: (n, context) => {
        const kind = kindOf(context);
        if (kind === 'money') return euroCents(n);
        if (kind === 'datetime') return berlinDateTime(n) ?? '';
        return decimalComma(n);
      },
      string: (text, context) => {
        if (kindOf(context) === 'datetime') return berlinDateTime(text) ?? text;
        return text;
      },
      boolean: (yes) => (yes ? 'Ja' : 'Nein'),
      date: (d) => berlinDateTime(d) ?? '',
      object: (o) => JSON.stringify(o),
    },
  };
  const headOptions: Options = { ...base, header: true, bom: true };
  const rowOptions: Options = { ...base, header: false, bom: false };
  return {
    head: () => stringify([], headOptions),
    rows(rows) {
      const records: unknown[][] = [];
      for (const row of rows) records.push(columns.map((c) => field(c.kind, c.value(row))));
      return records.length ? stringify(records, rowOptions) : '';
    },
  };
}

/** A whole CSV file of a few rows (a period's figures, a period's invoices). */
export function csvDocument<R>(
  columns: readonly CsvColumn<R>[],
  rows: Iterable<R>,
  options?: CsvOptions,
): string {
  const writer = createCsvWriter(columns, options);
  return writer.head() + writer.rows(rows);
}

/**
 * Rows per piece of an export's bytes (about 30 KB of CSV): each piece is young garbage,
 * collected cheaply as the socket takes it, where a page's whole text (300 KB and more) would
 * be allocated as a large object that stays until a full collection.
 */
export const CSV_CHUNK_ROWS = 100;
