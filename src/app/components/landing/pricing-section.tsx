import { fill } from '../../content/index';
import { IconList } from '../icon-list';
import { Icon } from '../icons';
import { BuyButton } from './buy-button';
import { GuaranteeSeal } from './guarantee-seal';
import { LandingSection } from './landing-section';
import { PriceBlock } from './price-block';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** French sets a no-break space before ':', ';', '!' and '?', so the sign never starts a line. */
function frenchSpacing(text: string) {
  return text.replace(/ ([:;!?])/g, '\u00a0$1');
}

/** The offer card: guarantee seal, price, what is included, the buy button and the guarantee. */
export function PricingSection({
  copy,
  product,
  price,
  checkout,
  hasAcademy,
}: LandingSectionProps) {
  // The academy bonus is listed only where an academy is configured to deliver it.
  const includes = hasAcademy
    ? [...copy.pricing.includes, copy.pricing.includesBonus]
    : copy.pricing.includes;
  return (
    <LandingSection id="pricing" background="bg-sand">
      <div className="text-center">
        <SectionHeading
          intro={
            price.offerEnds
              ? `${copy.pricing.text} ${fill(copy.pricing.offerText, { date: price.offerEnds })}`
              : copy.pricing.text
          }
        >
          {copy.pricing.headline}
        </SectionHeading>
      </div>
      <div className="relative mt-10 rounded-2xl border-2 border-wine bg-white p-6 shadow-xl sm:p-10">
        <GuaranteeSeal label={copy.pricing.seal} />
        <p
          className="text-xs font-semibold uppercase tracking-wider text-wine"
          data-testid="pricing-exclusive"
        >
          {copy.pricing.exclusive}
        </p>
        <h3 className="mt-2 text-2xl font-bold" data-testid="pricing-title">
          {copy.lang === 'fr' ? frenchSpacing(product.name) : product.name}
        </h3>
        <div className="mt-6">
          <PriceBlock copy={copy} price={price} large />
        </div>
        <IconList
          items={includes}
          icon="check"
          className="mt-8 space-y-3"
          itemClassName="flex gap-3"
          iconClassName="mt-0.5 h-5 w-5 shrink-0 text-emerald-800"
          wrapText
        />
        <div className="mt-8 flex flex-col items-stretch gap-3 sm:items-start">
          <BuyButton href={checkout} track="pricing" label={copy.pricing.cta} />
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
