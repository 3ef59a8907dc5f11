/**
 * Countries and VAT identification numbers (decision D16), shared by the checkout form and the
 * server: one list, one format check per EU country. Only the format is checked here; whether
 * a number is registered is VIES's business, which the shop does not ask.
 */

/** The 27 member states of the EU, by ISO 3166-1 code. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type EuCountry = (typeof EU_COUNTRIES)[number];

/** Countries outside the EU a buyer may name; the list of the form's second group. */
export const OTHER_COUNTRIES = [
  'AD',
  'AE',
  'AL',
  'AR',
  'AU',
  'BA',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'GB',
  'HK',
  'IL',
  'IN',
  'IS',
  'JP',
  'KR',
  'LI',
  'MA',
  'MC',
  'ME',
  'MK',
  'MX',
  'NO',
  'NZ',
  'RS',
  'SG',
  'SM',
  'TR',
  'UA',
  'US',
  'VA',
  'ZA',
] as const;

export const COUNTRIES: readonly string[] = [...EU_COUNTRIES, ...OTHER_COUNTRIES];

export function isEuCountry(country: string | null | undefined): country is EuCountry {
  return (EU_COUNTRIES as readonly string[]).includes(country ?? '');
}

export function isKnownCountry(country: string | null | undefined): boolean {
  return COUNTRIES.includes(country ?? '');
}

/** The country a VAT number's prefix names (ISO code; Greece's "EL" is GR). */
export function countryOfVatId(vatId: string): string {
  const prefix = compactVatId(vatId).slice(0, 2);
  return prefix === 'EL' ? 'GR' : prefix;
}

/** The prefix of a country's VAT numbers: ISO codes, except Greece's "EL". */
function vatPrefix(country: EuCountry): string {
  return country === 'GR' ? 'EL' : country;
}

/**
 * The format of each EU country's VAT number after its prefix (the European Commission's
 * published structures). Letters are upper case; spaces, dots and dashes are removed first.
 */
const VAT_ID_PATTERNS: Record<EuCountry, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^[0-59]\d{7}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^10\d{7}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^[1-9]\d{7}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
};

/** A valid-looking number of each EU country, shown as an example when one is refused. */
export const VAT_ID_EXAMPLES: Record<EuCountry, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE101234567',
  ES: 'ESB12345678',
  FI: 'FI12345678',
  FR: 'FR12345678901',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567890',
  SE: 'SE123456789001',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};

/** A number as typed, cleaned: upper case, without spaces, dots, dashes and slashes. */
export function compactVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]+/g, '');
}

export type VatIdCheck =
  { ok: true; vatId: string; country: string } | { ok: false; reason: 'format' | 'country' };

/**
 * Checks a VAT number against the buyer's business country. For an EU country the number must
 * have that country's format; its prefix may be left out and is then added. For a country
 * outside the EU only letters and digits are required: no EU rule applies to it.
 */
export function checkVatId(value: string, country: string): VatIdCheck {
  const compact = compactVatId(value);
  if (!isKnownCountry(country)) return { ok: false, reason: 'country' };
  if (!isEuCountry(country)) {
    return /^[A-Z0-9]{4,20}$/.test(compact)
      ? { ok: true, vatId: compact, country }
      : { ok: false, reason: 'format' };
  }
  const prefix = vatPrefix(country);
  const startsWithLetters = /^[A-Z]{2}/.test(compact);
  // A number with another country's prefix is named as that country's, not this one's.
  if (startsWithLetters && !compact.startsWith(prefix)) {
    return { ok: false, reason: 'format' };
  }
  const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return VAT_ID_PATTERNS[country].test(body)
    ? { ok: true, vatId: prefix + body, country }
    : { ok: false, reason: 'format' };
}

/** A country's name in a language (the browser's and Node's own list). */
export function countryName(country: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
