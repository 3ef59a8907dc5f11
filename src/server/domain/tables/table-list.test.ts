import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import { ORDER_LIST_COLUMNS } from '../../../../tests/setup/order-columns';
import { exportRows } from './table-list';
import { listRows, parseListQuery } from './tables';
import type { ListTuning } from './table-scope';
import type { PurchaseStatus } from '../../db/types';
import { searchFold } from '../../../shared/search-fold';

/**
 * The order list at small scale, every path of the large one: pages read by cursor, by number
 * from either end and by deep offset agree with a plain ORDER BY; filters and the search give
 * the rows a plain scan gives, with the trigram index and without.
 */
const TABLE = 'ebook_purchases';
const NAMES = [
  'Anna Müller',
  'ANNA MÜLLER',
  'anna müller',
  'Jürgen Groß',
  'Zoë "Z" O\'Neil',
  '100% Kunde',
  'under_score',
  'Bang!Name',
  '',
  'Äpfel Ärger',
  'Ölmann, Ute',
  '=SUMME(A1)',
];
/** The codes in the order of the labels shown (Abgelaufen, Ausstehend, Bezahlt …; Deutsch …). */
const LABEL_ORDER: Record<string, string[]> = {
  status: ['expired', 'pending', 'paid', 'refunded', 'failed', 'free', 'review', 'withdrawn'],
  language: ['de', 'en', 'fr', 'it', 'es'],
};
const STATUSES = ['paid', 'pending', 'failed', 'refunded', 'free'];
const LANGS = ['en', 'it', 'de', 'es', 'fr'];
const N = 400;

/** A small deterministic generator: the same rows on every run and both engines. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function generate() {
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const instants = Array.from({ length: 40 }, (_, i) =>
    new Date(Date.UTC(2025, 2, 28, 20 + i * 3, (i * 17) % 60)).toISOString(),
  );
  return Array.from({ length: N }, (_, i) => {
    const name = next() < 0.7 ? pick(NAMES) : `${pick(NAMES)} ${i}`;
    return {
      id: `o-${Math.floor(next() * 1e9).toString(36)}-${i}`,
      email:
        next() < 0.2
          ? `KUNDE${i}@Example.COM`
          : `kunde${i}${pick(['', '_x', '%y', '!z'])}@beispiel${i % 13}.de`,
      name,
      language: pick(LANGS),
      product_id: 'ebook-restaurant-closer-de',
      amount: pick([0, 1900, 4700, 4700, 9700]),
      currency: 'EUR',
      status: pick(STATUSES) as 'paid',
      provider: 'demo' as const,
      download_count: Math.floor(next() * 4),
      created_at: pick(instants),
      delivery_failed_at: next() < 0.15 ? pick(instants.slice(0, 5)) : null,
    };
  });
}

/** The thresholds each test lowers to reach a path on a small table; reset after each. */
let tuning: Partial<ListTuning> = {};

describeEachDatabase('order list paging, filters and search on %s', { shared: true }, (suite) => {
  const d = () => suite.db();
  const kind = () => suite.kind;
  let rows: ReturnType<typeof generate>;

  beforeEach(async () => {
    if (rows) return;
    rows = generate();
    for (let i = 0; i < rows.length; i += 100) {
      await d()
        .db.insertInto(TABLE)
        .values(rows.slice(i, i + 100))
        .execute();
    }
  });
  afterEach(() => {
    tuning = {};
  });

  const list = (query: string) =>
    listRows(d().db, kind(), TABLE, parseListQuery(TABLE, new URLSearchParams(query)), tuning);
  const ids = (result: Awaited<ReturnType<typeof listRows>>) =>
    result.data.map((r) => r.id as string);

  /**
   * The plain ORDER BY: NULL first ascending, last descending; the key breaks ties. Status and
   * language follow the German labels the list shows, not their codes.
   */
  async function referenceOrder(db: TestDatabase, field: string, direction: 'asc' | 'desc') {
    const nulls = direction === 'asc' ? 'asc nulls first' : 'desc nulls last';
    const labelled = LABEL_ORDER[field];
    const value = labelled
      ? sql`(case ${sql.join(
          labelled.map((code, i) => sql`when ${sql.ref(field)} = ${code} then ${sql.lit(i)}`),
          sql` `,
        )} end)`
      : sql.ref(field);
    const order =
      field === 'id'
        ? sql`id ${sql.raw(direction)}`
        : sql`${value} ${sql.raw(nulls)}, id ${sql.raw(direction)}`;
    const result = await sql<{
      id: string;
    }>`select id from ebook_purchases order by ${order}`.execute(db.db);
    return result.rows.map((r) => r.id);
  }

  // Hundreds of queries per column and direction: on a busy two-core machine it takes longer
  // than the default limit, so it has its own.
  it('pages every column in both directions like a plain ORDER BY: by cursor, by number, from either end', async () => {
    tuning.deferredJoinFrom = 20;
    tuning.maxCursorSkip = 20;
    const limit = 7;
    for (const field of ORDER_LIST_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await referenceOrder(d(), field, direction);
        const base = `sort=${field}:${direction}&limit=${limit}`;
        const where = `${field}:${direction}`;

        // Forward with the next cursors, from page 1 to the end.
        let page = await list(base);
        const forward = [...ids(page)];
        const totalPages = page.totalPages;
        expect(page).toMatchObject({ total: N, totalEstimated: false, page: 1 });
        for (let p = 2; p <= totalPages; p++) {
          page = await list(`${base}&page=${p}&cursor=${page.next}`);
          expect(page.page).toBe(p);
          forward.push(...ids(page));
        }
        expect(forward, where).toEqual(expected);

        // The last page by number, then backwards with the previous cursors.
        page = await list(`${base}&page=${totalPages}`);
        const backward = [...ids(page)];
        expect(backward, where).toEqual(expected.slice((totalPages - 1) * limit));
        for (let p = totalPages - 1; p >= 1; p--) {
          page = await list(`${base}&page=${p}&cursor=${page.prev}`);
          backward.unshift(...ids(page));
        }
        expect(backward, where).toEqual(expected);

        // Pages by number: near either end, and deep enough for the two-step offset.
        for (const p of [2, 4, 20, 29, 30, 31, 50, totalPages - 3, totalPages - 1]) {
          page = await list(`${base}&page=${p}`);
          expect(ids(page), `${where} page ${p}`).toEqual(
            expected.slice((p - 1) * limit, p * limit),
          );
        }
        // A cursor a few pages away, and one too far to be worth following.
        page = await list(`${base}&page=10`);
        const near = await list(`${base}&page=13&cursor=${page.next}`);
        expect(ids(near), where).toEqual(expected.slice(12 * limit, 13 * limit));
        const far = await list(`${base}&page=40&cursor=${page.next}`);
        expect(ids(far), where).toEqual(expected.slice(39 * limit, 40 * limit));
        const back = await list(`${base}&page=8&cursor=${page.prev}`);
        expect(ids(back), where).toEqual(expected.slice(7 * limit, 8 * limit));
        // Beyond the end: nothing, as before.
        expect(ids(await list(`${base}&page=${totalPages + 1}`))).toEqual([]);
      }
    }
  }, 90_000);

  it('exports every column in both directions in the plain ORDER BY, across export pages', async () => {
    tuning.exportPageSize = 33;
    for (const field of ORDER_LIST_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = parseListQuery(TABLE, new URLSearchParams(`sort=${field}:${direction}`));
        const exported: string[] = [];
        for await (const batch of exportRows(d().db, kind(), TABLE, query, { tuning })) {
          expect(batch.length).toBeLessThanOrEqual(33);
          exported.push(...batch.map((r) => r.id as string));
        }
        expect(exported, `${field}:${direction}`).toEqual(
          await referenceOrder(d(), field, direction),
        );
      }
    }
  });

  /**
   * The substring test, on every row in JavaScript: case folded in full, except that SQLite
   * folds a term of ASCII characters only as its LIKE does (A-Z).
   */
  /** The search's meaning: a substring, without case and accents, on both engines. */
  function contains(value: string, text: string) {
    return searchFold(value).includes(searchFold(text));
  }

  async function allIds(query: string) {
    const exported: string[] = [];
    const parsed = parseListQuery(TABLE, new URLSearchParams(query));
    for await (const batch of exportRows(d().db, kind(), TABLE, parsed, { tuning })) {
      exported.push(...batch.map((r) => r.id as string));
    }
    return exported.sort();
  }

  const TERMS = [
    'anna',
    'ANNA MÜ',
    'müller',
    'MÜLLER',
    'ß',
    'gro',
    '100%',
    '%',
    '_',
    'r_s',
    '!',
    'g!n',
    '"z"',
    "o'neil",
    'kunde1',
    'beispiel1',
    '@example.com',
    'o-',
    '  äpfel ',
    'ärger',
    'ölmann',
    'ÄPFEL',
    'zzz',
    '=summe',
    ', ute',
  ];

  it('searches id, e-mail and name exactly as a plain scan does, with the trigram index and without', async () => {
    const visible = ['id', 'email', 'name'] as const;
    for (const limit of kind() === 'sqlite' ? [10_000, -1] : [10_000]) {
      tuning.ftsCandidateLimit = limit;
      for (const term of TERMS) {
        const text = term.trim();
        const expected = rows
          .filter((r) => visible.some((c) => contains(r[c], text)))
          .map((r) => r.id)
          .sort();
        expect(await allIds(`search=${encodeURIComponent(term)}`), `${term} (${limit})`).toEqual(
          expected,
        );
        const listed = await list(`search=${encodeURIComponent(term)}&limit=5`);
        expect(listed.total, term).toBe(expected.length);
      }
    }
  });

  it('lists the first pages of a dense text term, read on the sort index, as a plain ORDER BY of its matches', async () => {
    // Every term the trigram index narrows counts as dense here: its first pages walk the
    // sort index (SQLite), the later ones read the candidates, and both give the plain order.
    tuning.denseFilterMatches = 1;
    const cases: Array<[string, (r: (typeof rows)[number]) => boolean]> = [
      ['name.contains=müller', (r) => contains(r.name, 'müller')],
      ['search=kunde1', (r) => [r.id, r.email, r.name].some((v) => contains(v, 'kunde1'))],
    ];
    for (const [term, keep] of cases) {
      for (const [field, direction] of [
        ['created_at', 'desc'],
        ['name', 'asc'],
        ['status', 'asc'],
      ] as const) {
        const matching = new Set(rows.filter(keep).map((r) => r.id));
        const expected = (await referenceOrder(d(), field, direction)).filter((id) =>
          matching.has(id),
        );
        const pages = Math.ceil(expected.length / 3);
        expect(pages, term).toBeGreaterThan(6);
        for (const page of [1, 2, 5, 6, 7, pages]) {
          const listed = await list(`${term}&sort=${field}:${direction}&limit=3&page=${page}`);
          const where = `${term} ${field}:${direction} page ${page}`;
          expect(ids(listed), where).toEqual(expected.slice((page - 1) * 3, page * 3));
          expect(listed.total, where).toBe(expected.length);
        }
      }
    }
  });

  it('filters each column by its type as a plain scan does', async () => {
    // Days in Berlin: the admin shows local times.
    const berlinDay = (iso: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
    const cases: Array<[string, (r: (typeof rows)[number]) => boolean]> = [
      ['status=paid', (r) => r.status === 'paid'],
      ['language=de&status=free', (r) => r.language === 'de' && String(r.status) === 'free'],
      ['amount.min=1900', (r) => r.amount >= 1900],
      ['amount.max=4700', (r) => r.amount <= 4700],
      ['amount.min=1900&amount.max=4700', (r) => r.amount >= 1900 && r.amount <= 4700],
      ['amount=0', (r) => r.amount === 0],
      ['download_count.min=2', (r) => r.download_count >= 2],
      ['created_at.from=2025-03-30', (r) => berlinDay(r.created_at) >= '2025-03-30'],
      ['created_at.to=2025-03-30', (r) => berlinDay(r.created_at) <= '2025-03-30'],
      [
        'created_at.from=2025-03-29&created_at.to=2025-03-31',
        (r) => berlinDay(r.created_at) >= '2025-03-29' && berlinDay(r.created_at) <= '2025-03-31',
      ],
      [
        'created_at.from=2025-03-29T12:00:00.000Z',
        (r) => r.created_at >= '2025-03-29T12:00:00.000Z',
      ],
      [
        'delivery_failed_at.from=2025-01-01',
        (r) => r.delivery_failed_at !== null && r.delivery_failed_at >= '2025-01-01',
      ],
      ['name.contains=müller', (r) => contains(r.name, 'müller')],
      ['name.contains=ANNA&status=paid', (r) => contains(r.name, 'ANNA') && r.status === 'paid'],
      ['email.contains=_x', (r) => contains(r.email, '_x')],
      [
        'email.contains=%25y&search=kunde1',
        (r) =>
          contains(r.email, '%y') && [r.id, r.email, r.name].some((v) => contains(v, 'kunde1')),
      ],
      ['id.contains=o-', (r) => contains(r.id, 'o-')],
      ['name=Anna%20M%C3%BCller', (r) => r.name === 'Anna Müller'],
    ];
    for (const limit of kind() === 'sqlite' ? [10_000, -1] : [10_000]) {
      tuning.ftsCandidateLimit = limit;
      for (const [query, keep] of cases) {
        const expected = rows
          .filter(keep)
          .map((r) => r.id)
          .sort();
        expect(expected.length, query).toBeGreaterThan(0);
        expect(await allIds(query), query).toEqual(expected);
        expect((await list(`${query}&limit=3`)).total, query).toBe(expected.length);
      }
    }
  });

  it('sorts filtered rows by another column like a plain ORDER BY, whether the filter or the sort index is read', async () => {
    tuning.exportPageSize = 7;
    const cases: Array<[string, string, (r: (typeof rows)[number]) => boolean]> = [
      ['language=de', 'amount', (r) => r.language === 'de'],
      ['status=paid', 'name', (r) => r.status === 'paid'],
      [
        'amount.min=1900&amount.max=4700',
        'created_at',
        (r) => r.amount >= 1900 && r.amount <= 4700,
      ],
      [
        'status=paid&language=en',
        'download_count',
        (r) => r.status === 'paid' && r.language === 'en',
      ],
    ];
    // 1: every filter counts as dense (the sort index is walked); a million: none does.
    for (const dense of [1, 1_000_000]) {
      tuning.denseFilterMatches = dense;
      for (const [filter, field, keep] of cases) {
        for (const direction of ['asc', 'desc'] as const) {
          const kept = new Set(rows.filter(keep).map((r) => r.id));
          const expected = (await referenceOrder(d(), field, direction)).filter((id) =>
            kept.has(id),
          );
          const query = `${filter}&sort=${field}:${direction}`;
          const where = `${query} (dense from ${dense})`;
          const exported: string[] = [];
          const parsed = parseListQuery(TABLE, new URLSearchParams(query));
          for await (const batch of exportRows(d().db, kind(), TABLE, parsed, { tuning })) {
            exported.push(...batch.map((r) => r.id as string));
          }
          expect(exported, where).toEqual(expected);
          const first = await list(`${query}&limit=5`);
          expect(ids(first), where).toEqual(expected.slice(0, 5));
          const next = await list(`${query}&limit=5&page=2&cursor=${first.next}`);
          expect(ids(next), where).toEqual(expected.slice(5, 10));
          const last = await list(`${query}&limit=5&page=${first.totalPages}`);
          const lastStart = (first.totalPages - 1) * 5;
          expect(ids(last), where).toEqual(expected.slice(lastStart, lastStart + 5));
        }
      }
    }
  });

  it('keeps the search index in step with inserts, edits and deletes', async () => {
    const db = d().db;
    const find = async (term: string) =>
      ids(await list(`search=${encodeURIComponent(term)}&limit=100`)).sort();
    const update = (id: string, values: { id: string } | { name: string }) =>
      db.updateTable(TABLE).set(values).where('id', '=', id).execute();
    await db
      .insertInto(TABLE)
      .values({ ...rows[0], id: 'o-new-row', email: 'neu@quokka.example', name: 'Quirin Quokka' })
      .execute();
    expect(await find('quokka')).toEqual(['o-new-row']);
    await update('o-new-row', { name: 'Wilma Wombat' });
    expect(await find('quirin')).toEqual([]);
    expect(await find('wombat')).toEqual(['o-new-row']);
    expect(await find('neu@quokka')).toEqual(['o-new-row']);
    await update('o-new-row', { id: 'o-renamed-row' });
    expect(await find('o-renamed')).toEqual(['o-renamed-row']);
    await db.deleteFrom(TABLE).where('id', '=', 'o-renamed-row').execute();
    expect(await find('wombat')).toEqual([]);
    expect(await find('quokka')).toEqual([]);
    if (kind() !== 'sqlite') return;
    // The search really reads the index: a row taken out of it is found only by the scan.
    const [row] = rows;
    await sql`insert into ebook_purchases_search (ebook_purchases_search, rowid, id, email, name)
      select 'delete', rowid, id, email, name from ebook_purchases where id = ${row.id}`.execute(
      db,
    );
    expect(await find(row.email)).toEqual([]);
    tuning.ftsCandidateLimit = -1;
    expect(await find(row.email)).toEqual([row.id]);
    await sql`insert into ebook_purchases_search (ebook_purchases_search) values ('rebuild')`.execute(
      db,
    );
    delete tuning.ftsCandidateLimit;
    expect(await find(row.email)).toEqual([row.id]);
  });

  it('on SQLite counts a common term on its trigram index, exactly, whatever it matches', async () => {
    if (kind() !== 'sqlite') return;
    tuning.ftsCandidateLimit = -1;
    tuning.textCountLimit = 20;
    for (const term of ['kunde', 'beispiel1', 'ANNA', 'müll', 'mull']) {
      const listed = await list(`search=${encodeURIComponent(term)}&limit=20`);
      const actual = rows.filter((r) => [r.id, r.email, r.name].some((v) => contains(v, term)));
      expect(listed, term).toMatchObject({ total: actual.length, totalEstimated: false });
    }
    // Combined with a filter the index's matches are no count: counted as before.
    const filtered = await list('search=kunde&status=paid&limit=20');
    expect(filtered.totalEstimated).toBe(true);
  });

  it('on SQLite estimates the total of a common term no index narrowed, from a sample, and says so', async () => {
    if (kind() !== 'sqlite') return;
    tuning.ftsCandidateLimit = -1;
    tuning.textCountLimit = 20;
    tuning.indexedCountLimit = 20;
    const common = await list('search=kunde&limit=20');
    const actual = rows.filter((r) => contains(r.email, 'kunde')).length;
    expect(common.totalEstimated).toBe(true);
    expect(Math.abs(common.total - actual) / actual).toBeLessThan(0.1);
    expect(ids(common)).toHaveLength(20);
    const rare = await list('search=kunde1%40&limit=20');
    expect(rare.totalEstimated).toBe(false);
    expect(rare.total).toBe(rows.filter((r) => contains(r.email, 'kunde1@')).length);
  });

  it('on PostgreSQL estimates a filtered total above the threshold and says so; counts exactly below, and the whole table always', async () => {
    if (kind() !== 'postgres') return;
    await sql`analyze ebook_purchases`.execute(d().db);
    tuning.exactCountLimit = 30;
    // Without filters the total is the one kept by the table's triggers: exact at any size.
    const all = await list('limit=20');
    expect(all).toMatchObject({ total: N, totalEstimated: false });
    // A column without kept counts per value (one status or one language is read from them).
    const fullPrice = rows.filter((r) => r.amount === 4700).map((r) => r.id as string);
    expect(fullPrice.length).toBeGreaterThan(60);
    const many = await list('amount=4700&limit=20');
    expect(many.totalEstimated).toBe(true);
    expect(many.totalPages).toBe(Math.ceil(many.total / 20));
    // The planner's share of the rows, times the kept total (not its own row count, which
    // drifts with the table's pages).
    const setKept = (n: number) =>
      d()
        .db.updateTable('row_counts')
        .set({ row_count: n })
        .where('table_name', '=', TABLE)
        .execute();
    await setKept(N * 10);
    try {
      const scaled = await list('amount=4700&limit=20');
      expect(scaled.total / many.total).toBeGreaterThan(8);
      expect(scaled.total / many.total).toBeLessThan(12);
    } finally {
      await setKept(N);
    }
    const few = await list('amount=1900&status=refunded&limit=20');
    expect(few.totalEstimated).toBe(false);
    expect(few.total).toBe(
      rows.filter((r) => r.amount === 1900 && String(r.status) === 'refunded').length,
    );
    // The last page by number is the end of the list, estimate or not: the reverse order's
    // first page.
    const order = (await referenceOrder(d(), 'amount', 'desc')).filter((id) =>
      fullPrice.includes(id),
    );
    const last = await list(`amount=4700&limit=20&page=${many.totalPages}&sort=amount:desc`);
    expect(ids(last)).toEqual(order.slice(-20));
    expect(last.pageApproximate).toBe(false);
    const beyond = await list(`amount=4700&limit=20&page=${many.totalPages + 5}&sort=amount:desc`);
    expect(beyond.page).toBe(many.totalPages);
    expect(ids(beyond)).toEqual(ids(last));
    // A text term is counted only up to the text limit (each match is compared again on its
    // row), with a trigram or without one.
    tuning.exactCountLimit = 1_000_000;
    tuning.textCountLimit = 5;
    for (const term of ['a', 'anna']) {
      const matching = rows.filter((r) => [r.id, r.email, r.name].some((v) => contains(v, term)));
      expect(matching.length).toBeGreaterThan(5);
      const many = await list(`search=${term}&limit=3`);
      expect(many.totalEstimated, term).toBe(true);
      expect(many.total).toBeGreaterThan(5);
    }
    const exact = await list('search=kunde1%40&limit=3');
    expect(exact).toMatchObject({
      total: rows.filter((r) => contains(r.email, 'kunde1@')).length,
      totalEstimated: false,
    });
  });

  it('on PostgreSQL opens a page far from both ends from a sampled position, marks it approximate, and pages on exactly from there', async () => {
    if (kind() !== 'postgres') return;
    await sql`analyze ebook_purchases`.execute(d().db);
    tuning.exactSeekRows = 50;
    // The whole table as the sample: the sampled place is exact up to the estimate's error.
    tuning.seekSampleRows = 1_000_000;
    const limit = 10;
    for (const [field, direction] of [
      ['created_at', 'desc'],
      ['email', 'asc'],
      ['amount', 'asc'],
      ['id', 'desc'],
    ] as const) {
      const expected = await referenceOrder(d(), field, direction);
      const base = `sort=${field}:${direction}&limit=${limit}`;
      const middle = await list(`${base}&page=20`);
      expect(middle).toMatchObject({ totalEstimated: false, pageApproximate: true, page: 20 });
      const got = ids(middle);
      expect(got).toHaveLength(limit);
      const at = expected.indexOf(got[0]!);
      // A run of the order, near where page 20 of the estimated total lies.
      expect(got, `${field}:${direction}`).toEqual(expected.slice(at, at + limit));
      const wanted = (19 * limit * N) / middle.total;
      expect(Math.abs(at - wanted), `${field}:${direction} at ${at}`).toBeLessThanOrEqual(
        N * 0.05 + 1,
      );
      // From there the cursors are exact, forwards and backwards.
      const next = await list(`${base}&page=21&cursor=${middle.next}`);
      expect(ids(next)).toEqual(expected.slice(at + limit, at + 2 * limit));
      expect(next.pageApproximate, 'its neighbours keep the mark').toBe(true);
      const prev = await list(`${base}&page=19&cursor=${middle.prev}`);
      expect(ids(prev)).toEqual(expected.slice(at - limit, at));
      expect(prev.pageApproximate).toBe(true);
    }
    // Near either end a page is counted out exactly, sample or not, and not marked.
    const first = await list('sort=email:asc&limit=10&page=2');
    expect(ids(first)).toEqual((await referenceOrder(d(), 'email', 'asc')).slice(10, 20));
    expect(first.pageApproximate).toBe(false);
    const pages = Math.ceil(N / 10);
    const nearEnd = await list(`sort=email:asc&limit=10&page=${pages - 2}`);
    expect(ids(nearEnd)).toEqual(
      (await referenceOrder(d(), 'email', 'asc')).slice((pages - 3) * 10, (pages - 2) * 10),
    );
    expect(nearEnd.pageApproximate).toBe(false);
  });

  it('finds an order without regard to accents, and by the discount or partner code it was bought with', async () => {
    const extra = [
      { id: 'o-accent-0', name: 'José Núñez', email: 'jose@example.com' },
      { id: 'o-accent-1', name: 'Renée Dvořák', email: 'renee@example.com' },
      {
        id: 'o-accent-2',
        name: 'Jose Plain',
        email: 'plain@example.com',
        discount_code: 'SOMMER25',
      },
      { id: 'o-accent-3', name: 'Kim Code', email: 'kim@example.com', referral_code: 'GASTRO7' },
    ].map((r, i) => ({
      ...rows[0],
      discount_code: null,
      referral_code: null,
      ...r,
      created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
    }));
    await d().db.insertInto(TABLE).values(extra).execute();
    try {
      const found = async (q: string) => ids(await list(`${q}&limit=100`)).sort();
      for (const limit of [10_000, -1]) {
        // With the trigram index and by scanning alike.
        tuning.ftsCandidateLimit = limit;
        expect(await found('search=JOSE'), `JOSE (${limit})`).toEqual(['o-accent-0', 'o-accent-2']);
        expect(await found('search=n%C3%BA%C3%B1ez')).toEqual(['o-accent-0']);
        expect(await found('search=nunez')).toEqual(['o-accent-0']);
        expect(await found('search=DVORAK')).toEqual(['o-accent-1']);
        expect(await found('search=ren%C3%A9e%20dvo%C5%99')).toEqual(['o-accent-1']);
        expect(await found('name.contains=jos%C3%A9')).toEqual(['o-accent-0', 'o-accent-2']);
        // The whole code, in any case; a part of it is no code.
        expect(await found('search=sommer25')).toEqual(['o-accent-2']);
        expect(await found('search=GASTRO7')).toEqual(['o-accent-3']);
        expect(await found('search=GASTRO')).toEqual([]);
      }
      expect((await list('search=sommer25')).total).toBe(1);
    } finally {
      await d().db.deleteFrom(TABLE).where('id', 'like', 'o-accent-%').execute();
    }
  });

  it('keeps the rows per status and language through inserts, updates and deletes, and skips whole codes by them on a deep page', async () => {
    const grouped = async (column: 'status' | 'language') => {
      const counted = await d()
        .db.selectFrom(TABLE)
        .select([column, (eb) => eb.fn.countAll().as('n')])
        .groupBy(column)
        .execute();
      return Object.fromEntries(counted.map((r) => [String(r[column]), Number(r.n)]));
    };
    const kept = async (column: 'status' | 'language') => {
      const stored = await d()
        .db.selectFrom('value_counts')
        .select(['value', 'row_count'])
        .where('table_name', '=', TABLE)
        .where('column_name', '=', column)
        .where('row_count', '<>', 0)
        .execute();
      return Object.fromEntries(stored.map((r) => [String(r.value), Number(r.row_count)]));
    };
    const extra = Array.from({ length: 4 }, (_, i) => ({
      ...rows[0],
      id: `o-codes-${i}`,
      email: `codes${i}@example.com`,
      status: (i % 2 ? 'refunded' : 'pending') as PurchaseStatus,
      language: i % 2 ? 'fr' : 'it',
    }));
    try {
      await d().db.insertInto(TABLE).values(extra).execute();
      await d()
        .db.updateTable(TABLE)
        .set({ status: 'paid', language: 'de' })
        .where('id', 'in', ['o-codes-0', 'o-codes-1'])
        .execute();
      // An update of another column moves nothing.
      await d()
        .db.updateTable(TABLE)
        .set({ name: 'Umbenannt' })
        .where('id', '=', 'o-codes-2')
        .execute();
      await d().db.deleteFrom(TABLE).where('id', '=', 'o-codes-3').execute();
      for (const column of ['status', 'language'] as const) {
        expect(await kept(column), column).toEqual(await grouped(column));
      }
      // Read, not counted: a deep page by status skips the codes before it by their kept rows,
      // so a wrong kept number moves the page (the paging test checks the true numbers).
      tuning.deferredJoinFrom = 5;
      const deep = 'sort=status:asc&limit=5&page=3';
      const before = await list(deep);
      const first = await d()
        .db.selectFrom('value_counts')
        .select(['value', 'row_count'])
        .where('table_name', '=', TABLE)
        .where('column_name', '=', 'status')
        .where('row_count', '>', 0)
        .execute();
      await d()
        .db.updateTable('value_counts')
        .set({ row_count: 0 })
        .where('table_name', '=', TABLE)
        .where('column_name', '=', 'status')
        .execute();
      expect(ids(await list(deep))).not.toEqual(ids(before));
      for (const { value, row_count } of first) {
        await d()
          .db.updateTable('value_counts')
          .set({ row_count })
          .where('table_name', '=', TABLE)
          .where('column_name', '=', 'status')
          .where('value', '=', value)
          .execute();
      }
      expect(ids(await list(deep))).toEqual(ids(before));
    } finally {
      await d().db.deleteFrom(TABLE).where('id', 'like', 'o-codes-%').execute();
    }
  });

  it('reads the exact total of the whole table from the count its triggers keep, through inserts and deletes', async () => {
    const count = async () =>
      Number(
        (
          await d()
            .db.selectFrom(TABLE)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const extra = Array.from({ length: 3 }, (_, i) => ({
      ...rows[0],
      id: `o-kept-${i}`,
      email: `kept${i}@example.com`,
    }));
    try {
      await d().db.insertInto(TABLE).values(extra).execute();
      expect((await list('limit=5')).total).toBe(N + 3);
      await d().db.deleteFrom(TABLE).where('id', '=', 'o-kept-0').execute();
      const after = await list('limit=5');
      expect(after).toMatchObject({ total: N + 2, totalEstimated: false });
      expect(after.total).toBe(await count());
      // Read, not counted: the kept number is what the list shows.
      await d()
        .db.updateTable('row_counts')
        .set({ row_count: 123_456 })
        .where('table_name', '=', TABLE)
        .execute();
      expect((await list('limit=5')).total).toBe(123_456);
      // A filter is counted (or estimated) as before.
      expect((await list('limit=5&status=refunded')).total).toBe(
        rows.filter((r) => String(r.status) === 'refunded').length,
      );
    } finally {
      await d().db.deleteFrom(TABLE).where('id', 'like', 'o-kept-%').execute();
      await d()
        .db.updateTable('row_counts')
        .set({ row_count: await count() })
        .where('table_name', '=', TABLE)
        .execute();
    }
    expect((await list('limit=5')).total).toBe(N);
  });

  it('reads the exact total of one status or one language from the counts its triggers keep, through writes; other filters are counted', async () => {
    const real = async (where: Partial<Record<'status' | 'language', string>>) => {
      let q = d()
        .db.selectFrom(TABLE)
        .select((eb) => eb.fn.countAll().as('n'));
      for (const [column, value] of Object.entries(where)) q = q.where(sql.ref(column), '=', value);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const kept = (column: string, value: string) =>
      d()
        .db.updateTable('value_counts')
        .where('table_name', '=', TABLE)
        .where('column_name', '=', column)
        .where('value', '=', value);
    const extra = Array.from({ length: 4 }, (_, i) => ({
      ...rows[0],
      id: `o-code-${i}`,
      email: `code${i}@example.com`,
      status: 'refunded' as const,
      language: 'fr' as const,
    }));
    try {
      await d().db.insertInto(TABLE).values(extra).execute();
      await d()
        .db.updateTable(TABLE)
        .set({ status: 'paid' })
        .where('id', '=', 'o-code-0')
        .execute();
      await d().db.deleteFrom(TABLE).where('id', '=', 'o-code-1').execute();
      for (const [params, where] of [
        ['status=refunded', { status: 'refunded' }],
        ['language=fr', { language: 'fr' }],
      ] as const) {
        const listed = await list(`limit=5&${params}`);
        expect(listed, params).toMatchObject({ total: await real(where), totalEstimated: false });
      }
      // Read, not counted: the kept number is what the list shows.
      await kept('status', 'refunded').set({ row_count: 777 }).execute();
      expect((await list('limit=5&status=refunded')).total).toBe(777);
      // With a second condition the rows are counted.
      expect((await list('limit=5&status=refunded&language=fr')).total).toBe(
        await real({ status: 'refunded', language: 'fr' }),
      );
    } finally {
      await d().db.deleteFrom(TABLE).where('id', 'like', 'o-code-%').execute();
      for (const column of ['status', 'language'] as const) {
        const groups = await d()
          .db.selectFrom(TABLE)
          .select([column, (eb) => eb.fn.countAll().as('n')])
          .groupBy(column)
          .execute();
        for (const g of groups) {
          await kept(column, String(g[column]))
            .set({ row_count: Number(g.n) })
            .execute();
        }
      }
    }
    expect((await list('limit=5&status=refunded')).total).toBe(await real({ status: 'refunded' }));
  });

  it('lists rows whose code the schema does not know after the known ones, ascending, and first descending', async () => {
    const odd = ['legacy', 'zz-old'].map((status, i) => ({
      id: `o-outside-${i}`,
      email: `outside${i}@example.com`,
      name: 'Outside',
      language: i ? 'pt' : 'en',
      product_id: 'ebook-restaurant-closer-de',
      amount: 100,
      currency: 'EUR',
      status: status as 'paid',
      provider: 'demo' as const,
      created_at: new Date(Date.UTC(2025, 0, 1, i)).toISOString(),
    }));
    await d().db.insertInto(TABLE).values(odd).execute();
    try {
      const total = N + odd.length;
      const limit = 50;
      const all = async (direction: 'asc' | 'desc') => {
        const out: string[] = [];
        let page = await list(`sort=status:${direction}&limit=${limit}`);
        out.push(...ids(page));
        for (let p = 2; p <= page.totalPages; p++) {
          page = await list(
            `sort=status:${direction}&limit=${limit}&page=${p}&cursor=${page.next}`,
          );
          out.push(...ids(page));
        }
        return out;
      };
      const asc = await all('asc');
      expect(asc).toHaveLength(total);
      expect(asc.slice(-2).sort()).toEqual(['o-outside-0', 'o-outside-1']);
      const desc = await all('desc');
      expect(desc.slice(0, 2).sort()).toEqual(['o-outside-0', 'o-outside-1']);
      // The last page by number reaches them too.
      const last = await list(`sort=status:asc&limit=${limit}&page=${Math.ceil(total / limit)}`);
      expect(ids(last)).toContain('o-outside-1');
    } finally {
      await d().db.deleteFrom(TABLE).where('id', 'like', 'o-outside-%').execute();
    }
  });
});
