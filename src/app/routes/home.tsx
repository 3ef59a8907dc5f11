import { data } from 'react-router';
import type { Route } from './+types/home';
import { langFromPath } from '../../shared/languages';
import { priceDisplay, selectProduct } from '../../shared/products';
import { LANDING } from '../content/index';

export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const product = selectProduct(await context.shop.listProducts(), lang);
  if (!product) throw data(null, { status: 404 });
  return { lang, product, price: priceDisplay(product, lang) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const copy = LANDING[data.lang];
  return [
    { title: copy.meta.title.replace('{price}', data.price.price) },
    {
      name: 'description',
      content: `${copy.hero.subtitle} ${copy.meta.total.replace('{price}', data.price.price)}`,
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { product, price } = loaderData;
  return (
    <main>
      <h1>{product.name}</h1>
      <p data-testid="price">{price.price}</p>
    </main>
  );
}

export { ErrorBoundary } from '../components/route-error';
