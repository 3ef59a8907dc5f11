import type { Db } from '../../src/server/db/index';

/** The audit log's entries about one table, oldest first, with the columns a test compares. */
export function auditOfTable<C extends 'action' | 'actor' | 'row_id'>(
  db: Db,
  table: string,
  columns: C[],
) {
  return db
    .selectFrom('audit_log')
    .select(columns)
    .where('table_name', '=', table)
    .orderBy('at')
    .execute();
}
