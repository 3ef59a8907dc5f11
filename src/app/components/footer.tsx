import { localizedPath, type Lang } from '../../shared/languages';
import { fill } from '../content/index';

export interface FooterCopy {
  copyright: string;
  legalNotice: string;
  privacy: string;
  terms: string;
  accessibility: string;
  disclaimer: string;
  /** The name of the legal links' navigation, in the page's language. */
  navLabel: string;
  /** Null without a tracker: there is no consent to change (D13). */
  cookieSettings: string | null;
}

/** The legal pages every page links, in this order. */
const LEGAL_PAGES = ['legalNotice', 'privacy', 'terms', 'accessibility'] as const;

/**
 * The footer of every page: the three legal links and the accessibility statement (new tab),
 * the cookie settings when there is a consent to change, the copyright, the disclaimer.
 */
export function Footer({ lang, copy, seller }: { lang: Lang; copy: FooterCopy; seller: string }) {
  const year = new Date().getFullYear();
  const link = 'inline-flex min-h-12 items-center underline-offset-4 hover:underline sm:min-h-0';
  const finePrint = 'mt-3 max-w-prose text-xs leading-relaxed text-stone-400';
  return (
    <footer className="border-t border-stone-200 bg-ink text-stone-300" data-testid="footer">
      <div className="mx-auto max-w-5xl px-5 py-10 text-sm">
        <nav className="flex flex-wrap gap-x-6 gap-y-1" aria-label={copy.navLabel}>
          {LEGAL_PAGES.map((page) => (
            <a
              key={page}
              className={link}
              href={localizedPath(page, lang)}
              target="_blank"
              rel="noopener"
            >
              {copy[page]}
            </a>
          ))}
          {copy.cookieSettings && (
            <button type="button" data-cookie-settings className={`${link} text-left`}>
              {copy.cookieSettings}
            </button>
          )}
        </nav>
        <p className="mt-6">{fill(copy.copyright, { year, seller })}</p>
        <p className={finePrint} data-testid="disclaimer">
          {copy.disclaimer}
        </p>
      </div>
    </footer>
  );
}
