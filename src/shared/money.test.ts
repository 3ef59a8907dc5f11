import { describe, expect, it } from 'vitest';
import { formatCents } from './format';
import { centsToEuroInput, parseEuroInput } from './money';

describe('amounts in cents for the admin (D12)', () => {
  it('shows cents as euros in German format', () => {
    expect(formatCents(4700)).toBe('47,00\u00a0€');
    expect(formatCents(123456789)).toBe('1.234.567,89\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
    expect(formatCents(4700, 'usd')).toBe('47,00\u00a0$');
    expect(formatCents(4700, 'nonsense')).toBe('47,00\u00a0€');
    expect(centsToEuroInput(4700)).toBe('47,00');
    expect(centsToEuroInput(123456)).toBe('1234,56');
    expect(centsToEuroInput(null)).toBe('');
  });

  it('reads what a person types in euros', () => {
    expect(parseEuroInput('47')).toBe(4700);
    expect(parseEuroInput('47,5')).toBe(4750);
    expect(parseEuroInput('47,50 €')).toBe(4750);
    expect(parseEuroInput('47.50')).toBe(4750);
    expect(parseEuroInput('1.234,56')).toBe(123456);
    expect(parseEuroInput('1.234')).toBe(123400);
    expect(parseEuroInput('0,99')).toBe(99);
    expect(parseEuroInput('-5')).toBe(-500);
    expect(parseEuroInput('  ')).toBeNull();
    for (const bad of ['abc', '47,555', '4,7,0', '47.555.5', '1e3', '47€50']) {
      expect(parseEuroInput(bad)).toBeUndefined();
    }
  });
});
