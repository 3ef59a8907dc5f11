import { describe, expect, it } from 'vitest';
import { commissionOf, monthsOfPeriod } from './commissions';

describe('commission arithmetic', () => {
  it('takes the months a period touches, across a year’s end', () => {
    expect(monthsOfPeriod('2025-11-20', '2026-02-03')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOfPeriod('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('rounds a commission to the cent, half up', () => {
    // 10 % of 43,93 € is 4,393 €; 12 % of 35,14 € is 4,2168 €; 10 % of 0,05 € is half a cent.
    expect(commissionOf(4393, 10)).toBe(439);
    expect(commissionOf(3514, 12)).toBe(422);
    expect(commissionOf(5, 10)).toBe(1);
    expect(commissionOf(0, 50)).toBe(0);
  });
});
