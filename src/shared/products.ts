import { LANGUAGE_INFO, type Lang } from './languages';

/** A product as the API and the pages see it. Prices are in cents (decision D1). */
export interface PublicProduct {
  id: string;
  language: string;
  name: string;
  description: string;
  price: number;
  /**
   * The struck-through price: only when it is the lowest price of the 30 days before the
   * reduction (decision D17), otherwise null, whatever the seller entered.
   */
  compareAtPrice: number | null;
  /** The last Berlin day of a "limited time" offer, while it lasts; null: no such claim. */
  offerEndsOn: string | null;
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

/**
 * An amount in cents (every amount the shop keeps is), in the locale of the language: EUR shows
 * as the euro sign, whole amounts drop the cents ('€47', '47,50 €', '0,50 €'). Cents become
 * euros here, at display, and nowhere else.
 */
export function formatAmount(cents: number, currency: string, lang: Lang): string {
  const units = cents / 100;
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
  /** The price in euros (not cents), for structured data and analytics. */
  amount: number;
  currency: string;
}

/** Price, struck-through price and saving, all derived from the product row (in cents). */
export function priceDisplay(product: PublicProduct, lang: Lang): PriceDisplay {
  const hasCompare = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  return {
    price: formatAmount(product.price, product.currency, lang),
    originalPrice: hasCompare
      ? formatAmount(product.compareAtPrice!, product.currency, lang)
      : null,
    saving: hasCompare
      ? formatAmount(product.compareAtPrice! - product.price, product.currency, lang)
      : null,
    amount: product.price / 100,
    currency: product.currency.toUpperCase(),
  };
}
