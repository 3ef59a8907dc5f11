import { describe, expect, it } from 'vitest';
import { codeFromSearch } from './discount-code';

describe('codeFromSearch', () => {
  it('takes a code of letters and digits from the address', () => {
    expect(codeFromSearch('?code=LAUNCH')).toBe('LAUNCH');
    expect(codeFromSearch('?utm_source=mail&code=launch25')).toBe('launch25');
    expect(codeFromSearch('?code=%20SPRING%20')).toBe('SPRING');
  });

  it('ignores anything else', () => {
    for (const search of [
      '',
      '?code=',
      '?code=ab',
      '?code=%3Cb%3E',
      '?code=LAUNCH-25',
      `?code=${'A'.repeat(33)}`,
    ])
      expect(codeFromSearch(search), search).toBeNull();
  });
});
