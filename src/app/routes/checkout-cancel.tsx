import { useEffect } from 'react';
import type { Route } from './+types/checkout-cancel';
import { langFromPath } from '../../shared/languages';
import { selectProduct } from '../../shared/products';
import { ResultPage } from '../components/result-page';
import { shopTitleMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The discount code the checkout held, for "try again"; anything else in `code` is ignored.
  const code = /^[A-Za-z0-9]{3,32}$/.test(url.searchParams.get('code') ?? '')
    ? url.searchParams.get('code')!.toUpperCase()
    : null;
  const product = selectProduct(await context.shop.listProducts(), lang);
  // The spec: the document title is the localized title plus the product name.
  return {
    lang,
    title: `${SHOP[lang].titles.cancel} | ${product?.name ?? 'Restaurant Closer'}`,
    copy: SHOP[lang].cancel,
    code,
  };
}

export const meta = shopTitleMeta;

export default function CheckoutCancel({ loaderData }: Route.ComponentProps) {
  // Back from the payment page of a checkout that held a discount code: the order is ended
  // there and then, so the code is free again (the server checks the order is this browser's).
  useEffect(() => {
    const order = new URLSearchParams(window.location.search).get('order');
    if (!order) return;
    void fetch('/api/checkout/release', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order }),
    }).catch(() => undefined);
  }, []);
  return (
    <ResultPage
      lang={loaderData.lang}
      page="cancel"
      copy={loaderData.copy}
      code={loaderData.code}
    />
  );
}

export { ErrorBoundary } from '../components/route-error';
