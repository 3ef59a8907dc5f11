import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root-data';
import { ShopIcon } from './shop-icons';

export interface AcademyUpsellCopy {
  upsellTitle: string;
  upsellText: string;
  upsellButton: string;
}

/**
 * The academy upsell after a purchase: title, text and a button that opens the academy site in
 * a new tab. Without a configured ACADEMY_URL there is nothing to promise: no block at all.
 */
export function AcademyUpsell({
  copy,
  newTab,
  className = '',
}: {
  copy: AcademyUpsellCopy;
  /** Screen-reader note that the link opens a new tab. */
  newTab: string;
  /** Its spacing on the page (there is no block, and so no gap, without an academy). */
  className?: string;
}) {
  const academyUrl = useRouteLoaderData<RootData>('root')?.settings.academyUrl ?? null;
  if (!academyUrl) return null;
  return (
    <section
      className={`rounded-xl border border-brass/40 bg-sand p-5 text-left sm:p-6 ${className}`}
      aria-labelledby="upsell-heading"
      data-testid="academy-upsell"
    >
      <h2 id="upsell-heading" className="flex items-start gap-2 text-xl font-bold text-ink">
        <ShopIcon name="book" className="mt-0.5 h-6 w-6 shrink-0 text-brass" />
        {copy.upsellTitle}
      </h2>
      <p className="mt-2 leading-relaxed text-stone-700">{copy.upsellText}</p>
      <a
        href={academyUrl}
        target="_blank"
        rel="noopener"
        className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-lg bg-wine px-5 font-semibold text-white hover:bg-wine-dark"
        data-testid="academy-button"
      >
        {copy.upsellButton}
        <ShopIcon name="external" className="h-4 w-4" />
        <span className="sr-only">{newTab}</span>
      </a>
    </section>
  );
}
