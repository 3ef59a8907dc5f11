import { describe, expect, it } from 'vitest';
import {
  formatPrice as rawFormat,
  priceDisplay as rawDisplay,
  priceToUnits,
  selectProduct,
  type PublicProduct,
} from './products';

// Intl separates amount and symbol with a no-break space; compare on plain spaces.
const plain = (s: string | null) => (s === null ? null : s.replace(/\s/g, ' '));
const formatPrice = (...a: Parameters<typeof rawFormat>) => plain(rawFormat(...a));
const priceDisplay = (...a: Parameters<typeof rawDisplay>) => {
  const d = rawDisplay(...a);
  return {
    ...d,
    price: plain(d.price),
    originalPrice: plain(d.originalPrice),
    saving: plain(d.saving),
  };
};

const product = (over: Partial<PublicProduct> = {}): PublicProduct => ({
  id: 'ebook-restaurant-closer-en',
  language: 'en',
  name: 'Restaurant Closer',
  description: 'd',
  price: 4700,
  compareAtPrice: 9700,
  currency: 'EUR',
  photo: '/images/cover-en.svg',
  ...over,
});

describe('price rule', () => {
  it('treats 100 or more as cents and smaller values as whole units', () => {
    expect(priceToUnits(4700)).toBe(47);
    expect(priceToUnits(100)).toBe(1);
    expect(priceToUnits(99)).toBe(99);
    expect(priceToUnits(47)).toBe(47);
  });

  it('shows EUR as the euro sign in each locale', () => {
    expect(formatPrice(4700, 'EUR', 'en')).toBe('€47');
    expect(formatPrice(4700, 'EUR', 'de')).toBe('47 €');
    expect(formatPrice(4700, 'eur', 'it')).toBe('47 €');
    expect(formatPrice(4750, 'EUR', 'fr')).toBe('47,50 €');
    expect(formatPrice(47, 'EUR', 'es')).toBe('47 €');
  });

  it('derives price, original price and saving from the row', () => {
    expect(priceDisplay(product(), 'en')).toMatchObject({
      price: '€47',
      originalPrice: '€97',
      saving: '€50',
      amount: 47,
      currency: 'EUR',
    });
    const changed = priceDisplay(product({ price: 3900 }), 'de');
    expect(changed.price).toBe('39 €');
    expect(changed.saving).toBe('58 €');
    expect(priceDisplay(product({ compareAtPrice: null }), 'en').saving).toBeNull();
  });

  it("selects the language's edition, otherwise the first product", () => {
    const list = [product(), product({ id: 'ebook-restaurant-closer-it', language: 'it' })];
    expect(selectProduct(list, 'it')?.id).toBe('ebook-restaurant-closer-it');
    expect(selectProduct(list, 'fr')?.id).toBe('ebook-restaurant-closer-en');
    expect(selectProduct([], 'fr')).toBeNull();
  });
});
