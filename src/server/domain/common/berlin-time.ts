import { berlinDateTimeText, berlinDay } from '../../../shared/format';
/**
 * The seller's calendar. The shop sells from Germany: a day (of sales, of an invoice, of an
 * admin filter) is a day in Europe/Berlin, summer time included. One module, so every figure
 * and every filter cuts days at the same instant.
 */

// The browser's admin needs the day and the clock too: one definition, in shared/.
export { berlinDateTimeText, berlinDay };

// Made once: building a formatter costs far more than the date it formats.
const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const DAY_MS = 86_400_000;

/** Milliseconds Europe/Berlin is ahead of UTC at `ms`. */
function berlinOffset(ms: number): number {
  const parts = BERLIN_CLOCK.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return local - (ms - (ms % 60_000));
}

const HOUR_MS = 3_600_000;
// Berlin's offset per UTC hour: it changes only on the hour (01:00 UTC, the last Sundays of
// March and October), so an export of a million timestamps asks the formatter a few hundred
// times, not a million.
const offsetByHour = new Map<number, number>();

/**
 * An instant as Berlin's wall clock, `2026-11-25 14:03` (minutes; summer time included), as
 * the CSV exports write it. Null for a value that is no instant.
 */
export function berlinDateTime(at: string | number | Date): string | null {
  // The shop's own timestamps are ISO strings in UTC ('2026-11-25T13:03:07.123Z'): Berlin's
  // offset is whole hours, so the local day and hour follow from the UTC hour alone (one
  // lookup per hour of the export) and the minutes are the UTC minutes.
  if (typeof at === 'string' && at.length >= 17 && at[13] === ':' && CANONICAL.test(at)) {
    // Neighbouring rows of an export mostly share their hour: the last one is at hand.
    if (at.startsWith(lastUtcHour)) return lastPrefix + at.slice(14, 16);
    const utcHour = at.slice(0, 13);
    let prefix = prefixByUtcHour.get(utcHour);
    if (prefix === undefined) {
      const local = localClock(Date.parse(`${utcHour}:00:00Z`));
      if (local === null) return null;
      prefix = local.slice(0, 14);
      if (prefixByUtcHour.size >= 50_000) prefixByUtcHour.clear();
      prefixByUtcHour.set(utcHour, prefix);
    }
    lastUtcHour = utcHour;
    lastPrefix = prefix;
    return prefix + at.slice(14, 16);
  }
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  return localClock(ms);
}

/** 'YYYY-MM-DDTHH:MM' then seconds (and fractions) in UTC: the form toISOString() writes. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?Z$/;
// The Berlin wall clock's 'YYYY-MM-DD HH:' of a UTC hour ('2026-11-25T13').
const prefixByUtcHour = new Map<string, string>();
// The last hour looked up and its prefix ('\u0000' matches no timestamp).
let lastUtcHour = '\u0000';
let lastPrefix = '';

function localClock(ms: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = berlinOffset(hour * HOUR_MS);
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  const local = new Date(ms + offset).toISOString();
  // Years beyond 9999 have a sign and more digits: not a time anybody recorded.
  return local.length === 24 ? `${local.slice(0, 10)} ${local.slice(11, 16)}` : null;
}

/** The instant (ISO, UTC) a Berlin day starts; `day` is YYYY-MM-DD, a day of the month may run over. */
export function startOfBerlinDay(year: number, month: number, day: number): string {
  const guess = Date.UTC(year, month - 1, day);
  let ms = guess - berlinOffset(guess);
  ms = guess - berlinOffset(ms);
  return new Date(ms).toISOString();
}

/** The instants a period of Berlin days covers: from the first day's start to the next day after the last. */
export function berlinDayBounds(from: string, to: string): { start: string; end: string } {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return { start: startOfBerlinDay(fy, fm, fd), end: startOfBerlinDay(ty, tm, td + 1) };
}

/**
 * UTC instants (ISO; `lo` included, `hi` not) that hold all of the Berlin days `from`..`to`,
 * and a little more: timestamps are UTC, and a Berlin day lies within the UTC day before and
 * after. What is read in it is then put on its Berlin day.
 */
export function utcSpanAround(from: string, to: string): { lo: string; hi: string } {
  return {
    lo: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString(),
    hi: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS).toISOString(),
  };
}

/** Every calendar day from `from` to `to`, both included (at most ten years). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); ; t += DAY_MS) {
    const d = new Date(t).toISOString().slice(0, 10);
    if (d > to) break;
    out.push(d);
    if (out.length > 3660) break;
  }
  return out;
}

/** The day `n` days before (negative: after) a calendar day. */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}
