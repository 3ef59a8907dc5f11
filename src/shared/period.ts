import { z } from 'zod';

/**
 * A period of whole days, `from` and `to` (YYYY-MM-DD, both included), as the admin's sales,
 * invoices and table filters take it: real calendar dates only (2024-02-31 is refused), `from`
 * not after `to`, and at most a year at once (366 days, a leap year whole). The days are the
 * seller's (Europe/Berlin); the server turns them into instants.
 */
export const MAX_PERIOD_DAYS = 366;

export const PERIOD_MESSAGES = {
  format: 'Bitte geben Sie den Zeitraum als von/bis im Format JJJJ-MM-TT an.',
  date: 'Ungültiges Datum: bitte ein Datum des Kalenders im Format JJJJ-MM-TT.',
  order: '„Von“ liegt nach „bis“.',
  length: `Höchstens ${MAX_PERIOD_DAYS} Tage (ein Jahr) auf einmal.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** The first day of a day's month (YYYY-MM-DD). */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** A calendar date, told apart from a malformed one by its message. */
export const calendarDay = z
  .string({ message: PERIOD_MESSAGES.format })
  .regex(DAY, PERIOD_MESSAGES.format)
  .pipe(z.iso.date({ message: PERIOD_MESSAGES.date }));

/** Inclusive length in days of a valid period. */
function periodLength(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

const periodSchema = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((p) => p.from <= p.to, { message: PERIOD_MESSAGES.order })
  .refine((p) => periodLength(p.from, p.to) <= MAX_PERIOD_DAYS, {
    message: PERIOD_MESSAGES.length,
  });

export type Period = z.infer<typeof periodSchema>;

/** The period of a query, or the first message that says what is wrong with it. */
export function parsePeriod(query: Record<string, unknown>): Period | { message: string } {
  const parsed = periodSchema.safeParse({ from: query.from, to: query.to });
  return parsed.success ? parsed.data : { message: parsed.error.issues[0].message };
}
