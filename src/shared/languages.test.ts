import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_PATHS,
  HOME_PATHS,
  LANGS,
  LEGAL_NOTICE_PATHS,
  PRIVACY_PATHS,
  TERMS_PATHS,
  langFromPath,
  localizedPath,
  preferredLang,
  switchLanguagePath,
} from './languages';

describe('languages', () => {
  it('lists the five languages in the spec order', () => {
    expect(LANGS).toEqual(['en', 'it', 'de', 'es', 'fr']);
  });

  it('reads the language of every path of the route tables', () => {
    const table: Array<[string, string]> = [
      ['/', 'en'],
      ['/en', 'en'],
      ['/it', 'it'],
      ['/de', 'de'],
      ['/es', 'es'],
      ['/fr', 'fr'],
      ['/it/manuale-vendita-sala', 'it'],
      ['/de/handbuch-service-verkauf', 'de'],
      ['/en/restaurant-service-manual', 'en'],
      ['/es/manual-servicio-restaurante', 'es'],
      ['/fr/manuel-service-restaurant', 'fr'],
      ['/checkout', 'en'],
      ['/checkout/success', 'en'],
      ['/checkout/cancel', 'en'],
      ['/checkout/error', 'en'],
      ['/it/checkout', 'it'],
      ['/de/checkout/success', 'de'],
      ['/es/checkout/cancel', 'es'],
      ['/fr/checkout/error', 'fr'],
      ['/danke', 'de'],
      ['/grazie', 'it'],
      ['/thank-you', 'en'],
      ['/gracias', 'es'],
      ['/merci', 'fr'],
      ['/it/privacy', 'it'],
      ['/de/datenschutz', 'de'],
      ['/en/privacy-policy', 'en'],
      ['/es/politica-privacidad', 'es'],
      ['/fr/politique-confidentialite', 'fr'],
      ['/it/termini', 'it'],
      ['/de/agb', 'de'],
      ['/en/terms', 'en'],
      ['/es/terminos', 'es'],
      ['/fr/conditions-generales', 'fr'],
      ['/en/legal-notice', 'en'],
      ['/it/note-legali', 'it'],
      ['/de/impressum', 'de'],
      ['/es/aviso-legal', 'es'],
      ['/fr/mentions-legales', 'fr'],
      ['/en/accessibility', 'en'],
      ['/it/accessibilita', 'it'],
      ['/de/barrierefreiheit', 'de'],
      ['/es/accesibilidad', 'es'],
      ['/fr/accessibilite', 'fr'],
      ['/login', 'en'],
      ['/auth/callback', 'en'],
      ['/admin', 'en'],
    ];
    for (const [path, lang] of table) expect(langFromPath(path), path).toBe(lang);
  });

  it('selects a language contained anywhere in the path, by whole segment, and falls back to EN', () => {
    expect(langFromPath('/shop/fr/anything')).toBe('fr');
    expect(langFromPath('/de/')).toBe('de');
    expect(langFromPath('/IT')).toBe('it');
    expect(langFromPath('/item')).toBe('en');
    expect(langFromPath('/unknown/page')).toBe('en');
    expect(langFromPath('/nl')).toBe('en');
  });

  it('builds localized paths with English unprefixed', () => {
    expect(localizedPath('home', 'en')).toBe('/');
    expect(localizedPath('home', 'it')).toBe(HOME_PATHS.it);
    expect(localizedPath('checkout', 'en')).toBe('/checkout');
    expect(localizedPath('checkout', 'de')).toBe('/de/checkout');
    expect(localizedPath('success', 'fr')).toBe('/fr/checkout/success');
    expect(localizedPath('thanks', 'de')).toBe('/danke');
    expect(localizedPath('privacy', 'es')).toBe(PRIVACY_PATHS.es);
    expect(localizedPath('terms', 'it')).toBe(TERMS_PATHS.it);
    expect(localizedPath('legalNotice', 'de')).toBe(LEGAL_NOTICE_PATHS.de);
    expect(localizedPath('accessibility', 'fr')).toBe(ACCESSIBILITY_PATHS.fr);
  });

  it('switches to the same page in the other language', () => {
    expect(switchLanguagePath('/de/agb', 'fr')).toBe('/fr/conditions-generales');
    expect(switchLanguagePath('/de/barrierefreiheit', 'it')).toBe('/it/accessibilita');
    expect(switchLanguagePath('/checkout', 'it')).toBe('/it/checkout');
    expect(switchLanguagePath('/es/checkout/cancel', 'en')).toBe('/checkout/cancel');
    expect(switchLanguagePath('/danke', 'es')).toBe('/gracias');
    expect(switchLanguagePath('/', 'de')).toBe('/de/handbuch-service-verkauf');
    expect(switchLanguagePath('/it', 'en')).toBe('/');
    expect(switchLanguagePath('/nowhere', 'fr')).toBe('/fr/manuel-service-restaurant');
  });

  it('reads the shop language a browser asks for first, English when it asks for none', () => {
    expect(preferredLang('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLang('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(preferredLang('nl-NL,nl;q=0.9,it;q=0.8,en;q=0.7')).toBe('it');
    expect(preferredLang('en;q=0.5,es;q=0.8')).toBe('es');
    expect(preferredLang('de;q=0,it')).toBe('it');
    expect(preferredLang('ES')).toBe('es');
    for (const none of [null, undefined, '', '*', 'nl,pl;q=0.5', 'garbage;;q=x'])
      expect(preferredLang(none)).toBe('en');
  });
});
