import { describe, expect, it } from 'vitest';
import { singleLine, withoutInvisible } from './plain-text';

/** Every character that shows nothing yet changes a text or its direction. */
const INVISIBLE: Array<[string, string]> = [
  ['left-to-right mark', '\u200e'],
  ['right-to-left mark', '\u200f'],
  ['Arabic letter mark', '\u061c'],
  ['zero-width space', '\u200b'],
  ['soft hyphen', '\u00ad'],
  ['word joiner', '\u2060'],
  ['invisible separator', '\u2063'],
  ['byte-order mark', '\ufeff'],
  ['Mongolian vowel separator', '\u180e'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'].map((c): [string, string] => [
    `embedding or override U+${c.codePointAt(0)!.toString(16).toUpperCase()}`,
    c,
  ]),
  ...['\u2066', '\u2067', '\u2068', '\u2069'].map((c): [string, string] => [
    `isolate U+${c.codePointAt(0)!.toString(16).toUpperCase()}`,
    c,
  ]),
];

describe('the shop’s one rule for typed text', () => {
  it('drops every invisible and direction character, inside a word and at its edges', () => {
    for (const [name, ch] of INVISIBLE) {
      expect(singleLine(`${ch}Mül${ch}ler GmbH${ch}`), name).toBe('Müller GmbH');
      expect(singleLine(`DE${ch}123456789`), name).toBe('DE123456789');
      expect(withoutInvisible(`Zeile 1${ch}\nZeile 2`), name).toBe('Zeile 1\nZeile 2');
    }
    // A name that an override would show reversed reads as what it is.
    expect(singleLine('Ann\u202eelbaT')).toBe('AnnelbaT');
  });

  it('keeps the joiners scripts and emoji need, and every visible character', () => {
    expect(singleLine('👩‍🍳 Chef')).toBe('👩‍🍳 Chef');
    expect(singleLine('می‌خواهم')).toBe('می‌خواهم');
    expect(singleLine('Café “Zürich” – São Paulo')).toBe('Café “Zürich” – São Paulo');
  });

  it('turns control characters and line breaks into one space on one line', () => {
    expect(singleLine(' Ann\r\n\tBuyer\u2028Jr.\u0007 ')).toBe('Ann Buyer Jr.');
  });
});
