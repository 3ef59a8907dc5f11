import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import {
  HOME_PATHS,
  LANGS,
  langFromPath,
  LANGUAGE_INFO,
  localizedPath,
} from '../../shared/languages';
import { priceDisplay, selectProduct, type PriceDisplay } from '../../shared/products';
import { Footer } from '../components/footer';
import { AuthorSection } from '../components/landing/author-section';
import { BeforeAfterSection } from '../components/landing/before-after-section';
import { BenefitsSection } from '../components/landing/benefits-section';
import { ContentsSection } from '../components/landing/contents-section';
import { FaqSection } from '../components/landing/faq-section';
import { FinalCtaSection } from '../components/landing/final-cta-section';
import { Hero } from '../components/landing/hero';
import { LandingHeader } from '../components/landing/landing-header';
import { MobileBar } from '../components/landing/mobile-bar';
import { PersonalNoteSection } from '../components/landing/personal-note-section';
import { PricingSection } from '../components/landing/pricing-section';
import { ProblemSection } from '../components/landing/problem-section';
import { TrustedBySection } from '../components/landing/trusted-by-section';
import { fill, LANDING } from '../content/index';
import { qrDataUri } from '../lib/qr-code';
import { trackedItem } from '../lib/tracking';
import type { RootData } from '../root-data';

/**
 * Static HTML: the landing page ships no framework runtime
 * (docs/decisions/003-static-landing-pages.md).
 */
export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const product = selectProduct(await context.shop.listProducts(), lang);
  if (!product) throw data(null, { status: 404 });
  const { settings } = context.shop;
  const qrCodes = await Promise.all(settings.certificateUrls.map((u) => qrDataUri(u)));
  return {
    lang,
    product,
    price: priceDisplay(product, lang),
    qrCodes,
    publicUrl: settings.publicUrl,
    hasAcademy: Boolean(settings.academyUrl),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const copy = LANDING[data.lang];
  const title = fill(copy.meta.title, { price: data.price.price });
  const description = `${copy.hero.subtitle} ${fill(copy.meta.total, { price: data.price.price })}`;
  const canonical = data.publicUrl + HOME_PATHS[data.lang];
  const image = `${data.publicUrl}/images/og-${data.lang}.png`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGS.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: data.publicUrl + HOME_PATHS[l],
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: data.publicUrl + '/' },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: copy.meta.ogImageAlt },
    { property: 'og:locale', content: LANGUAGE_INFO[data.lang].locale.replace('-', '_') },
    { property: 'product:price:amount', content: data.price.amount.toFixed(2) },
    { property: 'product:price:currency', content: data.price.currency },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': ['Product', 'Book'],
        name: data.product.name,
        description: data.product.description,
        image: data.publicUrl + data.product.photo,
        inLanguage: data.lang,
        bookFormat: 'https://schema.org/EBook',
        numberOfPages: 90,
        author: { '@type': 'Person', name: copy.author.name },
        sku: data.product.id,
        offers: offerData(data.price, canonical),
      },
    },
  ];
}

/**
 * The JSON-LD offer: the real price; the struck price only when the page shows one (the lowest
 * of the 30 days before the reduction, decision D17), as schema.org's StrikethroughPrice; the
 * offer's last day only when it has one.
 */
function offerData(price: PriceDisplay, url: string) {
  return {
    '@type': 'Offer',
    price: price.amount.toFixed(2),
    priceCurrency: price.currency,
    ...(price.offerEndsOn ? { priceValidUntil: price.offerEndsOn } : {}),
    ...(price.referenceAmount !== null
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: price.referenceAmount.toFixed(2),
            priceCurrency: price.currency,
          },
        }
      : {}),
    availability: 'https://schema.org/InStock',
    url,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, product, price, qrCodes, hasAcademy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const copy = LANDING[lang];
  const checkout = localizedPath('checkout', lang);
  const page = { copy, product, price, checkout, qrCodes, hasAcademy };
  const trackProduct = JSON.stringify({
    items: [trackedItem(product.name, price.amount)],
    value: price.amount,
    currency: price.currency,
  });

  return (
    <>
      <LandingHeader
        lang={lang}
        copy={copy}
        checkout={checkout}
        skipLabel={root?.common.skipToContent}
        homeLabel={root?.common.homeLabel}
      />
      <main id="main" data-track-product={trackProduct}>
        <Hero {...page} />
        <ProblemSection {...page} />
        <AuthorSection {...page} />
        <BenefitsSection {...page} />
        <ContentsSection {...page} />
        <BeforeAfterSection {...page} />
        <PersonalNoteSection {...page} />
        <TrustedBySection {...page} />
        <PricingSection {...page} />
        <FaqSection {...page} />
        <FinalCtaSection {...page} />
      </main>
      {root && <Footer lang={lang} copy={root.footer} seller={root.settings.seller.name} />}
      <MobileBar {...page} />
    </>
  );
}

export { ErrorBoundary } from '../components/route-error';
