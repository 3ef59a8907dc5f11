import type { PriceDisplay } from '../../../shared/products';
import { fill } from '../../content/index';
import type { LandingCopy } from '../../content/landing/types';

/**
 * Price, struck-through price and the saving (hero and pricing card). The struck price, the
 * saving and the 30-day note appear together or not at all: only when the struck price is the
 * lowest of the 30 days before the reduction (decision D17). "Launch price" only while a dated
 * offer runs.
 */
export function PriceBlock({
  copy,
  price,
  large,
}: {
  copy: LandingCopy;
  price: PriceDisplay;
  large?: boolean;
}) {
  return (
    <div data-testid="price-block">
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            {price.offerEnds ? copy.hero.offerPrice : copy.hero.price}
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
      {price.lowestPriceNote && (
        <p className="mt-2 text-sm text-muted" data-testid="lowest-price-note">
          {price.lowestPriceNote}
        </p>
      )}
    </div>
  );
}
