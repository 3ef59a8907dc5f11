import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../tests/setup/csv';
import { datevFile, type Booking } from './datev-format';

const HEADER = {
  createdAt: new Date('2026-11-28T09:05:03.042Z'),
  consultantNumber: '1001',
  clientNumber: '1',
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-11-01',
  to: '2026-11-30',
  description: 'Shop 01.11.2026-30.11.2026',
  chart: 'SKR04' as const,
};

const booking = (text: string): Booking => ({
  amount: 123456,
  side: 'H',
  account: '10000',
  counterAccount: '4400',
  taxKey: '',
  date: '2026-11-03',
  document: 'RE_2026-00001',
  text,
});

describe('the EXTF file', () => {
  it('writes text safely: quotes doubled, no breaks or semicolons, formulas as text', () => {
    const bytes = datevFile(HEADER, [
      booking('=SUM(A1) "Bistro"; Hinterhof\r\nZeile 2'),
      booking('Gutschrift 2026-00002 Ödön'),
    ]);
    const lines = parseCsv(new TextDecoder('windows-1252').decode(bytes));
    expect(lines[0].slice(5, 6)).toEqual(['20261128090503042']);
    expect(lines[0][26]).toBe('04');
    expect(lines[2][0]).toBe('1234,56');
    expect(lines[2][9]).toBe('0311');
    // `_` is not among Belegfeld 1's characters.
    expect(lines[2][10]).toBe('RE2026-00001');
    expect(lines[2][13]).toBe(`'=SUM(A1) "Bistro" Hinterhof Zeile 2`);
    expect(lines.map((l) => l.length)).toEqual([31, 125, 125, 125]);
  });

  it('is Windows-1252: the euro sign and umlauts one byte each, other letters in plain letters', () => {
    const bytes = datevFile(HEADER, [booking('€ Käse Łódź Dvořák 中')]);
    const text = bytes.toString('latin1');
    expect(text).toContain('\x80 K\xe4se L\xf3dz Dvor\xe1k Zhong');
  });
});
