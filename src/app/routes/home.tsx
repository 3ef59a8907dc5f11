import QRCode from 'qrcode';
import { data } from 'react-router';
import type { Route } from './+types/home';
import {
  HOME_PATHS,
  LANGS,
  langFromPath,
  LANGUAGE_INFO,
  localizedPath,
  type Lang,
} from '../../shared/languages';
import { priceDisplay, selectProduct, type PriceDisplay } from '../../shared/products';
import { Footer } from '../components/footer';
import { Icon } from '../components/icons';
import { LanguageSwitcher } from '../components/language-switcher';
import { fill, LANDING } from '../content/index';
import type { LandingCopy } from '../content/landing/types';
import type { RootData } from '../root';
import { useRouteLoaderData } from 'react-router';

/** Static HTML: the landing page ships no framework runtime (docs/decisions/003-static-landing.md). */
export const handle = { hydrate: false };

const qrCache = new Map<string, string>();
async function qrDataUri(url: string): Promise<string> {
  let svg = qrCache.get(url);
  if (!svg) {
    svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    qrCache.set(url, svg);
  }
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

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
        offers: {
          '@type': 'Offer',
          price: data.price.amount.toFixed(2),
          priceCurrency: data.price.currency,
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
      },
    },
  ];
}

type Section = 'problem' | 'benefits' | 'contents' | 'pricing' | 'faq';
const NAV: Section[] = ['problem', 'benefits', 'contents', 'pricing', 'faq'];

function BuyButton({
  href,
  children,
  size = 'lg',
  track,
}: {
  href: string;
  children: React.ReactNode;
  size?: 'lg' | 'md';
  track: string;
}) {
  return (
    <a
      href={href}
      data-buy={track}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent font-semibold text-white shadow-sm transition hover:bg-accent-dark ${
        size === 'lg' ? 'px-7 py-3.5 text-lg' : 'px-5 py-2.5 text-base'
      }`}
    >
      {children}
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
        <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </a>
  );
}

function PriceBlock({
  copy,
  price,
  large,
}: {
  copy: LandingCopy;
  price: PriceDisplay;
  large?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1" data-testid="price-block">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">
          {copy.hero.price}
        </p>
        <p
          className={`font-extrabold leading-none text-accent ${large ? 'text-5xl' : 'text-4xl'}`}
          data-testid="price"
        >
          {price.price}
        </p>
      </div>
      {price.originalPrice && (
        <p className="pb-1 text-lg text-muted">
          {copy.hero.originalPrice}{' '}
          <s className="font-semibold text-ink decoration-2" data-testid="original-price">
            {price.originalPrice}
          </s>
        </p>
      )}
      {price.saving && (
        <p
          className="mb-1 rounded-full bg-emerald-800 px-3 py-1 text-sm font-semibold text-white"
          data-testid="saving"
        >
          {fill(copy.hero.savings, { saving: price.saving })}
        </p>
      )}
    </div>
  );
}

function BeforeAfterColumn(props: {
  label: string;
  items: string[];
  icon: 'cross' | 'check';
  boxClass: string;
  accentClass: string;
  iconClass: string;
}) {
  return (
    <div className={`rounded-xl p-6 ${props.boxClass}`}>
      <h3 className={`text-sm font-bold uppercase tracking-wider ${props.accentClass}`}>
        {props.label}
      </h3>
      <ul className="mt-4 space-y-3">
        {props.items.map((t) => (
          <li key={t} className="flex gap-3">
            <Icon name={props.icon} className={`mt-0.5 h-5 w-5 shrink-0 ${props.iconClass}`} />
            <span>{t}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SectionHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
      {children}
    </h2>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, product, price, qrCodes } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const copy = LANDING[lang as Lang];
  const checkout = localizedPath('checkout', lang);
  const trackProduct = JSON.stringify({
    items: [{ item_id: 'restaurant-closer-manual', item_name: product.name, quantity: 1 }],
    value: price.amount,
    currency: price.currency,
  });

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:p-3"
      >
        {root?.common.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={localizedPath('home', lang)}
            className="flex min-h-12 items-center gap-2 font-bold"
            aria-label={root?.common.homeLabel}
          >
            <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
            <span className="text-lg tracking-tight">Restaurant Closer</span>
          </a>
          <nav aria-label={copy.nav.menuLabel} className="hidden lg:block">
            <ul className="flex items-center gap-1 text-sm font-medium text-muted">
              {NAV.map((s) => (
                <li key={s}>
                  <a
                    href={`#${s}`}
                    className="inline-flex min-h-12 items-center rounded-md px-3 hover:bg-sand hover:text-ink"
                  >
                    {copy.nav[s]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher
              lang={lang}
              pathname={localizedPath('home', lang)}
              label={copy.nav.language}
              variant="dropdown"
            />
            <span className="hidden md:inline-flex">
              <BuyButton href={checkout} size="md" track="header">
                {copy.nav.buy}
              </BuyButton>
            </span>
          </div>
        </div>
      </header>

      <main id="main" data-track-product={trackProduct}>
        {/* Hero: cover, title, promise, price and the buy button above the fold on a phone. */}
        <section className="bg-linen">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pb-12 pt-6 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:gap-12 md:pb-20 md:pt-14">
            <div>
              <p
                className="inline-flex items-center gap-2 rounded-full bg-wine px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white"
                data-testid="scarcity"
              >
                <Icon name="clock" className="h-4 w-4" />
                {copy.hero.scarcity}
              </p>
              <h1 className="mt-4 text-balance text-[2rem] font-extrabold leading-[1.1] tracking-tight text-ink sm:text-5xl">
                {copy.hero.title}
              </h1>
              <p className="mt-4 max-w-[60ch] text-base leading-relaxed text-muted sm:text-lg">
                {copy.hero.subtitle}
              </p>
              <div className="mt-5 flex items-center gap-4 md:block">
                <img
                  src={product.photo}
                  alt={copy.hero.coverAlt}
                  width="600"
                  height="800"
                  className="w-24 shrink-0 rounded shadow-lg md:hidden"
                  fetchPriority="high"
                />
                <PriceBlock copy={copy} price={price} large />
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
                <BuyButton href={checkout} track="hero">
                  {copy.hero.cta}
                </BuyButton>
              </div>
              <p className="mt-3 text-sm text-muted">{copy.hero.trustLine}</p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {copy.hero.facts.map((f) => (
                  <li
                    key={f}
                    className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium"
                  >
                    <Icon name="check" className="h-4 w-4 text-emerald-800" />
                    {f}
                  </li>
                ))}
              </ul>
            </div>
            <div className="hidden justify-center md:flex">
              <img
                src={product.photo}
                alt={copy.hero.coverAlt}
                width="600"
                height="800"
                className="w-full max-w-sm rotate-[-2deg] rounded-md shadow-[0_30px_60px_-15px_rgba(60,20,30,0.45)]"
                fetchPriority="high"
              />
            </div>
          </div>
        </section>

        {/* Problem */}
        <section id="problem" className="cv-auto scroll-mt-20 bg-white">
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
            <SectionHeading>{copy.problem.headline}</SectionHeading>
            <ul className="mt-8 space-y-4">
              {copy.problem.bullets.map((b) => (
                <li key={b} className="flex gap-3 text-lg leading-relaxed">
                  <Icon name="cross" className="mt-1 h-5 w-5 shrink-0 text-wine" />
                  <span>{b}</span>
                </li>
              ))}
            </ul>
            <div className="mt-10 rounded-xl border-l-4 border-brass bg-sand p-6">
              <h3 className="text-xl font-bold">{copy.problem.solutionHeadline}</h3>
              <p className="mt-2 leading-relaxed text-muted">{copy.problem.solutionText}</p>
              <div className="mt-5">
                <BuyButton href={checkout} size="md" track="problem">
                  {copy.problem.cta}
                </BuyButton>
              </div>
            </div>
          </div>
        </section>

        {/* Author / founder note with the two verifiable certificates */}
        <section className="cv-auto bg-linen" aria-labelledby="author-heading">
          <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[240px_1fr] md:py-20">
            <div className="flex flex-col items-center text-center md:items-start md:text-left">
              <img
                src="/images/author.svg"
                alt={copy.author.portraitAlt}
                width="400"
                height="400"
                loading="lazy"
                className="h-48 w-48 rounded-full border-4 border-white shadow-md"
              />
              <p className="mt-4 text-lg font-bold">{copy.author.name}</p>
              <p className="text-sm text-muted">{copy.author.role}</p>
            </div>
            <div>
              <SectionHeading id="author-heading">{copy.author.headline}</SectionHeading>
              <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
                {copy.author.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              <div className="mt-10 rounded-xl bg-white p-6 shadow-sm" data-testid="certifications">
                <h3 className="text-xl font-bold">{copy.certifications.title}</h3>
                <p className="mt-2 text-muted">{copy.certifications.text}</p>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                  {copy.certifications.items.map((item, i) => (
                    <li key={item.label} className="flex items-center gap-4">
                      <img
                        src={qrCodes[i]}
                        alt={item.alt}
                        width="112"
                        height="112"
                        loading="lazy"
                        className="h-28 w-28 rounded border border-stone-200 bg-white"
                      />
                      <div>
                        <p className="font-semibold">{item.label}</p>
                        <p className="mt-1 text-sm text-muted">
                          {copy.certifications.scanInstruction}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </section>

        {/* Benefits */}
        <section id="benefits" className="cv-auto scroll-mt-20 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <div className="max-w-2xl">
              <SectionHeading>{copy.benefits.headline}</SectionHeading>
              <p className="mt-3 text-lg text-muted">{copy.benefits.intro}</p>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {copy.benefits.items.map((b) => (
                <li key={b.title} className="rounded-xl border border-stone-200 p-6">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-sand text-wine">
                    <Icon name={b.icon} />
                  </span>
                  <h3 className="mt-4 text-lg font-bold">{b.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{b.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* Contents */}
        <section id="contents" className="cv-auto scroll-mt-20 bg-linen">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_300px] md:py-20">
            <div>
              <SectionHeading>{copy.contents.headline}</SectionHeading>
              <p className="mt-3 text-lg text-muted">{copy.contents.intro}</p>
              <ul className="mt-8 space-y-4">
                {copy.contents.bullets.map((b) => (
                  <li key={b.text} className="flex gap-4">
                    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-wine shadow-sm">
                      <Icon name={b.icon} className="h-5 w-5" />
                    </span>
                    <span className="pt-2 leading-relaxed">{b.text}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-8 flex gap-3 rounded-xl border border-dashed border-brass bg-white p-5 font-medium">
                <Icon name="gift" className="h-6 w-6 shrink-0 text-brass" />
                {copy.contents.bonus}
              </p>
            </div>
            <div className="hidden md:block">
              <img
                src={product.photo}
                alt={copy.hero.coverAlt}
                width="600"
                height="800"
                loading="lazy"
                className="sticky top-24 w-full rounded-md shadow-xl"
              />
            </div>
          </div>
        </section>

        {/* Before / after */}
        <section className="cv-auto bg-white" aria-labelledby="before-after-heading">
          <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20">
            <SectionHeading id="before-after-heading">{copy.beforeAfter.headline}</SectionHeading>
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              <BeforeAfterColumn
                label={copy.beforeAfter.beforeLabel}
                items={copy.beforeAfter.before}
                icon="cross"
                boxClass="bg-stone-100"
                accentClass="text-muted"
                iconClass="text-stone-500"
              />
              <BeforeAfterColumn
                label={copy.beforeAfter.afterLabel}
                items={copy.beforeAfter.after}
                icon="check"
                boxClass="bg-wine text-white"
                accentClass="text-amber-200"
                iconClass="text-amber-200"
              />
            </div>
          </div>
        </section>

        {/* Personal note */}
        <section className="cv-auto bg-linen" aria-labelledby="note-heading">
          <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 md:py-20">
            <SectionHeading id="note-heading">{copy.personalNote.headline}</SectionHeading>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
              {copy.personalNote.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <p className="mt-6 font-serif text-2xl italic text-wine">
              {copy.personalNote.signature}
            </p>
          </div>
        </section>

        {/* Trusted by */}
        <section className="cv-auto bg-white" aria-labelledby="trusted-heading">
          <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6">
            <h2
              id="trusted-heading"
              className="text-sm font-bold uppercase tracking-wider text-muted"
            >
              {copy.trustedBy.headline}
            </h2>
            <ul className="mt-6 flex flex-wrap justify-center gap-3">
              {copy.trustedBy.items.map((item) => (
                <li
                  key={item}
                  className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 font-serif text-lg italic text-stone-700"
                >
                  <Icon name="star" className="h-4 w-4 text-brass" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* Pricing */}
        <section id="pricing" className="cv-auto scroll-mt-20 bg-sand">
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
            <div className="text-center">
              <SectionHeading>{copy.pricing.headline}</SectionHeading>
              <p className="mt-3 text-lg text-muted">{copy.pricing.text}</p>
            </div>
            <div className="relative mt-10 rounded-2xl border-2 border-wine bg-white p-6 shadow-xl sm:p-10">
              <div
                className="absolute -top-4 right-4 flex h-24 w-24 rotate-12 flex-col items-center justify-center rounded-full border-4 border-double border-brass bg-white text-center text-[0.7rem] font-extrabold uppercase leading-tight text-brass shadow-md sm:-right-6 sm:-top-8"
                data-testid="guarantee-seal"
              >
                <Icon name="shield" className="mb-0.5 h-6 w-6" />
                {copy.pricing.seal}
              </div>
              <p className="text-xs font-semibold uppercase tracking-wider text-wine">
                {copy.pricing.exclusive}
              </p>
              <h3 className="mt-2 pr-24 text-2xl font-bold">{product.name}</h3>
              <div className="mt-6">
                <PriceBlock copy={copy} price={price} large />
              </div>
              <ul className="mt-8 space-y-3">
                {copy.pricing.includes.map((t) => (
                  <li key={t} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-800" />
                    <span>{t}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-stretch gap-3 sm:items-start">
                <BuyButton href={checkout} track="pricing">
                  {copy.pricing.cta}
                </BuyButton>
                <p className="text-sm text-muted">{copy.pricing.vatNote}</p>
              </div>
              <div className="mt-8 flex gap-4 rounded-xl bg-linen p-5">
                <Icon name="shield" className="h-8 w-8 shrink-0 text-brass" />
                <div>
                  <p className="font-bold">{copy.pricing.guaranteeTitle}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">
                    {copy.pricing.guarantee}
                  </p>
                </div>
              </div>
            </div>
          </div>
        </section>

        {/* FAQ: <details name> keeps one item open at a time, natively. */}
        <section id="faq" className="cv-auto scroll-mt-20 bg-white">
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
            <SectionHeading>{copy.faq.headline}</SectionHeading>
            <div
              className="mt-8 divide-y divide-stone-200 rounded-xl border border-stone-200"
              data-testid="faq"
            >
              {copy.faq.items.map((item) => (
                <details key={item.question} name="faq" className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <svg
                      viewBox="0 0 20 20"
                      className="h-5 w-5 shrink-0 transition group-open:rotate-45"
                      aria-hidden="true"
                    >
                      <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>

        {/* Final call to action */}
        <section className="cv-auto bg-wine text-white" aria-labelledby="final-heading">
          <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-20">
            <h2 id="final-heading" className="text-balance text-3xl font-bold sm:text-4xl">
              {copy.finalCta.headline}
            </h2>
            <p className="mx-auto mt-4 max-w-[60ch] text-lg text-stone-100">{copy.finalCta.text}</p>
            <p className="mt-6 text-2xl font-bold">
              {price.price}{' '}
              {price.originalPrice && (
                <s className="text-lg font-medium text-stone-200">{price.originalPrice}</s>
              )}
            </p>
            <div className="mt-6">
              <a
                href={checkout}
                data-buy="final"
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-7 py-3.5 text-lg font-semibold text-wine shadow hover:bg-linen"
              >
                {copy.finalCta.cta}
              </a>
            </div>
          </div>
        </section>

        <section className="cv-auto bg-white" aria-label="Disclaimer">
          <p
            className="mx-auto max-w-3xl px-4 py-8 text-center text-sm text-muted sm:px-6"
            data-testid="disclaimer"
          >
            {copy.disclaimer}
          </p>
        </section>
      </main>

      {root && <Footer lang={lang} copy={root.footer} seller={root.settings.seller.name} />}
      {/* Room for the fixed mobile bar, so it never covers the footer. */}
      <div className="h-20 md:hidden" aria-hidden="true" />

      <div
        className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden"
        data-testid="mobile-bar"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="leading-tight">
            <span className="block text-2xl font-extrabold text-accent">{price.price}</span>
            {price.originalPrice && <s className="text-sm text-muted">{price.originalPrice}</s>}
          </p>
          <BuyButton href={checkout} size="md" track="mobile-bar">
            {copy.mobileBar.cta}
          </BuyButton>
        </div>
      </div>
    </>
  );
}

export { ErrorBoundary } from '../components/route-error';
