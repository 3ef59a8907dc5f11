import { localizedPath, type Lang } from '../../shared/languages';
import { LanguageSwitcher } from './language-switcher';

/** The header of every page but the landing page: logo home and the flag switcher. */
export function PageHeader({
  lang,
  pathname,
  languageLabel,
  homeLabel,
  logoHref,
  languages = true,
}: {
  lang: Lang;
  pathname: string;
  languageLabel: string;
  homeLabel: string;
  /** The spec sends the legal and thank-you logos to '/'. */
  logoHref?: string;
  /**
   * False on pages whose language is the purchase's (withdrawal, download answers, the demo
   * payment page): there is no other language of them to switch to.
   */
  languages?: boolean;
}) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <a
          href={logoHref ?? localizedPath('home', lang)}
          className="flex min-h-12 items-center gap-2 font-bold"
          aria-label={homeLabel}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          {/* On a phone the five flags need the row: the logo mark alone links home. */}
          <span className={`text-lg tracking-tight ${languages ? 'hidden sm:inline' : ''}`}>
            Restaurant Closer
          </span>
        </a>
        {languages && (
          <LanguageSwitcher lang={lang} pathname={pathname} label={languageLabel} variant="flags" />
        )}
      </div>
    </header>
  );
}
