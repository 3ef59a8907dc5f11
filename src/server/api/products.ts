import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { listActiveProducts } from '../domain/checkout/catalog';

export function productsApi(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await listActiveProducts(deps.db));
  });
}
