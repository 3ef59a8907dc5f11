import { describe, expect, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import { HOME_PATHS, LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { LANDING } from '../../src/app/content/index';
import { DESKTOP, newPage, PHONE, readUntil, shoot, shopForSuite } from './harness';

describe('landing page in Chromium', () => {
  const { server, browser } = shopForSuite();

  const homes: Array<[Lang, string]> = LANGS.map((l) => [l, HOME_PATHS[l]]);

  /** A page as the server sends it: what every browser gets before any script runs. */
  const html = async (url: string) => {
    const res = await fetch(server.url + url);
    expect(res.status, url).toBe(200);
    return res.text();
  };
  const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));

  it("serves the same landing page at /xx and at / as at each language's own address", async () => {
    const aliases: Array<[Lang, string]> = [...LANGS.map((l): [Lang, string] => [l, `/${l}`])];
    aliases.push(['en', '/']);
    for (const [lang, alias] of aliases) {
      const [own, other] = await Promise.all([html(HOME_PATHS[lang]), html(alias)]);
      expect(other, alias).toContain(`<html lang="${lang}"`);
      expect(mainOf(other), alias).toBe(mainOf(own));
    }
  });

  it.each(homes)('shows every section in %s at %s', async (lang, url) => {
    const copy = LANDING[lang];
    const { context, page } = await newPage(browser);
    const res = await page.goto(server.url + url);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.title()).toMatch(/Restaurant Closer$/);
    for (const id of ['problem', 'benefits', 'contents', 'pricing', 'faq']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
      const nav = page.locator(`header nav a[href="#${id}"]`);
      expect(await nav.innerText()).toBe(copy.nav[id as 'faq']);
    }
    const text = ((await page.locator('body').textContent()) ?? '').replace(/\s/g, ' ');
    for (const t of [
      copy.hero.badge,
      copy.hero.title,
      copy.problem.headline,
      copy.problem.solutionHeadline,
      copy.author.headline,
      copy.certifications.title,
      copy.benefits.headline,
      copy.contents.headline,
      copy.beforeAfter.headline,
      copy.personalNote.headline,
      copy.trustedBy.headline,
      copy.pricing.headline,
      copy.pricing.guaranteeTitle,
      copy.faq.headline,
      copy.finalCta.headline,
      copy.disclaimer,
    ]) {
      expect(text.toLowerCase(), t).toContain(t.replace(/\s/g, ' ').toLowerCase());
    }
    // The price from the product row; the seed has no reduction and no dated offer, so nothing
    // is struck through, no saving, no 30-day note and no time claim (decision D17).
    expect(text).toMatch(/47 ?€|€47/);
    for (const id of ['original-price', 'saving', 'lowest-price-note', 'offer-badge']) {
      expect(await page.locator(`[data-testid="${id}"]`).count(), id).toBe(0);
    }
    expect(await page.locator('main s, [data-testid="mobile-bar"] s').count()).toBe(0);
    expect(text).not.toContain(copy.hero.offerPrice);
    // Two real QR codes and lazy images below the fold.
    expect(await page.locator('[data-testid="certifications"] img').count()).toBe(2);
    expect(await page.locator('img[loading="lazy"]').count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  // The menu works the same in every language: its behaviour is tried once, and each
  // language's menu (the links and their targets) is read from the server's HTML below.
  it('opens, closes and follows the language dropdown', async () => {
    const lang: Lang = 'it';
    const { context, page } = await newPage(browser);
    await page.goto(server.url + localizedPath('home', lang));
    const menu = page.locator('details[data-language-menu]');
    const summary = menu.locator('summary');
    await summary.click();
    expect(await menu.getAttribute('open')).not.toBeNull();
    await summary.click();
    expect(await menu.getAttribute('open')).toBeNull();
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('open')).toBeNull();
    await summary.click();
    await page.locator('h1').click();
    expect(await menu.getAttribute('open')).toBeNull();
    const target: Lang = 'de';
    await summary.click();
    await menu.locator(`a[hreflang="${target}"]`).click();
    await page.waitForURL(server.url + localizedPath('home', target));
    expect(await page.getAttribute('html', 'lang')).toBe(target);
    await context.close();
  });

  it.each(LANGS)(
    'offers every language in the dropdown of %s, each to its own home page',
    async (lang) => {
      const page = await html(localizedPath('home', lang));
      const menu = page.slice(page.indexOf('data-language-menu'));
      for (const target of LANGS) {
        // React writes the attribute as hrefLang; HTML does not mind the case.
        expect(menu).toMatch(
          new RegExp(`<a href="${localizedPath('home', target)}" hreflang="${target}"`, 'i'),
        );
      }
    },
  );

  // The same script in every language: tried once.
  it('keeps one FAQ item open at a time', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url + localizedPath('home', 'es'));
    const items = page.locator('[data-testid="faq"] details');
    expect(await items.count()).toBe(4);
    const openCount = () => page.locator('[data-testid="faq"] details[open]').count();
    await items.nth(0).locator('summary').click();
    expect(await openCount()).toBe(1);
    await items.nth(2).locator('summary').click();
    expect(await openCount()).toBe(1);
    expect(await items.nth(2).getAttribute('open')).not.toBeNull();
    await items.nth(2).locator('summary').click();
    expect(await openCount()).toBe(0);
    await context.close();
  });

  it.each(LANGS)(
    'shows the mobile buy bar only at phone width, and buying lands on checkout (%s)',
    async (lang) => {
      const phone = await newPage(browser, PHONE);
      await phone.page.goto(server.url + localizedPath('home', lang));
      const bar = phone.page.locator('[data-testid="mobile-bar"]');
      expect(await bar.isVisible()).toBe(true);
      // The hero buy button is above the fold on a phone.
      const heroBuy = phone.page.locator('[data-buy="hero"]');
      const box = await heroBuy.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      await shoot(phone.page, `landing-${lang}-phone`);
      expect(await bar.locator('a').getAttribute('href')).toBe(localizedPath('checkout', lang));
      // Following a buy link is the same in every language: tried in one.
      if (lang === 'de') {
        await bar.locator('a').click();
        await phone.page.waitForURL(server.url + localizedPath('checkout', lang));
      }
      await phone.context.close();

      const desktop = await newPage(browser, DESKTOP);
      await desktop.page.goto(server.url + localizedPath('home', lang));
      expect(await desktop.page.locator('[data-testid="mobile-bar"]').isVisible()).toBe(false);
      await shoot(desktop.page, `landing-${lang}-desktop`);
      for (const where of ['hero', 'pricing', 'final', 'header', 'problem']) {
        expect(await desktop.page.locator(`[data-buy="${where}"]`).getAttribute('href')).toBe(
          localizedPath('checkout', lang),
        );
      }
      if (lang === 'de') {
        await desktop.page.locator('[data-buy="pricing"]').click();
        await desktop.page.waitForURL(server.url + localizedPath('checkout', lang));
      }
      await desktop.context.close();
    },
  );

  it.each(LANGS)('has the footer links of the language, each for a new tab (%s)', async (lang) => {
    const page = await html(localizedPath('home', lang));
    const footer = page.slice(page.indexOf('data-testid="footer"'));
    for (const [key, p] of [
      ['legalNotice', localizedPath('legalNotice', lang)],
      ['privacy', localizedPath('privacy', lang)],
      ['terms', localizedPath('terms', lang)],
      ['accessibility', localizedPath('accessibility', lang)],
    ] as const) {
      const link = new RegExp(`<a[^>]*href="${p}"[^>]*>([^<]*)</a>`).exec(footer);
      expect(link, `${lang} ${key}`).not.toBeNull();
      expect(link![0]).toContain('target="_blank"');
      expect(decodeText(link![1])).toBe(LANDING[lang].footer[key]);
    }
    expect(decodeText(footer)).toContain(LANDING[lang].disclaimer.slice(0, 30));
  });

  it("opens a footer link in a new tab, in the page's language", async () => {
    const lang: Lang = 'fr';
    const { context, page } = await newPage(browser);
    await page.goto(server.url + localizedPath('home', lang));
    const footer = page.locator('[data-testid="footer"]');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      footer.locator(`a[href="${localizedPath('terms', lang)}"]`).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(server.url + localizedPath('terms', lang));
    expect(await popup.getAttribute('html', 'lang')).toBe(lang);
    await context.close();
  });

  it('shows an administrator price change on the next load', async () => {
    const db = new Database(path.join(server.dataDir, 'shop.sqlite'));
    const before = await (await fetch(server.url + '/de/handbuch-service-verkauf')).text();
    expect(before.replace(/\s/g, ' ')).toContain('47 €');
    db.prepare('update products set price = 3900, updated_at = ? where id = ?').run(
      new Date().toISOString(),
      'ebook-restaurant-closer-de',
    );
    db.close();
    // The page cache checks its data at most once a second: ask until it has noticed.
    const after = await readUntil(
      async () =>
        (await (await fetch(server.url + '/de/handbuch-service-verkauf')).text()).replace(
          /\s/g,
          ' ',
        ),
      (html) => html.includes('39 €'),
    );
    expect(after).toContain('39 €');
    expect(after).not.toContain('>47 €<');
    // A lower price alone strikes nothing through: no "was" price is set (decision D17).
    expect(after).not.toMatch(/<s[\s>]/);
    expect(after).not.toContain('data-testid="saving"');
  });

  it('serves robots.txt, sitemap.xml and precompressed pages', async () => {
    const robots = await (await fetch(server.url + '/robots.txt')).text();
    for (const p of [
      '/admin',
      '/login',
      '/auth',
      '/api',
      '/checkout',
      '/it/checkout',
      '/fr/checkout',
    ]) {
      expect(robots).toContain(`Disallow: ${p}\n`);
    }
    const sitemap = await (await fetch(server.url + '/sitemap.xml')).text();
    for (const l of LANGS) {
      expect(sitemap).toContain(`${server.url}${HOME_PATHS[l]}</loc>`);
      expect(sitemap).toContain(`${server.url}${localizedPath('privacy', l)}</loc>`);
      expect(sitemap).toContain(`${server.url}${localizedPath('terms', l)}</loc>`);
      expect(sitemap).toContain(`${server.url}${localizedPath('legalNotice', l)}</loc>`);
      expect(sitemap).toContain(`${server.url}${localizedPath('accessibility', l)}</loc>`);
    }
    const res = await fetch(server.url + '/it/manuale-vendita-sala', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

/** Text as a reader sees it: tags dropped, the entities the renderer writes decoded. */
function decodeText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
