import { fill } from '../../content/index';
import { LandingSection } from './landing-section';
import type { LandingSectionProps } from './section-props';

/** The last call to action, on the wine background. */
export function FinalCtaSection({ copy, price, checkout }: LandingSectionProps) {
  return (
    <LandingSection labelledBy="final-heading" background="bg-wine text-white" centred>
      <h2 id="final-heading" className="text-balance text-3xl font-bold sm:text-4xl">
        {copy.finalCta.headline}
      </h2>
      <p className="mx-auto mt-4 max-w-[60ch] text-lg text-stone-100">
        {copy.finalCta.text}
        {price.offerEnds && (
          <>
            {' '}
            <span data-testid="final-offer">
              {fill(copy.finalCta.offerText, { date: price.offerEnds })}
            </span>
          </>
        )}
      </p>
      <p className="mt-6 text-2xl font-bold" data-testid="final-price">
        {price.price}{' '}
        {price.originalPrice && (
          <>
            <span className="sr-only">{copy.hero.originalPrice} </span>
            <s className="text-lg font-medium text-stone-200">{price.originalPrice}</s>
          </>
        )}
      </p>
      {price.lowestPriceNote && (
        <p className="mt-1 text-sm text-stone-200" data-testid="final-lowest-price-note">
          {price.lowestPriceNote}
        </p>
      )}
      <div className="mt-6">
        <a
          href={checkout}
          data-buy="final"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-7 py-3.5 text-lg font-semibold text-wine shadow hover:bg-linen"
        >
          {copy.finalCta.cta}
        </a>
      </div>
    </LandingSection>
  );
}
