import { z } from 'zod';
import type { PartnerLink } from '../partner-links';

/**
 * Referral partners' commissions (decision D18), in cents. A partner's month: the orders paid in
 * it and their net (after the discount, without VAT, as invoiced), the commission they earned
 * (net × the order's percent, to the cent), the commission of the partner's orders refunded or
 * withdrawn in it (reversed in the month the money went back, as the Verkäufe view counts
 * refunds), what is due (earned − reversed) and what was marked as paid out.
 */
export interface CommissionMonth {
  partnerCode: string;
  partnerName: string;
  /** The Berlin month, YYYY-MM. */
  month: string;
  clicks: number;
  orders: number;
  net: number;
  earned: number;
  reversedOrders: number;
  reversed: number;
  due: number;
  /** The amounts marked as paid (a month may be paid in parts), or null while none is. */
  paid: number | null;
  /** When the month's latest payout was marked. */
  paidAt: string | null;
  /** due − paid (the whole due while unpaid). */
  open: number;
}

/** A partner with the totals of the period's months. */
export interface CommissionPartner {
  code: string;
  name: string;
  active: boolean;
  language: string;
  clicks: number;
  orders: number;
  earned: number;
  reversed: number;
  due: number;
  paid: number;
  open: number;
}

export interface CommissionsReport {
  from: string;
  to: string;
  /** The months the period touches, oldest first. */
  months: string[];
  partners: CommissionPartner[];
  /** Months with anything to show, by partner, then month. */
  rows: CommissionMonth[];
}

/**
 * GET /api/admin/commissions: the report, each partner with their links (the landing page of
 * every language with `?ref=CODE`), so the seller can copy and send them.
 */
export interface CommissionsAnswer extends Omit<CommissionsReport, 'partners'> {
  partners: Array<CommissionPartner & { links: PartnerLink[] }>;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /api/admin/commissions/payouts: marks a partner's month as paid out. */
export const markPaidRequest = z.object({
  partner: z.string({ message: 'Der Partner fehlt.' }).regex(/^[A-Za-z0-9]{3,32}$/, {
    message: 'Ungültiger Partnercode.',
  }),
  month: z
    .string({ message: 'Der Monat fehlt.' })
    .regex(MONTH_PATTERN, { message: 'Ungültiger Monat: bitte JJJJ-MM.' }),
});

/** POST /api/admin/commissions/partner-link: mails a partner the link to their page. */
export const partnerLinkRequest = z.object({
  partner: z.string({ message: 'Der Partner fehlt.' }).regex(/^[A-Za-z0-9]{3,32}$/, {
    message: 'Ungültiger Partnercode.',
  }),
});

/** A partner's own page (decision D18): counts and commissions only, nothing about buyers. */
export type PartnerPageData =
  | { status: 'invalid' }
  | { status: 'expired' }
  | {
      status: 'ok';
      name: string;
      code: string;
      language: string;
      commissionPercent: number;
      /** Until when the link works (an instant). */
      expiresAt: string;
      /** The partner's links to the sales page, their language first. */
      links: PartnerLink[];
      months: { month: string; clicks: number; orders: number; due: number; paid: number | null }[];
    };
