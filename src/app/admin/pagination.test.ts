import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';
import { nextSort } from './table-editor';

describe('pageWindow: up to five page buttons centred on the current page', () => {
  it('centres, and shifts at either end', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(50000, 50000)).toHaveLength(5);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination: what the list says about its place', () => {
  const text = (props: Partial<Parameters<typeof Pagination>[0]>) =>
    renderToStaticMarkup(
      createElement(Pagination, {
        page: 25_000,
        totalPages: 50_000,
        total: 1_000_000,
        limit: 20,
        onPage: () => {},
        ...props,
      }),
    )
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');

  it('marks a page placed approximately, with its rows and page number, and says paging on is exact', () => {
    const shown = text({ isApproximatePage: true });
    expect(shown).toContain('Ungefähre Position');
    expect(shown).toContain('Zurück und Weiter blättern von hier aus genau');
    expect(shown).toContain('Zeige ca. 499.981 bis 500.000 von 1.000.000 Einträgen');
    expect(shown).toContain('ca. 25.000 / 50.000');
  });

  it('says nothing of the kind for a page counted out exactly', () => {
    const shown = text({});
    expect(shown).not.toContain('ca.');
    expect(shown).not.toContain('Ungefähre Position');
    expect(shown).toContain('Zeige 499.981 bis 500.000 von 1.000.000 Einträgen');
  });
});

describe('nextSort', () => {
  it('toggles the active column and starts another ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'price')).toEqual({
      field: 'price',
      direction: 'asc',
    });
  });
});
