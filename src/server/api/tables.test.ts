import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { parseCsv } from '../../../tests/setup/csv';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';

describeEachDatabase('admin tables API on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const { app, config, dataDir } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const sessionFor = (email: string) => createSessionClient({ app, config }, d.db, email);
    const boss = await sessionFor('boss@example.com');
    return { d, app, config, dataDir, sessionFor, boss };
  }

  async function seedPurchases(d: TestDatabase, n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `p${String(i).padStart(3, '0')}`,
      email: i % 10 === 0 ? `vip_${i}@example.com` : `buyer${i}@example.com`,
      name: i === 7 ? 'Anna 100% Müller' : `Käufer ${i}`,
      language: i % 2 ? 'de' : 'it',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700 + i,
      currency: 'EUR',
      status: i % 3 ? ('paid' as const) : ('pending' as const),
      provider: 'demo' as const,
      created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    }));
    await d.db.insertInto('ebook_purchases').values(rows).execute();
  }

  it('refuses without a session (401) and for a non-administrator (403)', async () => {
    const { app, sessionFor } = await setup();
    for (const path of [
      '/api/admin/schemas',
      '/api/tables/products',
      '/api/tables/products/export',
    ]) {
      expect((await app.request(path)).status).toBe(401);
    }
    const guest = await sessionFor('guest@example.com');
    expect((await guest.request('/api/admin/schemas')).status).toBe(403);
    expect((await guest.request('/api/tables/products')).status).toBe(403);
    const del = await guest.request('/api/tables/products/ebook-restaurant-closer-de', {
      method: 'DELETE',
    });
    expect(del.status).toBe(403);
    const up = await guest.request('/api/upload/media', { method: 'POST', body: new FormData() });
    expect(up.status).toBe(403);
  });

  it('lists schemas and answers one schema; unknown names are 404', async () => {
    const { boss } = await setup();
    const names = await (await boss.request('/api/admin/schemas')).json();
    expect(names).toEqual(expect.arrayContaining(['ebook_purchases', 'products', 'admins']));
    const schema = await (await boss.request('/api/admin/schemas/products')).json();
    expect(schema.title).toBe('Produkte');
    expect(schema.properties.price.type).toBe('integer');
    expect((await boss.request('/api/admin/schemas/users')).status).toBe(404);
    expect((await boss.request('/api/admin/schemas/__proto__')).status).toBe(404);
  });

  it('lists with paging, sort, search and filters', async () => {
    const { d, boss } = await setup();
    await seedPurchases(d, 45);
    const first = await (await boss.request('/api/tables/ebook_purchases')).json();
    expect(first).toMatchObject({ total: 45, page: 1, limit: 20, totalPages: 3 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].id).toBe('p000');

    const last = await (await boss.request('/api/tables/ebook_purchases?page=3&limit=20')).json();
    expect(last.data.map((r: { id: string }) => r.id)).toEqual(
      Array.from({ length: 5 }, (_, i) => `p0${40 + i}`),
    );
    const capped = await (await boss.request('/api/tables/ebook_purchases?limit=1000')).json();
    expect(capped.limit).toBe(100);

    const sorted = await (
      await boss.request('/api/tables/ebook_purchases?sort=amount:desc&limit=3')
    ).json();
    expect(sorted.data.map((r: { amount: number }) => r.amount)).toEqual([4744, 4743, 4742]);

    // Case-insensitive; % and _ are literal characters, not wildcards.
    const anna = await (
      await boss.request('/api/tables/ebook_purchases?search=ANNA%20100%25')
    ).json();
    expect(anna.data.map((r: { id: string }) => r.id)).toEqual(['p007']);
    const percent = await (await boss.request('/api/tables/ebook_purchases?search=%25')).json();
    expect(percent.total).toBe(1);
    const vip = await (await boss.request('/api/tables/ebook_purchases?search=vip_')).json();
    expect(vip.total).toBe(5);
    const umlaut = await (
      await boss.request('/api/tables/ebook_purchases?search=käufer%201')
    ).json();
    expect(umlaut.total).toBe(11); // Käufer 1, 10..19 (10 is "vip" by e-mail but named Käufer 10)

    const filtered = await (
      await boss.request('/api/tables/ebook_purchases?status=pending&language=de')
    ).json();
    expect(filtered.total).toBe(7); // i multiple of 3 and odd below 45
    expect(filtered.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const products = await (await boss.request('/api/tables/products?active=true')).json();
    expect(products.total).toBe(5);
    expect(products.data[0].active).toBe(true);
  });

  it('refuses unknown tables and fields before any SQL', async () => {
    const { boss } = await setup();
    expect((await boss.request('/api/tables/users')).status).toBe(404);
    expect((await boss.request('/api/tables/sessions/export')).status).toBe(404);
    const badSort = await boss.request('/api/tables/products?sort=password:asc');
    expect(badSort.status).toBe(400);
    expect(await badSort.json()).toEqual({
      message: 'Unbekanntes Sortierfeld: password',
      code: 'invalid',
    });
    const injection = await boss.request(
      `/api/tables/products?${encodeURIComponent('id" = id; drop table products; --')}=1`,
    );
    expect(injection.status).toBe(400);
    expect((await injection.json()).message).toMatch(/^Unbekanntes Filterfeld/);
    expect((await boss.request('/api/tables/products?sort=name:sideways')).status).toBe(400);
    expect((await boss.request('/api/tables/products?price=abc')).status).toBe(400);
    const create = await boss.request('/api/tables/users', { json: { email: 'x@example.com' } });
    expect(create.status).toBe(404);
    // Still intact.
    expect((await (await boss.request('/api/tables/products')).json()).total).toBe(5);
  });

  it('creates, updates and deletes with server-side validation; read-only fields are ignored', async () => {
    const { d, boss, app } = await setup();
    const invalid = await boss.request('/api/tables/products', {
      json: { id: 'ebook-test', name: '', price: -1, language: 'xx', active: 'yes' },
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.errors).toMatchObject({
      name: 'Name ist erforderlich',
      price: expect.stringMatching(/^Preis darf nicht kleiner als 0,00\s€ sein$/),
      language: 'Sprache muss eine der gültigen Optionen sein',
      active: 'Aktiv muss Ja oder Nein sein',
      description: 'Beschreibung ist erforderlich',
    });
    expect(
      await d.db.selectFrom('products').selectAll().where('id', '=', 'ebook-test').execute(),
    ).toEqual([]);

    const created = await boss.request('/api/tables/products', {
      json: {
        id: 'ebook-test',
        name: 'Test',
        description: 'Beschreibung',
        price: 1234,
        compare_at_price: '',
        photo: '/images/cover-de.svg',
        file_key: 'ebooks/test.pdf',
        language: 'de',
        active: false,
        created_at: '1999-01-01T00:00:00.000Z',
        updated_at: '1999-01-01T00:00:00.000Z',
      },
    });
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ id: 'ebook-test', currency: 'EUR', active: false, sort_order: 0 });
    expect(row.compare_at_price).toBeNull();
    expect(row.created_at).not.toBe('1999-01-01T00:00:00.000Z');
    const stored = await d.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', 'ebook-test')
      .executeTakeFirstOrThrow();
    expect(stored.active).toBe(0);

    const dup = await boss.request('/api/tables/products', { json: { ...row, active: true } });
    expect(dup.status).toBe(409);

    // Update: the primary key and read-only fields are ignored, not applied. The row was last
    // written a while ago, so the update's timestamp is later without waiting for the clock.
    const before = new Date(Date.parse(stored.updated_at) - 60_000).toISOString();
    await d.db
      .updateTable('products')
      .set({ updated_at: before })
      .where('id', '=', 'ebook-test')
      .execute();
    const updated = await boss.request('/api/tables/products/ebook-test', {
      method: 'PUT',
      json: { id: 'other', price: 999, active: true, created_at: '1999-01-01T00:00:00.000Z' },
    });
    expect(updated.status).toBe(200);
    const after = await updated.json();
    expect(after).toMatchObject({
      id: 'ebook-test',
      price: 999,
      active: true,
      created_at: stored.created_at,
    });
    expect(after.updated_at > before).toBe(true);

    const badUpdate = await boss.request('/api/tables/products/ebook-test', {
      method: 'PUT',
      json: { price: 1.5, name: 'x'.repeat(201) },
    });
    expect(badUpdate.status).toBe(400);
    expect((await badUpdate.json()).errors).toEqual({
      price: 'Preis darf höchstens zwei Nachkommastellen haben',
      name: 'Name darf höchstens 200 Zeichen lang sein',
    });
    const unchanged = await d.db
      .selectFrom('products')
      .select(['price', 'name'])
      .where('id', '=', 'ebook-test')
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ price: 999, name: 'Test' });

    expect(
      (await boss.request('/api/tables/products/missing', { method: 'PUT', json: { price: 1 } }))
        .status,
    ).toBe(404);

    // Purchases: only name and e-mail are writable; the server owns the rest.
    await seedPurchases(d, 1);
    const purchase = await boss.request('/api/tables/ebook_purchases/p000', {
      method: 'PUT',
      json: { email: 'New@Example.com', amount: 1, status: 'refunded', download_count: 99 },
    });
    expect(purchase.status).toBe(200);
    expect(await purchase.json()).toMatchObject({
      email: 'new@example.com',
      amount: 4700,
      status: 'pending',
      download_count: 0,
    });
    const badEmail = await boss.request('/api/tables/ebook_purchases/p000', {
      method: 'PUT',
      json: { email: 'nope' },
    });
    expect((await badEmail.json()).errors).toEqual({
      email: 'E-Mail ist keine gültige E-Mail-Adresse',
    });

    // Administrators: e-mail is the key; created_at is filled by the server.
    const admin = await boss.request('/api/tables/admins', {
      json: { email: ' Helper@Example.com ' },
    });
    expect(admin.status).toBe(201);
    expect((await admin.json()).created_at).toMatch(/^\d{4}-/);
    const helper = await app.request('/api/tables/admins/helper@example.com', { method: 'DELETE' });
    expect(helper.status).toBe(401);

    expect(
      (await boss.request('/api/tables/admins/helper%40example.com', { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await boss.request('/api/tables/products/ebook-test', { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await boss.request('/api/tables/products/ebook-test', { method: 'DELETE' })).status,
    ).toBe(404);
    expect(await d.db.selectFrom('admins').selectAll().execute()).toEqual([]);
  });

  it('a products write changes what /api/products returns at once', async () => {
    const { boss, app } = await setup();
    const before = await (await app.request('/api/products')).json();
    const de = before.find((p: { id: string }) => p.id === 'ebook-restaurant-closer-de');
    expect(de.price).toBe(4700);
    const res = await boss.request('/api/tables/products/ebook-restaurant-closer-de', {
      method: 'PUT',
      json: { price: 3900 },
    });
    expect(res.status).toBe(200);
    const after = await (await app.request('/api/products')).json();
    expect(after.find((p: { id: string }) => p.id === de.id).price).toBe(3900);
    await boss.request('/api/tables/products/ebook-restaurant-closer-de', {
      method: 'PUT',
      json: { active: false },
    });
    const hidden = await (await app.request('/api/products')).json();
    expect(hidden.some((p: { id: string }) => p.id === de.id)).toBe(false);
  });

  it('exports the filtered, sorted rows as CSV across export pages', async () => {
    const { d, boss } = await setup();
    await seedPurchases(d, 45);
    const res = await boss.request(
      '/api/tables/ebook_purchases/export?status=pending&sort=amount:desc',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="ebook_purchases.csv"',
    );
    const lines = parseCsv(await res.text());
    expect(lines[0].slice(0, 3)).toEqual(['Bestellnummer', 'E-Mail', 'Name']);
    expect(lines).toHaveLength(1 + 15);
    expect(lines[1][0]).toBe('p042');

    // More rows than one export page, by key.
    const many = Array.from({ length: 2100 }, (_, i) => ({
      id: `x${String(i).padStart(5, '0')}`,
      email: `m${i}@example.com`,
      language: 'en',
      product_id: 'p',
      amount: 1,
      currency: 'EUR',
      provider: 'demo' as const,
      created_at: '2025-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < many.length; i += 500) {
      await d.db
        .insertInto('ebook_purchases')
        .values(many.slice(i, i + 500))
        .execute();
    }
    const all = parseCsv(
      await (await boss.request('/api/tables/ebook_purchases/export?language=en')).text(),
    );
    expect(all).toHaveLength(1 + 2100);
    expect(all[1][0]).toBe('x00000');
    expect(all[2100][0]).toBe('x02099');

    const products = await (await boss.request('/api/tables/products/export?language=de')).text();
    expect(products).toContain('ebook-restaurant-closer-de');
    expect(products).toContain(';Ja;');
    expect((await boss.request('/api/tables/products/export?nope=1')).status).toBe(400);
  });

  it('answers an error, not a 200 whose file then breaks, when the first rows cannot be read', async () => {
    const { d, boss } = await setup();
    // The table is out of reach after the sign-in was checked: the export's own query fails.
    await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(d.db);
    try {
      const res = await boss.request('/api/tables/audit_log/export');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Internal error', code: 'internal' });
    } finally {
      await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(d.db);
    }
    const after = await boss.request('/api/tables/audit_log/export');
    expect(after.status).toBe(200);
    expect((await after.text()).replace(/^\uFEFF/, '').startsWith('ID;Zeitpunkt;Wer;')).toBe(true);
  });
});
