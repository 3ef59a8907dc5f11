import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/languages';
import { SHOP } from './index';

/** Every string leaf of an object, with its path. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LANGS)('shop copy (%s)', (lang) => {
  const copy = SHOP[lang];

  it('has the same keys as English, with no empty text', () => {
    const shape = (v: unknown) => leaves(v).map(([p]) => p);
    expect(shape(copy)).toEqual(shape(SHOP.en));
    for (const [path, text] of leaves(copy)) expect(text.trim(), path).not.toBe('');
    expect(copy.lang).toBe(lang);
  });

  it('uses the same placeholders as English and never states a price itself', () => {
    const en = new Map(leaves(SHOP.en));
    for (const [path, text] of leaves(copy)) {
      expect(placeholders(text), path).toEqual(placeholders(en.get(path)!));
      expect(text, path).not.toMatch(/€|\bEUR\b/);
    }
    expect(copy.checkout.buy).toContain('{price}');
    expect(copy.checkout.savings).toContain('{saving}');
    expect(copy.checkout.lowestPrice).toContain('{price}');
    expect(copy.checkout.discount.line).toContain('{code}');
  });
});

describe('the discount code and honest prices (decision D17)', () => {
  it('says what a struck-through price is: the lowest of the last 30 days', () => {
    const words: Record<string, RegExp> = {
      en: /^Lowest price of the last 30 days: \{price\}$/,
      it: /prezzo più basso degli ultimi 30 giorni/i,
      de: /niedrigster Preis der letzten 30 Tage/i,
      es: /precio más bajo de los últimos 30 días/i,
      fr: /prix le plus bas des 30 derniers jours/i,
    };
    for (const lang of LANGS) expect(SHOP[lang].checkout.lowestPrice).toMatch(words[lang]);
  });

  it('addresses German buyers with "Sie" and French buyers with "vous"', () => {
    const de = Object.values(SHOP.de.checkout.discount).join(' ');
    expect(de).toMatch(/\bSie\b/);
    expect(de).not.toMatch(/\b(du|dein|deinen|dir)\b/i);
    const fr = Object.values(SHOP.fr.checkout.discount).join(' ');
    expect(fr).toMatch(/\bvous\b/i);
    expect(fr).not.toMatch(/\b(tu|ton|ta|tes)\b/i);
  });

  it('names the code in the summary line of every language', () => {
    for (const lang of LANGS) {
      expect(SHOP[lang].checkout.discount.line.replace('{code}', 'LAUNCH')).toContain('(LAUNCH)');
      expect(SHOP[lang].checkout.discount.applied).toContain('{total}');
    }
  });
});

describe('texts the specification quotes', () => {
  it('keeps the e-mail messages of spec §5', () => {
    expect(SHOP.en.checkout.emailInvalid).toBe('Please enter a valid email address');
    expect(SHOP.it.checkout.emailInvalid).toBe('Inserisci un indirizzo email valido');
    expect(SHOP.de.checkout.emailInvalid).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(SHOP.es.checkout.emailInvalid).toBe('Introduce un email válido');
    expect(SHOP.fr.checkout.emailInvalid).toBe('Veuillez entrer une adresse email valide');
    expect(SHOP.en.checkout.termsRequired).toBe('Please accept the terms and privacy policy');
    expect(SHOP.en.checkout.emailRequired).toBe('Please enter your email address');
    expect(SHOP.en.checkout.termsClick).toBe('Please accept the terms and conditions');
    expect(SHOP.en.checkout.genericError).toBe(
      'An error occurred during the payment process. Please try again.',
    );
    expect(SHOP.en.checkout.processing).toBe('Processing...');
    expect(SHOP.en.error.title).toBe('Payment Error');
  });

  it('keeps the Italian texts of spec §2 and §8 (decision D10)', () => {
    expect(SHOP.it.success.errorTitle).toBe('Errore');
    expect(SHOP.it.success.errorBackToHome).toBe('Torna alla Homepage');
    expect(SHOP.it.confirmation.missingId).toBe('Session ID non trovato');
    expect(SHOP.it.confirmation.loadFailed).toBe(
      "Errore nel caricamento dei dettagli dell'acquisto",
    );
    expect(SHOP.it.confirmation.exception).toBe('Si è verificato un errore durante il caricamento');
    expect(SHOP.it.checkout.sessionError).toBe('Errore nella creazione della sessione checkout');
  });

  it('translates the one-language texts into every other language', () => {
    for (const lang of LANGS.filter((l) => l !== 'it')) {
      expect(SHOP[lang].confirmation.missingId).not.toBe(SHOP.it.confirmation.missingId);
      expect(SHOP[lang].checkout.sessionError).not.toBe(SHOP.it.checkout.sessionError);
      expect(SHOP[lang].success.errorBackToHome).not.toBe(SHOP.it.success.errorBackToHome);
    }
  });

  it('asks the express consent to immediate delivery in a box of its own (D15)', () => {
    expect(SHOP.en.checkout.deliveryConsent).toBe(
      'I agree that delivery begins before the withdrawal period ends and I know that I thereby lose my right of withdrawal.',
    );
    const words: Record<string, RegExp> = {
      en: /withdrawal period.*right of withdrawal/,
      it: /periodo di recesso.*diritto di recesso/,
      de: /Widerrufsfrist.*Widerrufsrecht/,
      es: /plazo de desistimiento.*derecho de desistimiento/,
      fr: /délai de rétractation.*droit de rétractation/,
    };
    for (const lang of LANGS) {
      expect(SHOP[lang].checkout.deliveryConsent).toMatch(words[lang]);
      expect(SHOP[lang].checkout.deliveryConsentRequired).not.toBe(
        SHOP[lang].checkout.termsRequired,
      );
      // The terms box no longer carries the consent.
      expect(Object.values(SHOP[lang].checkout.terms).join('')).not.toMatch(words[lang]);
    }
  });
});
