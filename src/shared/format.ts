import { LANGUAGE_INFO, type Lang } from './languages';

/**
 * The one formatting module: every date and amount a person reads (pages, e-mails, PDFs, CSVs,
 * the admin) is written by these functions, on the server and in the browser alike
 * (docs/decisions/091-each-rule-once.md). Dates are the seller's: a day is a day in
 * Europe/Berlin, summer time included, whatever the zone of the machine; a moment is written
 * with its zone's name. Amounts are kept in cents and become euros here, at display.
 */

/** The seller's clock, the zone of every date a person reads. */
const SELLER_TIME_ZONE = 'Europe/Berlin';

// Made once: building a formatter costs far more than the date it formats.
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The seller's calendar day (Europe/Berlin, summer time included) of an instant, YYYY-MM-DD:
 * on the server and in the browser alike, whatever the time zone of the machine it runs on.
 */
export function berlinDay(at: number | Date = Date.now()): string {
  return BERLIN_DAY.format(at);
}

// One formatter per locale and length, made on first use.
const BERLIN_CLOCKS = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant on the seller's clock (Europe/Berlin, summer time included) with the zone's name,
 * as the admin and the e-mails show a moment such as a consent: "25.11.2026, 15:04 MEZ"
 * (`short`), "25. November 2026 um 15:04 Mitteleuropäische Normalzeit" (`long`). The same on the server and in the
 * browser, whatever the zone of the machine; null for a value that is no instant.
 */
export function berlinDateTimeText(
  at: string | number | Date,
  locale = 'de-DE',
  length: 'short' | 'long' = 'short',
): string | null {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${locale}|${length}`;
  let clock = BERLIN_CLOCKS.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Berlin',
      // The short name where the admin's columns are narrow (MEZ); spelt out in a buyer's mail,
      // where "GMT+1" would not say which clock it is.
      timeZoneName: length === 'long' ? 'long' : 'short',
      day: length === 'long' ? 'numeric' : '2-digit',
      month: length === 'long' ? 'long' : '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    BERLIN_CLOCKS.set(key, clock);
  }
  return clock.format(date);
}

/** An instant as a long date on the seller's calendar in the language: "4 March 2026". */
export function formatDate(at: string | number | Date, lang: Lang): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SELLER_TIME_ZONE,
  }).format(date);
}

/**
 * A moment with the seller's clock and the zone's name, as a buyer's mail writes it:
 * "4 March 2026 at 10:30 Central European Standard Time".
 */
export function formatDateTime(iso: string, lang: Lang): string {
  return berlinDateTimeText(iso, LANGUAGE_INFO[lang].locale, 'long') ?? iso;
}

/** An instant as the admin's short German date on the seller's calendar: "4.3.2026". */
export function germanDate(at: string | number | Date): string {
  return new Date(at).toLocaleDateString('de-DE', { timeZone: SELLER_TIME_ZONE });
}

/** Dates are written as each country writes them: '31 December 2026', '31. Dezember 2026'. */
const DATE_LOCALE: Record<Lang, string> = {
  en: 'en-GB',
  it: 'it-IT',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
};

/**
 * A Berlin day ('2026-12-31') as a long date in the language ('31 December 2026', '31 dicembre
 * 2026', '31. Dezember 2026', '31 de diciembre de 2026', '31 décembre 2026'; French writes the
 * first of a month '1er'). Null for anything that is not such a day.
 */
export function formatDay(day: string, lang: Lang): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3])) return null;
  const text = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return lang === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** A month ('2026-03') as the language names it: "March 2026", or "Mar 2026" (`short`). */
export function formatMonth(month: string, lang: Lang, length: 'long' | 'short' = 'long'): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    month: length,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 15)));
}

/** '47,00 €' for 4700 (German format, always two decimals, a no-break space before the sign). */
export function formatCents(cents: number, currency = 'EUR'): string {
  let code = (currency || 'EUR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) code = 'EUR';
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** An amount in cents with two decimals in the language, as an invoice writes it: "€47.00". */
export function formatMoney(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * An amount in cents (every amount the shop keeps is), in the locale of the language: EUR shows
 * as the euro sign, whole amounts drop the cents ('€47', '47,50 €', '0,50 €'). Cents become
 * euros here, at display, and nowhere else.
 */
export function formatAmount(cents: number, currency: string, lang: Lang): string {
  const units = cents / 100;
  const whole = Number.isInteger(units);
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(units);
}
