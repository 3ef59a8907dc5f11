import { describe, expect, it } from 'vitest';
import { LANGS } from './languages';
import { GERMAN_LANGUAGE_NAMES, germanLanguageName, orderStatusLabel } from './schema-labels';
import discountCodes from './schemas/discount_codes.json';
import ebookPurchases from './schemas/ebook_purchases.json';
import partners from './schemas/partners.json';
import products from './schemas/products.json';

interface Labelled {
  enum: string[];
  enumNames: string[];
}

/** Every column of a schema that names languages (a discount code's is a list of them). */
const LANGUAGE_COLUMNS: Record<string, Labelled> = {
  discount_codes: discountCodes.properties.languages.items,
  ebook_purchases: ebookPurchases.properties.language,
  partners: partners.properties.language,
  products: products.properties.language,
};

describe('labels from the table schemas', () => {
  it('names every language in German, and every schema with a language column names them alike', () => {
    expect(Object.keys(GERMAN_LANGUAGE_NAMES)).toEqual([...LANGS]);
    expect(germanLanguageName('it')).toBe('Italienisch');
    expect(germanLanguageName('xx')).toBe('xx');
    for (const [file, language] of Object.entries(LANGUAGE_COLUMNS)) {
      const named = Object.fromEntries(
        language.enum.map((code: string, i: number) => [code, language.enumNames[i]]),
      );
      expect(named, file).toEqual(GERMAN_LANGUAGE_NAMES);
    }
  });

  it('names an order status as the order list does, and leaves an unknown one as it is', () => {
    expect(orderStatusLabel('paid')).toBe('Bezahlt');
    expect(orderStatusLabel('review')).toBe('Prüfung');
    expect(orderStatusLabel('partially_refunded')).toBe('Teilweise erstattet');
    expect(orderStatusLabel('nonsense')).toBe('nonsense');
  });
});
