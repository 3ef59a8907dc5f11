import { z } from 'zod';

/**
 * The OSS-Meldung (decision 093): a calendar quarter's consumer sales taxed in other member
 * states, per member state of consumption and rate, with corrections of earlier quarters apart.
 * Amounts in cents; quarters as "2026-Q3", in the seller's calendar (Berlin).
 */
const QUARTER_MESSAGE = 'Bitte geben Sie das Quartal im Format JJJJ-Qn an, z. B. 2026-Q3.';

export const quarterQuery = z.object({
  quartal: z.string({ message: QUARTER_MESSAGE }).regex(/^(20\d{2})-Q([1-4])$/, QUARTER_MESSAGE),
});

/** The first and last day (YYYY-MM-DD) of a quarter "YYYY-Qn". */
export function quarterDays(quarter: string): { from: string; to: string } {
  const year = quarter.slice(0, 4);
  const q = Number(quarter.slice(6));
  const firstMonth = (q - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(Number(year), lastMonth, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${mm(firstMonth)}-01`, to: `${year}-${mm(lastMonth)}-${lastDay}` };
}

/** The quarter "YYYY-Qn" of a day (YYYY-MM-DD). */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The quarter before one. */
export function previousQuarter(quarter: string): string {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
}

/** One line of the return: a member state of consumption at one rate. */
export interface OssLine {
  country: string;
  rate: string;
  net: number;
  vat: number;
  /** The invoices, cancellations and credit notes in it. */
  documents: number;
}

/** A correction of an earlier quarter: cancellations and credit notes issued in this one. */
export interface OssCorrection {
  /** The quarter of the invoices corrected. */
  quarter: string;
  country: string;
  net: number;
  vat: number;
  documents: number;
}

export interface OssTotals {
  net: number;
  vat: number;
  documents: number;
}

export interface VatThresholdStatus {
  registration: 'oss' | 'threshold';
  year: number;
  /** This year's cross-border consumer net in cents. */
  net: number;
  previousNet: number;
  limit: number;
  /** below; warning from 80 %; exceeded this year or last. */
  level: 'below' | 'warning' | 'exceeded';
  /** The sale that crossed it, this year or last. */
  crossing: { year: number; purchaseId: string; crossedAt: string; net: number } | null;
  checkedAt: string;
}

export interface OssReturn {
  quarter: string;
  from: string;
  to: string;
  sellerCountry: string;
  lines: OssLine[];
  corrections: OssCorrection[];
  /** This quarter's sales (lines), the corrections, and both together. */
  totals: { lines: OssTotals; corrections: OssTotals; all: OssTotals };
  /** The period's other invoices (domestic, reverse charge, outside the EU, below the threshold). */
  excluded: OssTotals;
  threshold: VatThresholdStatus;
}
