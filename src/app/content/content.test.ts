import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/languages';
import { COMMON } from './common';
import { LANDING, LEGAL, fill } from './index';
import { leaves } from './copy-leaves';

describe.each(LANGS)('landing copy (%s)', (lang) => {
  const copy = LANDING[lang];

  it('has the same shape as English, with no empty text', () => {
    const shape = (v: unknown) => leaves(v).map(([p]) => p.replace(/\[\d+\]/g, '[]'));
    expect(new Set(shape(copy))).toEqual(new Set(shape(LANDING.en)));
    for (const [path, text] of leaves(copy)) expect(text.trim(), path).not.toBe('');
    expect(copy.lang).toBe(lang);
  });

  it('never states a price itself: prices come from the product row', () => {
    for (const [path, text] of leaves(copy)) {
      expect(text, path).not.toMatch(/€|\bEUR\b|\b(47|97|50)\s?(€|euro)/i);
    }
    expect(copy.meta.title).toContain('{price}');
    expect(copy.hero.savings).toContain('{saving}');
  });

  // Decision D17: "limited time" only with a real end date. The dated texts name it; every
  // other text makes no time claim.
  it('claims a limited time only in the dated offer texts, which name the date', () => {
    const dated = ['hero.offerBadge', 'pricing.offerText', 'finalCta.offerText'];
    for (const path of dated) {
      const text = leaves(copy).find(([p]) => p === path)![1];
      expect(text, path).toContain('{date}');
    }
    const timeClaim =
      /limited time|for a short time|launch (price|offer)|tempo limitato|di lancio|kurze Zeit|begrenzt|Einführungs(preis|angebot)|tiempo limitado|de lanzamiento|durée limitée|de lancement|\{date\}/i;
    for (const [path, text] of leaves(copy)) {
      if (dated.includes(path) || path === 'hero.offerPrice') continue;
      expect(text, path).not.toMatch(timeClaim);
    }
  });

  it('has a title ending with Restaurant Closer and four FAQ items', () => {
    expect(fill(copy.meta.title, { price: '€47' })).toMatch(/Restaurant Closer$/);
    expect(copy.faq.items).toHaveLength(4);
    expect(copy.certifications.items).toHaveLength(2);
  });

  it('names the three frameworks, the 90 pages and the 90-day plan in the contents', () => {
    const contents = copy.contents.bullets.map((b) => b.text).join(' ');
    for (const name of ['O.A.S.I.', 'S.A.F.E.', 'L.A.R.A.', '90']) expect(contents).toContain(name);
    expect(copy.contents.bonus.length).toBeGreaterThan(10);
    expect(copy.footer.copyright).toContain('{year}');
  });

  it('keeps the academy bonus in its own two texts, shown only with an academy', () => {
    const bonus = /academy|bonus/i;
    expect(copy.contents.bonus).toMatch(bonus);
    expect(copy.pricing.includesBonus).toMatch(bonus);
    const elsewhere = leaves(copy).filter(
      ([path]) => path !== 'contents.bonus' && path !== 'pricing.includesBonus',
    );
    for (const [path, text] of elsewhere) expect(text, path).not.toMatch(bonus);
  });
});

describe.each(LANGS)('legal and common copy (%s)', (lang) => {
  it('has ten privacy sections and the terms sections of the spec', () => {
    expect(LEGAL[lang].privacy.sections).toHaveLength(10);
    expect(LEGAL[lang].terms.sections).toHaveLength(lang === 'es' || lang === 'fr' ? 10 : 13);
    LEGAL[lang].privacy.sections.forEach((s, i) =>
      expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)),
    );
    LEGAL[lang].terms.sections.forEach((s, i) =>
      expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)),
    );
  });

  it('uses only the placeholders the page fills', () => {
    const known = new Set([
      'sellerName',
      'sellerAddress',
      'vatId',
      'email',
      'site',
      'host',
      'mediator',
    ]);
    for (const [path, text] of leaves(LEGAL[lang])) {
      for (const m of text.matchAll(/\{(\w+)\}/g))
        expect(known.has(m[1]), `${path}: ${m[0]}`).toBe(true);
    }
  });

  it('has every common text', () => {
    for (const [path, text] of leaves(COMMON[lang])) expect(text.trim(), path).not.toBe('');
  });
});

it('keeps the spec back links of the Spanish and French legal pages', () => {
  expect(LEGAL.es.backHome).toBe('Volver a la página principal');
  expect(LEGAL.fr.backHome).toBe("Retour à la page d'accueil");
});
