import { describe, expect, it } from 'vitest';
import { chooseEncoding, etagFor, matchesEtag } from './accept-encoding';

describe('choosing a page encoding', () => {
  it('honours q-values: a coding refused with q=0 is never sent', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0')).toBe('identity');
    expect(chooseEncoding('gzip;q=0, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br; q=0.9, gzip; q=0.9')).toBe('br');
    expect(chooseEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity;q=0, *;q=0')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    // A word that merely contains "br" is not brotli.
    expect(chooseEncoding('vbr, gzip;q=0')).toBe('identity');
  });

  it('picks the highest quality among br, gzip and identity, as RFC 9110 rates them', () => {
    // Identity rated above the compressions by the client is what it gets.
    expect(chooseEncoding('identity;q=1, gzip;q=0.5')).toBe('identity');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.4, identity;q=0.6')).toBe('identity');
    // Not rated, identity is only the fallback: any accepted compression comes first.
    expect(chooseEncoding('gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.3, br;q=0.2')).toBe('gzip');
    // `*` rates identity too; at equal quality compression comes first.
    expect(chooseEncoding('*;q=0.5, gzip;q=0.2')).toBe('br');
    expect(chooseEncoding('*;q=0.5, identity;q=0.9')).toBe('identity');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.999')).toBe('gzip');
    expect(chooseEncoding(' br ;q=0 , gzip ')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    // The answer for a long or one-off value is the same, whether remembered or not.
    const long = `${'x-custom, '.repeat(40)}br;q=0, gzip`;
    expect(chooseEncoding(long)).toBe('gzip');
    expect(chooseEncoding(long)).toBe('gzip');
  });

  it('gives each encoding its own ETag and matches If-None-Match lists', () => {
    const tag = '"abc123"';
    expect(etagFor(tag, 'identity')).toBe('"abc123"');
    expect(etagFor(tag, 'br')).toBe('"abc123-br"');
    expect(etagFor(tag, 'gzip')).toBe('"abc123-gz"');
    expect(matchesEtag('"abc123-br"', etagFor(tag, 'br'))).toBe(true);
    expect(matchesEtag('"abc123"', etagFor(tag, 'br'))).toBe(false);
    expect(matchesEtag('"x", W/"abc123-gz"', etagFor(tag, 'gzip'))).toBe(true);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});
