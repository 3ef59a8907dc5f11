import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill, LANDING } from '../../src/app/content/index';
import { SHOP } from '../../src/app/content/shop/index';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { DESKTOP, newPage, PHONE, readUntil, serverDatabase, shoot, shopForSuite } from './harness';

/** Intl writes a no-break space between amount and sign; compared on plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** 47.00 against 47.50: a saving of fifty cents, in each language's format. */
const PRICE: Record<Lang, { price: string; was: string; saving: string }> = {
  en: { price: '€47', was: '€47.50', saving: '€0.50' },
  it: { price: '47 €', was: '47,50 €', saving: '0,50 €' },
  de: { price: '47 €', was: '47,50 €', saving: '0,50 €' },
  es: { price: '47 €', was: '47,50 €', saving: '0,50 €' },
  fr: { price: '47 €', was: '47,50 €', saving: '0,50 €' },
};

/** The sentence beside the struck price on the landing page, with the struck price in it. */
const LOWEST_PRICE_NOTE: Record<Lang, string> = {
  en: 'Lowest price of the last 30 days: {price}',
  it: 'Prezzo più basso degli ultimi 30 giorni: {price}',
  de: 'Niedrigster Preis der letzten 30 Tage: {price}',
  es: 'Precio más bajo de los últimos 30 días: {price}',
  fr: 'Prix le plus bas des 30 derniers jours : {price}',
};

/**
 * Amounts are cents in the data and euros only on the page: a compare-at price of 47.50 over a
 * price of 47.00 is a saving of 0.50, not 50, on the landing page and in the checkout. The
 * price was 47.50 until yesterday, so 47.50 is the lowest price of the 30 days before the
 * reduction and may be struck through (decision D17).
 */
describe('prices in Chromium', () => {
  const { server, browser } = shopForSuite();
  const own = serverDatabase(server);

  beforeAll(async () => {
    // 47.50 from forty days ago, 47.00 since the shop started: the record covers the 30 days
    // before the reduction, and 47.50 is their lowest price, the only "was" price the pages may
    // show (decision D17).
    const products = await own.database.db.selectFrom('products').select('id').execute();
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    for (const { id } of products) {
      await own.database.db
        .insertInto('product_prices')
        .values({ id: `was-${id}`, product_id: id, price: 4750, changed_at: fortyDaysAgo })
        .execute();
    }
  });

  it.each(LANGS)('shows a saving of fifty cents as cents (%s)', async (lang) => {
    const { db } = own.database;
    await db.deleteFrom('product_prices').execute();
    const products = await db.selectFrom('products').select('id').execute();
    const day = 86_400_000;
    for (const { id } of products) {
      for (const [price, at] of [
        [4750, Date.now() - 40 * day],
        [4700, Date.now() - day],
      ]) {
        await db
          .insertInto('product_prices')
          .values({
            id: randomUUID(),
            product_id: id,
            price,
            changed_at: new Date(at).toISOString(),
          })
          .execute();
      }
    }
    await db
      .updateTable('products')
      .set({ price: 4700, compare_at_price: 4750, updated_at: new Date().toISOString() })
      .execute();
    const viewport = lang === 'de' || lang === 'es' ? PHONE : DESKTOP;
    const { context, page } = await newPage(browser, viewport);
    const home = server.url + localizedPath('home', lang);
    // The page cache notices the change within a second.
    await readUntil(
      async () => {
        await page.goto(home);
        return plain(await page.locator('[data-testid="saving"]').first().textContent());
      },
      (saving) => saving.includes(PRICE[lang].saving),
    );
    const block = page.locator('[data-testid="price-block"]').first();
    expect(plain(await block.locator('[data-testid="price"]').textContent())).toBe(
      PRICE[lang].price,
    );
    expect(plain(await block.locator('[data-testid="original-price"]').textContent())).toBe(
      PRICE[lang].was,
    );
    expect(plain(await block.locator('[data-testid="saving"]').textContent())).toBe(
      plain(fill(LANDING[lang].hero.savings, { saving: PRICE[lang].saving })),
    );
    expect(plain(await block.locator('[data-testid="lowest-price-note"]').textContent())).toBe(
      plain(LOWEST_PRICE_NOTE[lang].replace('{price}', PRICE[lang].was)),
    );
    await shoot(page, `prices-landing-${lang}-${viewport.width}`);

    await page.goto(server.url + localizedPath('checkout', lang));
    expect(plain(await page.locator('[data-testid="summary-saving"]').textContent())).toBe(
      plain(fill(SHOP[lang].checkout.savings, { saving: PRICE[lang].saving })),
    );
    expect(plain(await page.locator('[data-testid="summary-original-price"]').textContent())).toBe(
      PRICE[lang].was,
    );
    expect(plain(await page.locator('[data-testid="summary-lowest-price"]').textContent())).toBe(
      plain(fill(SHOP[lang].checkout.lowestPrice, { price: PRICE[lang].was })),
    );
    await shoot(page, `prices-checkout-${lang}-${viewport.width}`);
    if (viewport === PHONE) {
      // The lowest-price line does not push the buy button below the fold.
      const buy = (await page.locator('[data-testid="buy-button"]').boundingBox())!;
      expect(buy.y + buy.height).toBeLessThanOrEqual(PHONE.height);
    }
    await context.close();
  });
});
