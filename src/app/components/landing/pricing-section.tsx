import { IconList } from '../icon-list';
import { Icon } from '../icons';
import { BuyButton } from './buy-button';
import { LandingSection } from './landing-section';
import { PriceBlock } from './price-block';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The offer card: guarantee seal, price, what is included, the buy button and the guarantee. */
export function PricingSection({ copy, product, price, checkout }: LandingSectionProps) {
  return (
    <LandingSection id="pricing" background="bg-sand">
      <div className="text-center">
        <SectionHeading intro={copy.pricing.text}>{copy.pricing.headline}</SectionHeading>
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
        <IconList
          items={copy.pricing.includes}
          icon="check"
          className="mt-8 space-y-3"
          itemClassName="flex gap-3"
          iconClassName="mt-0.5 h-5 w-5 shrink-0 text-emerald-800"
          wrapText
        />
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
            <p className="mt-1 text-sm leading-relaxed text-muted">{copy.pricing.guarantee}</p>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
