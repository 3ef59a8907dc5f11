import type SQLite from 'better-sqlite3';

/** Unicode lower case for the admin search (SQLite's own lower() and LIKE fold A-Z only). */
export function addSqliteFunctions(sqlite: SQLite.Database) {
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}
