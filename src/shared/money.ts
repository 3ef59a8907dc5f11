/**
 * Amounts kept in cents, as the admin shows and takes them (decision D12): shown as '47,00 €',
 * typed in euros ('47', '47,5', '1.234,56' or '47.50'). Isomorphic: no Node, no DOM.
 */

/** '47,00' for 4700: the euro amount as a form shows it for editing. */
export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/**
 * The cents of an amount typed in euros, null for an empty input, or undefined when the text
 * is no amount (letters, three decimals, two signs). A comma is the decimal sign; a point is
 * one too when it is followed by one or two digits only and there is no comma ('47.50').
 */
export function parseEuroInput(text: string): number | null | undefined {
  const raw = text.replace(/[\s\u00a0]/g, '').replace(/^(?:€|EUR)|(?:€|EUR)$/gi, '');
  if (raw === '') return null;
  const negative = raw.startsWith('-');
  const body = negative ? raw.slice(1) : raw;
  let normalized: string;
  if (body.includes(',')) {
    // German: points group thousands, the comma starts the cents.
    if (!/^\d{1,3}(\.\d{3})*(,\d{0,2})?$|^\d+(,\d{0,2})?$/.test(body)) return undefined;
    normalized = body.replace(/\./g, '').replace(',', '.');
  } else if (/^\d+\.\d{1,2}$/.test(body)) {
    normalized = body;
  } else if (/^\d{1,3}(\.\d{3})+$|^\d+$/.test(body)) {
    normalized = body.replace(/\./g, '');
  } else {
    return undefined;
  }
  const [whole, fraction = ''] = normalized.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative ? -cents : cents;
}
