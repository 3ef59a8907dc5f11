import { describe, expect, it } from 'vitest';
import { formatAmount as rawFormat, formatDay } from './format';
import { priceDisplay as rawDisplay, selectProduct, type PublicProduct } from './products';
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
    lowestPriceNote: plain(d.lowestPriceNote),
  };
};

const product = (over: Partial<PublicProduct> = {}): PublicProduct => ({
  id: 'ebook-restaurant-closer-en',
  language: 'en',
  name: 'Restaurant Closer',
  description: 'd',
  price: 4700,
  compareAtPrice: null,
  offerEndsOn: null,
  currency: 'EUR',
  photo: '/images/cover-en.svg',
  volumePrices: [],
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

  it('derives price, struck price, saving and the 30-day note from the product', () => {
    expect(priceDisplay(product({ price: 2900, compareAtPrice: 3900 }), 'en')).toMatchObject({
      price: '€29',
      originalPrice: '€39',
      saving: '€10',
      lowestPriceNote: 'Lowest price of the last 30 days: €39',
      referenceAmount: 39,
      amount: 29,
      currency: 'EUR',
    });
    const changed = priceDisplay(product({ price: 3900, compareAtPrice: 4700 }), 'de');
    expect(changed.price).toBe('39 €');
    expect(changed.saving).toBe('8 €');
  });

  // The server answers compareAtPrice only when it is the lowest price of the 30 days before the
  // reduction (decision D17); without it the page shows no struck price, saving or note.
  it('shows nothing struck through without a reference price', () => {
    for (const lang of LANGS) {
      expect(priceDisplay(product({ price: 4700, compareAtPrice: null }), lang)).toMatchObject({
        originalPrice: null,
        saving: null,
        lowestPriceNote: null,
        referenceAmount: null,
        amount: 47,
      });
    }
  });

  it('never shows a "was" price that is not above the price', () => {
    for (const compareAtPrice of [4700, 3900]) {
      const d = priceDisplay(product({ price: 4700, compareAtPrice }), 'it');
      expect([d.originalPrice, d.saving, d.lowestPriceNote, d.referenceAmount]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  const notes: Record<Lang, string> = {
    en: 'Lowest price of the last 30 days: €39',
    it: 'Prezzo più basso degli ultimi 30 giorni: 39 €',
    de: 'Niedrigster Preis der letzten 30 Tage: 39 €',
    es: 'Precio más bajo de los últimos 30 días: 39 €',
    fr: 'Prix le plus bas des 30 derniers jours : 39 €',
  };
  it.each(LANGS)('says what the struck price is (%s)', (lang) => {
    const d = priceDisplay(product({ price: 2900, compareAtPrice: 3900 }), lang);
    expect(d.originalPrice).toBe(lang === 'en' ? '€39' : '39 €');
    expect(d.lowestPriceNote).toBe(notes[lang]);
  });

  const dates: Record<Lang, [string, string]> = {
    en: ['31 December 2026', '1 January 2027'],
    it: ['31 dicembre 2026', '1 gennaio 2027'],
    de: ['31. Dezember 2026', '1. Januar 2027'],
    es: ['31 de diciembre de 2026', '1 de enero de 2027'],
    fr: ['31 décembre 2026', '1er janvier 2027'],
  };
  it.each(LANGS)("names the offer's last day as the country writes it (%s)", (lang) => {
    expect(formatDay('2026-12-31', lang)).toBe(dates[lang][0]);
    expect(formatDay('2027-01-01', lang)).toBe(dates[lang][1]);
    const d = rawDisplay(product({ offerEndsOn: '2026-12-31' }), lang);
    expect(d.offerEnds).toBe(dates[lang][0].replace(/ /g, '\u00a0'));
    expect(d.offerEndsOn).toBe('2026-12-31');
  });

  it('makes no time claim without a real end date', () => {
    expect(rawDisplay(product({ offerEndsOn: null }), 'en')).toMatchObject({
      offerEnds: null,
      offerEndsOn: null,
    });
    for (const bad of ['2026-02-30', '31.12.2026', '', 'soon']) {
      expect(formatDay(bad, 'de'), bad).toBeNull();
      expect(rawDisplay(product({ offerEndsOn: bad }), 'de').offerEnds, bad).toBeNull();
    }
  });

  it("selects the language's edition, otherwise the first product", () => {
    const list = [product(), product({ id: 'ebook-restaurant-closer-it', language: 'it' })];
    expect(selectProduct(list, 'it')?.id).toBe('ebook-restaurant-closer-it');
    expect(selectProduct(list, 'fr')?.id).toBe('ebook-restaurant-closer-en');
    expect(selectProduct([], 'fr')).toBeNull();
  });
});
