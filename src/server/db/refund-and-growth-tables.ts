import type { Generated } from 'kysely';

/** The tables of partial refunds, reminder suppressions and referral partners (types.ts's Database). */

/** A refund that left the order paid: part of the money went back (migration 018). */
export interface PurchaseRefundsTable {
  id: string;
  purchase_id: string;
  at: string;
  /** Cents of this refund, and the order's refunded total after it. */
  amount: number;
  refunded_total: number;
  source: 'provider' | 'admin';
  actor: string | null;
  /** The credit note it issued; null for an order without an invoice. */
  invoice_number: string | null;
}

/** An address that unsubscribed from checkout reminders, canonical; kept for good (087). */
export interface ReminderSuppressionsTable {
  address: string;
  created_at: string;
}

/** A referral partner (decision D18): the link is '?ref=' + code. */
export interface PartnersTable {
  code: string;
  name: string;
  email: string;
  commission_percent: number;
  language: Generated<string>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A partner's commission of one Berlin month, marked as paid out. */
export interface PartnerPayoutsTable {
  id: string;
  partner_code: string;
  month: string;
  amount: number;
  paid_at: string;
  paid_by: string;
  /** 1 for a month's first payout, 2 for what was open after it, and so on (migration 019). */
  payout_number: Generated<number>;
}

/** One setting of the seller's bookkeeping (DATEV numbers, accounts), by key (migration 024). */
export interface AccountingSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}
