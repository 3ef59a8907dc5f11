/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection"): one that begins with
 * '=', '+', '-', '@', a tab or a carriage return. Any visitor can plant such a value through
 * the checkout (a name, an address), so every exported text cell gets a leading apostrophe,
 * which spreadsheet programs show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCsvCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
