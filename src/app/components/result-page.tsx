import { useRouteLoaderData } from 'react-router';
import { localizedPath, type Lang } from '../../shared/languages';
import type { ResultPageCopy } from '../content/shop/types';
import type { RootData } from '../root-data';
import { ShopIcon, StatusIcon } from './shop-icons';
import { BackHomeLink, ShopPage } from './shop-page';

/**
 * The cancel and error pages: icon, title, subtitle, message, "try again" (the home page of
 * the language, decision D2), the homepage link, support text and a mailto link.
 */
export function ResultPage({
  lang,
  page,
  copy,
  code,
}: {
  lang: Lang;
  page: 'cancel' | 'error';
  copy: ResultPageCopy;
  /** A discount code the checkout held: "try again" carries it back (decision record 085). */
  code?: string | null;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const kind = page === 'cancel' ? 'cancel' : 'warning';
  const homeHref = localizedPath('home', lang);
  const supportEmail = root?.settings.supportEmail ?? '';
  return (
    <ShopPage lang={lang} pathname={localizedPath(page, lang)}>
      <div
        className="mx-auto max-w-xl px-4 py-10 text-center sm:px-6 md:py-16"
        data-testid={`result-${kind}`}
      >
        <StatusIcon kind={kind} />
        <h1 className="mt-5 text-balance text-3xl font-extrabold tracking-tight text-ink">
          {copy.title}
        </h1>
        <p className="mt-2 text-lg font-medium text-stone-700">{copy.subtitle}</p>
        <p className="mt-4 leading-relaxed text-muted" data-testid="result-message">
          {copy.message}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a
            href={code ? `${homeHref}?code=${encodeURIComponent(code)}` : homeHref}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
            data-testid="try-again"
          >
            {copy.tryAgain}
          </a>
          <BackHomeLink
            href={homeHref}
            label={copy.backToHome}
            className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-lg border border-stone-300 px-6 font-semibold text-ink hover:bg-stone-50"
          />
        </div>
        <div className="mt-10 rounded-xl bg-linen p-5">
          <p className="text-sm text-stone-700">{copy.supportText}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-2 inline-flex min-h-12 items-center gap-2 font-semibold text-wine underline underline-offset-4"
            data-testid="contact-support"
          >
            <ShopIcon name="mail" className="h-5 w-5" />
            {copy.contactSupport}
          </a>
        </div>
      </div>
    </ShopPage>
  );
}
