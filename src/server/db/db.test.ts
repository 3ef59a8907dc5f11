import { migrations } from './migrations/index';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { migrateToLatest, openDatabase } from './index';
import { listActiveProducts } from '../domain/checkout/catalog';

describeEachDatabase('database on %s', ({ db, create }) => {
  it('migrates from nothing and seeds the five editions', async () => {
    const d = await create({ migrate: false });
    const applied = await migrateToLatest(d.db);
    // Every migration, in order; the first ones are the shop's original schema.
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(applied.slice(0, 6)).toEqual([
      '001-products',
      '002-seed-products',
      '003-auth',
      '004-purchases',
      '005-demo-payments',
      '006-purchase-indexes',
    ]);
    const products = await listActiveProducts(d.db);
    expect(products.map((p) => p.id)).toEqual([
      'ebook-restaurant-closer-en',
      'ebook-restaurant-closer-it',
      'ebook-restaurant-closer-de',
      'ebook-restaurant-closer-es',
      'ebook-restaurant-closer-fr',
    ]);
    expect(products[0]).toMatchObject({
      price: 4700,
      // No earlier price is on record, so no struck-through price (decision D17).
      compareAtPrice: null,
      offerEndsOn: null,
      currency: 'EUR',
      language: 'en',
    });
    const history = await d.db.selectFrom('product_prices').selectAll().execute();
    expect(history.map((h) => [h.product_id, Number(h.price)]).sort()).toEqual(
      products.map((p) => [p.id, 4700]).sort(),
    );
    expect(products.every((p) => p.photo.startsWith('/images/'))).toBe(true);
  });

  it('never duplicates or overwrites the seed on a restart', async () => {
    const d = db();
    await d.db
      .updateTable('products')
      .set({ price: 3900, name: 'Edited' })
      .where('id', '=', 'ebook-restaurant-closer-en')
      .execute();
    await d.db.deleteFrom('products').where('id', '=', 'ebook-restaurant-closer-fr').execute();
    await d.close();
    // A second start on the same data.
    const again = openDatabase(d.target);
    expect(await migrateToLatest(again.db)).toEqual([]);
    const products = await listActiveProducts(again.db);
    await again.close();
    expect(products).toHaveLength(4);
    expect(products[0]).toMatchObject({ name: 'Edited', price: 3900 });
  });

  it('hides inactive products', async () => {
    const d = db();
    await d.db.updateTable('products').set({ active: 0 }).where('language', '=', 'de').execute();
    const ids = (await listActiveProducts(d.db)).map((p) => p.id);
    expect(ids).not.toContain('ebook-restaurant-closer-de');
    expect(ids).toHaveLength(4);
  });

  it('leaves no connection open once closed, also when only the pool itself was used', async () => {
    const d = db();
    const other = openDatabase(d.target);
    // The rate limits query the pool directly; Kysely never takes a connection here.
    if (other.client.kind === 'postgres') await other.client.pool.query('select 1');
    else other.client.database.prepare('select 1').get();
    await other.close();
    if (other.client.kind === 'postgres') {
      expect(other.client.pool.ending).toBe(true);
      expect(other.client.pool.totalCount).toBe(0);
    } else expect(other.client.database.open).toBe(false);
  });
});
