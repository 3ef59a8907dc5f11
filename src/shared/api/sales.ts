import type { Lang } from '../languages';

/** The figures a day and a period both have: amounts in cents. */
export interface SalesCounts {
  /** Gross revenue of the paid orders, in cents. */
  revenue: number;
  orders: number;
  revenueByLang: Record<Lang, number>;
  ordersByLang: Record<Lang, number>;
  pageViews: number;
  productViews: number;
  checkoutStarts: number;
  refunds: number;
  refundAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
}

/** The sales dashboard's report (GET /api/admin/sales): amounts in cents, days in Berlin. */
export interface DayFigures extends SalesCounts {
  day: string;
}

export interface PeriodTotals extends SalesCounts {
  pageViewsByLang: Record<Lang, number>;
  /** Checkout starts per product view, 0..1 (null without views). */
  checkoutRate: number | null;
  /** Purchases per checkout start, 0..1. */
  purchaseRate: number | null;
  /** Purchases per product view, 0..1. */
  conversion: number | null;
}

export interface SalesReport {
  from: string;
  to: string;
  days: DayFigures[];
  totals: PeriodTotals;
  previous: { from: string; to: string; totals: PeriodTotals };
  /** Page views per path over the period, most viewed first. */
  pages: { path: string; language: string; views: number }[];
}
