import { stringify, type CastingContext, type Options } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { CsvKind } from '../../../shared/csv-kind';
import { berlinDateTime } from '../common/berlin-time';
import { csvDocument, euroCents, type CsvColumn } from './csv';

/**
 * The shop's CSV writer is its own loop (decision 097). csv-stringify, configured as the format
 * says (decision 081), is the independent reference: the same columns and values, written by
 * both, give the same bytes.
 */
function byLibrary<R>(columns: readonly CsvColumn<R>[], rows: R[]): string {
  const kinds = columns.map((c) => c.kind);
  const kindOf = (context: CastingContext) =>
    context.header ? 'text' : kinds[context.column as number];
  const options: Options = {
    delimiter: ';',
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    eof: true,
    escape_formulas: true,
    header: true,
    bom: true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
    cast: {
      number: (n, context) => {
        const kind = kindOf(context);
        if (kind === 'money') return euroCents(n);
        if (kind === 'datetime') return berlinDateTime(n) ?? '';
        return String(n).replace('.', ',');
      },
      string: (text, context) =>
        kindOf(context) === 'datetime' ? (berlinDateTime(text) ?? text) : text,
      boolean: (yes) => (yes ? 'Ja' : 'Nein'),
      date: (d) => berlinDateTime(d) ?? '',
      object: (o) => JSON.stringify(o),
    },
  };
  // What a cell is given, by its kind: as csv.ts hands values to the cell.
  const given = (kind: CsvKind, value: unknown): unknown => {
    if (value === null || value === undefined || value === '') return null;
    if (kind === 'number' || kind === 'money') {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    if (kind === 'boolean')
      return typeof value === 'boolean' ? value : value === 1 || value === '1' || value === 'true';
    if (kind === 'datetime')
      return value instanceof Date || typeof value === 'number' ? value : String(value);
    return typeof value === 'object' ? value : String(value);
  };
  return stringify(
    rows.map((row) => columns.map((c) => given(c.kind, c.value(row)))),
    options,
  );
}

// A small deterministic generator: the same cases every run, and many of them.
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const PIECES = [
  '',
  'Anna',
  'Müller',
  ';',
  '"',
  '""',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '=',
  '+',
  '-',
  '@',
  '＝',
  '＋',
  '－',
  '＠',
  ',',
  "'",
  ' ',
  'x',
  '1',
  '-5',
  '2026-11-25T13:03:07.123Z',
  '{',
  '€',
  '🍝',
];

function value(next: () => number, kind: CsvKind): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const roll = next();
  if (roll < 0.1) return pick([null, undefined, '']);
  if (kind === 'money' || kind === 'number') {
    if (roll < 0.6) return Math.round((next() - 0.5) * 1_000_000) / (next() < 0.5 ? 1 : 7);
    if (roll < 0.8) return String(Math.round((next() - 0.5) * 10_000));
  }
  if (kind === 'boolean' && roll < 0.7) return pick([true, false, 0, 1, '1', 'true', 'no']);
  if (kind === 'datetime' && roll < 0.7) {
    const ms = Date.UTC(2020, 0, 1) + Math.floor(next() * 8 * 365 * 86_400_000);
    return pick([new Date(ms).toISOString(), ms, new Date(ms), '2026-13-01T10:00:00Z'] as const);
  }
  if (roll < 0.75 && kind === 'text') return pick([['a', 'b'], { code: 'X;1' }, 42, -7]);
  let text = '';
  for (let i = Math.floor(next() * 4); i >= 0; i--) text += pick(PIECES);
  return text;
}

describe('the CSV writer against csv-stringify', () => {
  const kinds: CsvKind[] = ['text', 'number', 'money', 'datetime', 'date', 'boolean'];
  it('writes every kind of cell byte for byte as the library configured by decision 081 does', () => {
    const next = random(20_261_128);
    for (let round = 0; round < 200; round++) {
      const columns: CsvColumn<unknown[]>[] = Array.from({ length: 1 + (round % 8) }, (_, i) => ({
        header: i % 3 === 0 ? `=Spalte ${i}; "x"` : `Spalte ${i}`,
        kind: kinds[Math.floor(next() * kinds.length)],
        value: (row) => row[i],
        // Every other round read as arrays are (the export thread's rows): the same bytes.
        ...(round % 2 ? { at: i } : {}),
      }));
      const rows = Array.from({ length: round % 11 }, () =>
        columns.map((c) => value(next, c.kind)),
      );
      const ours = csvDocument(columns, rows);
      expect(ours, JSON.stringify({ columns: columns.map((c) => c.kind), rows })).toBe(
        byLibrary(columns, rows),
      );
    }
  });
});
