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
  return { lang, productName: product?.name ?? 'Restaurant Closer' };
}

/** The spec: the localized title plus the product name. */
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(`${SHOP[data.lang].titles.cancel} | ${data.productName}`);
}

export default function CheckoutCancel({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  return (
    <ShopPage lang={lang} pathname={localizedPath('cancel', lang)}>
      <ResultMessage
        kind="cancel"
        copy={SHOP[lang].cancel}
        homeHref={localizedPath('home', lang)}
        supportEmail={root?.settings.supportEmail ?? ''}
      />
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
