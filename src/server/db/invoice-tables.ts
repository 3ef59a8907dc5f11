import type { Generated } from 'kysely';

/** The tables of invoices (types.ts's Database). */

/** The last invoice number given out in a calendar year (decision D16). */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

/** 'credit': a credit note (Rechnungskorrektur) for part of the amount, one per partial refund. */
export type InvoiceKind = 'invoice' | 'cancellation' | 'credit';
export type VatTreatment = 'standard' | 'reverse-charge' | 'small-business' | 'outside-eu';

/** An issued invoice: every fact printed on it, frozen when it was issued. */
export interface InvoicesTable {
  id: string;
  number: string;
  year: number;
  sequence: number;
  kind: InvoiceKind;
  purchase_id: string;
  cancels_number: string | null;
  issued_at: string;
  issue_date: string;
  supply_date: string;
  language: string;
  seller_name: string;
  seller_address: string;
  seller_vat_id: string | null;
  /** The seller's tax number from its tax office (Steuernummer), BT-32. */
  seller_tax_number: Generated<string | null>;
  seller_country: string;
  buyer_email: string;
  buyer_name: string;
  buyer_company: string | null;
  buyer_address: string | null;
  buyer_vat_id: string | null;
  buyer_country: string;
  country_source: 'billing' | 'business' | 'seller';
  description: string;
  quantity: number;
  currency: string;
  net: number;
  vat: number;
  gross: number;
  vat_rate: string;
  vat_treatment: VatTreatment;
  rate_source: 'table' | 'config' | 'stripe';
  payment_provider: string;
  paid_at: string | null;
  file_key: string | null;
  /** The discount code printed as its own line (migration 016); null without one. */
  discount_code: Generated<string | null>;
  /** The list price (gross) before the discount; null without one. */
  list_gross: Generated<number | null>;
  discount_gross: Generated<number>;
  /** A credit note's refunded total of the order after it (migration 018); null otherwise. */
  refunded_total: Generated<number | null>;
  /**
   * The how-many-th invoice of the order (migration 021): 0, or more once it was issued anew;
   * a cancellation invoice has the series of the invoice it cancels.
   */
  series: Generated<number>;
  /** Whose VAT it charges (migration 025): the buyer's country, or the seller's below the threshold. */
  vat_country: Generated<string | null>;
}

/** The sale that crossed the EU threshold, one per calendar year (decision 093). */
export interface VatThresholdCrossingsTable {
  year: number;
  purchase_id: string;
  crossed_at: string;
  net: number;
}
