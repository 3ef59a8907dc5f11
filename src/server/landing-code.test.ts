import { describe, expect, it } from 'vitest';
import { landingParams, paramsVariant } from './landing-code';

const query = (q: string) => new URLSearchParams(q);
/** The discount code a landing request carries, as the page's variant is chosen by it. */
const landingCode = (pathname: string, search: URLSearchParams) =>
  landingParams(pathname, search)?.code ?? null;
/** A page's HTML as the cached variant for these codes serves it. */
const withParams = (html: string, params: { code: string | null; ref: string | null }) =>
  paramsVariant(params).transform(html);

describe('discount codes on landing addresses', () => {
  it('reads 3 to 32 letters and digits on a landing address, upper-cased', () => {
    expect(landingCode('/de', query('code=launch'))).toBe('LAUNCH');
    expect(landingCode('/', query('utm_source=mail&code=Spring26'))).toBe('SPRING26');
    expect(landingCode('/de/handbuch-service-verkauf', query('code=ABC'))).toBe('ABC');
    expect(landingCode('/it', query(`code=${'a'.repeat(32)}`))).toBe('A'.repeat(32));
    // Spaces around it, as a mail program may copy them, as the checkout trims them.
    expect(landingCode('/de', query('code=launch%20'))).toBe('LAUNCH');
    expect(landingCode('/de', query('code=+launch+'))).toBe('LAUNCH');
  });

  it('ignores anything else', () => {
    for (const q of [
      '',
      'code=',
      'code=ab',
      `code=${'a'.repeat(33)}`,
      'code=LA-UNCH',
      'code=%3Cb%3E',
      'code=ÄBC',
      'code=a b c',
    ]) {
      expect(landingCode('/de', query(q)), q).toBeNull();
    }
    // Only landing pages carry it; the checkout reads its own address.
    expect(landingCode('/de/checkout', query('code=LAUNCH'))).toBeNull();
    expect(landingCode('/de/datenschutz', query('code=LAUNCH'))).toBeNull();
    expect(landingCode('/xx', query('code=LAUNCH'))).toBeNull();
  });

  it('puts the code on checkout and landing links only', () => {
    const html = [
      '<link rel="canonical" href="https://shop.example/de/handbuch-service-verkauf"/>',
      '<a href="/de/checkout" data-buy="hero" class="x">Kaufen</a>',
      '<a class="y" href="/checkout">Buy</a>',
      '<a href="/it/manuale-vendita-sala" hreflang="it">Italiano</a>',
      '<a href="/">English</a>',
      '<a href="#pricing">Preis</a>',
      '<a href="/de/datenschutz">Datenschutz</a>',
      '<a href="/de/checkout/success">x</a>',
      '<script type="application/ld+json">{"url":"/de/checkout"}</script>',
    ].join('');
    expect(withParams(html, { code: 'LAUNCH', ref: null })).toBe(
      [
        '<link rel="canonical" href="https://shop.example/de/handbuch-service-verkauf"/>',
        '<a href="/de/checkout?code=LAUNCH" data-buy="hero" class="x">Kaufen</a>',
        '<a class="y" href="/checkout?code=LAUNCH">Buy</a>',
        '<a href="/it/manuale-vendita-sala?code=LAUNCH" hreflang="it">Italiano</a>',
        '<a href="/?code=LAUNCH">English</a>',
        '<a href="#pricing">Preis</a>',
        '<a href="/de/datenschutz">Datenschutz</a>',
        '<a href="/de/checkout/success">x</a>',
        '<script type="application/ld+json">{"url":"/de/checkout"}</script>',
      ].join(''),
    );
    expect(paramsVariant({ code: 'LAUNCH', ref: null }).key).toBe('code:LAUNCH');
    expect(paramsVariant({ code: 'LAUNCH', ref: 'VERBAND' }).key).toBe('code:LAUNCH|ref:VERBAND');
    expect(paramsVariant({ code: null, ref: 'VERBAND' }).key).toBe('ref:VERBAND');
  });
});

describe("partners' codes on landing addresses", () => {
  it('reads ?ref= alone or with ?code=, each by the same rule', () => {
    expect(landingParams('/de', query('ref=verband'))).toEqual({ code: null, ref: 'VERBAND' });
    expect(landingParams('/it', query('code=launch&ref=schule26'))).toEqual({
      code: 'LAUNCH',
      ref: 'SCHULE26',
    });
    // A malformed one is left out; the other stays.
    expect(landingParams('/de', query('code=launch&ref=a-b'))).toEqual({
      code: 'LAUNCH',
      ref: null,
    });
    expect(landingParams('/de', query('ref=ab'))).toBeNull();
    expect(landingParams('/de/checkout', query('ref=VERBAND'))).toBeNull();
  });

  it('puts both on checkout and landing links', () => {
    const html = '<a href="/de/checkout#buy">Kaufen</a><a href="/de/datenschutz">D</a>';
    expect(withParams(html, { code: 'LAUNCH', ref: 'VERBAND' })).toBe(
      '<a href="/de/checkout?code=LAUNCH&amp;ref=VERBAND#buy">Kaufen</a><a href="/de/datenschutz">D</a>',
    );
    expect(withParams(html, { code: null, ref: 'VERBAND' })).toBe(
      '<a href="/de/checkout?ref=VERBAND#buy">Kaufen</a><a href="/de/datenschutz">D</a>',
    );
  });
});
