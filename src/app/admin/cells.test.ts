import { describe, expect, it } from 'vitest';
import { formatCell, stripHtml } from './cells';

describe('cell display rules', () => {
  it('null and undefined are empty; booleans Ja/Nein', () => {
    expect(formatCell('x', { type: 'string' }, null)).toBe('');
    expect(formatCell('x', undefined, undefined)).toBe('');
    expect(formatCell('active', { type: 'boolean' }, true)).toBe('Ja');
    expect(formatCell('active', { type: 'boolean' }, false)).toBe('Nein');
    expect(formatCell('active', { type: 'boolean' }, 0)).toBe('Nein');
  });

  it('date-times in German format', () => {
    const f = { type: 'string', format: 'date-time' };
    expect(formatCell('created_at', f, '2025-03-04T13:05:09.000Z', 'UTC')).toBe(
      '4.3.2025, 13:05:09',
    );
    expect(formatCell('created_at', f, 'kaputt', 'UTC')).toBe('kaputt');
  });

  it('rich text: tags stripped, cut at 100 characters', () => {
    expect(formatCell('body_rich_text', undefined, '<p>Hallo <b>Welt</b></p>')).toBe('Hallo Welt');
    const long = `<p>${'a'.repeat(150)}</p>`;
    expect(formatCell('rich_text', undefined, long)).toBe(`${'a'.repeat(100)}...`);
    expect(stripHtml('a &amp; b')).toBe('a & b');
  });

  it('URLs starting with http cut at 50 characters; everything else as text', () => {
    const url = `https://example.com/${'x'.repeat(60)}`;
    expect(formatCell('photo_url', undefined, url)).toBe(`${url.slice(0, 50)}...`);
    expect(formatCell('photo_url', undefined, 'https://e.com/a')).toBe('https://e.com/a');
    expect(formatCell('photo_url', undefined, `/local/${'x'.repeat(60)}`)).toHaveLength(67);
    expect(formatCell('download_link', undefined, url)).toBe(url);
    expect(formatCell('amount', { type: 'integer' }, 4700)).toBe('4700');
    expect(formatCell('tags', undefined, ['a', 'b'])).toBe('a, b');
  });
});
