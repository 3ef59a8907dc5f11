import { describe, expect, it } from 'vitest';
import purchases from '../../shared/schemas/ebook_purchases.json';
import products from '../../shared/schemas/products.json';
import type { TableSchema } from '../../shared/schema-validation';
import { detailHref, downloadsText, formatCell, initialSort } from './cells';

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
    // Without a zone asked for: the seller's (Berlin) clock with its name, a consent included.
    expect(formatCell('delivery_consent_at', f, '2026-11-25T14:04:00.000Z')).toBe(
      '25.11.2026, 15:04 MEZ',
    );
    expect(formatCell('consent_at', f, '2026-07-25T14:04:00.000Z')).toBe('25.07.2026, 16:04 MESZ');
    expect(formatCell('consent_at', f, 'kaputt')).toBe('kaputt');
  });

  it('rich text: tags stripped, cut at 100 characters', () => {
    expect(formatCell('body_rich_text', undefined, '<p>Hallo <b>Welt</b></p>')).toBe('Hallo Welt');
    const long = `<p>${'a'.repeat(150)}</p>`;
    expect(formatCell('rich_text', undefined, long)).toBe(`${'a'.repeat(100)}...`);
    expect(formatCell('rich_text', undefined, '<p>a &amp; b</p>')).toBe('a & b');
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

  it('the schema’s additions: German labels, euros, counts with their limit, flags (D12)', () => {
    const schema = purchases as TableSchema;
    const f = (name: string, value: unknown, row = {}) =>
      formatCell(name, schema.properties[name], value, 'UTC', row);
    expect(
      ['paid', 'pending', 'failed', 'expired', 'refunded', 'withdrawn', 'free', 'review'].map((s) =>
        f('status', s),
      ),
    ).toEqual([
      'Bezahlt',
      'Ausstehend',
      'Fehlgeschlagen',
      'Abgelaufen',
      'Erstattet',
      'Widerrufen',
      'Gratis',
      'Prüfung',
    ]);
    expect(f('status', 'unknown')).toBe('unknown');
    expect(f('language', 'de')).toBe('Deutsch');
    expect(f('amount', 4700, { currency: 'EUR' })).toBe('47,00\u00a0€');
    expect(f('amount', 0)).toBe('0,00\u00a0€');
    expect(f('download_count', 3, { download_limit: 10 })).toBe('3 von 10');
    expect(f('download_count', 3)).toBe('3');
    expect(f('delivery_failed_at', '2025-01-01T00:00:00.000Z')).toBe('⚠ fehlgeschlagen');
    expect(f('delivery_failed_at', null)).toBe('');
    const p = products as TableSchema;
    expect(formatCell('price', p.properties.price, 3900)).toBe('39,00\u00a0€');
  });

  it('default order and detail pages come from the schema', () => {
    expect(initialSort(purchases as TableSchema)).toEqual({
      field: 'created_at',
      direction: 'desc',
    });
    expect(initialSort(products as TableSchema)).toBeNull();
    expect(detailHref(purchases as TableSchema, 'RC-1/2')).toBe('/admin/orders/RC-1%2F2');
    expect(detailHref(products as TableSchema, 'x')).toBeNull();
  });
});

describe('downloadsText', () => {
  it('states the downloads made and those left, also after a new link raised the limit', () => {
    expect(downloadsText(0, 10)).toBe('noch 10 von 10 Downloads · insgesamt 0 heruntergeladen');
    // Ten made, then a new link with ten more: not "10 von 20".
    expect(downloadsText(10, 20, 10)).toBe(
      'noch 10 von 10 Downloads · insgesamt 10 heruntergeladen',
    );
    expect(downloadsText(13, 20, 10)).toBe(
      'noch 7 von 10 Downloads · insgesamt 13 heruntergeladen',
    );
    expect(downloadsText(9, 10)).toBe('noch 1 von 10 Downloads · insgesamt 9 heruntergeladen');
    expect(downloadsText(12, 10)).toBe('noch 0 von 10 Downloads · insgesamt 12 heruntergeladen');
  });

  it('calendar days in German format and a checkbox group by its labels', () => {
    const day = { type: 'string', format: 'date' };
    expect(formatCell('ends_on', day, '2026-12-31')).toBe('31.12.2026');
    expect(formatCell('ends_on', day, '')).toBe('');
    const languages = {
      type: 'array',
      items: {
        type: 'string',
        enum: ['en', 'de', 'it'],
        enumNames: ['Englisch', 'Deutsch', 'Italienisch'],
      },
    };
    expect(formatCell('languages', languages, ['it', 'de'])).toBe('Deutsch, Italienisch');
    expect(formatCell('languages', languages, [])).toBe('');
  });
});
