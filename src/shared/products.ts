import { LANGUAGE_INFO, type Lang } from './languages';

/** A product as the API and the pages see it. Prices are in cents (decision D1). */
export interface PublicProduct {
  id: string;
  language: string;
  name: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  currency: string;
  photo: string;
}

/** The fixed product id of each language's edition (decision D1). */
export function productIdFor(lang: Lang): string {
  return `ebook-restaurant-closer-${lang}`;
}

/** The page's edition: its language's fixed id, otherwise the first product. */
export function selectProduct<T extends { id: string }>(products: T[], lang: Lang): T | null {
  return products.find((p) => p.id === productIdFor(lang)) ?? products[0] ?? null;
}

/** The spec's rule: a price of 100 or more is cents, anything smaller is whole units. */
export function priceToUnits(price: number): number {
  return price >= 100 ? price / 100 : price;
}

/** Formats a price for the page's locale; EUR shows as the euro sign. Whole amounts drop cents. */
export function formatPrice(price: number, currency: string, lang: Lang): string {
  return formatUnits(priceToUnits(price), currency, lang);
}

/** An amount kept in cents, in the locale of the language; whole amounts drop the cents. */
export function formatAmount(cents: number, currency: string, lang: Lang): string {
  return formatUnits(cents / 100, currency, lang);
}

function formatUnits(units: number, currency: string, lang: Lang): string {
  const whole = Number.isInteger(units);
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(units);
}

export interface PriceDisplay {
  price: string;
  originalPrice: string | null;
  saving: string | null;
  /** Whole units, for structured data and analytics. */
  amount: number;
  currency: string;
}

/** Price, struck-through price and saving, all derived from the product row. */
export function priceDisplay(product: PublicProduct, lang: Lang): PriceDisplay {
  const hasCompare = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  return {
    price: formatPrice(product.price, product.currency, lang),
    originalPrice: hasCompare ? formatPrice(product.compareAtPrice!, product.currency, lang) : null,
    saving: hasCompare
      ? formatPrice(
          Math.round((priceToUnits(product.compareAtPrice!) - priceToUnits(product.price)) * 100),
          product.currency,
          lang,
        )
      : null,
    amount: priceToUnits(product.price),
    currency: product.currency.toUpperCase(),
  };
}
