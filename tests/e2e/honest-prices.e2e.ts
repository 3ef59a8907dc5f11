import { randomUUID } from 'node:crypto';
import { formatDay } from '../../src/shared/format';
import { describe, expect, it } from 'vitest';
import { fill, LANDING } from '../../src/app/content/index';
import { HOME_PATHS, LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, newPage, PHONE, readUntil, serverDatabase, shoot, shopForSuite } from './harness';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** A calendar day this many days from now; far enough from today to be the same in Berlin. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** Intl writes a no-break space between amount and sign; compared on plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The JSON-LD offer of a page's HTML. */
function offerOf(html: string): Record<string, any> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'JSON-LD').not.toBeNull();
  return JSON.parse(m![1]).offers;
}

/**
 * Decision D17 on the landing page, against the server's own price history: a struck-through
 * price only when it is the lowest price of the 30 days before the reduction, with the note
 * that says so; "limited time" only with a real end date; and a seller's '?code=' carried by
 * the static page's links to the checkout.
 */
describe('honest prices on the landing page', () => {
  const { server, browser } = shopForSuite();
  const own = serverDatabase(server);
  const db = () => own.database.db;

  /** Replaces a product's recorded prices with these, oldest first. */
  async function setHistory(productId: string, points: Array<[price: number, at: string]>) {
    await db().deleteFrom('product_prices').where('product_id', '=', productId).execute();
    for (const [price, at] of points) {
      await db()
        .insertInto('product_prices')
        .values({ id: randomUUID(), product_id: productId, price, changed_at: at })
        .execute();
    }
  }

  async function setProduct(
    productId: string,
    values: { price?: number; compare_at_price?: number | null; offer_ends_on?: string | null },
  ) {
    await db()
      .updateTable('products')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', productId)
      .execute();
  }

  /** 47 → 39 → 47 → 29 within the last 30 days: the lowest before the reduction was 39. */
  async function reduceTo29(lang: Lang, compareAt: number) {
    const id = productIdFor(lang);
    await setProduct(id, { price: 2900, compare_at_price: compareAt });
    await setHistory(id, [
      [4700, ago(60)],
      [3900, ago(20)],
      [4700, ago(10)],
      [2900, ago(1)],
    ]);
  }

  /** Back to the seed: 47, no struck price, no offer. */
  async function restore(lang: Lang) {
    const id = productIdFor(lang);
    await setProduct(id, { price: 4700, compare_at_price: null, offer_ends_on: null });
    await setHistory(id, [[4700, ago(90)]]);
  }

  const page = async (url: string, init?: RequestInit) => {
    const res = await fetch(server.url + url, init);
    expect(res.status, url).toBe(200);
    return { res, html: await res.text() };
  };
  /** The page's HTML once the page cache shows what the database now holds. */
  const htmlUntil = (url: string, done: (html: string) => boolean) =>
    readUntil(async () => (await page(url)).html, done);

  it('strikes through 47 never, and 39 with its note, after 47 → 39 → 47 → 29', async () => {
    const url = HOME_PATHS.de;
    const copy = LANDING.de;
    try {
      // The seller's 47 is not the lowest price of the 30 days before the reduction: not shown.
      await reduceTo29('de', 4700);
      let html = await htmlUntil(url, (h) => h.includes('>29\u00a0€<'));
      expect(html).toContain('>29\u00a0€<');
      expect(html).not.toMatch(/<s[\s>]/);
      expect(html).not.toContain('data-testid="saving"');
      expect(html).not.toContain('Niedrigster Preis');
      let offer = offerOf(html);
      expect(offer.price).toBe('29.00');
      expect(offer).not.toHaveProperty('priceSpecification');
      // Nothing in the offer names 47 (its address is left out: the server's port may hold "47").
      expect(JSON.stringify({ ...offer, url: '' })).not.toContain('47');

      // 39 is that lowest price: struck through everywhere, with the note, and in the JSON-LD.
      await setProduct(productIdFor('de'), { compare_at_price: 3900 });
      html = await htmlUntil(url, (h) => h.includes('data-testid="original-price"'));
      const note = 'Niedrigster Preis der letzten 30 Tage: 39\u00a0€';
      expect(html.split(note).length - 1, 'notes').toBe(4); // hero, pricing card, final, mobile bar
      expect(html.match(/<s [^>]*>39\u00a0€<\/s>/g)).toHaveLength(4);
      expect(html).toContain(fill(copy.hero.savings, { saving: '10\u00a0€' }));
      offer = offerOf(html);
      expect(offer).toMatchObject({
        price: '29.00',
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '39.00',
          priceCurrency: 'EUR',
        },
      });

      // What Chromium shows.
      const { context, page: tab } = await newPage(browser, PHONE);
      await tab.goto(server.url + url);
      const block = tab.locator('[data-testid="price-block"]').first();
      expect(plain(await block.locator('[data-testid="original-price"]').textContent())).toBe(
        '39 €',
      );
      expect(plain(await block.locator('[data-testid="lowest-price-note"]').textContent())).toBe(
        plain(note),
      );
      expect(
        plain(await tab.locator('[data-testid="mobile-lowest-price-note"]').textContent()),
      ).toBe(plain(note));
      await context.close();
    } finally {
      await restore('de');
    }
  });

  it('names the end of a dated offer while it lasts, and claims no time once it is over', async () => {
    const lang: Lang = 'fr';
    const copy = LANDING[lang];
    const url = HOME_PATHS[lang];
    const day = dayFromNow(30);
    const date = formatDay(day, lang)!;
    const { context, page: tab } = await newPage(browser, DESKTOP);
    const text = async () => plain(await tab.locator('body').textContent());
    /** Reloads the landing page until it shows `badges` offer badges. */
    const offerBadgesShown = (badges: number) =>
      readUntil(
        async () => {
          await tab.goto(server.url + url);
          return tab.locator('[data-testid="offer-badge"]').count();
        },
        (n) => n === badges,
      );
    try {
      await setProduct(productIdFor(lang), { offer_ends_on: day });
      await offerBadgesShown(1);
      const body = await text();
      for (const claim of [
        fill(copy.hero.offerBadge, { date }),
        fill(copy.pricing.offerText, { date }),
        fill(copy.finalCta.offerText, { date }),
      ]) {
        expect(body.toLowerCase(), claim).toContain(plain(claim).toLowerCase());
      }
      expect(body).toContain(plain(copy.hero.offerPrice));
      expect(offerOf((await page(url)).html).priceValidUntil).toBe(day);

      // Yesterday's end: the offer is over, and the page says nothing about time.
      await setProduct(productIdFor(lang), { offer_ends_on: dayFromNow(-2) });
      await offerBadgesShown(0);
      const after = await text();
      expect(after).toContain(plain(copy.hero.badge));
      expect(after).not.toContain(plain(copy.hero.offerPrice));
      expect(after).not.toMatch(/lancement|jusqu'au|durée limitée/i);
      expect(offerOf((await page(url)).html)).not.toHaveProperty('priceValidUntil');
    } finally {
      await context.close();
      await restore(lang);
    }
  });

  describe('a discount code in a landing address', () => {
    const checkoutLinks = (html: string) =>
      [...html.matchAll(/<a [^>]*href="([^"]*\/checkout[^"]*)"/g)].map((m) => m[1]);

    it('carries the code on every checkout and language link, leaving the plain page as it is', async () => {
      const url = '/de';
      // Twice, so the fast path (which serves cached pages from memory) knows the page.
      await page(url);
      const plainPage = await page(url);
      const coded = await page(`${url}?code=launch`);
      const links = checkoutLinks(coded.html);
      expect(links.length).toBeGreaterThanOrEqual(5); // header, hero, pricing, final, mobile bar
      expect(new Set(links)).toEqual(new Set(['/de/checkout?code=LAUNCH']));
      for (const l of LANGS.filter((l) => l !== 'de')) {
        expect(coded.html, l).toContain(`href="${localizedPath('home', l)}?code=LAUNCH"`);
      }
      // Search engines still see one address; the plain page has no code anywhere.
      expect(coded.html).toContain(`rel="canonical" href="${server.url}${HOME_PATHS.de}"`);
      expect(plainPage.html).not.toContain('code=');
      expect(new Set(checkoutLinks(plainPage.html))).toEqual(new Set(['/de/checkout']));
      // Still no JavaScript file, the same policy, its own ETag and cheap revalidation.
      for (const html of [plainPage.html, coded.html]) {
        expect(html).not.toMatch(/<script[^>]+src=|modulepreload/);
      }
      expect(coded.res.headers.get('content-security-policy')).toBe(
        plainPage.res.headers.get('content-security-policy'),
      );
      const etag = coded.res.headers.get('etag')!;
      expect(etag).not.toBe(plainPage.res.headers.get('etag'));
      const again = await fetch(`${server.url}${url}?code=LAUNCH`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      const plainAgain = await fetch(server.url + url, {
        headers: { 'if-none-match': plainPage.res.headers.get('etag')! },
      });
      expect(plainAgain.status).toBe(304);
      // Compressed like the plain page.
      const br = await fetch(`${server.url}${url}?code=LAUNCH`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toBe(coded.html);
    });

    it('ignores anything that is not 3 to 32 letters and digits', async () => {
      const plainPage = await page(HOME_PATHS.it);
      for (const code of ['ab', 'a'.repeat(33), 'LA-UNCH', '%22%3E%3Cscript%3E', '']) {
        const res = await page(`${HOME_PATHS.it}?code=${code}`);
        expect(res.html, code).toBe(plainPage.html);
        expect(res.res.headers.get('etag'), code).toBe(plainPage.res.headers.get('etag'));
      }
    });

    it('takes the buyer from the buy button to the checkout with the code', async () => {
      const { context, page: tab } = await newPage(browser, PHONE);
      await tab.goto(`${server.url}/de?code=Launch`);
      await tab.locator('[data-buy="hero"]').click();
      await tab.waitForURL(/\/de\/checkout\?code=LAUNCH$/);
      expect(new URL(tab.url()).search).toBe('?code=LAUNCH');
      await context.close();
    });
  });

  // Every home page with an honest reduction and a dated offer, and with neither; screenshots
  // for looking at with SCREENSHOTS=1.
  it('shows the five home pages with a reduction, accessibly, and with none', async () => {
    try {
      for (const lang of LANGS) {
        await reduceTo29(lang, 3900);
        await setProduct(productIdFor(lang), { offer_ends_on: dayFromNow(36) });
      }
      for (const reduced of [true, false]) {
        if (!reduced) for (const lang of LANGS) await restore(lang);
        for (const lang of LANGS) {
          for (const viewport of [PHONE, DESKTOP]) {
            const { context, page: tab } = await newPage(browser, viewport);
            const count = await readUntil(
              async () => {
                await tab.goto(server.url + HOME_PATHS[lang]);
                return tab.locator('[data-testid="lowest-price-note"]').count();
              },
              (n) => (reduced ? n > 0 : n === 0),
            );
            expect(count > 0, lang).toBe(reduced);
            // The struck price, the note and the dated badge keep WCAG AA contrast.
            if (reduced) await expectNoAxeViolations(tab, `${lang} ${viewport.width}`);
            await shoot(tab, `landing-${reduced ? 'reduced' : 'plain'}-${lang}-${viewport.width}`);
            await context.close();
          }
        }
      }
    } finally {
      for (const lang of LANGS) await restore(lang);
    }
  });
});
