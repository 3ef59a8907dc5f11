import { describe, expect, it } from 'vitest';
import {
  formatAmount as rawFormat,
  priceDisplay as rawDisplay,
  selectProduct,
  type PublicProduct,
} from './products';
import { LANGS, type Lang } from './languages';

// Intl separates amount and symbol with a no-break space; compare on plain spaces.
const plain = (s: string | null) => (s === null ? null : s.replace(/\s/g, ' '));
const formatAmount = (...a: Parameters<typeof rawFormat>) => plain(rawFormat(...a));
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
  offerEndsOn: null,
  currency: 'EUR',
  photo: '/images/cover-en.svg',
  ...over,
});

describe('prices', () => {
  it('reads every amount as cents, small ones too', () => {
    expect(formatAmount(4700, 'EUR', 'en')).toBe('€47');
    expect(formatAmount(100, 'EUR', 'en')).toBe('€1');
    expect(formatAmount(99, 'EUR', 'en')).toBe('€0.99');
    expect(formatAmount(50, 'EUR', 'de')).toBe('0,50 €');
    expect(formatAmount(47, 'EUR', 'es')).toBe('0,47 €');
  });

  it('shows EUR as the euro sign in each locale', () => {
    expect(formatAmount(4700, 'EUR', 'en')).toBe('€47');
    expect(formatAmount(4700, 'EUR', 'de')).toBe('47 €');
    expect(formatAmount(4700, 'eur', 'it')).toBe('47 €');
    expect(formatAmount(4750, 'EUR', 'fr')).toBe('47,50 €');
  });

  const halfEuro: Record<Lang, string> = {
    en: '€0.50',
    it: '0,50 €',
    de: '0,50 €',
    es: '0,50 €',
    fr: '0,50 €',
  };
  it.each(LANGS)('shows a saving under one euro as cents (%s)', (lang) => {
    const d = priceDisplay(product({ price: 4700, compareAtPrice: 4750 }), lang);
    expect(d.saving).toBe(halfEuro[lang]);
    expect(d.originalPrice).toBe(lang === 'en' ? '€47.50' : '47,50 €');
    expect(d.amount).toBe(47);
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
