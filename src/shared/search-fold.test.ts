import { describe, expect, it } from 'vitest';
import { searchFold } from './search-fold';

describe('searchFold: the admin search compares without case and accents', () => {
  it('maps each accented letter to one plain letter', () => {
    // Every accented letter it folds, each to its own plain letter (one for one, as PostgreSQL's
    // translate() in migration 023 does it).
    expect(
      searchFold(
        'àáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž',
      ),
    ).toBe('aaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz');
    expect(searchFold('JOSÉ')).toBe('jose');
    expect(searchFold('Özlem Şahin')).toBe('ozlem sahin');
    expect(searchFold('Łukasz Dvořák')).toBe('łukasz dvorak');
    expect(searchFold('François Müller-Lüdenscheidt')).toBe('francois muller-ludenscheidt');
  });
  it('leaves everything else as it is', () => {
    expect(searchFold('kunde42@beispiel.de')).toBe('kunde42@beispiel.de');
    expect(searchFold('Straße')).toBe('straße');
    expect(searchFold('100%_!')).toBe('100%_!');
  });
});
