import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { LEGAL } from '../../src/app/content/index';
import { COMMON } from '../../src/app/content/common';
import { newPage, PHONE, shoot, serverForSuite, shopForSuite } from './harness';

type Doc = 'privacy' | 'terms' | 'legalNotice' | 'accessibility';
const DOCS: Doc[] = ['privacy', 'terms', 'legalNotice', 'accessibility'];
const pages: Array<[Lang, Doc]> = LANGS.flatMap((l) => DOCS.map((d) => [l, d] as [Lang, Doc]));

const SELLER = {
  SELLER_NAME: 'Trattoria Academy GmbH',
  SELLER_ADDRESS: 'Weinstraße 12, 80333 München',
  SELLER_VAT_ID: 'DE123456789',
  SUPPORT_EMAIL: 'hilfe@restaurant-closer.example',
  HOSTING_PROVIDER: 'Hébergeur Exemple SAS, 1 rue de la Paix, 75002 Paris, +33 1 23 45 67 89',
  CONSUMER_MEDIATOR: 'Médiateur Exemple, https://mediateur.example',
  LEGAL_UPDATED_AT: '2026-03-05',
};

const EXPECTED_DATE: Record<Lang, string> = {
  en: '5 March 2026',
  it: '5 marzo 2026',
  de: '5. März 2026',
  es: '5 de marzo de 2026',
  fr: '5 mars 2026',
};

describe('legal pages in Chromium', () => {
  // A tracker is configured, so the cookie banner asks for consent (D13).
  const { server, browser } = shopForSuite({ env: { ...SELLER, META_PIXEL_ID: '1234567890' } });
  const plain = serverForSuite();

  it.each(pages)('renders the %s %s page completely', async (lang, doc) => {
    const { context, page } = await newPage(browser);
    const path = localizedPath(doc, lang);
    const res = await page.goto(server.url + path);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const copy = LEGAL[lang][doc];
    expect(await page.locator('h1').innerText()).toBe(copy.title);
    const headings = await page.locator('main h2').allInnerTexts();
    expect(headings).toEqual(copy.sections.map((s) => s.heading));
    const updated = (await page.locator('[data-testid="updated"]').innerText()).replace(/\s/g, ' ');
    const fixedTerms = doc === 'terms' && (lang === 'es' || lang === 'fr');
    const date = fixedTerms
      ? lang === 'es'
        ? 'enero de 2025'
        : 'janvier 2025'
      : EXPECTED_DATE[lang];
    expect(updated).toBe(`${copy.updatedLabel} ${date}`.replace(/\s/g, ' '));
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\{(sellerName|sellerAddress|vatId|email|site)\}/);
    expect(text).not.toContain('not configured');
    expect(text).toContain(SELLER.SELLER_NAME);
    expect(text).toContain(SELLER.SELLER_ADDRESS);
    expect(text).toContain(SELLER.SUPPORT_EMAIL);
    if (lang === 'fr' && doc === 'legalNotice') expect(text).toContain(SELLER.HOSTING_PROVIDER);
    if (lang === 'fr' && doc === 'terms') expect(text).toContain(SELLER.CONSUMER_MEDIATOR);
    if (doc === 'terms' || doc === 'legalNotice') expect(text).toContain(SELLER.SELLER_VAT_ID);
    // Header logo to '/', flags to the same document in each language, footer of the language.
    expect(await page.locator('header a').first().getAttribute('href')).toBe('/');
    for (const l of LANGS) {
      expect(await page.locator(`header a[hreflang="${l}"]`).getAttribute('href')).toBe(
        localizedPath(doc, l),
      );
    }
    const footer = page.locator('[data-testid="footer"]');
    for (const d of DOCS) {
      const a = footer.locator(`a[href="${localizedPath(d, lang)}"]`);
      expect(await a.getAttribute('target')).toBe('_blank');
    }
    // Canonical and alternates between the language versions.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      server.url + path,
    );
    expect(await page.locator('link[rel="alternate"]').count()).toBe(6);
    await context.close();
  });

  it('marks the seller placeholders clearly when nothing is configured', async () => {
    const html = await (await fetch(plain.url + '/de/impressum')).text();
    expect(html).toContain('[SELLER_NAME not configured]');
    expect(html).toContain('[SELLER_ADDRESS not configured]');
    expect(html).toContain('[SELLER_VAT_ID not configured]');
  });

  it.each(LANGS)(
    'opens the privacy page of the language in a new tab from the cookie banner (%s)',
    async (lang) => {
      const { context, page } = await newPage(browser, PHONE, { consent: null });
      await page.goto(server.url + localizedPath('home', lang));
      const banner = page.locator('#cookie-banner');
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.innerText()).toContain(COMMON[lang].banner.title);
      const link = banner.locator('a');
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(server.url + localizedPath('privacy', lang));
      expect(await popup.locator('h1').innerText()).toBe(LEGAL[lang].privacy.title);
      await shoot(popup, `privacy-${lang}-phone`);
      await context.close();
    },
  );
});
