import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

function setup(initial = 'v1') {
  const state = { renders: 0, price: initial, status: 200 };
  const cache = createPageCache({
    render: async (path) => {
      state.renders++;
      await new Promise((r) => setTimeout(r, 5));
      return new Response(`<html>${path} ${state.price}</html>`, {
        status: state.status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    fingerprint: async () => state.price,
    fingerprintTtlMs: 0,
  });
  return { cache, state };
}

const get = (headers: Record<string, string> = {}) => new Request('http://x/', { headers });

describe('page cache', () => {
  it('renders once for many concurrent requests and serves brotli, gzip or identity', async () => {
    const { cache, state } = setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.serve('/de', get({ 'accept-encoding': 'gzip, br' }))),
    );
    expect(state.renders).toBe(1);
    const br = answers[0];
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      '<html>/de v1</html>',
    );
    const gz = await cache.serve('/de', get({ 'accept-encoding': 'gzip' }));
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<html>/de v1</html>');
    const plain = await cache.serve('/de', get());
    expect(await plain.text()).toBe('<html>/de v1</html>');
    expect(state.renders).toBe(1);
  });

  it('never sends a coding the client refused, and tags each encoding apart', async () => {
    const { cache } = setup();
    const refusesBr = await cache.serve('/de', get({ 'accept-encoding': 'br;q=0, gzip' }));
    expect(refusesBr.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await refusesBr.arrayBuffer())).toString()).toBe(
      '<html>/de v1</html>',
    );
    const refusesAll = await cache.serve('/de', get({ 'accept-encoding': 'br;q=0, gzip;q=0' }));
    expect(refusesAll.headers.get('content-encoding')).toBeNull();
    expect(await refusesAll.text()).toBe('<html>/de v1</html>');
    const br = await cache.serve('/de', get({ 'accept-encoding': 'br' }));
    await br.arrayBuffer();
    const tags = [refusesBr, refusesAll, br].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // A tag of one encoding does not validate another: a gzip client holding the brotli tag
    // gets the gzip body, not a 304.
    const gzWithBrTag = await cache.serve(
      '/de',
      get({ 'accept-encoding': 'gzip', 'if-none-match': br.headers.get('etag')! }),
    );
    expect(gzWithBrTag.status).toBe(200);
    const brAgain = await cache.serve(
      '/de',
      get({ 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! }),
    );
    expect(brAgain.status).toBe(304);
    expect(brAgain.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(brAgain.headers.get('vary')).toBe('Accept-Encoding');
    // A client that rates identity above the compressions gets the page as it is, under the
    // identity tag.
    const prefersPlain = await cache.serve(
      '/de',
      get({ 'accept-encoding': 'identity;q=1, gzip;q=0.5, br;q=0.5' }),
    );
    expect(prefersPlain.headers.get('content-encoding')).toBeNull();
    expect(prefersPlain.headers.get('etag')).toBe(refusesAll.headers.get('etag'));
    expect(await prefersPlain.text()).toBe('<html>/de v1</html>');
  });

  it('renders again when what the page shows changed', async () => {
    const { cache, state } = setup();
    await cache.serve('/', get());
    state.price = 'v2';
    expect(await (await cache.serve('/', get())).text()).toBe('<html>/ v2</html>');
    expect(state.renders).toBe(2);
  });

  it('answers 304 to a matching ETag and never caches an error', async () => {
    const { cache, state } = setup();
    const first = await cache.serve('/', get());
    const etag = first.headers.get('etag')!;
    expect((await cache.serve('/', get({ 'if-none-match': etag }))).status).toBe(304);
    state.status = 500;
    cache.invalidate();
    expect((await cache.serve('/x', get())).status).toBe(500);
    expect((await cache.serve('/x', get())).status).toBe(500);
    expect(state.renders).toBe(3);
  });

  it('serves a page already rendered when the fingerprint cannot be read, and renders the rest', async () => {
    const { cache, state } = setup();
    await cache.serve('/a', get());
    const failing = createPageCache({
      render: async (path) =>
        new Response(`fresh ${path}`, { headers: { 'content-type': 'text/html' } }),
      fingerprint: async () => {
        if (state.price === 'down') throw new Error('database unreachable');
        return state.price;
      },
      fingerprintTtlMs: 0,
    });
    await failing.serve('/a', get());
    state.price = 'down';
    expect(await (await failing.serve('/a', get())).text()).toBe('fresh /a');
    const direct = await failing.serve('/b', get());
    expect(await direct.text()).toBe('fresh /b');
    expect(direct.headers.get('etag')).toBeNull();
  });

  it('serves a variant of the cached page with its own ETag, made once, gone with the page', async () => {
    const { cache, state } = setup();
    let made = 0;
    const upper = { key: 'upper', transform: (html: string) => (made++, html.toUpperCase()) };
    const plain = await cache.serve('/de', get());
    const variant = await cache.serve('/de', get(), upper);
    expect(await variant.text()).toBe('<HTML>/DE V1</HTML>');
    expect(variant.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(variant.headers.get('cache-control')).toBe('public, no-cache');
    const gz = await cache.serve('/de', get({ 'accept-encoding': 'gzip' }), upper);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<HTML>/DE V1</HTML>');
    const again = await cache.serve(
      '/de',
      get({ 'if-none-match': variant.headers.get('etag')! }),
      upper,
    );
    expect(again.status).toBe(304);
    // The plain page is untouched and still matches its own tag.
    const plainAgain = await cache.serve(
      '/de',
      get({ 'if-none-match': plain.headers.get('etag')! }),
    );
    expect(plainAgain.status).toBe(304);
    expect(await (await cache.serve('/de', get())).text()).toBe('<html>/de v1</html>');
    expect([state.renders, made]).toEqual([1, 1]);
    // A new rendering (the products changed) makes the variant afresh from the new page.
    state.price = 'v2';
    expect(await (await cache.serve('/de', get(), upper)).text()).toBe('<HTML>/DE V2</HTML>');
    expect([state.renders, made]).toEqual([2, 2]);
  });

  it("gives a variant the policy of its own HTML's scripts", async () => {
    const cache = createPageCache({
      render: async () => new Response('<p>a</p>', { headers: { 'content-type': 'text/html' } }),
      fingerprint: async () => 1,
      contentSecurityPolicy: (html) => `script-src ${html.length}`,
    });
    const plain = await cache.serve('/', get());
    const variant = await cache.serve('/', get(), { key: 'k', transform: (h) => h + '<b>b</b>' });
    expect(plain.headers.get('content-security-policy')).toBe('script-src 8');
    expect(variant.headers.get('content-security-policy')).toBe('script-src 16');
  });
});

describe('page cache fingerprint under load', () => {
  it('never makes a request wait for the catalogue once the page is cached, and shows a change within two periods', async () => {
    const state = { price: 'v1', lookups: 0, release: () => {} };
    const clock = { ms: 0 };
    const cache = createPageCache({
      now: () => clock.ms,
      render: async (path) =>
        new Response(`<html>${path} ${state.price}</html>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      // The catalogue query: slow, and held open by the test.
      fingerprint: async () => {
        state.lookups++;
        const price = state.price;
        await new Promise<void>((resolve) => (state.release = resolve));
        return price;
      },
      fingerprintTtlMs: 100,
    });
    const first = cache.serve('/de', get());
    state.release();
    expect(await (await first).text()).toBe('<html>/de v1</html>');
    expect(cache.peek('/de')).toBeDefined();
    // Past the period: the cached page is still served at once while one refresh runs.
    clock.ms += 120;
    state.price = 'v2';
    expect(cache.peek('/de')).toBeDefined();
    expect(cache.peek('/de')).toBeDefined();
    expect(state.lookups).toBe(2);
    // The refresh is held open by the test: a request that waited for it would never answer.
    const during = await cache.serve('/de', get()).then((r) => r.text());
    expect(during).toBe('<html>/de v1</html>');
    expect(state.lookups).toBe(2);
    // The refresh ends: the change is seen.
    state.release();
    await vi.waitFor(() => expect(cache.peek('/de')).toBeUndefined());
    const after = cache.serve('/de', get());
    expect(await (await after).text()).toBe('<html>/de v2</html>');
  });

  it('waits for the catalogue when its answer is older than two periods', async () => {
    let lookups = 0;
    const clock = { ms: 0 };
    const cache = createPageCache({
      now: () => clock.ms,
      render: async () =>
        new Response('<html>x</html>', { headers: { 'content-type': 'text/html' } }),
      fingerprint: async () => ++lookups,
      fingerprintTtlMs: 30,
    });
    await cache.serve('/', get());
    clock.ms += 70;
    expect(cache.peek('/')).toBeUndefined();
  });
});
