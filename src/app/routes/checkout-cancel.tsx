import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/checkout-cancel';
import { langFromPath, localizedPath } from '../../shared/languages';
import { selectProduct } from '../../shared/products';
import { ResultMessage } from '../components/result-message';
import { ShopPage, shopMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';
import type { RootData } from '../root';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const product = selectProduct(await context.shop.listProducts(), lang);
  // The spec: the document title is the localized title plus the product name.
  return {
    lang,
    title: `${SHOP[lang].titles.cancel} | ${product?.name ?? 'Restaurant Closer'}`,
    copy: SHOP[lang].cancel,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.title);
}

export default function CheckoutCancel({ loaderData }: Route.ComponentProps) {
  const { lang, copy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  return (
    <ShopPage lang={lang} pathname={localizedPath('cancel', lang)}>
      <ResultMessage
        kind="cancel"
        copy={copy}
        homeHref={localizedPath('home', lang)}
        supportEmail={root?.settings.supportEmail ?? ''}
      />
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
