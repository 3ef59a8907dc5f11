import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { isDatabaseUnavailable, openDatabase } from '../../db/index';
import type { Row } from '../../../shared/schema-validation';
import { threadModule } from '../../thread-module';
import { csvDocument } from './csv';
import { tableCsvColumns } from './table-csv';
import {
  exportBacklog,
  exportTableCsv,
  type ExportThreadData,
  type ExportThreadMessage,
} from './table-export';
import { exportRows } from './table-list';
import { tuned, type ListTuning } from './table-scope';
import { parseListQuery, type ListQuery } from './table-query';
import { requireTable } from './table-registry';

/**
 * The admin's CSV export runs in a thread of its own, on a connection of its own that reads
 * rows as arrays. Its file must be the file of the same rows read as objects in the server's
 * own thread, and it may never run ahead of the reader.
 */
const TABLE = 'ebook_purchases';
/** The name an export's reading connection gives PostgreSQL (pg_stat_activity). */
const EXPORT_CONNECTION = 'shop-csv-export';
const N = 300;
const NAMES = ['Anna Müller', '=SUMME(A1)', 'Bistro; "Zur Post"\nHof', '', '+49 170', 'Zoë'];
const STATUSES = ['paid', 'pending', 'refunded', 'free', 'withdrawn'] as const;

function rows() {
  return Array.from({ length: N }, (_, i) => ({
    id: `o-${String((i * 7919) % 1000).padStart(4, '0')}-${i}`,
    email: `kunde${i}@beispiel${i % 7}.de`,
    name: i % 11 === 0 ? '' : `${NAMES[i % NAMES.length]} ${i % 3 ? '' : i}`.trim(),
    language: (['en', 'it', 'de', 'es', 'fr'] as const)[i % 5],
    product_id: 'ebook-restaurant-closer-de',
    amount: [0, 1900, 4700, 9700][i % 4],
    currency: 'EUR',
    status: STATUSES[i % STATUSES.length],
    provider: 'demo' as const,
    download_count: i % 4,
    created_at: new Date(Date.UTC(2025, 2, 29, 20 + (i % 50), (i * 13) % 60)).toISOString(),
    discount_code: i % 6 === 0 ? 'SOMMER' : null,
    referral_code: i % 8 === 0 ? 'ANNA' : null,
    delivery_failed_at:
      i % 9 === 0 ? new Date(Date.UTC(2025, 9, 26, 0, i % 60)).toISOString() : null,
  }));
}

/** The export's page size and other thresholds each test lowers; reset after each. */
let tuning: Partial<ListTuning> = {};

async function text(bytes: AsyncIterable<Uint8Array>) {
  const parts: Buffer[] = [];
  for await (const piece of bytes) parts.push(Buffer.from(piece));
  return Buffer.concat(parts).toString('utf8');
}

/** The messages of a thread started as the export starts it, in the order they came. */
function listen(worker: Worker) {
  const got: ExportThreadMessage[] = [];
  worker.on('message', (m: ExportThreadMessage) => got.push(m));
  const until = async (n: number) => {
    for (let i = 0; i < 500 && got.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    return got.length;
  };
  return { got, until };
}

describeEachDatabase('the CSV export thread on %s', { shared: true }, (suite) => {
  const d = () => suite.db();
  let seeded = false;

  beforeEach(async () => {
    if (seeded) return;
    seeded = true;
    const all = rows();
    for (let i = 0; i < all.length; i += 100) {
      await d()
        .db.insertInto(TABLE)
        .values(all.slice(i, i + 100))
        .execute();
    }
  });
  afterEach(() => {
    tuning = {};
  });

  // Each export reads in a thread at a lower priority than the tests: on a busy machine (the whole
  // suite, the static checks beside it) they take longer than the default limit.
  it('writes the file the same rows read as objects would give, for sorts, filters and a search', async () => {
    tuning.exportPageSize = 33;
    const { schema } = requireTable(TABLE);
    const columns = tableCsvColumns<Row>(schema, 'objects');
    for (const params of [
      'sort=created_at:desc',
      'sort=status:asc',
      'sort=name:asc',
      'sort=amount:desc&status=paid',
      'search=müller&sort=id:asc',
      'sort=delivery_failed_at:desc&language=de',
    ]) {
      const query = parseListQuery(TABLE, new URLSearchParams(params));
      const objects: Row[] = [];
      for await (const page of exportRows(d().db, suite.kind, TABLE, query, { tuning }))
        objects.push(...page);
      expect(objects.length, params).toBeGreaterThan(0);
      const expected = csvDocument(columns, objects);
      const csv = await text(await exportTableCsv(d(), TABLE, query, tuning));
      expect(csv, params).toBe(expected);
    }
    // Formulas neutralised, quoted line breaks, money and Berlin time, as the writer does.
    const all = await text(
      await exportTableCsv(d(), TABLE, parseListQuery(TABLE, new URLSearchParams()), tuning),
    );
    expect(all.split('\r\n')).toHaveLength(1 + N + 1);
    expect(all).toContain(";'=SUMME(A1)");
    expect(all).toContain('"Bistro; ""Zur Post""\nHof');
    // Status and language by the German labels the list shows, never their codes.
    const lines = all.split('\r\n').slice(1, -1);
    expect(lines.filter((l) => l.includes(';Englisch;Bezahlt;')).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(';Deutsch;Erstattet;')).length).toBeGreaterThan(0);
    expect(lines.some((l) => /;(paid|pending|de|en);/.test(l))).toBe(false);
    // The code a buyer entered and the partner who brought them, under German headings.
    const head = all.split('\r\n')[0].split(';');
    const [discount, partner] = [head.indexOf('Rabattcode'), head.indexOf('Partnercode')];
    expect(Math.min(discount, partner)).toBeGreaterThan(0);
    const cells = lines.filter((l) => !l.includes('"')).map((l) => l.split(';'));
    expect(cells.some((c) => c[discount] === 'SOMMER' && c[partner] === 'ANNA')).toBe(true);
  }, 90_000);

  it('reads no row of a table longer than a page on the server’s thread, however few rows its filter leaves', async () => {
    const { schema } = requireTable(TABLE);
    const columns = tableCsvColumns<Row>(schema, 'objects');
    // The export as the server starts it, and every query the server's own handle ran for it,
    // by the table it reads.
    const watchedExport = async (query: ListQuery) => {
      const sent: string[] = [];
      // A query's node is seen as it is built (a subquery too); its result only once it ran.
      const reads = new Map<unknown, string>();
      const db = d().db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          reads.set(queryId, JSON.stringify(node).includes(`"${TABLE}"`) ? TABLE : 'other');
          return node;
        },
        transformResult: async ({ result, queryId }) => {
          sent.push(reads.get(queryId)!);
          return result;
        },
      });
      const bytes = await exportTableCsv({ db, target: d().target }, TABLE, query, tuning);
      return { bytes, sent };
    };
    // A few of the 300 orders: Zoë's in German.
    const query = parseListQuery(
      TABLE,
      new URLSearchParams('search=zoë&language=de&sort=created_at:asc'),
    );
    const objects: Row[] = [];
    for await (const page of exportRows(d().db, suite.kind, TABLE, query)) objects.push(...page);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThan(33);
    const expected = csvDocument(columns, objects);

    tuning.exportPageSize = 33;
    const longer = await watchedExport(query);
    expect(await text(longer.bytes)).toBe(expected);
    // One query here: whether the table holds more than a page. The rows came from the thread.
    expect(longer.sent).toEqual([TABLE]);

    // The whole table fits in a page: it is read here, and no thread starts.
    tuning.exportPageSize = 400;
    const short = await watchedExport(query);
    expect(exportBacklog().running).toBe(0);
    expect(await text(short.bytes)).toBe(expected);
    expect(short.sent.length).toBeGreaterThan(1);
  }, 60_000);

  it('runs one long export at a time per process; the others wait, and one dropped unread frees its slot', async () => {
    tuning.exportPageSize = 33;
    const query = parseListQuery(TABLE, new URLSearchParams('sort=created_at:desc'));
    const expected = await text(await exportTableCsv(d(), TABLE, query, tuning));
    expect(exportBacklog()).toEqual({ running: 0, waiting: 0 });
    const first = await exportTableCsv(d(), TABLE, query, tuning);
    expect(exportBacklog()).toEqual({ running: 1, waiting: 0 });
    // The next two wait for the slot before they start their threads.
    const second = exportTableCsv(d(), TABLE, query, tuning);
    const third = exportTableCsv(d(), TABLE, query, tuning);
    // Each reads its first page before it waits for the slot: waited for, not slept on.
    await expect
      .poll(() => exportBacklog(), { timeout: 60_000 })
      .toEqual({ running: 1, waiting: 2 });
    // The first is dropped before a byte was read (its client went away): its slot is free.
    await first.return(undefined);
    const files = await Promise.all([second.then(text), third.then(text)]);
    expect(files).toEqual([expected, expected]);
    expect(exportBacklog()).toEqual({ running: 0, waiting: 0 });
  }, 90_000);

  it('writes the table as it was when a long export began, though rows change their place in the sort meanwhile', async () => {
    tuning.exportPageSize = 10;
    const query = parseListQuery(TABLE, new URLSearchParams('sort=name:asc'));
    const expected = await text(await exportTableCsv(d(), TABLE, query, tuning));
    const before = await d().db.selectFrom(TABLE).select(['id', 'name']).orderBy('id').execute();
    const ids = expected
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[0]);
    expect(new Set(ids).size).toBe(N);
    const csv = await exportTableCsv(d(), TABLE, query, tuning);
    try {
      const head = [(await csv.next()).value, (await csv.next()).value] as Uint8Array[];
      // Rows already written move to the end of the sort, and rows not yet read to its start:
      // read as the table is now, the first would come twice and the second never.
      const [early, late] = [ids.slice(0, 20), ids.slice(-20)];
      await d()
        .db.updateTable(TABLE)
        .set({ name: 'zzzz nachher' })
        .where('id', 'in', early)
        .execute();
      await d()
        .db.updateTable(TABLE)
        .set({ name: 'AAAA nachher' })
        .where('id', 'in', late)
        .execute();
      const rest = await text(csv);
      expect(
        Buffer.concat([...head.map((b) => Buffer.from(b)), Buffer.from(rest)]).toString(),
      ).toBe(expected);
    } finally {
      for (const row of before) {
        await d().db.updateTable(TABLE).set({ name: row.name }).where('id', '=', row.id).execute();
      }
    }
  }, 90_000);

  it('passes no piece after the first on while the process is answering a request, and goes on once it is quiet', async () => {
    tuning.exportPageSize = 33;
    const query = parseListQuery(TABLE, new URLSearchParams('sort=created_at:desc'));
    const expected = await text(await exportTableCsv(d(), TABLE, query, tuning));
    // A request being answered: quiet only when the test says so.
    const asked: number[] = [];
    let answered!: () => void;
    const requestEnds = new Promise<void>((r) => (answered = r));
    const quiet = (maxMs: number) => (asked.push(maxMs), requestEnds);
    const body = await exportTableCsv(d(), TABLE, query, tuning, { quiet });
    const parts: Buffer[] = [];
    const take = async () => {
      const { value, done } = await body.next();
      if (!done) parts.push(Buffer.from(value));
      return done;
    };
    await take(); // the header
    await take(); // the first piece, read before the answer's headers
    let third = false;
    const next = take().then(() => (third = true));
    // The body waits on `quiet` now: the next piece is held until the request is answered.
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBeGreaterThan(0);
    expect(third).toBe(false);
    answered();
    await next;
    while (!(await take()));
    expect(Buffer.concat(parts).toString('utf8')).toBe(expected);
    // Asked once after each of the thread's pieces (a page of 33 rows each).
    expect(asked.length).toBe(Math.ceil(N / 33));
  }, 60_000);

  it('hands over no more pieces than the server asked for, and the next ones when it asks', async () => {
    const workerData: ExportThreadData = {
      target: d().target,
      table: TABLE,
      query: parseListQuery(TABLE, new URLSearchParams('sort=created_at:asc')),
      // A page of 10 rows is one piece: 30 pieces, the header being the server's.
      tuning: tuned({ exportPageSize: 10 }),
    };
    const worker = new Worker(await threadModule('table-export-thread'), { workerData });
    try {
      const { got, until } = listen(worker);
      worker.postMessage(3);
      expect(await until(3)).toBe(3);
      // Given time, it makes nothing more.
      await new Promise((r) => setTimeout(r, 300));
      expect(got).toHaveLength(3);
      expect(got.every((m) => 'csv' in m)).toBe(true);
      worker.postMessage(2);
      expect(await until(5)).toBe(5);
      await new Promise((r) => setTimeout(r, 200));
      expect(got).toHaveLength(5);
      // Asked for the rest: 30 pieces and the end.
      worker.postMessage(100);
      expect(await until(31)).toBe(31);
      expect(got[30]).toEqual({ end: true });
    } finally {
      await worker.terminate();
    }
  });

  it('a reader that leaves ends the thread and its connection', async () => {
    if (suite.kind !== 'postgres') return;
    const connections = async () => {
      const r = await sql<{
        n: string;
      }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = ${EXPORT_CONNECTION}`.execute(
        d().db,
      );
      return Number(r.rows[0].n);
    };
    // The threads of the tests before may still be closing their connections: the count to
    // compare with is the one that has held still for half a second.
    let before = await connections();
    for (let still = 0, i = 0; still < 10 && i < 400; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const now = await connections();
      still = now === before ? still + 1 : 0;
      before = now;
    }
    tuning.exportPageSize = 10;
    const csv = await exportTableCsv(
      d(),
      TABLE,
      parseListQuery(TABLE, new URLSearchParams()),
      tuning,
    );
    await csv.next();
    // More than a page: the rest comes from the thread, on a connection of its own.
    for (let i = 0; i < 200 && (await connections()) === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await connections()).toBe(before + 1);
    await csv.return(undefined);
    for (let i = 0; i < 200 && (await connections()) > before; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await connections()).toBe(before);
  });

  it('fails before the first byte, as unreachable, when the database cannot be reached', async () => {
    if (suite.kind !== 'postgres') return;
    const away = openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:9/nothing',
    });
    try {
      const failed = await exportTableCsv(
        away,
        TABLE,
        parseListQuery(TABLE, new URLSearchParams()),
      ).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      await away.close();
    }
  });
});
