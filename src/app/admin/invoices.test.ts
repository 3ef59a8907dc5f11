import { afterEach, describe, expect, it } from 'vitest';
import { defaultInvoicePeriod } from './invoices';

describe('the Rechnungen view’s default period', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('is the month so far by Berlin’s calendar, whatever the browser’s time zone', () => {
    // 00:30 on 1 April in Berlin (summer time); still 31 March in UTC and in Los Angeles.
    const at = Date.parse('2026-03-31T22:30:00Z');
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Berlin']) {
      process.env.TZ = zone;
      expect(defaultInvoicePeriod(at), zone).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    }
    // 23:30 on 31 December in Berlin (winter time); already 1 January in Kiritimati.
    process.env.TZ = 'Pacific/Kiritimati';
    expect(defaultInvoicePeriod(Date.parse('2026-12-31T22:30:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
