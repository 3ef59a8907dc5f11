import type { PriceDisplay } from '../../../shared/products';
import { fill } from '../../content/index';
import type { LandingCopy } from '../../content/landing/types';

/** Price, struck-through original price and the saving (hero and pricing card). */
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
