import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/setup/databases';
import { createTestApp } from '../../tests/setup/app';

describeEachDatabase('API on %s', ({ db }) => {
  /** The shop's app on a fresh database, with that database. */
  const shopApp = () => {
    const d = db();
    return { d, app: createTestApp(d).app };
  };

  it('lists the active products with prices in cents', async () => {
    const { app } = shopApp();
    const res = await app.request('/api/products');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(5);
    expect(body[0]).toEqual({
      id: 'ebook-restaurant-closer-en',
      language: 'en',
      name: expect.stringContaining('Restaurant Closer'),
      description: expect.any(String),
      price: 4700,
      compareAtPrice: null,
      offerEndsOn: null,
      currency: 'EUR',
      photo: '/images/cover-en.svg',
      // None until the seller sets some (decision 100).
      volumePrices: [],
    });
  });

  it('reports health 200 with the database and 503 without it', async () => {
    const { d, app } = shopApp();
    const ok = await app.request('/api/health');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    await d.close();
    const down = await app.request('/api/health');
    expect(down.status).toBe(503);
  });

  it('answers unknown API paths with a JSON 404 and sets security headers and a request id', async () => {
    const { app } = shopApp();
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'not-found' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses cross-site writes to the API', async () => {
    const { app } = shopApp();
    const res = await app.request('/api/products', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses an oversized API body with 413 before it is read', async () => {
    const { d, app } = shopApp();
    const res = await app.request('/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'a'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large.', code: 'too-large' });
    expect(await d.db.selectFrom('ebook_purchases').selectAll().execute()).toEqual([]);
  });
});
