import { z } from 'zod';

/**
 * A period of whole days, `from` and `to` (YYYY-MM-DD, both included), as the admin's sales,
 * invoices and table filters take it: real calendar dates only (2024-02-31 is refused), `from`
 * not after `to`, and at most a year at once (366 days, a leap year whole). The days are the
 * seller's (Europe/Berlin); the server turns them into instants.
 */
const MAX_PERIOD_DAYS = 366;

const PERIOD_MESSAGES = {
  format: 'Bitte geben Sie den Zeitraum als von/bis im Format JJJJ-MM-TT an.',
  date: 'Ungültiges Datum: bitte ein Datum des Kalenders im Format JJJJ-MM-TT.',
  order: '„Von“ liegt nach „bis“.',
  length: `Höchstens ${MAX_PERIOD_DAYS} Tage (ein Jahr) auf einmal.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
