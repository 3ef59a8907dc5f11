import type { Lang } from '../../shared/languages';
import { countryName } from '../../shared/vat';

/**
 * "VAT of …" with the country as each language says it: the Italian and French prepositions
 * take the country's article ('dell’Italia', "dei Paesi Bassi", "du Portugal", "des Pays-Bas"),
 * islands go without ("di Malta", "de Chypre"); Spanish, German and English use the article only
 * where the name has one ("de los Países Bajos", "von den Niederlanden", "of the Netherlands").
 */

const IT: Record<string, string> = {
  AT: 'dell’Austria',
  BE: 'del Belgio',
  BG: 'della Bulgaria',
  CY: 'di Cipro',
  CZ: 'della Cechia',
  DE: 'della Germania',
  DK: 'della Danimarca',
  EE: 'dell’Estonia',
  ES: 'della Spagna',
  FI: 'della Finlandia',
  FR: 'della Francia',
  GR: 'della Grecia',
  HR: 'della Croazia',
  HU: 'dell’Ungheria',
  IE: 'dell’Irlanda',
  IT: 'dell’Italia',
  LT: 'della Lituania',
  LU: 'del Lussemburgo',
  LV: 'della Lettonia',
  MT: 'di Malta',
  NL: 'dei Paesi Bassi',
  PL: 'della Polonia',
  PT: 'del Portogallo',
  RO: 'della Romania',
  SE: 'della Svezia',
  SI: 'della Slovenia',
  SK: 'della Slovacchia',
};

const FR: Record<string, string> = {
  AT: 'de l’Autriche',
  BE: 'de la Belgique',
  BG: 'de la Bulgarie',
  CY: 'de Chypre',
  CZ: 'de la Tchéquie',
  DE: 'de l’Allemagne',
  DK: 'du Danemark',
  EE: 'de l’Estonie',
  ES: 'de l’Espagne',
  FI: 'de la Finlande',
  FR: 'de la France',
  GR: 'de la Grèce',
  HR: 'de la Croatie',
  HU: 'de la Hongrie',
  IE: 'de l’Irlande',
  IT: 'de l’Italie',
  LT: 'de la Lituanie',
  LU: 'du Luxembourg',
  LV: 'de la Lettonie',
  MT: 'de Malte',
  NL: 'des Pays-Bas',
  PL: 'de la Pologne',
  PT: 'du Portugal',
  RO: 'de la Roumanie',
  SE: 'de la Suède',
  SI: 'de la Slovénie',
  SK: 'de la Slovaquie',
};

const ES: Record<string, string> = { NL: 'de los Países Bajos' };
const DE: Record<string, string> = { NL: 'von den Niederlanden', SK: 'von der Slowakei' };
const EN: Record<string, string> = { NL: 'of the Netherlands' };

const PHRASES: Record<Lang, { own: Record<string, string>; of: string }> = {
  it: { own: IT, of: 'di' },
  fr: { own: FR, of: 'de' },
  es: { own: ES, of: 'de' },
  de: { own: DE, of: 'von' },
  en: { own: EN, of: 'of' },
};

/** "of" and the country, e.g. 'dell’Italia', "des Pays-Bas", "von Österreich". */
export function ofCountry(country: string, lang: Lang): string {
  const { own, of } = PHRASES[lang];
  return own[country] ?? `${of} ${countryName(country, lang)}`;
}
