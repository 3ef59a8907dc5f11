import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Db } from '../../db/index';
import { searchFold } from '../../../shared/search-fold';

/**
 * PostgreSQL: the condition that asks the trigram indexes for a rare term's keys
 * (table-where.ts, `pgCandidates`). GIN finds a term by intersecting the lists of rows of each of
 * its trigrams, and a trigram that nearly every value holds ("kun" of "kunde4242@…" in every
 * e-mail of the bench, "gma" of half the real ones) is a list of nearly every row: at ten million
 * orders such lists made the probe of a rare e-mail 94 ms. So the index is asked only for the
 * term's other trigrams, and the whole term is tested on the few rows they leave, off the index.
 * Which trigrams are that common the column's statistics tell: the 1,000 sampled values of
 * `shop_fold(column)` that ANALYZE keeps for the planner (migration 031). The rows found are
 * exactly the term's either way: the parts asked of the index are substrings of the term.
 */

/** A trigram in at least this share of a column's sampled values is left out of the index's part. */
const COMMON_SHARE = 0.25;
/** What is asked of the index must hold a trigram at most this common, or the term goes whole. */
const SELECTIVE_SHARE = 0.01;
/** How long a table's samples are used before they are read again (ANALYZE renews them). */
const SAMPLE_TTL_MS = 5 * 60_000;

type Samples = Map<string, string[]>;
const known = new WeakMap<Db, Map<string, { at: number; samples: Promise<Samples> }>>();

/** Each trigram-indexed column's sampled folded values (histogram and most common values). */
function columnSamples(db: Db, table: string): Promise<Samples> {
  let tables = known.get(db);
  if (!tables) known.set(db, (tables = new Map()));
  const cached = tables.get(table);
  if (cached && Date.now() - cached.at < SAMPLE_TTL_MS) return cached.samples;
  const samples = sql<{ indexdef: string; h: string[] | null; m: string[] | null }>`
      select i.indexdef, s.histogram_bounds::text::text[] as h, s.most_common_vals::text::text[] as m
      from pg_indexes i join pg_stats s on s.schemaname = i.schemaname and s.tablename = i.indexname
      where i.tablename = ${table} and i.indexdef like '%gin_trgm_ops%'`
    .execute(db as unknown as Kysely<any>)
    .then(({ rows }) => {
      const byColumn: Samples = new Map();
      for (const row of rows) {
        const column = /shop_fold\(\(?"?([a-z_][a-z0-9_]*)/.exec(row.indexdef)?.[1];
        if (column) byColumn.set(column, [...(row.h ?? []), ...(row.m ?? [])]);
      }
      return byColumn;
    })
    .catch(() => new Map<string, string[]>());
  tables.set(table, { at: Date.now(), samples });
  return samples;
}

const WORD = /^[\p{L}\p{N}]{3}$/u;

/**
 * The substrings of a folded term that the index is asked for, or null to ask for the whole
 * term: runs of its trigrams (three letters or digits, as pg_trgm makes them) that are not
 * common in the sample. Null when no trigram is common, when none is left, or when what is left
 * is itself too common to narrow (the term then costs what it always did).
 * @internal Exported for its unit test: which runs a term gives for a given sample is checked
 * on its own; through the database only the rows found show, and they are the same either way.
 */
export function selectiveParts(folded: string, sample: string[]): string[] | null {
  if (sample.length === 0) return null;
  const chars = [...folded];
  const runs: string[] = [];
  let dropped = false;
  let rarest = 1;
  let run: { from: number; to: number } | null = null;
  const close = () => {
    if (run) runs.push(chars.slice(run.from, run.to + 3).join(''));
    run = null;
  };
  for (let i = 0; i + 3 <= chars.length; i++) {
    const window = chars.slice(i, i + 3).join('');
    if (!WORD.test(window)) {
      close();
      continue;
    }
    let holding = 0;
    for (const value of sample) if (value.includes(window)) holding++;
    const share = holding / sample.length;
    if (share >= COMMON_SHARE) {
      dropped = true;
      close();
      continue;
    }
    rarest = Math.min(rarest, share);
    if (run) run.to = i;
    else run = { from: i, to: i };
  }
  close();
  if (!dropped || runs.length === 0 || rarest > SELECTIVE_SHARE) return null;
  return runs;
}

/**
 * The probe's condition for a term over some columns: per column, its selective parts on the
 * index and the whole term tested on the rows they find (written `shop_fold(c) || ''`, which
 * no index has, so the planner cannot ask the index for it too); a column without such parts
 * asks for the whole term, as `exact` does.
 */
export async function probeCondition(
  db: Db,
  table: string,
  columns: string[],
  text: string,
  like: (pattern: string) => string,
): Promise<Expression<SqlBool>> {
  const samples = await columnSamples(db, table);
  const folded = searchFold(text);
  const whole = like(folded);
  const per = columns.map((c) => {
    const column = sql`shop_fold(${sql.ref(c)})`;
    const parts = selectiveParts(folded, samples.get(c) ?? []);
    if (!parts) return sql<SqlBool>`${column} like ${whole} escape '!'`;
    const indexed = parts.map((p) => sql<SqlBool>`${column} like ${like(p)} escape '!'`);
    return sql<SqlBool>`(${sql.join(indexed, sql` and `)} and (${column} || '') like ${whole} escape '!')`;
  });
  return per.length === 1 ? per[0]! : sql<SqlBool>`(${sql.join(per, sql` or `)})`;
}
