import type { ReactNode } from 'react';
import type { PriceDisplay } from '../../shared/products';
import { IconList } from './icon-list';
import type { ShopCopy } from '../content/shop/index';

export interface SummaryProduct {
  name: string;
  description: string;
  photo: string;
}

/** A discount code that applies, its amounts formatted for the page. */
export interface SummaryDiscount {
  code: string;
  /** e.g. '−€9.40'. */
  amount: string;
  /** What the buyer pays with the code. */
  total: string;
}

/** A team's order (decision 100), its amounts formatted for the page. */
export interface SummaryTeam {
  /** What one copy costs in this order. */
  unitPrice: string;
  /** 'Price for 12 copies': the order's price before a discount code. */
  orderLabel: string;
  /** The order's price before a discount code. */
  total: string;
  /** 'From 5 copies −15%: you save €84.60', or null without a volume price. */
  saving: string | null;
}

/**
 * The checkout's order summary: cover, name, description (one line on a phone, three
 * elsewhere) and the price, all from the product row (decision D1). A struck-through price
 * appears only when the product row has an honest one, the lowest price of the 30 days before
 * the reduction, and then says so (decision D17). With a discount code: the price, the code's
 * line and the total. Compact on a phone, where it sits above the form and the buy button must
 * stay above the fold. `choice` (one copy or a team's copies) sits between the product and the
 * price; a team's order shows its price per copy and the volume price's saving, never a struck
 * price (decision 100).
 */
export function OrderSummary({
  copy,
  product,
  price,
  savings,
  lowestPrice,
  discount = null,
  vatNote = null,
  team = null,
  choice = null,
}: {
  copy: ShopCopy['checkout'];
  product: SummaryProduct;
  price: PriceDisplay;
  /** The filled savings text ('You save 50 €'), or null without an honest compare-at price. */
  savings: string | null;
  /** 'Lowest price of the last 30 days: 97 €', or null without a compare-at price. */
  lowestPrice: string | null;
  discount?: SummaryDiscount | null;
  /** Instead of "VAT included": the reverse charge, once VIES confirmed the buyer's number. */
  vatNote?: string | null;
  /** A team's order; null for one copy. */
  team?: SummaryTeam | null;
  choice?: ReactNode;
}) {
  // The struck price, its saving and its note are a single copy's (decision D17).
  const wasPrice =
    price.originalPrice && !team ? (
      <span className="text-sm text-muted">
        <span className="sr-only">{copy.originalPriceLabel} </span>
        <s
          className="font-semibold text-stone-700 decoration-2"
          data-testid="summary-original-price"
        >
          {price.originalPrice}
        </s>
      </span>
    ) : null;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-stone-200 bg-linen px-4 py-3 sm:p-6"
      data-testid="order-summary"
    >
      <h2
        id="summary-heading"
        className="sr-only text-xs font-semibold uppercase tracking-wider text-muted sm:not-sr-only"
      >
        {copy.summaryTitle}
      </h2>
      <div className="flex gap-3 sm:mt-3 sm:gap-4 md:flex-col">
        <img
          src={product.photo}
          alt={copy.coverAlt}
          width="600"
          height="800"
          fetchPriority="high"
          className="h-auto w-12 shrink-0 self-start rounded shadow-md sm:w-24 md:mx-auto md:w-40"
          data-testid="summary-photo"
        />
        <div className="min-w-0">
          <h3
            className="text-[15px] font-bold leading-snug text-ink sm:text-lg"
            data-testid="summary-name"
          >
            {product.name}
          </h3>
          <p
            className="mt-1 line-clamp-1 text-[13px] leading-normal text-muted sm:line-clamp-3 sm:text-sm sm:leading-relaxed"
            data-testid="summary-description"
          >
            {product.description}
          </p>
        </div>
      </div>
      {choice && <div className="mt-2.5 sm:mt-4">{choice}</div>}
      <div
        className={`mt-2.5 sm:mt-4 sm:border-t sm:border-stone-200 sm:pt-4 ${
          // On a phone the choice parts the product from the price, unless a team's lines follow.
          !choice || team ? 'border-t border-stone-200 pt-3' : ''
        }`}
      >
        {team && (
          <div className="mb-2.5">
            <dl>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <dt className="text-ink">{copy.team.unitPrice}</dt>
                <dd className="font-semibold text-ink" data-testid="summary-unit-price">
                  {team.unitPrice}
                </dd>
              </div>
            </dl>
            {team.saving && (
              <p
                className="mt-1 text-sm font-semibold text-emerald-800"
                data-testid="summary-team-saving"
              >
                {team.saving}
              </p>
            )}
          </div>
        )}
        <dl className="space-y-1.5">
          {discount && (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <dt className="text-ink">{team ? team.orderLabel : copy.discount.listPrice}</dt>
                <dd className="flex items-baseline gap-2">
                  {wasPrice}
                  <span className="font-semibold text-ink" data-testid="summary-list-price">
                    {team ? team.total : price.price}
                  </span>
                </dd>
              </div>
              <div
                className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold text-emerald-800"
                data-testid="summary-discount"
              >
                <dt data-testid="summary-discount-label">
                  {copy.discount.line.replace('{code}', discount.code)}
                </dt>
                <dd data-testid="summary-discount-amount">{discount.amount}</dd>
              </div>
            </>
          )}
          <div
            className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 ${
              discount ? 'border-t border-stone-200 pt-2' : ''
            }`}
          >
            <dt className="text-sm font-semibold text-ink">{copy.priceLabel}</dt>
            <dd className="flex items-baseline gap-2">
              {!discount && wasPrice}
              <span
                className="text-3xl font-extrabold leading-none text-accent"
                data-testid="summary-price"
              >
                {discount ? discount.total : (team?.total ?? price.price)}
              </span>
            </dd>
          </div>
        </dl>
        {lowestPrice && !team && (
          <p
            className="mt-1.5 text-right text-xs text-stone-700"
            data-testid="summary-lowest-price"
          >
            {lowestPrice}
          </p>
        )}
        <div className="mt-1.5 flex sm:mt-2 flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted" data-testid="summary-vat-note">
            {vatNote ?? copy.vatNote}
          </span>
          {savings && !discount && !team && (
            <span
              className="rounded-full bg-emerald-800 px-2.5 py-0.5 text-xs font-semibold text-white"
              data-testid="summary-saving"
            >
              {savings}
            </span>
          )}
        </div>
        <IconList
          items={copy.deliveryFacts}
          icon="check"
          className="mt-3 hidden flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-stone-700 md:flex"
          itemClassName="flex items-center gap-1"
          iconClassName="h-3.5 w-3.5 text-emerald-800"
        />
      </div>
    </section>
  );
}
