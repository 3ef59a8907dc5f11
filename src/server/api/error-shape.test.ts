import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { upload } from '../../../tests/setup/uploads';
import { readErrorBody } from '../../shared/api/errors';

/** The fields of the one error shape (decision record 090). */
const SHAPE = ['message', 'code', 'errors', 'detail'];

/**
 * Reads a refusal and checks it has the one shape: a non-empty message and code, and nothing
 * but the shape's fields (`extra` names the few a particular answer adds beside them).
 */
async function refusalOf(res: Response, status: number, extra: string[] = []) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => !SHAPE.includes(k) && !extra.includes(k))).toEqual([]);
  expect(body.message).toEqual(expect.stringMatching(/\S/));
  expect(body.code).toEqual(expect.stringMatching(/^\S+$/));
  // The browser's one reader takes it as it is.
  expect(readErrorBody(body)).toMatchObject({ message: body.message, code: body.code });
  return body as { message: string; code: string; errors?: Record<string, string> };
}

describeEachDatabase('one error shape on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient(shop, d.db, 'boss@example.com');
    const guest = await createSessionClient(shop, d.db, 'guest@example.com');
    const visitor = createCookieClient(shop.app, shop.config.publicUrl, '203.0.113.77');
    return { d, ...shop, boss, guest, visitor };
  }

  it('answers 400, 401, 403, 404, 409, 413 and 415 as {message, code, errors?, detail?}', async () => {
    const { boss, guest, visitor } = await setup();

    // 400: a form field, in the reader's language (German for the sign-in).
    const invalid = await refusalOf(
      await visitor.request('/api/send-otp', { json: { email: '' } }),
      400,
    );
    expect(invalid).toMatchObject({ code: 'invalid', errors: { email: invalid.message } });
    expect(invalid.message).toBe('Bitte geben Sie eine E-Mail-Adresse ein.');

    // 401: the admin's status call and every admin API without a session.
    for (const path of ['/api/admin/status', '/api/users/me', '/api/tables/products']) {
      const body = await refusalOf(await visitor.request(path), 401);
      expect(body).toEqual({ message: 'Nicht angemeldet.', code: 'unauthenticated' });
    }

    // 403: not an administrator; a write from another site; a table read-only for everyone.
    expect(await refusalOf(await guest.request('/api/tables/products'), 403)).toEqual({
      message: 'Sie sind nicht als Administrator autorisiert.',
      code: 'notAdmin',
    });
    const crossSite = await visitor.request('/api/resend-link', {
      json: { email: 'a@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect((await refusalOf(crossSite, 403)).code).toBe('crossSite');
    const readOnly = await boss.request('/api/tables/audit_log', { json: { actor: 'me' } });
    expect((await refusalOf(readOnly, 403)).code).toBe('readOnly');
    expect(readOnly.headers.get('allow')).toBeNull();

    // 404: an unknown API path and an unknown table.
    expect((await refusalOf(await visitor.request('/api/nothing-here'), 404)).code).toBe(
      'not-found',
    );
    expect(await refusalOf(await boss.request('/api/admin/schemas/nope'), 404)).toEqual({
      message: 'Unbekannte Tabelle.',
      code: 'not-found',
    });

    // 409: an edit based on an older version, with the row as it is now.
    const path = '/api/tables/products/ebook-restaurant-closer-en';
    expect((await boss.request(path, { method: 'PUT', json: { version: 1 } })).status).toBe(200);
    const stale = await refusalOf(
      await boss.request(path, { method: 'PUT', json: { price: 100, version: 1 } }),
      409,
    );
    expect(stale).toMatchObject({ code: 'conflict', detail: { version: 2 } });

    // 413: a body over the limit, refused before it is read.
    const large = await visitor.request('/api/create-checkout-session', {
      json: { email: 'a'.repeat(100_000) },
    });
    expect((await refusalOf(large, 413)).code).toBe('too-large');

    // 415: an upload of a type the address does not take, in German.
    const text = new TextEncoder().encode('plain text, not an image');
    const unsupported = await refusalOf(
      await upload(boss, 'media', text, 'note.png', 'image/png'),
      415,
    );
    expect(unsupported.code).toBe('unsupported-type');
    expect(unsupported.message).toMatch(/^Nicht unterstützter Dateityp/);
  });

  it('answers 429 the same way, sign-in included, with Retry-After', async () => {
    const { app, config } = await setup();
    const client = createCookieClient(app, config.publicUrl, '203.0.113.78');
    let res: Response | undefined;
    for (let i = 0; i < 6; i++) {
      res = await client.request('/api/send-otp', { json: { email: 'boss@example.com' } });
    }
    const body = await refusalOf(res!, 429);
    expect(body.code).toBe('too-many');
    expect(body.message).toMatch(/^Zu viele Versuche\. Bitte warten Sie \d+ Minuten/);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);

    // A buyer's page gets its refusal in the buyer's language, in the same shape.
    const buyer = createCookieClient(app, config.publicUrl, '203.0.113.79');
    let resend: Response | undefined;
    for (let i = 0; i < 6; i++) {
      resend = await buyer.request('/api/resend-link', {
        json: { email: 'buyer@example.com', language: 'de' },
      });
    }
    const refused = await refusalOf(resend!, 429);
    expect(refused.code).toBe('too-many');
    expect(refused.message).toMatch(/^Zu viele/);
  });

  it('answers 503 in the shape, the health check keeping the fields monitoring reads', async () => {
    const { d, app } = await setup();
    await d.close();
    const health = await refusalOf(await app.request('/api/health'), 503, [
      'status',
      'database',
      'pages',
    ]);
    expect(health).toMatchObject({
      code: 'unavailable',
      status: 'unavailable',
      database: false,
      pages: expect.any(Boolean),
    });
    expect(Number((await app.request('/api/health')).headers.get('retry-after'))).toBe(5);
  });
});
