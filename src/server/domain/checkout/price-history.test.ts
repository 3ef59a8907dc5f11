import { describe, expect, it } from 'vitest';
import { honestCompareAt, reductionOf, type PricePoint } from './price-history';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const point = (price: number, days: number): PricePoint => ({ price, at: daysAgo(days) });

describe('the price-reduction rule (lowest price of the 30 days before the reduction)', () => {
  // 47 (for weeks) → 39 → 47 → 29, the changes within 30 days.
  const history = [point(4700, 40), point(3900, 20), point(4700, 10), point(2900, 0)];

  it('takes the lowest price in force in the 30 days before the current price began', () => {
    expect(reductionOf(history, 2900)).toEqual({
      since: daysAgo(0),
      lowest: 3900,
      complete: true,
      recordedSince: daysAgo(40),
    });
    expect(honestCompareAt(4700, 2900, history)).toBeNull();
    expect(honestCompareAt(3900, 2900, history)).toBe(3900);
    // A "was" price that was never charged is no reference either.
    expect(honestCompareAt(3500, 2900, history)).toBeNull();
  });

  it('counts the price that was in force when the window opened, and nothing older', () => {
    // 19 € 60 days ago, 59 € from 40 days ago: on the window's first day 59 € applied.
    const old = [point(1900, 60), point(5900, 40), point(3900, 0)];
    expect(reductionOf(old, 3900)).toMatchObject({ lowest: 5900 });
    // 19 € until 20 days ago: it counts.
    const recent = [point(5900, 60), point(1900, 45), point(5900, 20), point(3900, 0)];
    expect(reductionOf(recent, 3900)).toMatchObject({ lowest: 1900 });
    expect(honestCompareAt(5900, 3900, recent)).toBeNull();
  });

  it('claims no reference while the record does not cover the whole 30 days', () => {
    // Prices recorded only since 28 days ago: what applied before is unknown.
    const short = [point(4700, 28), point(3900, 20), point(4700, 10), point(2900, 0)];
    expect(reductionOf(short, 2900)).toMatchObject({ lowest: 3900, complete: false });
    expect(honestCompareAt(3900, 2900, short)).toBeNull();
    // Exactly 30 days of record is enough.
    expect(honestCompareAt(4700, 2900, [point(4700, 30), point(2900, 0)])).toBe(4700);
  });

  it('shows nothing without an earlier price, for a rise, or when the reference is not above the price', () => {
    expect(reductionOf([point(4700, 5)], 4700)).toBeNull();
    expect(honestCompareAt(9700, 4700, [point(4700, 5)])).toBeNull();
    // A rise: the reference (29) is below the price.
    expect(honestCompareAt(2900, 4700, [point(2900, 10), point(4700, 0)])).toBeNull();
    // The same price entered twice is one price, not a reduction.
    expect(reductionOf([point(4700, 10), point(4700, 0)], 4700)).toBeNull();
    // A reduction that is still the current price later keeps its reference.
    expect(honestCompareAt(4700, 3900, [point(4700, 80), point(3900, 40)])).toBe(4700);
  });

  it('counts only prices the edition was offered at: off sale at 97 for 40 days, then 47 "was 97"', () => {
    const offSale = (price: number, days: number): PricePoint => ({
      ...point(price, days),
      offered: false,
    });
    const history = [offSale(9700, 40), point(4700, 0)];
    expect(reductionOf(history, 4700)).toMatchObject({ lowest: null, complete: true });
    expect(honestCompareAt(9700, 4700, history)).toBeNull();
    // The price typed in while off sale: the reduction begins when 47 is first offered.
    const typedEarly = [point(9700, 80), offSale(4700, 40), point(4700, 0)];
    expect(reductionOf(typedEarly, 4700)).toMatchObject({ since: daysAgo(0), lowest: null });
    expect(honestCompareAt(9700, 4700, typedEarly)).toBeNull();
    // On sale at 97 for the first 25 of the 30 days, off sale for 5: 97 is the reference.
    const paused = [point(9700, 60), offSale(9700, 5), point(4700, 0)];
    expect(reductionOf(paused, 4700)).toMatchObject({ lowest: 9700, complete: true });
    expect(honestCompareAt(9700, 4700, paused)).toBe(9700);
    // Off sale at 29 in between: the 29 nobody could pay does not lower the reference.
    const cheapOffSale = [point(9700, 60), offSale(2900, 20), point(9700, 10), point(4700, 0)];
    expect(honestCompareAt(9700, 4700, cheapOffSale)).toBe(9700);
    // A current price never offered is no reduction.
    expect(reductionOf([point(9700, 60), offSale(4700, 0)], 4700)).toBeNull();
  });
});
