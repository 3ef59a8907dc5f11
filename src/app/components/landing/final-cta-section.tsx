import { LandingSection } from './landing-section';
import type { LandingSectionProps } from './section-props';

/** The last call to action, on the wine background. */
export function FinalCtaSection({ copy, price, checkout }: LandingSectionProps) {
  return (
    <LandingSection
      labelledBy="final-heading"
      background="bg-wine text-white"
      innerClassName="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-20"
    >
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
    </LandingSection>
  );
}
