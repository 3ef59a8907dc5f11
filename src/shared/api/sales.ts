import type { CsvKind } from '../csv-kind';
import { LANGS } from '../languages';
import type { Lang } from '../languages';

/**
 * The figures a day and a period both have. Amounts are in cents and include VAT, as the
 * buyers paid them (docs/decisions/080-sales-insight.md).
 */
export interface SalesCounts {
  /** What the orders paid on the day brought in, refunded ones included (free copies are not). */
  gross: number;
  /** Refunded and withdrawn amounts, on the day the money went back: refundAmount + withdrawalAmount. */
  refunded: number;
  /** What the seller keeps: gross − refunded (negative on a day with more refunds than sales). */
  net: number;
  orders: number;
  /** The copies those orders bought: a team order of 12 is one order and 12 copies (decision 100). */
  copies: number;
  /**
   * The payment provider's fees of the orders paid that day and what reached the seller of
   * them (migration 024); null when no order of the day has a known fee (the demo provider,
   * or a payment not settled yet).
   */
  fees: number | null;
  netReceived: number | null;
  grossByLang: Record<Lang, number>;
  netByLang: Record<Lang, number>;
  ordersByLang: Record<Lang, number>;
  pageViews: number;
  productViews: number;
  /** Views of the checkout page, in any language. */
  checkoutViews: number;
  checkoutStarts: number;
  /** Of the day's checkout starts, those that were paid (by now). */
  purchases: number;
  refunds: number;
  refundAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
  /** Reminders of unfinished checkouts queued on the day (decision D18). */
  remindersSent: number;
  /**
   * Purchases after a reminder, on the day of payment: orders that came back through a
   * reminder's link, and reminded checkouts paid after their reminder.
   */
  reminderPurchases: number;
}

/** The sales dashboard's report (GET /api/admin/sales): amounts in cents, days in Berlin. */
export interface DayFigures extends SalesCounts {
  day: string;
}

/**
 * Why a rate is not shown: views were not counted on days with sales ('views-missing'), the
 * step before counted nothing ('no-base'), or this step counted more than the step before
 * ('exceeds': some of the earlier step's visits were not counted, for example a checkout
 * opened from a link or started twice), which no share of it can be.
 */
export type RateGap = 'views-missing' | 'no-base' | 'exceeds';

/** A share of the step before, 0..1, or why there is none: never above 100 %. */
export type Rate = { value: number; gap: null } | { value: null; gap: RateGap };

interface Funnel {
  /** Checkout views per product view. */
  checkoutViewRate: Rate;
  /** Checkout starts per checkout view. */
  checkoutRate: Rate;
  /** Purchases per checkout start (the same starts: always a share). */
  purchaseRate: Rate;
  /** Purchases per product view. */
  conversion: Rate;
}

export interface PeriodTotals extends SalesCounts {
  pageViewsByLang: Record<Lang, number>;
  /** Days with checkout starts or orders but not one counted page view (counting was off). */
  daysWithoutViews: number;
  funnel: Funnel;
}

/**
 * A discount code's figures over the period (decision D17), by the rules of the days: its
 * redemptions and the discount they gave counted on the day of payment, its refunds and
 * withdrawals on the day the money went back. Amounts in cents, including VAT.
 */
export interface CodeFigures {
  code: string;
  /** Orders paid in the period that carry the code (refunded, withdrawn, held ones too). */
  redemptions: number;
  /** The discount those orders got. */
  discount: number;
  /** What those orders paid, refunded ones included (held ones not, as in the days). */
  gross: number;
  /** Refunds and withdrawals of the code's orders in the period. */
  refunded: number;
  /** What the seller keeps: gross − refunded. */
  net: number;
}

export interface SalesReport {
  from: string;
  to: string;
  days: DayFigures[];
  totals: PeriodTotals;
  previous: { from: string; to: string; totals: PeriodTotals };
  /** Page views per path over the period, most viewed first. */
  pages: { path: string; language: string; views: number }[];
  /** Per discount code, most redeemed first; codes with nothing in the period are left out. */
  codes: CodeFigures[];
}

/** Why a rate is not shown, in German, for the dashboard and the weekly mail ("Keine Rate: …"). */
export function rateGapText(gap: RateGap, daysWithoutViews: number): string {
  switch (gap) {
    case 'views-missing':
      return `an ${daysWithoutViews === 1 ? 'einem Tag' : `${daysWithoutViews} Tagen`} mit Verkäufen wurden keine Seitenaufrufe gezählt (die Zählung war aus, oder es kamen nur Aufrufe, die nicht gezählt werden: Bots und Programme ohne Browserkennung)`;
    case 'no-base':
      return 'auf der Stufe davor wurde nichts gezählt';
    case 'exceeds':
      return 'mehr als auf der Stufe davor, weil dort nicht jeder Besuch gezählt wird (direkte Links, wiederholte Starts)';
  }
}

const lang = (l: string) => l.toUpperCase();

/** One column of the days: the view's table and the CSV are written from the same list. */
export interface SalesDayColumn {
  header: string;
  kind: Extract<CsvKind, 'date' | 'money' | 'number'>;
  value: (d: DayFigures) => string | number | null;
  /** Shown in the view's table too (the per-language columns are in the CSV only). */
  inView: boolean;
}

/**
 * Revenue before refunds, the refunds and withdrawals, revenue after: the days and the discount
 * codes have these three columns alike; the one after refunds is always in the view.
 */
function revenueColumns<T extends { gross: number; refunded: number; net: number }>(
  detailInView: boolean,
) {
  return [
    { header: 'Umsatz vor Erstattungen (€)', value: (f: T) => f.gross, inView: detailInView },
    { header: 'Erstattungen und Widerrufe (€)', value: (f: T) => f.refunded, inView: detailInView },
    { header: 'Umsatz nach Erstattungen (€)', value: (f: T) => f.net, inView: true },
  ].map((column) => ({ ...column, kind: 'money' as const }));
}

/** The per-language figures of a day, each a column per language, in the CSV only. */
const BY_LANGUAGE: Array<{
  header: (lang: string) => string;
  kind: SalesDayColumn['kind'];
  figures: (d: DayFigures) => Record<Lang, number>;
}> = [
  {
    header: (l) => `Umsatz ${l} vor Erstattungen (€)`,
    kind: 'money',
    figures: (d) => d.grossByLang,
  },
  {
    header: (l) => `Umsatz ${l} nach Erstattungen (€)`,
    kind: 'money',
    figures: (d) => d.netByLang,
  },
  { header: (l) => `Bestellungen ${l}`, kind: 'number', figures: (d) => d.ordersByLang },
];

/** The days of the sales view and its CSV, German headings; amounts in cents, refunds on their own day. */
export const SALES_DAY_COLUMNS: SalesDayColumn[] = [
  { header: 'Tag', kind: 'date', value: (d) => d.day, inView: true },
  ...revenueColumns<DayFigures>(true),
  { header: 'Bestellungen', kind: 'number', value: (d) => d.orders, inView: true },
  { header: 'Gebühr (€)', kind: 'money', value: (d) => d.fees, inView: true },
  { header: 'Netto erhalten (€)', kind: 'money', value: (d) => d.netReceived, inView: true },
  ...BY_LANGUAGE.flatMap(({ header, kind, figures }) =>
    LANGS.map((l): SalesDayColumn => ({
      header: header(lang(l)),
      kind,
      value: (d) => figures(d)[l],
      inView: false,
    })),
  ),
  { header: 'Seitenaufrufe', kind: 'number', value: (d) => d.pageViews, inView: true },
  { header: 'Produktaufrufe', kind: 'number', value: (d) => d.productViews, inView: true },
  { header: 'Checkout-Aufrufe', kind: 'number', value: (d) => d.checkoutViews, inView: true },
  { header: 'Checkout-Starts', kind: 'number', value: (d) => d.checkoutStarts, inView: true },
  { header: 'Käufe aus Checkout-Starts', kind: 'number', value: (d) => d.purchases, inView: true },
  { header: 'Erstattungen', kind: 'number', value: (d) => d.refunds, inView: true },
  { header: 'Erstattet (€)', kind: 'money', value: (d) => d.refundAmount, inView: true },
  { header: 'Widerrufe', kind: 'number', value: (d) => d.withdrawals, inView: true },
  { header: 'Widerrufen (€)', kind: 'money', value: (d) => d.withdrawalAmount, inView: true },
  { header: 'Erinnerungen versandt', kind: 'number', value: (d) => d.remindersSent, inView: false },
  {
    header: 'Käufe nach Erinnerung',
    kind: 'number',
    value: (d) => d.reminderPurchases,
    inView: false,
  },
];

/** One column of the discount codes' table and CSV. */
export interface SalesCodeColumn {
  header: string;
  kind: Extract<CsvKind, 'text' | 'money' | 'number'>;
  value: (c: CodeFigures) => string | number;
  inView: boolean;
}

/** The discount codes of the sales view and their CSV (`export.csv?kind=codes`), German headings. */
export const SALES_CODE_COLUMNS: SalesCodeColumn[] = [
  { header: 'Code', kind: 'text', value: (c) => c.code, inView: true },
  { header: 'Einlösungen', kind: 'number', value: (c) => c.redemptions, inView: true },
  { header: 'Rabatt gewährt (€)', kind: 'money', value: (c) => c.discount, inView: true },
  ...revenueColumns<CodeFigures>(false),
];
