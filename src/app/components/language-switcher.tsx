import { useLocation } from 'react-router';
import {
  LANGS,
  LANGUAGE_INFO,
  pageFromPath,
  switchLanguagePath,
  type Lang,
} from '../../shared/languages';
import { codeFromSearch } from '../lib/discount-code';
import { refFromSearch } from '../lib/referral';
import { Flag } from './flags';

interface Props {
  lang: Lang;
  pathname: string;
  label: string;
  /** The home page shows a dropdown; every other page a row of flags (the spec's two forms). */
  variant: 'dropdown' | 'flags';
}

/**
 * One switcher for every page; each entry is a plain link to the same page in the other
 * language, so it works before (and without) any script. The dropdown is a <details>
 * element: it toggles on click and keyboard; the page script closes it on Escape and on a
 * click elsewhere. On the checkout, a discount code in the address (?code=) and a partner's
 * code (?ref=) go along to the other language's checkout.
 */
export function LanguageSwitcher({ lang, pathname, label, variant }: Props) {
  const { search } = useLocation();
  const isCheckout = pageFromPath(pathname)?.page === 'checkout';
  const code = isCheckout ? codeFromSearch(search) : null;
  const ref = isCheckout ? refFromSearch(search) : null;
  const carried = new URLSearchParams();
  if (code) carried.set('code', code);
  if (ref) carried.set('ref', ref);
  const query = carried.size ? `?${carried.toString()}` : '';
  const hrefFor = (target: Lang) => switchLanguagePath(pathname, target) + query;
  if (variant === 'flags') {
    return (
      <nav aria-label={label} className="flex items-center gap-1" data-testid="language-flags">
        {LANGS.map((l) => (
          <a
            key={l}
            href={hrefFor(l)}
            hrefLang={l}
            lang={l}
            aria-current={l === lang ? 'true' : undefined}
            title={LANGUAGE_INFO[l].name}
            className={`inline-flex min-h-12 min-w-12 items-center justify-center rounded-md sm:min-h-10 sm:min-w-10 ${
              l === lang ? 'bg-sand ring-1 ring-stone-300' : 'opacity-80 hover:opacity-100'
            }`}
          >
            <Flag lang={l} />
            <span className="sr-only">{LANGUAGE_INFO[l].name}</span>
          </a>
        ))}
      </nav>
    );
  }
  return (
    <details className="group relative" data-language-menu>
      <summary
        className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50 [&::-webkit-details-marker]:hidden"
        // The visible code leads the name, so speech input can call the menu by what it shows.
        aria-label={`${lang.toUpperCase()} – ${label}: ${LANGUAGE_INFO[lang].name}`}
      >
        <Flag lang={lang} />
        <span>{lang.toUpperCase()}</span>
        <svg
          viewBox="0 0 20 20"
          className="h-4 w-4 transition group-open:rotate-180"
          aria-hidden="true"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul
        className="absolute right-0 z-50 mt-2 w-44 overflow-hidden rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        role="list"
      >
        {LANGS.map((l) => (
          <li key={l}>
            <a
              href={hrefFor(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
              className={`flex min-h-12 items-center gap-3 px-4 text-sm hover:bg-sand ${
                l === lang ? 'font-semibold' : ''
              }`}
            >
              <Flag lang={l} />
              {LANGUAGE_INFO[l].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
