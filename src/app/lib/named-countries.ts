import { countryName } from '../../shared/vat';

/** Countries with their names in the page's language, sorted as that language sorts them. */
export function namedCountries(codes: readonly string[], lang: string) {
  return codes
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
