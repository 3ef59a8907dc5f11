import { BuyButton } from './buy-button';
import type { LandingSectionProps } from './section-props';

/** The price and buy button fixed to the bottom of a phone's screen, with room kept for it. */
export function MobileBar({ copy, price, checkout }: LandingSectionProps) {
  return (
    <>
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
