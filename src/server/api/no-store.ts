import { createMiddleware } from 'hono/factory';

/** Answers that are personal or change with every request are never kept by a cache. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
