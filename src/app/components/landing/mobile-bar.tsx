import { BuyButton } from './buy-button';
import type { LandingSectionProps } from './section-props';

/**
 * The price and buy button fixed to the bottom of a phone's screen, with room kept for it.
 * The bar is opaque; the page script sets data-aside while the pricing card's own buy button
 * is on screen, and the bar slides away so the two never show at once.
 */
export function MobileBar({ copy, price, checkout }: LandingSectionProps) {
  return (
    <>
      {/* Room for the fixed mobile bar, in the footer's colour, so it never covers the footer. */}
      <div
        className={`${price.lowestPriceNote ? 'h-24' : 'h-20'} bg-ink md:hidden`}
        aria-hidden="true"
      />

      <div
        className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(28,25,23,0.08)] transition-[translate,visibility] duration-200 data-aside:invisible data-aside:translate-y-full motion-reduce:transition-none md:hidden"
        data-testid="mobile-bar"
        data-mobile-bar
      >
        <div className="flex items-center justify-between gap-3">
          <p className="leading-tight">
            <span className="text-2xl font-extrabold text-accent">{price.price}</span>
            {price.originalPrice && (
              <>
                {' '}
                <span className="sr-only">{copy.hero.originalPrice} </span>
                <s className="text-sm font-medium text-muted" data-testid="mobile-original-price">
                  {price.originalPrice}
                </s>
              </>
            )}
          </p>
          <BuyButton href={checkout} size="md" track="mobile-bar" label={copy.mobileBar.cta} />
        </div>
        {/* The struck price never stands without what it is (decision D17). */}
        {price.lowestPriceNote && (
          <p className="mt-1 text-xs text-muted" data-testid="mobile-lowest-price-note">
            {price.lowestPriceNote}
          </p>
        )}
      </div>
    </>
  );
}
