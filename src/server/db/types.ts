import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and booleans are 0/1 integers on both
 * dialects (docs/decisions/002-portable-columns.md), so one query returns the same shapes
 * from SQLite and PostgreSQL.
 */
export interface ProductsTable {
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
}

export interface Database {
  products: ProductsTable;
}

export type { Generated };
