import { describe, expect, it } from 'vitest';
import { csvDocument, euroCents, type CsvColumn } from './csv';
import { berlinDateTime } from '../common/berlin-time';

interface Order {
  name: string | null;
  amount: number | string | null;
  at: string | null;
  paid?: boolean | null;
  rate?: string | number | null;
}

const COLUMNS: CsvColumn<Order>[] = [
  { header: 'Name', kind: 'text', value: (o) => o.name },
  { header: 'Betrag (€)', kind: 'money', value: (o) => o.amount },
  { header: 'Zeitpunkt', kind: 'datetime', value: (o) => o.at },
  { header: 'Bezahlt', kind: 'boolean', value: (o) => o.paid },
  { header: 'USt-Satz (%)', kind: 'number', value: (o) => o.rate },
];

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the one CSV format', () => {
  it('starts with a byte-order mark and a header row, separates with ";" and ends lines with CRLF', () => {
    const csv = csvDocument(COLUMNS, [{ name: 'Anna', amount: 4700, at: null }]);
    expect(csv.startsWith('\uFEFFName;Betrag (€);Zeitpunkt;Bezahlt;USt-Satz (%)\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(csv)).toEqual([
      'Name;Betrag (€);Zeitpunkt;Bezahlt;USt-Satz (%)',
      'Anna;47,00;;;',
      '',
    ]);
    // No rows: the header alone, still with its mark.
    expect(csvDocument(COLUMNS, [])).toBe(
      '\uFEFFName;Betrag (€);Zeitpunkt;Bezahlt;USt-Satz (%)\r\n',
    );
  });

  it('writes cents as euros with a decimal comma, negative amounts as numbers', () => {
    expect(euroCents(4700)).toBe('47,00');
    expect(euroCents(5)).toBe('0,05');
    expect(euroCents(-4700)).toBe('-47,00');
    expect(euroCents(123456789)).toBe('1234567,89');
    const csv = csvDocument(COLUMNS, [
      { name: 'a', amount: 4700, at: null, rate: '19.00' },
      // PostgreSQL may hand a number over as text: still an amount, never a formula.
      { name: 'b', amount: '-3990', at: null, rate: 5.5 },
      { name: 'c', amount: 0, at: null, rate: 0 },
    ]);
    expect(lines(csv).slice(1, 4)).toEqual(['a;47,00;;;19', 'b;-39,90;;;5,5', 'c;0,00;;;0']);
  });

  it('writes instants as Berlin wall-clock time, summer time included', () => {
    const csv = csvDocument(COLUMNS, [
      // Winter (CET, UTC+1).
      { name: 'w', amount: null, at: '2026-11-25T13:03:00.000Z' },
      // The night summer time begins (29 March 2026, 02:00 → 03:00).
      { name: 's1', amount: null, at: '2026-03-29T00:59:00.000Z' },
      { name: 's2', amount: null, at: '2026-03-29T01:00:00.000Z' },
      // Summer (CEST, UTC+2), and across midnight into the next Berlin day.
      { name: 's3', amount: null, at: '2026-07-09T22:30:00.000Z' },
      // The night it ends (25 October 2026, 03:00 → 02:00).
      { name: 'e1', amount: null, at: '2026-10-25T00:59:00.000Z' },
      { name: 'e2', amount: null, at: '2026-10-25T01:00:00.000Z' },
    ]);
    expect(
      lines(csv)
        .slice(1, 7)
        .map((l) => l.split(';').slice(0, 3).join(';')),
    ).toEqual([
      'w;;2026-11-25 14:03',
      's1;;2026-03-29 01:59',
      's2;;2026-03-29 03:00',
      's3;;2026-07-10 00:30',
      'e1;;2026-10-25 02:59',
      'e2;;2026-10-25 02:00',
    ]);
    expect(berlinDateTime('not a time')).toBeNull();
    expect(berlinDateTime(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01 01:00');
  });

  it("writes the same Berlin clock for every form of an instant as the time zone's own rules", () => {
    // Every hour's first and last minute over fifteen years (both clock changes of each year),
    // as the shop stores instants, without fractions, without seconds, as a number and a Date.
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const wrong: string[] = [];
    for (let hour = Date.UTC(2020, 0, 1); hour < Date.UTC(2035, 0, 1); hour += 3_600_000) {
      for (const ms of [hour, hour + 59 * 60_000 + 59_999]) {
        const iso = new Date(ms).toISOString();
        const want = zone.format(ms);
        for (const at of [iso, `${iso.slice(0, 19)}Z`, `${iso.slice(0, 16)}Z`, ms, new Date(ms)]) {
          if (berlinDateTime(at) !== want) wrong.push(`${String(at)} → ${berlinDateTime(at)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(berlinDateTime('2026-13-01T10:00:00Z')).toBeNull();
    expect(berlinDateTime('2026-01-01T25:00:00Z')).toBeNull();
  });

  it('neutralises cells a spreadsheet would run as a formula, and only those', () => {
    const planted = [
      '=HYPERLINK("http://evil.example","x")',
      '+cmd|/C calc!A0',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1',
      '\r=1',
      '＝1+1',
    ];
    const csv = csvDocument(
      COLUMNS,
      planted.map((name) => ({ name, amount: -100, at: null })),
    );
    const cells = lines(csv)
      .slice(1, -1)
      .map((l) => l.slice(0, l.lastIndexOf(';-1,00')));
    expect(cells).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+cmd|/C calc!A0",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\t=1",
      `"'\r=1"`,
      "'＝1+1",
    ]);
    // Ordinary text stays as typed; the shop's own negative amount stays a number.
    const plain = csvDocument(COLUMNS, [{ name: 'Müller = Chef', amount: -4700, at: null }]);
    expect(lines(plain)[1]).toBe('Müller = Chef;-47,00;;;');
    // The option can be turned off, for a file the shop writes alone.
    const raw = csvDocument(COLUMNS, [{ name: '=1', amount: null, at: null }], {
      neutralizeFormulas: false,
    });
    expect(lines(raw)[1]).toBe('=1;;;;');
  });

  it('quotes a cell with ";", a quote or a line break, so it stays one cell', () => {
    const csv = csvDocument(COLUMNS, [
      { name: 'Bistro; "Zur Post"\nHinterhof', amount: 100, at: null, paid: true },
      { name: 'nur\nLF', amount: null, at: null, paid: false },
      { name: 'Komma, Punkt', amount: null, at: null },
    ]);
    expect(csv).toContain('\r\n"Bistro; ""Zur Post""\nHinterhof";1,00;;Ja;\r\n');
    expect(csv).toContain('\r\n"nur\nLF";;;Nein;\r\n');
    // A comma is no separator here: left as it is.
    expect(csv).toContain('\r\nKomma, Punkt;;;;\r\n');
  });
});
