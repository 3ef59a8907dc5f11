import type { Route } from './+types/checkout-error';
import { langFromPath } from '../../shared/languages';
import { ResultPage } from '../components/result-page';
import { shopTitleMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    lang,
    title: `${SHOP[lang].titles.error} | Restaurant Closer`,
    copy: SHOP[lang].error,
  };
}

export const meta = shopTitleMeta;

export default function CheckoutError({ loaderData }: Route.ComponentProps) {
  // 'technicalDetails' exists in the copy, as in the spec, and stays unused.
  return <ResultPage lang={loaderData.lang} page="error" copy={loaderData.copy} />;
}

export { ErrorBoundary } from '../components/route-error';
