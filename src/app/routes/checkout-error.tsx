import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/checkout-error';
import { langFromPath, localizedPath } from '../../shared/languages';
import { ResultMessage } from '../components/result-message';
import { ShopPage, shopMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';
import type { RootData } from '../root';

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    lang,
    title: `${SHOP[lang].titles.error} | Restaurant Closer`,
    copy: SHOP[lang].error,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.title);
}

export default function CheckoutError({ loaderData }: Route.ComponentProps) {
  const { lang, copy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  // 'technicalDetails' exists in the copy, as in the spec, and stays unused.
  return (
    <ShopPage lang={lang} pathname={localizedPath('error', lang)}>
      <ResultMessage
        kind="warning"
        copy={copy}
        homeHref={localizedPath('home', lang)}
        supportEmail={root?.settings.supportEmail ?? ''}
      />
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
