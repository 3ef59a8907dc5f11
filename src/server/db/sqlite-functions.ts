import type SQLite from 'better-sqlite3';
import { searchFold } from '../../shared/search-fold';

/** Unicode lower case for the admin search (SQLite's own lower() and LIKE fold A-Z only). */
export function addSqliteFunctions(sqlite: SQLite.Database) {
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  // The admin search's comparison: lower case without accents (shared/search-fold.ts).
  sqlite.function('search_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchFold(value) : value,
  );
}
