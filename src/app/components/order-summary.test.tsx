import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceDisplay, type PublicProduct } from '../../shared/products';
import { SHOP } from '../content/shop/index';
import { OrderSummary } from './order-summary';

const product: PublicProduct = {
  id: 'ebook-restaurant-closer-en',
  language: 'en',
  name: 'Restaurant Closer',
  description: 'The method.',
  price: 4700,
  compareAtPrice: null,
  offerEndsOn: null,
  currency: 'eur',
  photo: '/cover.webp',
  volumePrices: [],
};
const copy = SHOP.en.checkout;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The summary of a product, shown at its own price, as the checkout renders it. */
const renderSummary = (
  shown: PublicProduct,
  props: Omit<React.ComponentProps<typeof OrderSummary>, 'copy' | 'product' | 'price'>,
) =>
  renderToString(
    <OrderSummary copy={copy} product={shown} price={priceDisplay(shown, 'en')} {...props} />,
  );

describe('OrderSummary', () => {
  it('shows no struck-through price and no saving without an honest compare-at price', () => {
    const html = renderSummary(product, { savings: null, lowestPrice: null });
    expect(html).not.toMatch(/<s[\s>]/);
    expect(html).not.toContain('summary-saving');
    expect(html).not.toContain('summary-lowest-price');
    expect(text(html)).toContain('Total €47');
  });

  it('says a struck-through price is the lowest of the last 30 days (D17)', () => {
    const reduced = { ...product, compareAtPrice: 9700 };
    const html = renderSummary(reduced, {
      savings: 'You save €50',
      lowestPrice: 'Lowest price of the last 30 days: €97',
    });
    expect(html).toMatch(/<s[^>]*>€97<\/s>/);
    expect(text(html)).toContain('Lowest price of the last 30 days: €97');
    expect(text(html)).toContain('You save €50');
  });

  it('lists the price, the code’s line and the total with a discount code', () => {
    const html = renderSummary(product, {
      savings: null,
      lowestPrice: null,
      discount: { code: 'LAUNCH', amount: '−€9.40', total: '€37.60' },
    });
    const t = text(html);
    expect(t).toMatch(/Price €47 Discount \(LAUNCH\) −€9\.40 Total €37\.60/);
  });

  it('shows a team’s price per copy, the volume price’s saving and the total, never struck (decision 100)', () => {
    // An honest struck price of the single copy stays out of a team's order.
    const reduced = { ...product, compareAtPrice: 9700 };
    const team = {
      unitPrice: '€39.95',
      orderLabel: 'Price for 12 copies',
      total: '€479.40',
      saving: 'From 5 copies −15%: you save €84.60',
    };
    const html = renderSummary(reduced, {
      savings: 'You save €50',
      lowestPrice: 'Lowest price of the last 30 days: €97',
      team,
      choice: <p data-testid="choice">One copy for me</p>,
    });
    expect(html).not.toMatch(/<s[\s>]/);
    expect(html).not.toContain('summary-saving"');
    expect(html).not.toContain('summary-lowest-price');
    const t = text(html);
    expect(t).toMatch(
      /One copy for me Price per copy €39\.95 From 5 copies −15%: you save €84\.60 Total €479\.40/,
    );

    const coded = text(
      renderSummary(product, {
        savings: null,
        lowestPrice: null,
        team: { ...team, saving: null },
        discount: { code: 'LAUNCH', amount: '−€95.88', total: '€383.52' },
      }),
    );
    expect(coded).toMatch(
      /Price per copy €39\.95 Price for 12 copies €479\.40 Discount \(LAUNCH\) −€95\.88 Total €383\.52/,
    );
  });
});
