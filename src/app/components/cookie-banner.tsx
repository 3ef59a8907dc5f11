import type { CommonCopy } from '../content/common';

/**
 * Rendered hidden on the server; the page script shows it when no choice is stored and
 * stores the choice under 'cookieConsent'. The same markup serves every page.
 */
export function CookieBanner({
  copy,
  privacyHref,
}: {
  copy: CommonCopy['banner'];
  privacyHref: string;
}) {
  return (
    <section
      id="cookie-banner"
      hidden
      suppressHydrationWarning
      role="region"
      aria-label={copy.title}
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] sm:p-5"
    >
      <div className="relative mx-auto flex max-w-5xl flex-col gap-2 pr-10 sm:flex-row sm:items-center sm:gap-6">
        <div className="text-[13px] leading-snug text-ink sm:text-sm">
          <p className="font-semibold">{copy.title}</p>
          <p className="mt-0.5 text-muted">
            {copy.description}{' '}
            <a href={privacyHref} target="_blank" rel="noopener" className="underline">
              {copy.privacy}
            </a>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button
            type="button"
            data-consent="necessary"
            className="min-h-12 rounded-md border border-stone-400 px-4 text-sm font-medium hover:bg-stone-50"
          >
            {copy.necessaryOnly}
          </button>
          <button
            type="button"
            data-consent="all"
            className="min-h-12 rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700"
          >
            {copy.acceptAll}
          </button>
        </div>
        <button
          type="button"
          data-consent="necessary"
          aria-label={copy.close}
          className="absolute right-0 top-0 flex h-12 w-12 items-center justify-center rounded-md text-muted hover:bg-stone-100 sm:-top-1"
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
