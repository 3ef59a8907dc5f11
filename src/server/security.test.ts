import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../tests/setup/app';
import { describeEachDatabase } from '../../tests/setup/databases';

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch('/api/tables/admins',{method:'POST'})</script><rect width="10" height="10"/></svg>`;

function svgForm() {
  const form = new FormData();
  form.set('file', new File([SVG_WITH_SCRIPT], 'logo.svg', { type: 'image/svg+xml' }));
  return form;
}

describeEachDatabase('security answers on %s', ({ db }) => {
  const shop = () => createTestApp(db(), { ADMIN_EMAILS: 'boss@example.com' });

  it('serves an uploaded SVG under a policy of its own: sandboxed, no script, not a page', async () => {
    const s = shop();
    const boss = await createSessionClient(s, db().db, 'boss@example.com');
    const up = await boss.request('/api/upload/media', { method: 'POST', body: svgForm() });
    expect(up.status).toBe(201);
    const { url } = await up.json();
    const served = await s.app.request(url);
    expect(served.status).toBe(200);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an oversized form post to /download/resend with 413, declared or streamed', async () => {
    const s = shop();
    const big = `email=${'a'.repeat(200 * 1024)}%40example.com&language=en`;
    const declared = await s.app.request('/download/resend', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.config.publicUrl },
      body: big,
    });
    expect(declared.status).toBe(413);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode('a'.repeat(16 * 1024));
        for (let i = 0; i < 64; i++) controller.enqueue(piece);
        controller.close();
      },
    });
    const streamed = await s.app.request('/download/resend', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.config.publicUrl },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await s.app.request('/api/health')).status).toBe(200);
  });

  it('refuses "Origin: null" without Sec-Fetch-Site: same-origin', async () => {
    const s = shop();
    const post = (headers: Record<string, string>) =>
      s.app.request('/api/resend-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'a@example.com', language: 'en' }),
      });
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const form = await s.app.request('/download/resend', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      body: 'email=a%40example.com&language=en',
    });
    expect(form.status).toBe(403);
  });

  it('answers a NUL byte or an absurd number with 400 and a clear message, never 500', async () => {
    const s = shop();
    const visitor = createCookieClient(s.app, s.config.publicUrl);
    const detail = await s.app.request('/api/products/purchase-detail?sessionId=cs_%00x');
    expect(detail.status).toBe(400);
    expect(await detail.json()).toEqual({ message: 'Invalid characters in request.' });
    const checkout = await visitor.request('/api/create-checkout-session', {
      json: {
        products: [{ productId: 'ebook-restaurant-closer-en\u0000', quantity: 1 }],
        email: 'a@example.com',
        language: 'en',
        acceptTerms: true,
      },
    });
    expect(checkout.status).toBe(400);
    expect((await s.app.request('/demo-pay/x%00y')).status).toBe(400);

    const boss = await createSessionClient(s, db().db, 'boss@example.com');
    const farPage = await boss.request('/api/tables/ebook_purchases?page=1e308');
    expect(farPage.status).toBe(400);
    expect((await farPage.json()).message).toMatch(/^Ungültige Seitenzahl/);
    const hugeFilter = await boss.request('/api/tables/ebook_purchases?amount=1e300');
    expect(hugeFilter.status).toBe(400);
    const csv = await boss.request('/api/tables/ebook_purchases/export?search=%00');
    expect(csv.status).toBe(400);
    expect(await csv.text()).not.toMatch(/invalid byte|syntax|postgres|sqlite/i);
    expect((await s.app.request('/api/health')).status).toBe(200);
  });

  it('sends a Permissions-Policy with every page and answer', async () => {
    const res = await shop().app.request('/api/health');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });
});
