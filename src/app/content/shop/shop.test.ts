import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/languages';
import { SHOP } from './index';
import { leaves } from '../copy-leaves';
import { LANDING, LEGAL } from '../index';
import { COMMON } from '../common';
import { INVOICE_DETAILS } from './invoice-details';

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
    const emailInvalid = (text: string) => ({ checkout: { emailInvalid: text } });
    expect(SHOP).toMatchObject({
      en: {
        checkout: {
          emailInvalid: 'Please enter a valid email address',
          termsRequired: 'Please accept the terms and privacy policy',
          emailRequired: 'Please enter your email address',
          termsClick: 'Please accept the terms and conditions',
          genericError: 'An error occurred during the payment process. Please try again.',
          processing: 'Processing...',
        },
        error: { title: 'Payment Error' },
      },
      it: emailInvalid('Inserisci un indirizzo email valido'),
      de: emailInvalid('Bitte geben Sie eine gültige E-Mail-Adresse ein'),
      es: emailInvalid('Introduce un email válido'),
      fr: emailInvalid('Veuillez entrer une adresse email valide'),
    });
  });

  it('keeps the Italian texts of spec §2 and §8 (decision D10)', () => {
    expect(SHOP.it).toMatchObject({
      success: { errorTitle: 'Errore', errorBackToHome: 'Torna alla Homepage' },
      confirmation: {
        missingId: 'Session ID non trovato',
        loadFailed: "Errore nel caricamento dei dettagli dell'acquisto",
        exception: 'Si è verificato un errore durante il caricamento',
      },
      checkout: { sessionError: 'Errore nella creazione della sessione checkout' },
    });
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

describe('wording as native speakers write it', () => {
  it('asks in German to look in the mailbox, with its verb whole', () => {
    expect(SHOP.de.thanks.emailSent).toBe('Sehen Sie in Ihrem E-Mail-Postfach nach');
  });

  it('writes "optional" in lower case mid-sentence, in every language', () => {
    expect(LANGS.map((lang) => SHOP[lang].checkout.optional)).toEqual([
      'optional',
      'facoltativo',
      'optional',
      'opcional',
      'facultatif',
    ]);
  });

  it('calls the Italian terms "condizioni generali" everywhere', () => {
    const italian = JSON.stringify([SHOP.it, LANDING.it, LEGAL.it]);
    expect(italian).not.toMatch(/termini e|termini accettati|nostri termini|presenti termini/i);
    expect(SHOP.it.checkout.terms.termsLink).toBe('condizioni generali');
    expect(LEGAL.it.terms.title).toBe('Condizioni generali');
  });

  it('says "de un país distinto al del vendedor" in Spanish', () => {
    expect(INVOICE_DETAILS.es.vatIdHint).toContain('de un país distinto al del vendedor');
  });

  it('writes "adresse e-mail" in French outside the message the specification fixes', () => {
    expect(SHOP.fr.checkout.emailRequired).toBe('Veuillez entrer votre adresse e-mail');
    expect(SHOP.fr.thanks.resend.emailInvalid).toBe('Veuillez entrer une adresse e-mail valide');
  });

  it('opens the test-mode banner with the language’s own words', () => {
    expect(LANGS.map((lang) => COMMON[lang].testMode.split(' – ')[0])).toEqual([
      'TEST MODE',
      'MODALITÀ DI PROVA',
      'TESTMODUS',
      'MODO DE PRUEBA',
      'MODE TEST',
    ]);
  });
});

describe('the specification’s fixed words and what the pages say around them (decision 088)', () => {
  const bareEmail = /(?<![-{])\bemails?\b/i;

  it('writes "e-mail" on every French page but in the message the specification fixes', () => {
    const french = [SHOP.fr, LANDING.fr, LEGAL.fr, COMMON.fr, INVOICE_DETAILS.fr].flatMap((copy) =>
      leaves(copy),
    );
    expect(french.filter(([, text]) => bareEmail.test(text))).toEqual([
      ['checkout.emailInvalid', 'Veuillez entrer une adresse email valide'],
    ]);
  });

  it('writes "email" on every Spanish page, never "e-mail"', () => {
    const spanish = [SHOP.es, LANDING.es, LEGAL.es, COMMON.es, INVOICE_DETAILS.es];
    expect(spanish.flatMap((copy) => leaves(copy)).filter(([, t]) => /e-mail/i.test(t))).toEqual(
      [],
    );
    expect(SHOP.es.checkout.emailInvalid).toBe('Introduce un email válido');
  });

  it('says what being for buyers only means instead of an empty exclusivity', () => {
    expect(LANGS.map((lang) => LANDING[lang].pricing.exclusive)).toEqual([
      'For buyers only: each copy personalised with your e-mail address',
      'Solo per chi acquista: ogni copia personalizzata con il tuo indirizzo email',
      'Nur für Käufer: jedes Exemplar mit Ihrer E-Mail-Adresse personalisiert',
      'Solo para compradores: cada ejemplar personalizado con tu dirección de email',
      'Réservé aux acheteurs\u00a0: chaque exemplaire personnalisé avec votre adresse e-mail',
    ]);
  });
});
