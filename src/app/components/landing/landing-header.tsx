import { localizedPath, type Lang } from '../../../shared/languages';
import type { LandingCopy } from '../../content/landing/types';
import { LanguageSwitcher } from '../language-switcher';
import { BuyButton } from './buy-button';

type Section = 'problem' | 'benefits' | 'contents' | 'pricing' | 'faq';
const NAV: Section[] = ['problem', 'benefits', 'contents', 'pricing', 'faq'];

/** The skip link and the sticky header: logo, section menu, language menu and buy button. */
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
            <span className="text-lg tracking-tight">Restaurant Closer</span>
          </a>
          <nav aria-label={copy.nav.menuLabel} className="hidden lg:block">
            <ul className="flex items-center gap-1 text-sm font-medium text-muted">
              {NAV.map((s) => (
                <li key={s}>
                  <a
                    href={`#${s}`}
                    className="inline-flex min-h-12 items-center rounded-md px-3 hover:bg-sand hover:text-ink"
                  >
                    {copy.nav[s]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher
              lang={lang}
              pathname={localizedPath('home', lang)}
              label={copy.nav.language}
              variant="dropdown"
            />
            <span className="hidden md:inline-flex">
              <BuyButton href={checkout} size="md" track="header">
                {copy.nav.buy}
              </BuyButton>
            </span>
          </div>
        </div>
      </header>
    </>
  );
}
