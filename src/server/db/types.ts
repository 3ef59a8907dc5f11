import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and booleans are 0/1 integers on both
 * dialects (docs/decisions/002-portable-columns.md), so one query returns the same shapes
 * from SQLite and PostgreSQL.
 */
interface ProductsTable {
  id: string;
  language: string;
  name: string;
  description: string;
  price: number;
  compare_at_price: number | null;
  currency: string;
  photo: string;
  file_key: string;
  active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** The Berlin day a "limited time" offer ends (migration 016); null: no such claim is made. */
  offer_ends_on: Generated<string | null>;
  /** Raised by every administrator write: an edit based on an older version is refused. */
  version: Generated<number>;
}

/** Every price a product had, from when (decision D17): the reference of a price reduction. */
interface ProductPricesTable {
  id: string;
  product_id: string;
  price: number;
  changed_at: string;
  /** 1 while the edition was on sale at this price (migration 018); only those prices count. */
  active: Generated<number>;
}

/**
 * A seller's discount code (decision D17). Exactly one of percent_off and amount_off is set; the
 * days are Berlin calendar days, both inclusive; languages is a JSON array (empty: every edition).
 * Its redemptions are the orders that carry it.
 */
export interface DiscountCodesTable {
  code: string;
  description: Generated<string>;
  percent_off: number | null;
  amount_off: number | null;
  starts_on: string | null;
  ends_on: string | null;
  max_redemptions: number | null;
  languages: Generated<string>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/**
 * 'review': paid, but the payment differs from the order; held for the seller, not delivered.
 * 'free': a free copy an administrator issued; delivered like a paid order, amount 0.
 * 'partially_refunded': paid and delivered, part of the money given back (`refunded_amount`).
 */
export type PurchaseStatus =
  | 'pending'
  | 'paid'
  | 'partially_refunded'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'withdrawn'
  | 'review'
  | 'free';

/** A checkout and, once paid, the buyer's personal download (decisions D3, D4). */
export interface EbookPurchasesTable {
  id: string;
  email: string;
  name: Generated<string>;
  language: string;
  product_id: string;
  amount: number;
  currency: string;
  status: Generated<PurchaseStatus>;
  /** 'none' for a free copy: no payment behind it. */
  provider: 'stripe' | 'demo' | 'none';
  provider_session_id: string | null;
  provider_payment_id: string | null;
  consent_version: string | null;
  consent_at: string | null;
  /** The express consent to delivery before the withdrawal period ends (decision D15). */
  delivery_consent_version: string | null;
  delivery_consent_at: string | null;
  download_link: string | null;
  /**
   * Raised when an administrator replaces the link (migration 015): the token signs the id
   * with it, so every earlier link of the purchase stops working. 1 for the first link.
   */
  link_generation: Generated<number>;
  link_expires_at: string | null;
  download_count: Generated<number>;
  download_limit: Generated<number>;
  first_download_at: string | null;
  created_at: string;
  paid_at: string | null;
  /** When money last went back: the refund, the last partial refund, or the withdrawal. */
  refunded_at: string | null;
  /** Cents refunded so far, cumulative (migration 018); the amount paid once fully refunded. */
  refunded_amount: Generated<number>;
  /** Raised by every administrator write and order action (optimistic locking). */
  version: Generated<number>;
  /** Why an administrator issued this free copy. */
  free_reason: string | null;
  /** When a delivery e-mail of this order failed for good; cleared when a new one is queued. */
  delivery_failed_at: string | null;
  /** A business buyer's invoice details from the checkout (decision D16); null for consumers. */
  business_company: string | null;
  business_address: string | null;
  business_country: string | null;
  business_vat_id: string | null;
  /** What the payment provider reported: the billing country, a tax id, Stripe Tax's amount. */
  billing_country: string | null;
  billing_tax_id: string | null;
  /** The VIES answer for the buyer's VAT number (migration 014): evidence for a reverse charge. */
  vies_vat_id: Generated<string | null>;
  vies_status: Generated<'valid' | 'invalid' | 'unavailable' | null>;
  vies_checked_at: Generated<string | null>;
  vies_request_id: Generated<string | null>;
  /** What the provider reports as paid, in cents: the amount refunded (migration 014). */
  paid_amount: Generated<number | null>;
  paid_currency: Generated<string | null>;
  provider_tax_amount: number | null;
  provider_tax_rate: string | null;
  /** The discount code the order used (migration 016), the list price and the discount in cents. */
  discount_code: Generated<string | null>;
  list_price: Generated<number | null>;
  discount_amount: Generated<number>;
  /** The buyer's consent to one reminder of this checkout (migration 017, decision D18). */
  reminder_consent: Generated<string | null>;
  reminder_consent_at: Generated<string | null>;
  /** When the reminder was queued; set once, by the process that claimed it. */
  reminder_sent_at: Generated<string | null>;
  reminder_unsubscribed_at: Generated<string | null>;
  /**
   * The address in canonical form (canonical-email.ts) while the checkout has reminder consent
   * (migration 019): the one-reminder-a-week rule counts an address's variants as one.
   */
  reminder_address: Generated<string | null>;
  /** The reminded checkout this one came back from. */
  reminder_of: Generated<string | null>;
  /** The partner whose link the visit came with, and the commission in percent then. */
  referral_code: Generated<string | null>;
  referral_percent: Generated<number | null>;
  /** When the provider said the payment is under way (migration 018): the code stays held. */
  payment_started_at: Generated<string | null>;
  /** How many copies the order bought (migration 030): 1, or 2 to 50 for a team. */
  copies: Generated<number>;
  /** The volume price's reduction per copy in percent, when one applied; else null. */
  volume_percent: Generated<number | null>;
  /** A keyed hash of the client address of a checkout holding a limited code (migration 018). */
  hold_client: Generated<string | null>;
  /** The provider's fee and what reached the seller, in cents (migration 024); null: unknown. */
  provider_fee: Generated<number | null>;
  provider_net: Generated<number | null>;
  provider_fee_currency: Generated<string | null>;
}

/** One download of a purchase's file, with its time. */
interface PurchaseDownloadsTable {
  id: string;
  purchase_id: string;
  at: string;
}

/**
 * One administrator write: who, when, what, and the values before and after (JSON). Kept when
 * the row it describes is deleted.
 */
export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  table_name: string;
  row_id: string;
  summary: Generated<string>;
  before: string | null;
  after: string | null;
  request_key: string | null;
}

/** The rows of a large table, kept by triggers (migration 022). */
interface RowCountsTable {
  table_name: string;
  row_count: number | string;
}

/** The rows per code of a labelled column, kept by triggers (migration 027). */
interface ValueCountsTable extends RowCountsTable {
  column_name: string;
  value: string;
}

/** A renewed download link: new validity and allowance (decision D14). */
export interface LinkRenewalsTable {
  id: string;
  purchase_id: string;
  renewed_at: string;
  renewed_by: 'buyer' | 'admin';
  actor: string | null;
  expires_at: string;
  download_limit: number;
}

/** Anyone who signed in; administrator rights are decided per request (decision D8). */
interface UsersTable {
  id: string;
  email: string;
  created_at: string;
  last_login_at: string | null;
}

/** id is the SHA-256 (hex) of the cookie token; the token itself is never stored. */
interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** Administrators added with `npm run admin`; ADMIN_EMAILS are administrators too. */
interface AdminsTable {
  email: string;
  created_at: string;
}

/** The one live sign-in code of an address, as an HMAC; attempts counts wrong tries. */
interface OtpCodesTable {
  email: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** rate-limiter-flexible's counters: points used and when the window ends (ms since epoch). */
interface RateLimitCountersTable {
  key: string;
  points: number;
  expire: number | null;
}

type MailStatus = 'pending' | 'sent' | 'failed';

/** Queued e-mail; the worker claims a row with locked_until and marks it sent once accepted. */
export interface MailOutboxTable {
  id: string;
  dedupe_key: string | null;
  from_address: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** The order the message belongs to, for the order's timeline. */
  purchase_id: Generated<string | null>;
  /** When the message was given up (status 'failed'). */
  failed_at: Generated<string | null>;
  /** The List-Unsubscribe header (an https address), for mail a buyer may stop. */
  list_unsubscribe: Generated<string | null>;
  /** The worker holding the lease (its id for this process's life), so it can give it back. */
  claimed_by: Generated<string | null>;
}

/** Sessions of the built-in demo payment provider. */
interface DemoPaymentsTable {
  id: string;
  purchase_id: string;
  amount: number;
  currency: string;
  product_name: string;
  status: 'open' | 'processing' | 'paid' | 'failed' | 'expired' | 'refunded';
  payment_id: string | null;
  pay_after: string | null;
  success_url: string;
  cancel_url: string;
  error_url: string;
  created_at: string;
  /** The billing country the buyer chose on the test page. */
  billing_country: string | null;
  /** Cents refunded of the payment so far (migration 018). */
  refunded_amount: Generated<number>;
}

/** First-party daily totals (decision D6): no visitor data, only counts. */
interface DailyCountsTable {
  /** Berlin calendar day, YYYY-MM-DD. */
  day: string;
  /** 'page_view' or 'product_view'. */
  metric: string;
  path: string;
  language: string;
  count: number | string | bigint;
}

import type {
  PartnerPayoutsTable,
  PartnersTable,
  PurchaseRefundsTable,
  ReminderSuppressionsTable,
  AccountingSettingsTable,
} from './refund-and-growth-tables';
import type {
  InvoiceCountersTable,
  InvoicesTable,
  VatThresholdCrossingsTable,
} from './invoice-tables';
export type { InvoiceKind, InvoicesTable, VatTreatment } from './invoice-tables';

export interface Database {
  products: ProductsTable;
  ebook_purchases: EbookPurchasesTable;
  users: UsersTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  otp_codes: OtpCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  demo_payments: DemoPaymentsTable;
  link_renewals: LinkRenewalsTable;
  audit_log: AuditLogTable;
  row_counts: RowCountsTable;
  value_counts: ValueCountsTable;
  purchase_downloads: PurchaseDownloadsTable;
  daily_counts: DailyCountsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  vat_threshold_crossings: VatThresholdCrossingsTable;
  discount_codes: DiscountCodesTable;
  product_prices: ProductPricesTable;
  partners: PartnersTable;
  partner_payouts: PartnerPayoutsTable;
  purchase_refunds: PurchaseRefundsTable;
  reminder_suppressions: ReminderSuppressionsTable;
  accounting_settings: AccountingSettingsTable;
  team_copies: TeamCopiesTable;
  volume_prices: VolumePricesTable;
}

/** A copy of a team order the buyer gave to a member (migration 030, decision 100). */
interface TeamCopiesTable {
  purchase_id: string;
  /** 1 to the order's number of copies. */
  seat: number;
  name: Generated<string>;
  email: string;
  /** The language of the member's e-mail. */
  language: string;
  /** Raised when the copy goes to another address: the member's earlier link stops working. */
  link_generation: Generated<number>;
  link_expires_at: string;
  download_count: Generated<number>;
  first_download_at: string | null;
  /** How many times the copy's e-mail was queued: bounds what a buyer can mail to strangers. */
  sends: Generated<number>;
  sent_at: string;
  created_at: string;
}

/** A price by quantity: from `min_copies` copies, each costs `percent_off` less. */
interface VolumePricesTable {
  min_copies: number;
  percent_off: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}
