import { describe, expect, it } from 'vitest';
import { HOME_PATHS, LANGS } from '../../shared/languages';
import { priceDisplay, type PublicProduct } from '../../shared/products';
import { meta } from './home';

const product = (lang: string, price = 4700, over: Partial<PublicProduct> = {}): PublicProduct => ({
  id: `ebook-restaurant-closer-${lang}`,
  language: lang,
  name: `Restaurant Closer ${lang}`,
  description: 'The manual',
  price,
  compareAtPrice: null,
  offerEndsOn: null,
  currency: 'EUR',
  photo: `/images/cover-${lang}.svg`,
  volumePrices: [],
  ...over,
});

type MetaArgs = Parameters<typeof meta>[0];
const run = (lang: (typeof LANGS)[number], price = 4700, over: Partial<PublicProduct> = {}) =>
  meta({
    data: {
      lang,
      product: product(lang, price, over),
      price: priceDisplay(product(lang, price, over), lang),
      qrCodes: [],
      publicUrl: 'https://shop.example',
    },
  } as unknown as MetaArgs) as Array<Record<string, unknown>>;

describe.each(LANGS)('home metadata (%s)', (lang) => {
  it('has a localized title ending with Restaurant Closer and naming the price of the row', () => {
    const tags = run(lang, 3900);
    const title = tags.find((t) => 'title' in t)!.title as string;
    expect(title).toMatch(/Restaurant Closer$/);
    expect(title.replace(/\s/g, ' ')).toMatch(/39/);
    const description = tags.find((t) => t.name === 'description')!.content as string;
    expect(description.replace(/\s/g, ' ')).toMatch(/39 ?€|€39/);
  });

  it('links the canonical page, the five alternates plus x-default, and share tags', () => {
    const tags = run(lang);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `https://shop.example${HOME_PATHS[lang]}`,
    });
    const alternates = tags.filter((t) => t.rel === 'alternate');
    expect(alternates.map((t) => t.hrefLang)).toEqual([...LANGS, 'x-default']);
    expect(tags.find((t) => t.property === 'og:image')!.content).toBe(
      `https://shop.example/images/og-${lang}.png`,
    );
    expect(tags.find((t) => t.name === 'twitter:card')!.content).toBe('summary_large_image');
    const ld = tags.find((t) => 'script:ld+json' in t)!['script:ld+json'] as Record<string, any>;
    expect(ld['@type']).toEqual(['Product', 'Book']);
    expect(ld.offers).toMatchObject({
      price: '47.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
  });

  const offerOf = (tags: Array<Record<string, unknown>>) =>
    (tags.find((t) => 'script:ld+json' in t)!['script:ld+json'] as Record<string, any>).offers;

  it('states only the real price in the offer, and no end date, without a reduction', () => {
    const offer = offerOf(run(lang));
    expect(offer.price).toBe('47.00');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).not.toHaveProperty('priceValidUntil');
    expect(JSON.stringify(offer)).not.toMatch(/97|highPrice|ListPrice|Strikethrough/);
  });

  it("names an honest reduction's struck price as schema.org's StrikethroughPrice", () => {
    const offer = offerOf(run(lang, 2900, { compareAtPrice: 3900, offerEndsOn: '2026-12-31' }));
    expect(offer).toMatchObject({
      price: '29.00',
      priceCurrency: 'EUR',
      priceValidUntil: '2026-12-31',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '39.00',
        priceCurrency: 'EUR',
      },
    });
  });
});
