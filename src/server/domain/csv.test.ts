import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell } from './csv';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['+cmd|/C calc!A0', "'+cmd|/C calc!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('neutralises %j', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });

  it('leaves ordinary text and numbers alone', () => {
    expect(neutralizeCsvCell('anna@example.com')).toBe('anna@example.com');
    expect(neutralizeCsvCell('Müller = Chef')).toBe('Müller = Chef');
    expect(neutralizeCsvCell(-4700)).toBe(-4700);
    expect(neutralizeCsvCell(null)).toBe(null);
  });
});
