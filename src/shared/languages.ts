/** The five shop languages, in the order the spec lists them for switchers. */
export const LANGS = ['en', 'it', 'de', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
const DEFAULT_LANG: Lang = 'en';

export const LANGUAGE_INFO: Record<Lang, { name: string; flag: string; locale: string }> = {
  en: { name: 'English', flag: '🇬🇧', locale: 'en-GB' },
  it: { name: 'Italiano', flag: '🇮🇹', locale: 'it-IT' },
  de: { name: 'Deutsch', flag: '🇩🇪', locale: 'de-DE' },
  es: { name: 'Español', flag: '🇪🇸', locale: 'es-ES' },
  fr: { name: 'Français', flag: '🇫🇷', locale: 'fr-FR' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A shop language from anything: the value itself when it is one, otherwise the default. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** Pages that exist in every language; the switcher moves between their versions. */
export type PageKey =
  | 'home'
  | 'checkout'
  | 'success'
  | 'cancel'
  | 'error'
  | 'thanks'
  | 'privacy'
  | 'terms'
  | 'legalNotice'
  | 'accessibility';

/** The localized home paths of the route table. */
export const HOME_PATHS: Record<Lang, string> = {
  it: '/it/manuale-vendita-sala',
  de: '/de/handbuch-service-verkauf',
  en: '/en/restaurant-service-manual',
  es: '/es/manual-servicio-restaurante',
  fr: '/fr/manuel-service-restaurant',
};

const THANKS_PATHS: Record<Lang, string> = {
  de: '/danke',
  it: '/grazie',
  en: '/thank-you',
  es: '/gracias',
  fr: '/merci',
};

export const PRIVACY_PATHS: Record<Lang, string> = {
  en: '/en/privacy-policy',
  it: '/it/privacy',
  de: '/de/datenschutz',
  es: '/es/politica-privacidad',
  fr: '/fr/politique-confidentialite',
};

export const TERMS_PATHS: Record<Lang, string> = {
  en: '/en/terms',
  it: '/it/termini',
  de: '/de/agb',
  es: '/es/terminos',
  fr: '/fr/conditions-generales',
};

export const LEGAL_NOTICE_PATHS: Record<Lang, string> = {
  en: '/en/legal-notice',
  it: '/it/note-legali',
  de: '/de/impressum',
  es: '/es/aviso-legal',
  fr: '/fr/mentions-legales',
};

/** The accessibility statement (European Accessibility Act). */
export const ACCESSIBILITY_PATHS: Record<Lang, string> = {
  en: '/en/accessibility',
  it: '/it/accessibilita',
  de: '/de/barrierefreiheit',
  es: '/es/accesibilidad',
  fr: '/fr/accessibilite',
};

/** '/checkout…' is English; the other languages carry their prefix (decision D2). */
function prefixed(lang: Lang, path: string): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** The path of a page in a language. English home is '/', the others their localized path. */
export function localizedPath(page: PageKey, lang: Lang): string {
  switch (page) {
    case 'home':
      return lang === 'en' ? '/' : HOME_PATHS[lang];
    case 'checkout':
      return prefixed(lang, '/checkout');
    case 'success':
      return prefixed(lang, '/checkout/success');
    case 'cancel':
      return prefixed(lang, '/checkout/cancel');
    case 'error':
      return prefixed(lang, '/checkout/error');
    case 'thanks':
      return THANKS_PATHS[lang];
    case 'privacy':
      return PRIVACY_PATHS[lang];
    case 'terms':
      return TERMS_PATHS[lang];
    case 'legalNotice':
      return LEGAL_NOTICE_PATHS[lang];
    case 'accessibility':
      return ACCESSIBILITY_PATHS[lang];
  }
}

/** The home page's language is the one whose home it shows; its canonical path. */
export function homePath(lang: Lang): string {
  return localizedPath('home', lang);
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

const FIXED_PAGES: Array<[string, PageKey, Lang]> = [];
for (const lang of LANGS) {
  FIXED_PAGES.push([THANKS_PATHS[lang], 'thanks', lang]);
  FIXED_PAGES.push([PRIVACY_PATHS[lang], 'privacy', lang]);
  FIXED_PAGES.push([TERMS_PATHS[lang], 'terms', lang]);
  FIXED_PAGES.push([LEGAL_NOTICE_PATHS[lang], 'legalNotice', lang]);
  FIXED_PAGES.push([ACCESSIBILITY_PATHS[lang], 'accessibility', lang]);
  FIXED_PAGES.push([HOME_PATHS[lang], 'home', lang]);
  FIXED_PAGES.push([`/${lang}`, 'home', lang]);
  for (const page of ['checkout', 'success', 'cancel', 'error'] as const) {
    FIXED_PAGES.push([localizedPath(page, lang), page, lang]);
  }
}
FIXED_PAGES.push(['/', 'home', 'en']);

/**
 * The spec's rule: a path starting with or containing /it, /en, /es, /fr or /de selects
 * that language; default and fallback EN. Read as whole path segments, so '/item' is not
 * Italian. Pages whose path names no language (the thank-you pages) carry their own.
 */
export function langFromPath(pathname: string): Lang {
  const path = normalize(pathname);
  const fixed = FIXED_PAGES.find(([p]) => p === path);
  if (fixed) return fixed[2];
  for (const segment of path.split('/')) {
    if (isLang(segment)) return segment;
  }
  return DEFAULT_LANG;
}

const EXACT_PAGES = new Map(FIXED_PAGES.map(([p, page, lang]) => [p, { page, lang }]));

/**
 * The page at exactly this path, as the shop writes its addresses: no case or trailing-slash
 * variant. What is counted must be one of these few paths, never a variant a visitor made up.
 */
export function pageAtExactPath(pathname: string): { page: PageKey; lang: Lang } | null {
  return EXACT_PAGES.get(pathname) ?? null;
}

/** Which page a path shows, if it is one of the pages that exist in every language. */
export function pageFromPath(pathname: string): { page: PageKey; lang: Lang } | null {
  const path = normalize(pathname);
  const fixed = FIXED_PAGES.find(([p]) => p === path);
  return fixed ? { page: fixed[1], lang: fixed[2] } : null;
}

/** The same page in another language; unknown pages lead to that language's home. */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const found = pageFromPath(pathname);
  return localizedPath(found ? found.page : 'home', target);
}

/**
 * The shop language a browser asks for first in its Accept-Language header ('de-AT,de;q=0.9'
 * is German), English when it names none of the five. Only for a page that has no language of
 * its own to show: the shop's languages otherwise come from the path or the purchase.
 */
export function preferredLang(acceptLanguage: string | null | undefined): Lang {
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0].toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => isLang(t.lang) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.length ? (ranked[0].lang as Lang) : DEFAULT_LANG;
}
