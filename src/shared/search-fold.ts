/**
 * The admin search's comparison: lower case, and the accents of Latin letters taken off, so
 * that "JOSE" finds "José" and "ozlem" finds "Özlem" (docs/decisions/092-exact-pages-and-counts.md,
 * "Search"). One letter for one letter, exactly as PostgreSQL's translate() in migration 023's
 * shop_fold() does it; SQLite calls this very function (db/sqlite-functions.ts). Only letters
 * that are a plain letter with a combining accent: those SQLite's trigram index folds too
 * (remove_diacritics), so that its candidates and this comparison agree; ł, ø and the like stay.
 */
const FOLD_FROM =
  'àáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž';
const FOLD_TO = 'aaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz';

const map = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

export function searchFold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += map.get(ch) ?? ch;
  return out;
}
