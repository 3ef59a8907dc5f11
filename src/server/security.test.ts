import { expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../tests/setup/app';
import { describeEachDatabase } from '../../tests/setup/databases';
import { checkoutBody } from '../../tests/setup/checkout';
import { findPurchaseBySessionId } from './domain/orders/purchases';

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

  it('takes the shop’s origin from PUBLIC_URL only: a forged Host does not make a foreign origin its own', async () => {
    const s = shop();
    const own = new URL(s.config.publicUrl).origin;
    const send = (url: string, headers: Record<string, string>) =>
      s.app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'a@example.com', language: 'en' }),
      });
    // The request's URL is built from the Host header the sender chose.
    for (const [url, host] of [
      ['http://evil.example/api/resend-link', 'evil.example'],
      ['http://localhost/api/resend-link', 'evil.example'],
    ]) {
      const forged = await send(url, { host, origin: 'http://evil.example' });
      expect(forged.status, url).toBe(403);
      expect(await forged.json()).toEqual({
        message: 'Cross-site request refused.',
        code: 'crossSite',
      });
    }
    // PUBLIC_URL's origin is accepted whatever Host says (behind nginx it is the proxy's).
    expect((await send('http://127.0.0.1:3001/api/resend-link', { origin: own })).status).toBe(200);
    expect((await send('http://evil.example/api/resend-link', { origin: own })).status).toBe(200);
  });

  it('answers a NUL byte or an absurd number with 400 and a clear message, never 500', async () => {
    const s = shop();
    const visitor = createCookieClient(s.app, s.config.publicUrl);
    const detail = await s.app.request('/api/products/purchase-detail?sessionId=cs_%00x');
    expect(detail.status).toBe(400);
    expect(await detail.json()).toEqual({
      message: 'Invalid characters in request.',
      code: 'invalid',
    });
    const checkout = await visitor.request('/api/create-checkout-session', {
      json: {
        products: [{ productId: 'ebook-restaurant-closer-en\u0000', quantity: 1 }],
        email: 'a@example.com',
        language: 'en',
        acceptTerms: true,
        acceptImmediateDelivery: true,
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
    const s = shop();
    // A page, an API answer, a refusal and an unknown address: the header is on each.
    const paths = ['/api/health', '/api/products', '/api/admin/me', '/no-such-page', '/en'];
    for (const path of paths) {
      const res = await s.app.request(path);
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
    }
  });

  async function demoCheckout(
    s: ReturnType<typeof shop>,
    email = 'buyer@example.com',
    visitor = createCookieClient(s.app, s.config.publicUrl),
  ) {
    const res = await visitor.request('/api/create-checkout-session', {
      json: checkoutBody('en', email),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { sessionId: string };
  }

  it('holds a payment whose amount differs from the order for review, without delivery', async () => {
    const s = shop();
    const buyer = createCookieClient(s.app, s.config.publicUrl);
    const { sessionId } = await demoCheckout(s, 'buyer@example.com', buyer);
    // The payment session says 1.00 EUR where the order says 47 EUR.
    await db()
      .db.updateTable('demo_payments')
      .set({ amount: 100 })
      .where('id', '=', sessionId)
      .execute();
    const pay = await s.app.request(`/api/demo-pay/${sessionId}/pay`, {
      method: 'POST',
      headers: { origin: s.config.publicUrl },
    });
    expect(pay.status).toBe(303);
    const purchase = (await findPurchaseBySessionId(db().db, sessionId))!;
    expect(purchase.status).toBe('review');
    expect(purchase.download_link).toBeNull();
    // What was really paid is kept: it is what a refund returns.
    expect(purchase).toMatchObject({ paid_amount: 100, paid_currency: 'EUR' });
    const mails = await db().db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.filter((m) => m.to_address === 'buyer@example.com')).toHaveLength(0);
    const notice = mails.find((m) => m.subject.startsWith('Zahlung prüfen'));
    expect(notice?.text_body).toContain('Erwartet: 47');
    expect(notice?.text_body).toMatch(/Bezahlt: 1\s€/);
    // The buyer's page keeps waiting instead of offering a download.
    const detail = await buyer.request(`/api/products/purchase-detail?sessionId=${sessionId}`);
    expect(detail.status).toBe(202);
  });

  it('answers a correctly signed demo webhook whose body is not an event with 400', async () => {
    const s = shop();
    const { createHmac } = await import('node:crypto');
    for (const body of ['not json', '{"kind":"session"}', '[]']) {
      const signature =
        'sha256=' +
        createHmac('sha256', `demo-payments:${s.config.sessionSecret}`).update(body).digest('hex');
      const res = await s.app.request('/api/webhooks/demo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-demo-signature': signature },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Invalid event payload',
        code: 'invalidPayload',
      });
    }
  });

  it('answers a buyer and a stranger on /api/resend-link alike: the same answer, each held for the same minimum', async () => {
    /** The floor every accepted request is held to (link-resend.ts). */
    const LINK_RESEND_MIN_MS = 120;
    // The shop's own floor, which the test app otherwise sets to nothing.
    const s = createTestApp(
      db(),
      { ADMIN_EMAILS: 'boss@example.com' },
      { linkResendMinMs: undefined },
    );
    const { createPaidPurchase } = await import('../../tests/setup/purchases');
    await createPaidPurchase(db().db, s.config, { email: 'buyer@example.com' });
    // Everything a client can read of an answer, but its own request id and date.
    const answer = async (email: string, i: number) => {
      const client = createCookieClient(s.app, s.config.publicUrl, `198.51.100.${i}`);
      const started = performance.now();
      const res = await client.request('/api/resend-link', { json: { email, language: 'en' } });
      const held = performance.now() - started;
      const headers = [...res.headers].filter(([name]) => !['x-request-id', 'date'].includes(name));
      return { status: res.status, headers, body: await res.text(), held };
    };
    // Five: the per-address limit of an hour.
    for (let i = 0; i < 5; i++) {
      const { held: buyerHeld, ...buyer } = await answer('buyer@example.com', 10 + i);
      const { held: strangerHeld, ...stranger } = await answer(`nobody${i}@example.com`, 30 + i);
      expect(buyer.status).toBe(200);
      expect(stranger).toEqual(buyer);
      // Both wait for the same floor, which covers the buyer's extra work (links made, mail
      // queued); a lower bound only, so a slow machine cannot make it fail.
      expect(buyerHeld).toBeGreaterThanOrEqual(LINK_RESEND_MIN_MS - 2);
      expect(strangerHeld).toBeGreaterThanOrEqual(LINK_RESEND_MIN_MS - 2);
    }
    // The buyer's requests did the work the floor hides: their links were mailed again.
    const queued = await db()
      .db.selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', '=', 'buyer@example.com')
      .execute();
    expect(queued.length).toBeGreaterThan(0);
  });

  it('refuses a product file key that leaves the e-book folder', async () => {
    const s = shop();
    const boss = await createSessionClient(s, db().db, 'boss@example.com');
    for (const fileKey of [
      'ebooks/../session-secret.pdf',
      'ebooks/a/../../shop.sqlite.pdf',
      '../x.pdf',
    ]) {
      const res = await boss.request('/api/tables/products/ebook-restaurant-closer-en', {
        method: 'PUT',
        json: { file_key: fileKey },
      });
      expect(res.status).toBe(400);
    }
    const row = await db()
      .db.selectFrom('products')
      .select('file_key')
      .where('id', '=', 'ebook-restaurant-closer-en')
      .executeTakeFirstOrThrow();
    expect(row.file_key).toBe('ebooks/restaurant-closer-en.pdf');
  });

  it('takes one address by one rule at checkout: no lists, international addresses welcome', async () => {
    const s = shop();
    const visitor = createCookieClient(s.app, s.config.publicUrl);
    const start = (email: string) =>
      visitor.request('/api/create-checkout-session', {
        json: checkoutBody('de', email),
      });
    for (const bad of ['victim,attacker@evil.example', 'a@example.com;b@evil.example', 'a@b.c']) {
      const res = await start(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: expect.stringMatching(/E-Mail/),
        code: 'invalidEmail',
      });
    }
    expect((await start('jörg.müller@gasthaus.de')).status).toBe(200);
    const rows = await db().db.selectFrom('ebook_purchases').select('email').execute();
    expect(rows.map((r) => r.email)).toEqual(['jörg.müller@gasthaus.de']);
  });

  it('shows the download only to the browser that started the checkout', async () => {
    const s = shop();
    const buyer = createCookieClient(s.app, s.config.publicUrl);
    const { sessionId } = await demoCheckout(s, 'buyer@example.com', buyer);
    const cookie = buyer.jar.get('rc_purchases');
    expect(cookie).toBeTruthy();
    await s.app.request(`/api/demo-pay/${sessionId}/pay`, {
      method: 'POST',
      headers: { origin: s.config.publicUrl },
    });
    const own = await buyer.request(`/api/products/purchase-detail?sessionId=${sessionId}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ status: 'paid', email: 'buyer@example.com' });

    // Anyone else holding the session id (a tracker, a shared link) learns nothing.
    const other = createCookieClient(s.app, s.config.publicUrl, '203.0.113.77');
    const stranger = await other.request(`/api/products/purchase-detail?sessionId=${sessionId}`);
    expect(stranger.status).toBe(403);
    const body = await stranger.json();
    expect(JSON.stringify(body)).not.toMatch(/\/download\/|buyer@example\.com|\/withdraw\//);
    // A forged cookie is no key either.
    other.jar.set('rc_purchases', cookie!.replace(/^[^.]+/, 'RC-FORGED'));
    const forged = await other.request(`/api/products/purchase-detail?sessionId=${sessionId}`);
    expect(forged.status).toBe(403);
  });

  it('keeps every checkout of one browser in its purchases cookie, sent to the whole /api', async () => {
    const s = shop();
    const buyer = createCookieClient(s.app, s.config.publicUrl);
    const visitor = await buyer.request('/api/create-checkout-session', {
      json: checkoutBody('en', 'twice@example.com'),
    });
    const setCookie = visitor.headers.getSetCookie().find((c) => c.startsWith('rc_purchases='));
    // The browser sends it to the checkout (which extends the list) and the purchase detail.
    expect(setCookie).toMatch(/; Path=\/api(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    const { sessionId: first } = (await visitor.json()) as { sessionId: string };
    const { sessionId: second } = await demoCheckout(s, 'twice@example.com', buyer);
    for (const id of [first, second]) {
      await s.app.request(`/api/demo-pay/${id}/pay`, {
        method: 'POST',
        headers: { origin: s.config.publicUrl },
      });
      const detail = await buyer.request(`/api/products/purchase-detail?sessionId=${id}`);
      expect(detail.status, id).toBe(200);
    }
    // A cookie set before the path was widened, sent beside today's, still counts.
    const older = buyer.jar.get('rc_purchases')!;
    const { sessionId: third } = await demoCheckout(s, 'twice@example.com', buyer);
    await s.app.request(`/api/demo-pay/${third}/pay`, {
      method: 'POST',
      headers: { origin: s.config.publicUrl },
    });
    const both = `rc_purchases=${buyer.jar.get('rc_purchases')}; rc_purchases=${older}`;
    buyer.jar.clear();
    for (const id of [first, third]) {
      const detail = await buyer.request(`/api/products/purchase-detail?sessionId=${id}`, {
        headers: { cookie: both },
      });
      expect(detail.status, id).toBe(200);
    }
  });
});
