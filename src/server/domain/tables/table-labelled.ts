import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListSort } from './table-query';
import { outsideSchema } from './table-sort';
import { anyDb, type Scope } from './table-scope';

/**
 * A labelled column's codes outside its schema (docs/decisions/092-exact-pages-and-counts.md):
 * the gaps between the schema's codes in the database's own order, and whether any row holds
 * such a code at all (usually none, and then the range is never read).
 */

/** The codes in the order the database sorts them, asked once per engine and column. */
const dbOrders = new Map<string, Promise<string[]>>();

function codesInDbOrder(scope: Scope, codes: string[]): Promise<string[]> {
  const key = `${scope.kind}\u0000${codes.join('\u0000')}`;
  let order = dbOrders.get(key);
  if (!order) {
    const values = sql.join(codes.map((code) => sql`(${code})`));
    order = sql<{ v: string }>`select column1 as v from (values ${values}) as codes order by 1`
      .execute(anyDb(scope.db))
      .then(({ rows }) => rows.map((row) => String(row.v)));
    // A failure is asked again next time, not remembered.
    order.catch(() => dbOrders.delete(key));
    dbOrders.set(key, order);
  }
  return order;
}

/**
 * The condition that selects the rows whose code is none of the schema's, or null when no row
 * has one (asked on the column's own index, without an order: a few index steps). On SQLite the
 * condition names those rows by their rowids: its planner, asked for them in the key's order,
 * would walk the whole key index testing each row; PostgreSQL reads the gaps and sorts them.
 */
export async function outsideRows(
  scope: Scope,
  field: string,
  codes: string[],
): Promise<Expression<SqlBool> | null> {
  const gaps = outsideSchema(sql.ref(field), await codesInDbOrder(scope, codes));
  const some = await anyDb(scope.db)
    .selectFrom(scope.table)
    .select(sql`1`.as('one'))
    .where(gaps)
    .limit(1)
    .executeTakeFirst();
  if (!some) return null;
  if (scope.kind !== 'sqlite') return gaps;
  return sql<SqlBool>`rowid in (select rowid from ${sql.table(scope.table)} where ${gaps})`;
}

/**
 * The rows per code of a labelled column, as its triggers keep them (migration 027), when the
 * list has no filters and the column is kept; null otherwise (the ranges are counted).
 */
export async function keptPerCode(
  scope: Scope,
  field: string,
): Promise<Map<string, number> | null> {
  if (scope.pageWhere.length > 0 || !scope.keptValueCounts.includes(field)) return null;
  const rows = await anyDb(scope.db)
    .selectFrom('value_counts')
    .select(['value', 'row_count'])
    .where('table_name', '=', scope.table)
    .where('column_name', '=', field)
    .execute();
  return new Map(rows.map((r) => [String(r.value), Number(r.row_count)]));
}

/**
 * The code of each of `labelRanges`' ranges, in the same order: null, the schema's codes, and
 * undefined for the rows outside the schema when there are any.
 */
export function rangeCodes(
  labels: string[],
  sort: ListSort,
  outside: boolean,
): Array<string | null | undefined> {
  const codes = [null, ...labels, ...(outside ? [undefined] : [])];
  return sort.direction === 'desc' ? codes.reverse() : codes;
}
