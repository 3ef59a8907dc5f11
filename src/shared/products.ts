import type { Lang } from './languages';
import type { VolumePrice } from './team-price';
import { formatAmount, formatDay } from './format';

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
  /** Prices by quantity for a team's copies (decision 100), lowest threshold first. */
  volumePrices: VolumePrice[];
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
 * The sentence beside a struck-through price (decision D17, Directive 98/6/EC art. 6a, PAngV
 * § 11): the struck price is the lowest of the 30 days before the reduction, and says so. The
 * same words on every page that shows one (landing page, checkout).
 */
const LOWEST_PRICE_NOTE: Record<Lang, string> = {
  en: 'Lowest price of the last 30 days: {price}',
  it: 'Prezzo più basso degli ultimi 30 giorni: {price}',
  de: 'Niedrigster Preis der letzten 30 Tage: {price}',
  es: 'Precio más bajo de los últimos 30 días: {price}',
  fr: 'Prix le plus bas des 30 derniers jours\u00a0: {price}',
};

export interface PriceDisplay {
  price: string;
  /**
   * The struck-through price: only the lowest price of the 30 days before the reduction, as the
   * server judged it (`compareAtPrice`); null: no struck price, no saving, no note.
   */
  originalPrice: string | null;
  saving: string | null;
  /** 'Lowest price of the last 30 days: 39 €', shown with every struck price; else null. */
  lowestPriceNote: string | null;
  /** The struck price in euros (not cents), for structured data; null without one. */
  referenceAmount: number | null;
  /** The price in euros (not cents), for structured data and analytics. */
  amount: number;
  currency: string;
  /**
   * The last day of a "limited time" offer, written out in the language ('31 December 2026',
   * with no-break spaces);
   * null: the page makes no time claim at all (decision D17).
   */
  offerEnds: string | null;
  /** The same day as the server gave it ('2026-12-31'), for structured data; else null. */
  offerEndsOn: string | null;
}

/**
 * Price, struck-through price, saving, the 30-day note and the offer's end, all derived from the
 * product (amounts in cents). The one place these are derived: a page shows a struck price or a
 * time claim exactly when this says so.
 */
export function priceDisplay(product: PublicProduct, lang: Lang): PriceDisplay {
  const compareAt = product.compareAtPrice;
  const reference = compareAt !== null && compareAt > product.price ? compareAt : null;
  const originalPrice = reference === null ? null : formatAmount(reference, product.currency, lang);
  // No-break spaces: the date never breaks over two lines ('31. | Dezember 2026').
  const offerEnds = product.offerEndsOn
    ? (formatDay(product.offerEndsOn, lang)?.replace(/ /g, '\u00a0') ?? null)
    : null;
  return {
    price: formatAmount(product.price, product.currency, lang),
    originalPrice,
    saving:
      reference === null ? null : formatAmount(reference - product.price, product.currency, lang),
    lowestPriceNote:
      originalPrice === null ? null : LOWEST_PRICE_NOTE[lang].replace('{price}', originalPrice),
    referenceAmount: reference === null ? null : reference / 100,
    amount: product.price / 100,
    currency: product.currency.toUpperCase(),
    offerEnds,
    offerEndsOn: offerEnds === null ? null : product.offerEndsOn,
  };
}
