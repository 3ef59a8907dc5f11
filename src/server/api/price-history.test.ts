import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';

const DE = 'ebook-restaurant-closer-de';
const DAY = 86_400_000;

describeEachDatabase('price history and honest "was" prices on %s', (suite) => {
  it('records each price change and allows only the lowest price of the 30 days before as "was" price', async () => {
    const d = suite.db();
    const { app, config } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient({ app, config }, d.db, 'boss@example.com');
    const product = async () =>
      (await (await boss.request(`/api/tables/products/${DE}`)).json()) as {
        version: number;
      };
    const edit = async (values: Record<string, unknown>) =>
      boss.request(`/api/tables/products/${DE}`, {
        method: 'PUT',
        json: { ...values, version: (await product()).version },
      });
    const history = () =>
      d.db
        .selectFrom('product_prices')
        .select(['id', 'price', 'changed_at'])
        .where('product_id', '=', DE)
        .orderBy('changed_at')
        .execute();
    // Moves the recorded changes back in time: 47 (40 days ago) → 39 (20) → 47 (10).
    const backdate = async (daysAgo: number[]) => {
      const rows = await history();
      for (const [i, days] of daysAgo.entries()) {
        await d.db
          .updateTable('product_prices')
          .set({ changed_at: new Date(Date.now() - days * DAY).toISOString() })
          .where('id', '=', rows[i]!.id)
          .execute();
      }
    };
    const shown = async () => {
      const products = (await (await app.request('/api/products')).json()) as Array<{
        id: string;
        price: number;
        compareAtPrice: number | null;
      }>;
      return products.find((p) => p.id === DE)!;
    };

    expect((await edit({ price: 3900 })).status).toBe(200);
    // An edit that leaves the price alone records nothing.
    expect((await edit({ name: 'Restaurant Closer (DE)' })).status).toBe(200);
    expect((await history()).map((h) => Number(h.price))).toEqual([4700, 3900]);
    await backdate([40, 20]);
    expect((await edit({ price: 4700 })).status).toBe(200);
    await backdate([40, 20, 10]);

    // 29 € "instead of 47 €": 39 € was charged in the 30 days before, so 47 € is refused.
    const refused = await edit({ price: 2900, compare_at_price: 4700 });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: Record<string, string> };
    const why = body.errors.compare_at_price!.replace(/\u00a0/g, ' ');
    expect(why).toMatch(
      /^Streichpreis wird nicht angezeigt: Der niedrigste Preis der 30 Tage vor der Senkung am .+ war 39,00 €/,
    );
    expect(why).toContain('Geben Sie 39,00 € ein oder lassen Sie das Feld leer.');
    expect(await shown()).toMatchObject({ price: 4700, compareAtPrice: null });
    expect((await history()).length).toBe(3);

    expect((await edit({ price: 2900, compare_at_price: 3900 })).status).toBe(200);
    expect(await shown()).toMatchObject({ price: 2900, compareAtPrice: 3900 });
    expect((await history()).map((h) => Number(h.price))).toEqual([4700, 3900, 4700, 2900]);
    // The "was" price alone changed to one that breaks the rule: refused, nothing changes.
    expect((await edit({ compare_at_price: 4700 })).status).toBe(400);
    // A "was" price at or below the price is refused too.
    const low = await edit({ compare_at_price: 2500 });
    const lowWhy = ((await low.json()) as { errors: Record<string, string> }).errors;
    expect(lowWhy.compare_at_price!.replace(/\u00a0/g, ' ')).toBe(
      'Streichpreis muss höher als der Preis (29,00 €) sein; leer lassen für keinen.',
    );
    expect(await shown()).toMatchObject({ price: 2900, compareAtPrice: 3900 });

    // A "was" price that went in before the rule existed (straight into the database) is not
    // shown when it does not meet it.
    await d.db
      .updateTable('products')
      .set({ compare_at_price: 9700 })
      .where('id', '=', DE)
      .execute();
    expect(await shown()).toMatchObject({ price: 2900, compareAtPrice: null });
  });

  it('counts only prices the edition was on sale at: off sale at 97 for 40 days, then 47 "was 97" is refused', async () => {
    const d = suite.db();
    const { app, config } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient({ app, config }, d.db, 'boss@example.com');
    const edit = async (values: Record<string, unknown>) => {
      const current = (await (await boss.request(`/api/tables/products/${DE}`)).json()) as {
        version: number;
      };
      return boss.request(`/api/tables/products/${DE}`, {
        method: 'PUT',
        json: { ...values, version: current.version },
      });
    };
    const setHistory = async (points: Array<[price: number, daysAgo: number, active: number]>) => {
      await d.db.deleteFrom('product_prices').where('product_id', '=', DE).execute();
      for (const [i, [price, days, active]] of points.entries()) {
        await d.db
          .insertInto('product_prices')
          .values({
            id: `p${i}`,
            product_id: DE,
            price,
            active,
            changed_at: new Date(Date.now() - days * DAY).toISOString(),
          })
          .execute();
      }
    };
    const shown = async () => {
      const products = (await (await app.request('/api/products')).json()) as Array<{
        id: string;
        compareAtPrice: number | null;
      }>;
      return products.find((p) => p.id === DE);
    };
    // Off sale at 97 € for the last 40 days.
    await d.db
      .updateTable('products')
      .set({ price: 9700, active: 0 })
      .where('id', '=', DE)
      .execute();
    await setHistory([[9700, 40, 0]]);
    const refused = await edit({ price: 4700, active: true, compare_at_price: 9700 });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: Record<string, string> };
    expect(errors.compare_at_price).toMatch(
      /^Streichpreis wird nicht angezeigt: In den 30 Tagen vor der Senkung am .+ war die Ausgabe nicht im Verkauf/,
    );
    // Nothing changed; put on sale at 47 € without a "was" price, the change is recorded.
    expect(await shown()).toBeUndefined();
    expect((await edit({ price: 4700, active: true })).status).toBe(200);
    const recorded = await d.db
      .selectFrom('product_prices')
      .select(['price', 'active'])
      .where('product_id', '=', DE)
      .orderBy('changed_at')
      .execute();
    expect(recorded.map((r) => [Number(r.price), Number(r.active)])).toEqual([
      [9700, 0],
      [4700, 1],
    ]);
    // A "was" price that went in straight into the database is not shown either.
    await d.db
      .updateTable('products')
      .set({ compare_at_price: 9700 })
      .where('id', '=', DE)
      .execute();
    expect(await shown()).toMatchObject({ compareAtPrice: null });
    // Taken off sale and back on (no price change): recorded, the price alone is not.
    expect((await edit({ active: false })).status).toBe(200);
    expect((await edit({ active: true })).status).toBe(200);
    const toggles = await d.db
      .selectFrom('product_prices')
      .select('active')
      .where('product_id', '=', DE)
      .orderBy('changed_at')
      .execute();
    expect(toggles.map((r) => Number(r.active))).toEqual([0, 1, 0, 1]);

    // The same prices while on sale: 97 € was offered through the 30 days, so it is the reference.
    await setHistory([[9700, 40, 1]]);
    await d.db
      .updateTable('products')
      .set({ price: 9700, compare_at_price: null })
      .where('id', '=', DE)
      .execute();
    expect((await edit({ price: 4700, compare_at_price: 9700 })).status).toBe(200);
    expect(await shown()).toMatchObject({ compareAtPrice: 9700 });
  });

  it('shows a "limited time" end only while it lasts', async () => {
    const d = suite.db();
    const { app } = createTestApp(d);
    const offer = async () =>
      (
        (await (await app.request('/api/products')).json()) as Array<{ offerEndsOn: string | null }>
      )[0]!.offerEndsOn;
    expect(await offer()).toBeNull();
    await d.db.updateTable('products').set({ offer_ends_on: '2099-12-31' }).execute();
    expect(await offer()).toBe('2099-12-31');
    await d.db.updateTable('products').set({ offer_ends_on: '2020-01-31' }).execute();
    expect(await offer()).toBeNull();
  });
});
