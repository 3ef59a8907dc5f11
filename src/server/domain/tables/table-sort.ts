import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { TableSchema } from '../../../shared/schema-validation';
import type { ListSort } from './table-query';

/**
 * A column with labels (status, language) sorts by the labels the administrator reads, not by
 * its codes: "Abgelaufen, Ausstehend, Bezahlt …", "Deutsch, Englisch, Französisch …". Pages are
 * read as one index range per code in the labels' order (each a seek on the column's index,
 * ordered by the key), so this order costs what any other does; an ORDER BY CASE over the
 * labels' ranks gives the same order where a page is read by its number.
 */

export const reversed = (sort: ListSort): ListSort => ({
  field: sort.field,
  direction: sort.direction === 'asc' ? 'desc' : 'asc',
});

/** The column's codes in the order of their German labels, or null for a column without. */
export function labelOrder(schema: TableSchema, field: string): string[] | null {
  const p = schema.properties[field];
  if (!p?.enum || !p.enumNames || p.enumNames.length !== p.enum.length) return null;
  const codes = p.enum.map(String);
  const label = new Map(codes.map((code, i) => [code, p.enumNames![i]]));
  return [...codes].sort((a, b) => label.get(a)!.localeCompare(label.get(b)!, 'de'));
}

/**
 * The value the list is ordered by: the column, or for a labelled column its label's rank
 * (NULL stays NULL, a code outside the schema ranks last).
 */
export function sortValue(schema: TableSchema, field: string): RawBuilder<unknown> {
  const order = labelOrder(schema, field);
  const column = sql.ref(field);
  if (!order) return sql`${column}`;
  const whens = order.map((code, rank) => sql`when ${column} = ${code} then ${sql.lit(rank)}`);
  const other = sql.lit(order.length);
  return sql`(case when ${column} is null then null ${sql.join(whens, sql` `)} else ${other} end)`;
}

/**
 * The rows whose code is none of the schema's, as the gaps between the codes (`v < a`,
 * `v > a and v < b`, …, `v > z`), each an index range: `not in` is no range, and both engines
 * answered it by reading the whole table, a quarter of a second and more at a million rows, to
 * find that there are none. `codes` must be in the database's own order of the column's values
 * (its collation: an underscore sorts differently in PostgreSQL's and in byte order), which
 * table-labelled.ts asks the database for.
 */
export function outsideSchema(
  v: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  codes: string[],
) {
  if (!codes.length) return sql<SqlBool>`${v} is not null`;
  const gaps = [sql<SqlBool>`${v} < ${codes[0]}`];
  for (let i = 1; i < codes.length; i++) {
    gaps.push(sql<SqlBool>`(${v} > ${codes[i - 1]} and ${v} < ${codes[i]})`);
  }
  gaps.push(sql<SqlBool>`${v} > ${codes[codes.length - 1]}`);
  return sql<SqlBool>`(${sql.join(gaps, sql` or `)})`;
}

/**
 * The index ranges of a labelled column in the sort's order, from the start or after a row
 * (its code and key): NULLs, each code, then codes outside the schema (reversed descending).
 * Within a range the code is one, so the rows follow the key.
 */
export function labelRanges(
  order: string[],
  sort: ListSort,
  pk: string,
  from: { value: unknown; key: unknown } | null,
  /** The rows holding a code outside the schema, or null when there are none (the usual case). */
  outside: Expression<SqlBool> | null,
): Expression<SqlBool>[] {
  const v = sql.ref(sort.field);
  const ranges: { code: unknown; where: Expression<SqlBool> }[] = [
    { code: null, where: sql<SqlBool>`${v} is null` },
    ...order.map((code) => ({ code, where: sql<SqlBool>`${v} = ${code}` })),
    ...(outside ? [{ code: undefined, where: outside }] : []),
  ];
  if (sort.direction === 'desc') ranges.reverse();
  if (!from) return ranges.map((r) => r.where);
  const at = (code: unknown) => {
    if (code === null) return ranges.findIndex((r) => r.code === null);
    const own = ranges.findIndex((r) => r.code === code);
    return own >= 0 ? own : ranges.findIndex((r) => r.code === undefined);
  };
  const i = at(from.value);
  // After a code outside the schema whose rows are gone: outside codes rank last.
  if (i < 0) return sort.direction === 'asc' ? [] : ranges.map((r) => r.where);
  const after = sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const rest = sql<SqlBool>`${ranges[i].where} and ${sql.ref(pk)} ${after} ${from.key}`;
  return [rest, ...ranges.slice(i + 1).map((r) => r.where)];
}
