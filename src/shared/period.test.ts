import { describe, expect, it } from 'vitest';
import { berlinDay } from './format';
import { firstOfMonth, parsePeriod } from './period';

/** What the admin is told about a period that is wrong (shared/period.ts). */
const PERIOD_MESSAGES = {
  format: 'Bitte geben Sie den Zeitraum als von/bis im Format JJJJ-MM-TT an.',
  date: 'Ungültiges Datum: bitte ein Datum des Kalenders im Format JJJJ-MM-TT.',
  order: '„Von“ liegt nach „bis“.',
  length: 'Höchstens 366 Tage (ein Jahr) auf einmal.',
};

describe('a period of days', () => {
  /** A period of real days, from not after to and not too long, is taken as it is. */
  const expectAccepted = (from: string, to: string) =>
    expect(parsePeriod({ from, to })).toEqual({ from, to });

  it('takes real calendar days, from not after to', () => {
    expectAccepted('2024-02-01', '2024-02-29');
    expectAccepted('2024-02-29', '2024-02-29');
  });

  it('refuses dates the calendar does not have, and says so', () => {
    for (const bad of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31']) {
      expect(parsePeriod({ from: bad, to: '2024-12-31' }), bad).toEqual({
        message: PERIOD_MESSAGES.date,
      });
    }
  });

  it('refuses what is no date at all, a missing bound, and a period that runs backwards', () => {
    for (const query of [
      {},
      { from: '2024-01-01' },
      { from: '1.1.2024', to: '2024-01-31' },
      { from: '2024-1-1', to: '2024-01-31' },
      { from: ['2024-01-01'], to: '2024-01-31' },
      { from: "2024-01-01' or 1=1--", to: '2024-01-31' },
    ]) {
      expect(parsePeriod(query), JSON.stringify(query)).toEqual({
        message: PERIOD_MESSAGES.format,
      });
    }
    expect(parsePeriod({ from: '2024-02-02', to: '2024-02-01' })).toEqual({
      message: PERIOD_MESSAGES.order,
    });
  });

  it('takes a whole year, a leap year too, and no day more', () => {
    expectAccepted('2024-01-01', '2024-12-31');
    expectAccepted('2023-01-01', '2024-01-01');
    expect(parsePeriod({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      message: PERIOD_MESSAGES.length,
    });
  });
});

describe("the seller's day", () => {
  it('is the Berlin calendar day of an instant, summer time included, in any time zone', () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect(berlinDay(Date.parse('2026-03-09T23:30:00Z')), zone).toBe('2026-03-10');
        expect(berlinDay(Date.parse('2026-07-09T21:59:00Z')), zone).toBe('2026-07-09');
        expect(berlinDay(Date.parse('2026-07-09T22:00:00Z')), zone).toBe('2026-07-10');
      }
    } finally {
      process.env.TZ = tz;
    }
    expect(firstOfMonth('2026-07-10')).toBe('2026-07-01');
  });
});
