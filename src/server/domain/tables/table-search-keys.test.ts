import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { listRows, parseListQuery } from './tables';
import { selectiveParts } from './table-term-probe';

/**
 * A rare search term whose few matches all lie among the oldest orders, the newest first: the
 * shape that made PostgreSQL walk the date index testing every row (minutes at ten million
 * orders). Both engines list the same rows; PostgreSQL takes the matches' keys from its
 * trigram indexes first, and no statement after that tests the text on a row.
 */
const TABLE = 'ebook_purchases';
const N = 3000;

function order(i: number) {
  return {
    id: `RC-K${String(i).padStart(6, '0')}`,
    email: i < 4 ? `seltenkunde${i}@beispiel.de` : `kunde${i}@beispiel${i % 13}.de`,
    name: `Kunde ${i}`,
    language: 'de',
    product_id: 'ebook-restaurant-closer-de',
    amount: 4700,
    currency: 'EUR',
    status: 'paid' as const,
    provider: 'demo' as const,
    download_count: 0,
    created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  };
}

describeEachDatabase('a rare search term among the oldest orders on %s', (suite) => {
  /** The orders written (and analysed), and a handle that records every statement it sends. */
  async function seeded(rows: ReturnType<typeof order>[]) {
    const { db } = suite.db();
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto(TABLE)
        .values(rows.slice(i, i + 500))
        .execute();
    }
    if (suite.kind === 'postgres') await sql`analyze ebook_purchases`.execute(db);
    const statements: string[] = [];
    const logged = db.withPlugin({
      transformQuery: (args) => {
        statements.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { logged, statements };
  }

  it('lists its matches newest first with an exact total; PostgreSQL reads them by key', async () => {
    const rows = Array.from({ length: N }, (_, i) => order(i));
    const { logged, statements } = await seeded(rows);
    const query = parseListQuery(
      TABLE,
      new URLSearchParams('search=SeltenKunde&sort=created_at:desc&limit=20'),
    );
    const listed = await listRows(logged, suite.kind, TABLE, query);
    expect(listed.data.map((r) => r.id)).toEqual([
      'RC-K000003',
      'RC-K000002',
      'RC-K000001',
      'RC-K000000',
    ]);
    expect(listed).toMatchObject({ total: 4, totalEstimated: false, pageApproximate: false });
    if (suite.kind !== 'postgres') return;
    // The text is tested only by the planner's estimate (no order, no limit) and in the
    // candidates' CTE; the page and its count, ordered or limited, read the four keys.
    const testing = statements.filter((s) => s.includes('shop_fold'));
    expect(testing.some((s) => s.includes('candidates as materialized'))).toBe(true);
    for (const s of testing) {
      if (s.includes('candidates as materialized')) continue;
      expect(/order by|limit/i.test(s), s).toBe(false);
    }
    expect(statements.some((s) => s.includes('= any('))).toBe(true);
  });

  it('takes more keys than a text count may go for a common term: listed by the text, estimated, not counted', async () => {
    // The planner without statistics on the folded e-mail (as before migration 031, or before
    // the first ANALYZE) guesses the term rare: its keys are asked for, and found to be many.
    if (suite.kind === 'postgres') {
      await sql`alter index ebook_purchases_fold_email_idx alter column 1 set statistics 0`.execute(
        suite.db().db,
      );
    }
    const rows = Array.from({ length: 600 }, (_, i) => order(i));
    const { logged, statements } = await seeded(rows);
    const query = parseListQuery(
      TABLE,
      new URLSearchParams('search=seltenkunde&sort=created_at:desc&limit=20'),
    );
    const listed = await listRows(logged, suite.kind, TABLE, query, { textCountLimit: 2 });
    expect(listed.data.map((r) => r.id)).toEqual([
      'RC-K000003',
      'RC-K000002',
      'RC-K000001',
      'RC-K000000',
    ]);
    // SQLite counts a term on its trigram index, exactly.
    if (suite.kind !== 'postgres') return expect(listed.total).toBe(4);
    expect(listed.totalEstimated).toBe(true);
    expect(listed.total).toBeGreaterThan(2);
    // Found to be more than two by its keys: no count of the text follows.
    expect(statements.some((s) => s.includes('candidates as materialized'))).toBe(true);
    expect(statements.filter((s) => /count\(\*\)/.test(s) && s.includes('shop_fold'))).toEqual([]);
  });

  it('lists a term its statistics show to be common by the text, without asking for its keys first, and estimates it from them', async () => {
    // Every 200th order is Özlem Sahin's: 100 of 20,000, spread over the whole order. Sorted by
    // name they are one block of 0.5 %, which a histogram of 100 values (PostgreSQL's default)
    // meets once at most, and one of 1,000 values about five times.
    const many = 20_000;
    const rows = Array.from({ length: many }, (_, i) => ({
      ...order(i),
      name: i % 200 === 0 ? `Özlem Sahin ${i}` : i % 7000 === 1 ? `Zyx Rare ${i}` : `Kunde ${i}`,
    }));
    const { logged, statements } = await seeded(rows);
    const query = parseListQuery(
      TABLE,
      new URLSearchParams('name.contains=ozlem s&sort=created_at:desc&limit=20'),
    );
    const listed = await listRows(logged, suite.kind, TABLE, query, { textCountLimit: 20 });
    const newest = Array.from({ length: 20 }, (_, k) => order(many - 200 - k * 200).id);
    expect(listed.data.map((r) => r.id)).toEqual(newest);
    if (suite.kind !== 'postgres') return expect(listed.total).toBe(100);
    // The planner reads the term's share from the statistics on shop_fold(name) (migration
    // 031): above the text count's limit, so no keys are taken first.
    expect(statements.some((s) => s.includes('candidates as materialized'))).toBe(false);
    expect(listed.totalEstimated).toBe(true);
    expect(listed.total).toBeGreaterThanOrEqual(60);
    expect(listed.total).toBeLessThanOrEqual(150);
    // Three orders of 20,000: the planner's floor (a hundredth of a percent, 2 rows) is above a
    // limit of 1, but the statistics do not show the term, so its keys are asked for.
    statements.length = 0;
    const rare = parseListQuery(TABLE, new URLSearchParams('name.contains=zyx r&limit=20'));
    const few = await listRows(logged, suite.kind, TABLE, rare, { textCountLimit: 1 });
    expect(few.data).toHaveLength(3);
    expect(statements.some((s) => s.includes('candidates as materialized'))).toBe(true);
  });

  it('asks the trigram index only for the uncommon part of a rare e-mail, and lists exactly its rows', async () => {
    // Every e-mail holds "kunde", a third of them "de1": the index is asked for "e1234", which
    // three decoys hold too; the whole term, tested on what the index found, leaves them out.
    const rows = Array.from({ length: N }, (_, i) => order(i));
    for (const [k, email] of [
      'xe1234@andere.de',
      'e1234kunde@andere.de',
      'kunde1e1234@x.de',
    ].entries())
      rows.push({ ...order(N + k), email });
    const { logged, statements } = await seeded(rows);
    const query = parseListQuery(TABLE, new URLSearchParams('email.contains=KUNDE1234@&limit=20'));
    const listed = await listRows(logged, suite.kind, TABLE, query);
    expect(listed.data.map((r) => r.email)).toEqual(['kunde1234@beispiel12.de']);
    expect(listed).toMatchObject({ total: 1, totalEstimated: false });
    if (suite.kind !== 'postgres') return;
    const probe = statements.find((s) => s.includes('candidates as materialized'));
    expect(probe).toContain(`|| '') like`);
  });
});

describe('the parts of a term the trigram index is asked for', () => {
  const sample = Array.from({ length: 1000 }, (_, i) => `kunde${i}@beispiel${i % 13}.de`);
  it('leaves out trigrams common in the sample and keeps the runs between them', () => {
    // "kun", "und", "nde" are in every value, "de1" in about a tenth: kept.
    expect(selectiveParts('kunde123@', sample)).toEqual(['de123']);
    expect(selectiveParts('xyzkunde42qrs', sample)).toEqual(['xyzku', 'de42qrs']);
  });
  it('asks for the whole term when nothing is common, everything is, or what is left is not rare', () => {
    expect(selectiveParts('zyxwvu', sample)).toBeNull();
    expect(selectiveParts('kunde', sample)).toBeNull();
    expect(selectiveParts('kunde1', sample)).toBeNull();
    expect(selectiveParts('kunde123@', [])).toBeNull();
  });
});
