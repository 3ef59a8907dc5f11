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
  /** Rows that are arrays: the value is `row[at]`, read without calling `value`. */
  at?: number;
  /** Fixed values written by their label ('paid' → 'Bezahlt'); one not listed as it is. */
  labels?: ReadonlyMap<unknown, string>;
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

/** A value as the cell sees it: numbers as numbers, so they are never neutralised. */
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

/** A cell's text before quoting, by the column's kind. */
function cellText(kind: CsvKind, value: unknown): string {
  switch (typeof value) {
    case 'number':
      if (kind === 'money') return euroCents(value);
      if (kind === 'datetime') return berlinDateTime(value) ?? '';
      return decimalComma(value);
    case 'boolean':
      return value ? 'Ja' : 'Nein';
    case 'string':
      return kind === 'datetime' ? (berlinDateTime(value) ?? value) : value;
    default:
      return value instanceof Date ? (berlinDateTime(value) ?? '') : JSON.stringify(value);
  }
}

// A first character a spreadsheet reads as the start of a formula, full-width forms included.
const FORMULA_START = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);
const NEEDS_QUOTES = /[;"\r\n]/;

/** Neutralised (a text that begins like a formula), then quoted where it must be (RFC 4180). */
function escapeCell(text: string, isNumber: boolean, neutralize: boolean): string {
  if (text === '') return '';
  // A negative number stays a number: only text is neutralised.
  if (neutralize && FORMULA_START.has(text[0]) && !(isNumber && text[0] === '-')) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The writer is the shop's own loop over the columns, not a general CSV library's per-cell
 * machinery: an export of a million orders is 31 million cells, and the library's context
 * object, cast callbacks and option checks per cell took as long as reading the rows
 * (decision 097). Its output is checked cell for cell against csv-stringify in the tests.
 */
export function createCsvWriter<R>(
  columns: readonly CsvColumn<R>[],
  options: CsvOptions = {},
): CsvWriter<R> {
  const neutralize = options.neutralizeFormulas ?? true;
  const cell = (kind: CsvKind, raw: unknown): string => {
    const value = field(kind, raw);
    if (value === null) return '';
    return escapeCell(cellText(kind, value), typeof value === 'number', neutralize);
  };
  // A cell's text from a value that is there (an empty cell is written without these). The
  // common values first, without the general path: a text as it is, an amount or a count that
  // is a number, an instant the shop wrote itself. What these write never needs quotes and
  // never begins like a formula (a negative number stays a number).
  const texts = columns.map(({ kind }): ((value: unknown) => string) => {
    switch (kind) {
      case 'text':
        return (value) =>
          typeof value === 'string' ? escapeCell(value, false, neutralize) : cell(kind, value);
      case 'money':
        return (value) =>
          typeof value === 'number' && Number.isFinite(value)
            ? euroCents(value)
            : cell(kind, value);
      case 'number':
        return (value) =>
          typeof value === 'number' && Number.isFinite(value)
            ? decimalComma(value)
            : cell(kind, value);
      case 'datetime':
        return (value) => (typeof value === 'string' && berlinDateTime(value)) || cell(kind, value);
      default:
        return (value) => cell(kind, value);
    }
  });
  const reads = columns.map((c) => c.value);
  const ats = columns.map((c) => c.at ?? -1);
  const labels = columns.map((c) => c.labels ?? null);
  const count = columns.length;
  const head = columns.map((c) => escapeCell(c.header, false, neutralize)).join(';');
  return {
    head: () => `\uFEFF${head}\r\n`,
    rows(rows) {
      let out = '';
      for (const row of rows) {
        let line = '';
        for (let i = 0; i < count; i++) {
          const at = ats[i];
          const value = at >= 0 ? (row as unknown[])[at] : reads[i](row);
          // Most of an order's cells are empty: no call for them.
          let text = '';
          if (value !== null && value !== undefined && value !== '') {
            const labelled = labels[i]?.get(value);
            text = labelled === undefined ? texts[i](value) : texts[i](labelled);
          }
          line = i === 0 ? text : `${line};${text}`;
        }
        out += `${line}\r\n`;
      }
      return out;
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
