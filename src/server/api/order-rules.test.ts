import pino from 'pino';
import { expect, it } from 'vitest';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { smtpSinkForSuite } from '../../../tests/setup/fakes';
import { startSinkMailWorker } from '../../../tests/setup/mail-worker';
import { createOrder } from '../../../tests/setup/orders';
import { createFailedDeliveryHandler } from '../domain/orders/order-alerts';
import { findPurchase } from '../domain/orders/purchases';

const ADMIN = 'rules@example.com';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describeEachDatabase('order rules, audit log and optimistic locking on %s', ({ db, onClose }) => {
  const sink = smtpSinkForSuite();

  async function setup(env: Record<string, string> = {}) {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: ADMIN, ...env });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const audit = () => d.db.selectFrom('audit_log').selectAll().orderBy('at').execute();
    return { d, shop, admin, audit };
  }

  it('paid, refunded, withdrawn, free and held orders cannot be deleted; unpaid ones can, and their entry stays', async () => {
    const { d, shop, admin, audit } = await setup();
    for (const status of ['paid', 'refunded', 'withdrawn', 'free', 'review'] as const) {
      const { id } = await createOrder(d.db, shop.config, { status });
      const res = await admin.request(`/api/tables/ebook_purchases/${id}`, { method: 'DELETE' });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(
        new RegExp(`^Die Bestellung ${id} ist „.+“ und kann nicht gelöscht werden`),
      );
      expect(await findPurchase(d.db, id)).toBeDefined();
    }
    const pending = await createOrder(d.db, shop.config, { status: 'pending' });
    const del = await admin.request(`/api/tables/ebook_purchases/${pending.id}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(204);
    expect(await findPurchase(d.db, pending.id)).toBeUndefined();
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'delete', actor: ADMIN, row_id: pending.id });
    expect(JSON.parse(entries[0].before!)).toMatchObject({ id: pending.id, status: 'pending' });
    // The entry survives the row and is listed in the admin's read-only table.
    const listed = await (await admin.request('/api/tables/audit_log?sort=at:desc')).json();
    expect(listed.data[0]).toMatchObject({ action: 'delete', row_id: pending.id, actor: ADMIN });
  });

  it('orders are not created by hand; only name and e-mail of an order can be edited', async () => {
    const { d, shop, admin } = await setup();
    const create = await admin.request('/api/tables/ebook_purchases', {
      json: { email: 'x@example.com' },
    });
    // Read-only by configuration: 403 with its own code, not 405 (decision record 090).
    expect(create.status).toBe(403);
    const refused = await create.json();
    expect(refused.code).toBe('readOnly');
    expect(refused.message).toMatch(/^Bestellungen entstehen durch einen Kauf/);
    const { id } = await createOrder(d.db, shop.config);
    const res = await admin.request(`/api/tables/ebook_purchases/${id}`, {
      method: 'PUT',
      json: { name: 'Neu', email: 'neu@example.com', status: 'refunded', amount: 1, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Neu',
      email: 'neu@example.com',
      status: 'paid',
      amount: 4700,
      version: 2,
    });
  });

  it('a product that has orders cannot be deleted, but can be deactivated', async () => {
    const { d, shop, admin } = await setup();
    await createOrder(d.db, shop.config, { lang: 'de' });
    const res = await admin.request('/api/tables/products/ebook-restaurant-closer-de', {
      method: 'DELETE',
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Das Produkt ebook-restaurant-closer-de hat Bestellungen und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen (Aktiv: Nein); dann wird es nicht mehr angeboten.',
    );
    const off = await admin.request('/api/tables/products/ebook-restaurant-closer-de', {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await off.json()).active).toBe(false);
    // A product without orders goes.
    const gone = await admin.request('/api/tables/products/ebook-restaurant-closer-it', {
      method: 'DELETE',
    });
    expect(gone.status).toBe(204);
  });

  it('an edit based on a stale version answers 409 in German with the current values', async () => {
    const { admin, audit } = await setup();
    const path = '/api/tables/products/ebook-restaurant-closer-en';
    const loaded = await (await admin.request('/api/tables/products?search=closer-en')).json();
    const row = loaded.data[0];
    expect(row.version).toBe(1);
    const first = await admin.request(path, {
      method: 'PUT',
      json: { price: 3900, version: row.version },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ price: 3900, version: 2 });
    // The same form, saved again from another window: refused, nothing overwritten.
    const stale = await admin.request(path, {
      method: 'PUT',
      json: { price: 2900, name: 'Überschrieben', version: row.version },
    });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.message).toBe(
      'Dieser Eintrag wurde inzwischen geändert (von jemand anderem oder in einem anderen Fenster). Ihre Änderungen wurden nicht gespeichert; unten stehen die aktuellen Werte.',
    );
    expect(body.detail).toMatchObject({ price: 3900, version: 2, name: row.name });
    const after = await (await admin.request('/api/tables/products?search=closer-en')).json();
    expect(after.data[0]).toMatchObject({ price: 3900, version: 2 });
    // The one real change is in the audit log, with the values before and after.
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', table_name: 'products', actor: ADMIN });
    expect(JSON.parse(entries[0].before!)).toMatchObject({ price: 4700 });
    expect(JSON.parse(entries[0].after!)).toMatchObject({ price: 3900 });
    expect(JSON.parse(entries[0].after!)).not.toHaveProperty('version');
    expect(entries[0].summary).toMatch(/^Preis: 47,00\s€ → 39,00\s€$/);
    expect((await admin.request(path, { method: 'PUT', json: { version: 'x' } })).status).toBe(400);
  });

  it('records every administrator write: table edits and uploads; the log itself is read-only', async () => {
    const { admin, audit } = await setup();
    await admin.request('/api/tables/admins', { json: { email: 'Helper@Example.com' } });
    await admin.request('/api/tables/admins/helper%40example.com', { method: 'DELETE' });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
    expect((await admin.request('/api/upload/media', { method: 'POST', body: form })).status).toBe(
      201,
    );
    const entries = await audit();
    expect(entries.map((e) => [e.action, e.table_name, e.actor])).toEqual([
      ['create', 'admins', ADMIN],
      ['delete', 'admins', ADMIN],
      ['upload', 'uploads', ADMIN],
    ]);
    expect(JSON.parse(entries[0].after!)).toMatchObject({ email: 'helper@example.com' });
    expect(entries[0].summary).toBe('E-Mail: helper@example.com');
    expect(entries[2].row_id).toMatch(/^\/uploads\/media\/[0-9a-f]{32}\.png$/);
    for (const [method, path] of [
      ['POST', '/api/tables/audit_log'],
      ['PUT', `/api/tables/audit_log/${entries[0].id}`],
      ['DELETE', `/api/tables/audit_log/${entries[0].id}`],
    ] as const) {
      const res = await admin.request(path, { method, json: { actor: 'me' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: 'Das Änderungsprotokoll kann nur gelesen werden.',
        code: 'readOnly',
      });
    }
    expect(await audit()).toHaveLength(3);
  });

  it('a delivery e-mail that fails for good flags the order and alerts the seller', async () => {
    const { d, shop, admin } = await setup({ SALE_NOTIFICATION_EMAIL: 'seller@example.com' });
    const { id } = await createOrder(d.db, shop.config, { email: 'bounce-me@example.com' });
    const logger = pino({ level: 'silent' });
    const worker = startSinkMailWorker(d, sink.url, logger, {
      onPermanentFailure: createFailedDeliveryHandler({ db: d.db, config: shop.config, logger }),
    });
    onClose(() => worker.stop());
    await worker.drain();
    await worker.drain();
    const row = await findPurchase(d.db, id);
    expect(row?.delivery_failed_at).not.toBeNull();
    const alerts = () =>
      sink.messages.filter((m) => m.subject.startsWith('Lieferung fehlgeschlagen'));
    const [alert] = alerts();
    expect(alert.envelope.to).toEqual(['seller@example.com']);
    expect(alert.subject).toBe(`Lieferung fehlgeschlagen: Bestellung ${id}`);
    expect(alert.text).toContain('bounce-me@example.com');
    expect(alert.text).toContain(`/admin/orders/${id}`);
    // Flagged in the order list.
    const list = await (
      await admin.request('/api/tables/ebook_purchases?sort=created_at:desc')
    ).json();
    expect(list.data[0]).toMatchObject({ id });
    expect(list.data[0].delivery_failed_at).not.toBeNull();
    const detail = await (await admin.request(`/api/admin/orders/${id}`)).json();
    const failed = detail.timeline.find((e: { kind: string }) => e.kind === 'mail-failed');
    expect(failed.detail).toMatch(/bounce-me@example\.com.*550/);
    // A second pass alerts no one again.
    await worker.drain();
    expect(alerts()).toHaveLength(1);
  });

  it('without SALE_NOTIFICATION_EMAIL the administrators are alerted', async () => {
    const { d, shop } = await setup();
    await d.db
      .insertInto('admins')
      .values({ email: 'second@example.com', created_at: new Date().toISOString() })
      .execute();
    const { id } = await createOrder(d.db, shop.config);
    const handler = createFailedDeliveryHandler({
      db: d.db,
      config: shop.config,
      logger: pino({ level: 'silent' }),
    });
    const mail = await d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `delivery:${id}`)
      .executeTakeFirstOrThrow();
    await handler({ ...mail, status: 'failed', last_error: '550 no such user' });
    await handler({ ...mail, status: 'failed', last_error: '550 no such user' });
    const alerts = await d.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', 'Lieferung fehlgeschlagen%')
      .orderBy('to_address')
      .execute();
    expect(alerts.map((a) => a.to_address)).toEqual(['rules@example.com', 'second@example.com']);
  });

  it('/admin sends a signed-out visitor to the sign-in on the server', async () => {
    const { shop, admin } = await setup();
    for (const [path, returnUrl] of [
      ['/admin', '%2Fadmin'],
      ['/admin/orders/RC-1?x=1', '%2Fadmin%2Forders%2FRC-1%3Fx%3D1'],
    ]) {
      const res = await shop.app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?returnUrl=${returnUrl}`);
    }
    // Signed in, the page is not redirected (the API-only test app renders no pages).
    expect((await admin.request('/admin')).status).not.toBe(302);
  });
});
