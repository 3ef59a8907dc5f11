import { fill } from '../../content/index';
import { FactChips } from '../icon-list';
import { Icon } from '../icons';
import { BookCover } from './book-cover';
import { BuyButton } from './buy-button';
import { PriceBlock } from './price-block';
import type { LandingSectionProps } from './section-props';

/** Cover, title, promise, price and the buy button above the fold on a phone. */
export function Hero({ copy, product, price, checkout }: LandingSectionProps) {
  // The cover is drawn twice, beside the price on a phone and large beside the text on a wide
  // screen; both are above the fold, so both are fetched first.
  const cover = (className: string) => (
    <BookCover product={product} copy={copy} className={className} fetchPriority="high" />
  );
  return (
    <section className="bg-linen">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pb-12 pt-6 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:gap-12 md:pb-20 md:pt-14">
        <div>
          {/* A time claim only with its real end date (decision D17). */}
          <p
            className="inline-flex items-center gap-2 rounded-full bg-wine px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white"
            data-testid={price.offerEnds ? 'offer-badge' : 'hero-badge'}
          >
            <Icon name={price.offerEnds ? 'clock' : 'book'} className="h-4 w-4" />
            {price.offerEnds
              ? fill(copy.hero.offerBadge, { date: price.offerEnds })
              : copy.hero.badge}
          </p>
          <h1 className="mt-4 text-balance text-[2rem] font-extrabold leading-[1.1] tracking-tight text-ink sm:text-5xl">
            {copy.hero.title}
          </h1>
          <p className="mt-4 max-w-[60ch] text-base leading-relaxed text-muted sm:text-lg">
            {copy.hero.subtitle}
          </p>
          <div className="mt-5 flex items-center gap-4 md:block">
            {cover('w-24 shrink-0 rounded shadow-lg md:hidden')}
            <PriceBlock copy={copy} price={price} large />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <BuyButton href={checkout} track="hero" label={copy.hero.cta} />
          </div>
          <p className="mt-3 text-sm text-muted">{copy.hero.trustLine}</p>
          <FactChips
            items={copy.hero.facts}
            className="mt-6 flex flex-wrap gap-2"
            chipClassName="text-sm"
          />
        </div>
        <div className="hidden justify-center md:flex">
          {cover(
            'w-full max-w-sm rotate-[-2deg] rounded-md shadow-[0_30px_60px_-15px_rgba(60,20,30,0.45)]',
          )}
        </div>
      </div>
    </section>
  );
}
