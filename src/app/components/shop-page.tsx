import { ShopIcon } from './shop-icons';
import { useRouteLoaderData } from 'react-router';
import type { Lang } from '../../shared/languages';
import type { RootData } from '../root-data';
import { Footer } from './footer';
import { PageHeader } from './page-header';

/**
 * The frame of the checkout, result, thank-you, withdrawal and server-decided pages and of the
 * 404: header with logo and flag switcher, the page, and the footer of the page's language
 * (the root loader knows it).
 */
export function ShopPage({
  lang,
  pathname,
  logoHref,
  carry,
  languages = true,
  children,
}: {
  lang: Lang;
  pathname: string;
  logoHref?: string;
  /**
   * The purchase's session id the page shows: the language flags carry it along as this query
   * parameter (the page script takes it out of the address bar again), so switching the
   * language of a result page shows the same purchase instead of "session id not found".
   */
  carry?: { param: 'session_id' | 'id'; value: string | null };
  /** False hides the language flags (a page in the purchase's language). */
  languages?: boolean;
  children: React.ReactNode;
}) {
  const root = useRouteLoaderData<RootData>('root');
  function onClickCapture(event: React.MouseEvent<HTMLDivElement>) {
    if (!carry?.value || event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    const flag = (event.target as HTMLElement).closest<HTMLAnchorElement>(
      '[data-testid="language-flags"] a',
    );
    if (!flag) return;
    event.preventDefault();
    window.location.assign(`${flag.pathname}?${carry.param}=${encodeURIComponent(carry.value)}`);
  }
  return (
    <div className="flex min-h-screen flex-col bg-white" onClickCapture={onClickCapture}>
      <PageHeader
        lang={lang}
        pathname={pathname}
        languageLabel={root?.common.languageMenu ?? 'Language'}
        homeLabel={root?.common.homeLabel ?? 'Restaurant Closer'}
        logoHref={logoHref}
        languages={languages}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      {root && <Footer lang={lang} copy={root.footer} seller={root.settings.seller.name} />}
    </div>
  );
}

/** Meta tags every shop page shares: its title and no indexing (personal, transactional pages). */
export function shopMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** The `meta` of a shop route whose loader answers the document title as `title`. */
export function shopTitleMeta({ data }: { data?: { title: string } }) {
  if (!data) return [];
  return shopMeta(data.title);
}

/**
 * The arrow link back to the home page of the page's language; by default the one under a
 * purchase's details, other pages give it their own look.
 */
export function BackHomeLink({
  href,
  label,
  className = 'mt-8 inline-flex min-h-12 items-center gap-1.5 font-semibold text-wine underline underline-offset-4',
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <a href={href} className={className} data-testid="back-home">
      <ShopIcon name="arrowLeft" className="h-4 w-4" />
      {label}
    </a>
  );
}
