import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, germanDate } from './format';

describe('the formatting module', () => {
  it('writes a late-evening instant on the seller’s calendar, the same day in a mail and on the order desk', () => {
    // 23:30 UTC on 27 November is 00:30 on the 28th in Berlin (winter time).
    const late = '2026-11-27T23:30:00.000Z';
    expect(formatDate(late, 'en')).toBe('28 November 2026');
    expect(formatDate(late, 'de')).toBe('28. November 2026');
    expect(germanDate(late)).toBe('28.11.2026');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July in Berlin.
    expect(formatDate('2026-06-30T22:30:00.000Z', 'it')).toBe('1 luglio 2026');
  });

  it('leaves a value that is no instant as it came', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('names a month in the language', () => {
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar 2026');
  });
});
