import { localizedPath, type Lang } from '../../../shared/languages';
import type { LandingCopy } from '../../content/landing/types';
import { LanguageSwitcher } from '../language-switcher';
import { BuyButton } from './buy-button';

type Section = 'problem' | 'benefits' | 'contents' | 'pricing' | 'faq';
const NAV: Section[] = ['problem', 'benefits', 'contents', 'pricing', 'faq'];

/**
 * The skip link and the sticky header: logo, section links, language menu and buy button.
 * From 1024 px the section links sit in the header's row; below, the same <nav> is a native
 * popover opened by the menu button (no script needed; Escape and a tap outside close it,
 * the page script closes it when a link is followed).
 */
export function LandingHeader({
  lang,
  copy,
  checkout,
  skipLabel,
  homeLabel,
}: {
  lang: Lang;
  copy: LandingCopy;
  checkout: string;
  skipLabel: string | undefined;
  homeLabel: string | undefined;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:p-3"
      >
        {skipLabel}
      </a>
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={localizedPath('home', lang)}
            className="flex min-h-12 items-center gap-2 font-bold"
            aria-label={homeLabel}
          >
            <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
            <span className="text-base tracking-tight max-[359px]:sr-only sm:text-lg">
              Restaurant Closer
            </span>
          </a>
          <nav
            id="section-menu"
            popover="auto"
            aria-label={copy.nav.menuLabel}
            data-section-menu
            className="fixed inset-x-3 top-[4.5rem] bottom-auto m-0 h-auto max-h-[calc(100dvh-6rem)] w-auto overflow-auto rounded-xl border border-stone-200 bg-white p-2 text-ink shadow-xl backdrop:bg-ink/25 sm:left-auto sm:right-6 sm:w-72 lg:static lg:block lg:max-h-none lg:w-auto lg:overflow-visible lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            <ul className="flex flex-col gap-1 font-medium lg:flex-row lg:items-center lg:text-sm lg:text-muted">
              {NAV.map((s) => (
                <li key={s}>
                  <a
                    href={`#${s}`}
                    className="flex min-h-12 items-center rounded-md px-3 hover:bg-sand hover:text-ink"
                  >
                    {copy.nav[s]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguageSwitcher
              lang={lang}
              pathname={localizedPath('home', lang)}
              label={copy.nav.language}
              variant="dropdown"
            />
            <button
              type="button"
              popoverTarget="section-menu"
              className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50 lg:hidden"
              data-testid="section-menu-button"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path
                  d="M3 5h14M3 10h14M3 15h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span className="sr-only sm:not-sr-only">{copy.nav.menu}</span>
            </button>
            <span className="hidden md:inline-flex">
              <BuyButton href={checkout} size="md" track="header" label={copy.nav.buy} />
            </span>
          </div>
        </div>
      </header>
    </>
  );
}
