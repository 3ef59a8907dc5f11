import { describe, expect, it } from 'vitest';
import type { TableSchema } from '../../shared/schema-validation';
import orders from '../../shared/schemas/ebook_purchases.json';
import products from '../../shared/schemas/products.json';
import { filterControls, readView, withFilters, writeView } from './list-state';

const ordersSchema = orders as TableSchema;

describe('the list view in the address', () => {
  it('reads page, sort, search, cursor and filters; ignores what the schema does not know', () => {
    const view = readView(
      new URLSearchParams(
        'table=ebook_purchases&page=3&sort=amount:desc&search=anna&cursor=abc&status=paid&amount.min=4700&created_at.from=2025-01-01&nope=1&limit=5',
      ),
      ordersSchema,
    );
    expect(view).toEqual({
      page: 3,
      sort: { field: 'amount', direction: 'desc' },
      search: 'anna',
      cursor: 'abc',
      filters: { status: 'paid', 'amount.min': '4700', 'created_at.from': '2025-01-01' },
    });
  });

  it('falls back to the defaults: page 1, the schema sort', () => {
    const view = readView(new URLSearchParams('page=0&sort=password:asc'), ordersSchema);
    expect(view).toMatchObject({ page: 1, sort: { field: 'created_at', direction: 'desc' } });
    expect(readView(new URLSearchParams(''), products as TableSchema).sort).toBeNull();
  });

  it('writes only what differs from the defaults and keeps the table', () => {
    const current = new URLSearchParams('table=ebook_purchases&page=9');
    const plain = readView(new URLSearchParams(''), ordersSchema);
    expect(writeView(current, plain, ordersSchema).toString()).toBe('table=ebook_purchases');
    const next = writeView(
      current,
      { ...plain, page: 2, cursor: 'xyz', search: 'müller', filters: { status: 'paid' } },
      ordersSchema,
    );
    expect(Object.fromEntries(next)).toEqual({
      table: 'ebook_purchases',
      search: 'müller',
      status: 'paid',
      page: '2',
      cursor: 'xyz',
    });
    // A round trip gives the same view.
    expect(readView(next, ordersSchema)).toEqual({
      ...plain,
      page: 2,
      cursor: 'xyz',
      search: 'müller',
      filters: { status: 'paid' },
    });
  });

  it('a filter change starts again from page 1 without a cursor', () => {
    const view = readView(new URLSearchParams('page=4&cursor=c'), ordersSchema);
    expect(withFilters(view, { language: 'de' })).toMatchObject({
      page: 1,
      cursor: null,
      filters: { language: 'de' },
    });
  });

  it('gives each visible column the filter of its type', () => {
    const byField = Object.fromEntries(
      filterControls(ordersSchema).map((c) => [c.field, [c.kind, ...c.keys]]),
    );
    expect(byField).toEqual({
      id: ['text', 'id.contains'],
      created_at: ['date', 'created_at.from', 'created_at.to'],
      status: ['choice', 'status'],
      amount: ['number', 'amount.min', 'amount.max'],
      download_count: ['number', 'download_count.min', 'download_count.max'],
      delivery_failed_at: ['date', 'delivery_failed_at.from', 'delivery_failed_at.to'],
      email: ['text', 'email.contains'],
      language: ['choice', 'language'],
      name: ['text', 'name.contains'],
    });
    const productKinds = filterControls(products as TableSchema).map((c) => c.kind);
    // One currency is no choice; active is yes/no.
    expect(productKinds).toContain('boolean');
    expect(filterControls(products as TableSchema).some((c) => c.field === 'currency')).toBe(false);
  });
});
