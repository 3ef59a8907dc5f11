import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { langFromPath, localizedPath } from '../../shared/languages';
import { COMMON } from '../content/common';
import type { RootData } from '../root-data';
import { ShopPage } from './shop-page';

/**
 * Route-level boundary: 404s get the localized not-found page in the shop's frame (header,
 * footer, cookie banner), anything else the spec's text.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const pathname = useLocation().pathname;
  const lang = useRouteLoaderData<RootData>('root')?.lang ?? langFromPath(pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const copy = COMMON[lang].notFound;
    return (
      <ShopPage lang={lang} pathname={localizedPath('home', lang)}>
        <div
          className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-12 text-center"
          data-testid="not-found"
        >
          {/* React places the title in the document head; same pattern as every page's title. */}
          <title>{`${copy.title} | Restaurant Closer`}</title>
          <p className="text-sm font-semibold tracking-widest text-wine">404</p>
          <h1 className="mt-2 text-balance text-3xl font-bold">{copy.title}</h1>
          <p className="mt-4 text-muted">{copy.text}</p>
          <a
            href={localizedPath('home', lang)}
            className="mt-8 inline-flex min-h-12 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            {copy.home}
          </a>
        </div>
      </ShopPage>
    );
  }
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
    </main>
  );
}
