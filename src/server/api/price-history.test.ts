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
