import { randomUUID } from 'node:crypto';
import type { FieldErrors, Row, TableSchema } from '../../../shared/schema-validation';
import { storedEmail } from '../common/email-address';
import type { Db } from '../../db/index';
import adminsSchema from '../../../shared/schemas/admins.json';
import { AUDIT_LOG_SCHEMA } from '../../../shared/audit-names';
import ebookPurchasesSchema from '../../../shared/schemas/ebook_purchases.json';
import productsSchema from '../../../shared/schemas/products.json';
import discountCodesSchema from '../../../shared/schemas/discount_codes.json';
import partnersSchema from '../../../shared/schemas/partners.json';
import volumePricesSchema from '../../../shared/schemas/volume_prices.json';
import { checkDiscountCodeRow, discountCodeDeleteRefusal } from '../checkout/discount-code-rules';
import { normalizePartnerRow, partnerDeleteRefusal } from '../growth/referrals';
import { checkProductPrice, recordPriceChange } from '../checkout/price-history';
import { singleLine } from '../orders/purchases';
import { DomainError } from '../common/errors';
import {
  AUDIT_WRITE_REFUSAL,
  ORDER_CREATE_REFUSAL,
  orderDeleteRefusal,
  productDeleteRefusal,
} from './table-rules';

/**
 * The admin's generic table browser (decision D9, docs/decisions/030-admin-tables.md). The
 * schema files are the allow-list: a table or column name from a request is only ever used
 * after it was found as a key here, and then only through Kysely's identifier quoting.
 */
export interface TableDefinition {
  schema: TableSchema;
  /** Values the server owns, filled on create (ids, timestamps, the fields a manual entry lacks). */
  createFill: (now: string) => Row;
  /** Timestamps the server refreshes on every update. */
  updateFill?: (now: string) => Row;
  /** Normalises values before a write (e.g. e-mail addresses to lower case). */
  normalize?: (row: Row) => Row;
  /** What a new row whose key is taken is told, in the table's words; a generic line otherwise. */
  duplicateKey?: string;
  /** Entries are not created by hand: the message says where they come from. */
  createRefusal?: string;
  /** A read-only table: every write is refused with this message. */
  writeRefusal?: string;
  /** Why this row may not be deleted, or null; asked inside the delete's transaction. */
  deleteRefusal?: (db: Db, row: Row) => Promise<string | null>;
  /**
   * The trigram index of the searched text columns on SQLite (an FTS5 table kept in step by
   * triggers, migration 007); PostgreSQL's pg_trgm indexes need no mention, its planner picks
   * them. Tables without one are searched by scanning, which is fine at their size.
   */
  searchIndex?: { sqlite: string; columns: string[] };
  /**
   * The table's number of rows is kept in row_counts by triggers (migration 022): a list
   * without filters reads its exact total instead of counting a million rows.
   */
  keptCount?: true;
  /**
   * Labelled columns whose rows per code are kept in value_counts by triggers (migration 027):
   * a deep page of a list sorted by one of them skips whole codes without counting them.
   */
  keptValueCounts?: string[];
  /** Code columns the search also compares whole (an order found by its discount code). */
  searchCodes?: string[];
  /**
   * Rules across fields or against other tables, asked in the write's transaction with the row
   * as it would be (`before` on an update): per-field messages, or null when it may be written.
   */
  checkRow?: (db: Db, row: Row, before: Row | undefined, now: Date) => Promise<FieldErrors | null>;
  /** What else a write records, in its transaction (a product's price history). */
  afterWrite?: (db: Db, after: Row, before: Row | undefined, now: Date) => Promise<void>;
}

const lowerEmail = (row: Row): Row =>
  typeof row.email === 'string' ? { ...row, email: storedEmail(row.email) } : row;

/** A buyer's name edited by hand follows the checkout's rule: one line of plain text. */
const cleanPurchase = (row: Row): Row =>
  lowerEmail(typeof row.name === 'string' ? { ...row, name: singleLine(row.name) } : row);

/** Tables with a creation and a last-change time, both set by the server. */
const TIMESTAMPS: Pick<TableDefinition, 'createFill' | 'updateFill'> = {
  createFill: (now) => ({ created_at: now, updated_at: now }),
  updateFill: (now) => ({ updated_at: now }),
};

const TABLES: Record<string, TableDefinition> = {
  ebook_purchases: {
    schema: ebookPurchasesSchema as TableSchema,
    // A purchase entered by hand: no payment behind it, so it stays pending until changed.
    createFill: (now) => ({
      id: randomUUID(),
      language: 'en',
      product_id: '',
      amount: 0,
      currency: 'EUR',
      status: 'pending',
      provider: 'demo',
      created_at: now,
    }),
    normalize: cleanPurchase,
    createRefusal: ORDER_CREATE_REFUSAL,
    deleteRefusal: orderDeleteRefusal,
    searchIndex: { sqlite: 'ebook_purchases_search', columns: ['id', 'email', 'name'] },
    keptCount: true,
    keptValueCounts: ['status', 'language'],
    searchCodes: ['discount_code', 'referral_code'],
  },
  products: {
    schema: productsSchema as TableSchema,
    ...TIMESTAMPS,
    deleteRefusal: productDeleteRefusal,
    checkRow: checkProductPrice,
    afterWrite: recordPriceChange,
  },
  discount_codes: {
    schema: discountCodesSchema as TableSchema,
    ...TIMESTAMPS,
    // Stored as the buyer's entry is compared: in upper case.
    normalize: (row) =>
      typeof row.code === 'string' ? { ...row, code: row.code.trim().toUpperCase() } : row,
    checkRow: checkDiscountCodeRow,
    deleteRefusal: discountCodeDeleteRefusal,
    duplicateKey: 'Diesen Code gibt es schon. Bitte wählen Sie einen anderen.',
  },
  // Referral partners (decision D18): the code is compared and stored upper case, as a discount
  // code, but in a namespace of its own ('?ref=' against '?code=').
  partners: {
    schema: partnersSchema as TableSchema,
    ...TIMESTAMPS,
    normalize: normalizePartnerRow,
    deleteRefusal: partnerDeleteRefusal,
    duplicateKey: 'Diesen Partnercode gibt es schon. Bitte wählen Sie einen anderen.',
  },
  // Prices by quantity for team orders (decision 100).
  volume_prices: {
    schema: volumePricesSchema as TableSchema,
    ...TIMESTAMPS,
    duplicateKey: 'Für diese Anzahl gibt es schon einen Mengenpreis. Bitte ändern Sie ihn dort.',
  },
  admins: {
    schema: adminsSchema as TableSchema,
    createFill: (now) => ({ created_at: now }),
    normalize: lowerEmail,
    duplicateKey: 'Diese Adresse ist schon als Administrator eingetragen.',
  },
  audit_log: {
    schema: AUDIT_LOG_SCHEMA,
    createFill: () => ({}),
    writeRefusal: AUDIT_WRITE_REFUSAL,
    keptCount: true,
  },
};

export function listTableNames(): string[] {
  return Object.keys(TABLES);
}

function findTable(name: string): TableDefinition | undefined {
  return Object.hasOwn(TABLES, name) ? TABLES[name] : undefined;
}

export function getTableSchema(name: string): TableSchema | undefined {
  return findTable(name)?.schema;
}

export function requireTable(name: string): TableDefinition {
  const table = findTable(name);
  if (!table) throw new DomainError('not-found', `Unbekannte Tabelle: ${name}`);
  return table;
}
