import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { localizedPath, preferredLang } from '../../shared/languages';
import { HomeLink } from '../components/home-link';
import { StatusIcon } from '../components/shop-icons';
import { ShopPage, shopMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';
import type { RootData } from '../root-data';

/**
 * The unsubscribe link of a checkout reminder (decision D18), in the buyer's language. Opening
 * it is the unsubscribe, as the reminder e-mail promises a single click: the one write a GET
 * does here is idempotent and only ever stops mail (the mail client's one-click POST to the
 * same address does the same). A link that names no checkout answers 404 in the browser's
 * language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = await context.shop.unsubscribeReminders(params.token);
  const lang = done?.language ?? preferredLang(request.headers.get('accept-language'));
  const shop = SHOP[lang];
  const page = {
    lang,
    done: done !== null,
    copy: shop.unsubscribe,
    documentTitle: `${shop.titles.unsubscribe} | Restaurant Closer`,
  };
  return done ? page : data(page, { status: 404 });
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.documentTitle);
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { lang, done, copy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const supportEmail = root?.settings.supportEmail ?? '';
  const [before, after = ''] = copy.invalidText.split('{email}');
  return (
    <ShopPage lang={lang} pathname={localizedPath('home', lang)} languages={false}>
      <div
        className="mx-auto max-w-xl px-4 py-10 text-center sm:px-6 md:py-16"
        data-testid={done ? 'unsubscribe-done' : 'unsubscribe-invalid'}
      >
        <StatusIcon kind={done ? 'success' : 'error'} />
        <h1 className="mt-5 text-balance text-3xl font-extrabold tracking-tight text-ink">
          {done ? copy.doneTitle : copy.invalidTitle}
        </h1>
        <p className="mt-4 leading-relaxed text-stone-700" role="status">
          {done ? (
            copy.doneText
          ) : (
            <>
              {before}
              <a
                href={`mailto:${supportEmail}`}
                className="font-semibold text-wine underline underline-offset-2"
              >
                {supportEmail}
              </a>
              {after}
            </>
          )}
        </p>
        <p className="mt-8">
          <HomeLink href={localizedPath('home', lang)} label={copy.backToHome} testId="back-home" />
        </p>
      </div>
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
