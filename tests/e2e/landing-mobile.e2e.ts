import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, localizedPath, type Lang } from '../../src/shared/languages';
import { LANDING } from '../../src/app/content/index';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, newPage, PHONE, readUntil, shoot, shopForSuite } from './harness';

const WIDTHS = [320, 390, 768, 1280];
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

interface SealReport {
  /** Text of the pricing section (outside the seal) whose box the seal's disc touches. */
  covered: string[];
  /** Corners of the seal's own words that lie outside its inner ring. */
  wordsOutsideRing: string[];
  /** The disc reaches beyond the viewport or the section that paints it. */
  clipped: boolean;
  /** The page scrolls sideways. */
  horizontalOverflow: boolean;
  /** How many lines of text were measured, around the seal and in it. */
  linesAround: number;
  linesInSeal: number;
}

/**
 * Measures the guarantee seal against the text around it. The seal is a disc, so its outline
 * is a circle; its words are measured with the rotation taken off (a rotation about the
 * centre keeps every point's distance to the centre).
 */
function measureSeal(page: Page): Promise<SealReport> {
  return page.evaluate(() => {
    const seal = document.querySelector('[data-testid="guarantee-seal"]') as HTMLElement;
    const section = document.getElementById('pricing')!;
    const textRects = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    };
    const textNodes = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (walker.nextNode()) {
        const n = walker.currentNode as Text;
        if (n.data.trim()) nodes.push(n);
      }
      return nodes;
    };

    const outer = seal.getBoundingClientRect();
    const cx = outer.left + outer.width / 2;
    const cy = outer.top + outer.height / 2;
    const saved = seal.style.rotate;
    seal.style.rotate = '0deg';
    const flat = seal.getBoundingClientRect();
    const radius = flat.width / 2;
    const inner = radius - parseFloat(getComputedStyle(seal).borderTopWidth);

    // Every line of text in the section, the card's first lines included, stays 4 px clear.
    const covered: string[] = [];
    let linesAround = 0;
    let linesInSeal = 0;
    for (const node of textNodes(section)) {
      if (seal.contains(node)) continue;
      for (const r of textRects(node)) {
        linesAround++;
        const nx = Math.max(r.left, Math.min(cx, r.right));
        const ny = Math.max(r.top, Math.min(cy, r.bottom));
        if (Math.hypot(nx - cx, ny - cy) < radius + 4) covered.push(node.data.trim());
      }
    }
    const wordsOutsideRing: string[] = [];
    for (const node of textNodes(seal)) {
      for (const r of textRects(node)) {
        linesInSeal++;
        for (const [x, y] of [
          [r.left, r.top],
          [r.right, r.top],
          [r.left, r.bottom],
          [r.right, r.bottom],
        ]) {
          if (Math.hypot(x - cx, y - cy) > inner) wordsOutsideRing.push(node.data.trim());
        }
      }
    }
    seal.style.rotate = saved;

    const box = section.getBoundingClientRect();
    const clipped =
      cx - radius < 0 ||
      cx + radius > document.documentElement.clientWidth ||
      cx - radius < box.left ||
      cx + radius > box.right ||
      cy - radius < box.top;
    return {
      covered: [...new Set(covered)],
      wordsOutsideRing: [...new Set(wordsOutsideRing)],
      clipped,
      horizontalOverflow:
        document.documentElement.scrollWidth > document.documentElement.clientWidth,
      linesAround,
      linesInSeal,
    };
  });
}

/** Alpha of a computed colour: rgb(), rgba(), or the 'a / alpha' forms of color-mix results. */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return parseFloat(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
  return rgba ? parseFloat(rgba[1]) : 1;
}

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  });

describe('landing page on a phone and on desktop, in Chromium', () => {
  const { server, browser } = shopForSuite();

  const cases = LANGS.flatMap((lang) => WIDTHS.map((w) => [lang, w] as [Lang, number]));

  it.each(cases)(
    'the guarantee seal covers no text, its words stay inside its ring (%s, %i px)',
    async (lang, width) => {
      const { context, page } = await newPage(browser, viewport(width));
      await page.goto(server.url + localizedPath('home', lang));
      await page.locator('#pricing').scrollIntoViewIfNeeded();
      const seal = page.locator('[data-testid="guarantee-seal"]');
      expect(await seal.isVisible()).toBe(true);
      expect(await seal.innerText()).toMatch(/100\s?%/);
      const report = await measureSeal(page);
      expect(report.linesAround).toBeGreaterThan(10);
      expect(report.linesInSeal).toBeGreaterThanOrEqual(2);
      expect(report.covered, 'text under the seal').toEqual([]);
      expect(report.wordsOutsideRing, 'words over the ring').toEqual([]);
      expect(report.clipped, 'seal clipped').toBe(false);
      expect(report.horizontalOverflow, 'page scrolls sideways').toBe(false);
      // The card's first line says what "for buyers only" concretely means (decision 088).
      expect(await page.locator('[data-testid="pricing-exclusive"]').textContent()).toBe(
        LANDING[lang].pricing.exclusive,
      );
      if (width === 390 || width === 1280) {
        await expectNoAxeViolations(page);
        await shoot(page, `landing-${lang}-${width}-seal`);
      }
      await context.close();
    },
  );

  it.each(LANGS)(
    'the mobile buy bar is opaque and steps aside for the pricing card’s button (%s)',
    async (lang) => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(server.url + localizedPath('home', lang));
      const bar = page.locator('[data-testid="mobile-bar"]');
      expect(await bar.isVisible()).toBe(true);
      const bg = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(alphaOf(bg), bg).toBe(1);
      expect(await bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

      const cardBuy = page.locator('[data-buy="pricing"]');
      await cardBuy.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect(
        await readUntil(
          () => bar.isVisible(),
          (v) => !v,
        ),
      ).toBe(false);
      // Nothing lies over the card's own button: a tap at its centre reaches it.
      const hit = await cardBuy.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!top && el.contains(top);
      });
      expect(hit).toBe(true);
      await shoot(page, `landing-${lang}-phone-pricing-button`);

      // Away from the card the bar returns, at the top and at the very bottom of the page.
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      expect(
        await readUntil(
          () => bar.isVisible(),
          (v) => v,
        ),
      ).toBe(true);
      await page.evaluate(() =>
        scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      expect(
        await readUntil(
          () => bar.isVisible(),
          (v) => v,
        ),
      ).toBe(true);
      const footerBottom = await page
        .locator('[data-testid="footer"]')
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      await context.close();
    },
  );

  it.each(LANGS)('the section links open from a menu below 1024 px (%s)', async (lang) => {
    const copy = LANDING[lang];
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(server.url + localizedPath('home', lang));
    const button = page.locator('[data-testid="section-menu-button"]');
    const menu = page.locator('header nav[data-section-menu]');
    const link = (id: string) => menu.locator(`a[href="#${id}"]`);
    const isOpen = () => menu.evaluate((el) => el.matches(':popover-open'));
    expect(await button.isVisible()).toBe(true);
    expect(await link('faq').isVisible()).toBe(false);

    // Pointer: open, every link is on screen, following one closes the menu and scrolls.
    await button.click();
    for (const id of ['problem', 'benefits', 'contents', 'pricing', 'faq']) {
      expect(await link(id).isVisible(), id).toBe(true);
      expect(await link(id).innerText()).toBe(copy.nav[id as 'faq']);
      expect(await inViewport(page, `header nav a[href="#${id}"]`)).toBe(true);
    }
    await shoot(page, `landing-${lang}-phone-menu`);
    // What follows works the same in every language (the same script and layout rules): it is
    // tried in one, the menu's texts and their fit on the screen in each.
    if (lang !== 'de') {
      await context.close();
      return;
    }
    await link('faq').click();
    expect(await readUntil(isOpen, (open) => !open)).toBe(false);
    await page.waitForURL(/#faq$/);
    expect(
      await readUntil(
        () => inViewport(page, '#faq'),
        (v) => v,
      ),
    ).toBe(true);

    // Keyboard: Enter opens, Tab reaches the links, Escape closes.
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[data-section-menu]')),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    await context.close();

    // From 1024 px the links sit in the header and the menu button is gone.
    const desktop = await newPage(browser, DESKTOP);
    await desktop.page.goto(server.url + localizedPath('home', lang));
    expect(await desktop.page.locator('[data-testid="section-menu-button"]').isVisible()).toBe(
      false,
    );
    for (const id of ['problem', 'benefits', 'contents', 'pricing', 'faq']) {
      expect(await desktop.page.locator(`header nav a[href="#${id}"]`).isVisible(), id).toBe(true);
    }
    await desktop.context.close();
  });

  it.each(LANGS)('shows the not-affiliated disclaimer once (%s)', async (lang) => {
    // The landing page is complete as the server sends it (no script adds text): its HTML says.
    const res = await fetch(server.url + localizedPath('home', lang));
    const html = await res.text();
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    const text = squash(
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    const disclaimer = squash(LANDING[lang].disclaimer);
    expect(text.split(disclaimer).length - 1).toBe(1);
    expect(html.split('data-testid="disclaimer"').length - 1).toBe(1);
  });

  it('gives every page one title style: "<page> | Restaurant Closer"', async () => {
    const pattern = /^[^|]+ \| Restaurant Closer$/;
    const titleOf = async (path: string) => {
      const html = await (await fetch(server.url + path)).text();
      return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
    };
    const paths: string[] = ['/login', '/admin', '/download/not-a-link', '/demo-pay/not-a-payment'];
    for (const lang of LANGS) {
      for (const page of [
        'checkout',
        'error',
        'thanks',
        'privacy',
        'terms',
        'legalNotice',
        'accessibility',
      ] as const)
        paths.push(localizedPath(page, lang));
      paths.push(`/${lang}/no-such-page`);
    }
    for (const path of paths) {
      const title = await titleOf(path);
      expect(title, path).toMatch(pattern);
      // One separator: no dashes or dots standing in for it.
      expect(title, path).not.toMatch(/ [–·-] /);
    }
    // Landing titles name the price as well (D11).
    for (const lang of LANGS) {
      const title = await titleOf(localizedPath('home', lang));
      expect(title, lang).toMatch(pattern);
      expect(title, lang).not.toMatch(/ [–·-] /);
      expect(title.replace(/\s/g, ' '), lang).toMatch(/47 ?€|€47/);
    }
  });
});
