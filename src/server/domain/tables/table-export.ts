import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Config } from '../../config';
import { threadModule } from '../../thread-module';
import type { Db } from '../../db/index';
import type { Row } from '../../../shared/schema-validation';
import { createCsvWriter, CSV_CHUNK_ROWS, type CsvWriter } from './csv';
import { tableCsvColumns } from './table-csv';
import { exportRows } from './table-list';
import type { ListQuery } from './table-query';
import { requireTable } from './table-registry';
import { matchesAtLeast, tuned, type ListTuning } from './table-scope';

/**
 * An admin table as a CSV file. A table of a page or less (most of the shop's tables) is read
 * and written here and never waits for a thread to start. Any longer table is read and
 * written as CSV in a thread of its own (table-export-thread.ts), from the start, on a
 * connection of its own and in one read-only snapshot, so a row changed while a long export
 * runs is written once, as it was when the export began; this thread only passes the bytes
 * to the socket. The thread hands the CSV over a page at a time; each piece
 * taken here asks for one more, so the thread is never more than `AHEAD` pieces ahead of the
 * socket, and the reading goes no faster than the client reads: a client that reads slowly or
 * leaves holds back or stops the reading. The thread's heap is capped: an export that went wrong
 * would end that export, never the server.
 */

export interface ExportThreadData {
  target: Config['database'];
  table: string;
  query: ListQuery;
  tuning: ListTuning;
}

export type ExportThreadMessage =
  { csv: Uint8Array } | { end: true } | { error: { message: string; code?: string } };

/** An error as it crosses from the thread: its message and its code (e.g. ECONNREFUSED). */
export function threadError(err: unknown): { error: { message: string; code?: string } } {
  const e = err as { message?: unknown; code?: unknown } | null;
  return {
    error: {
      message: typeof e?.message === 'string' ? e.message : String(err),
      code: typeof e?.code === 'string' ? e.code : undefined,
    },
  };
}

const encoder = new TextEncoder();

/** How much lower than the server's thread the reading threads run (nice(2), 0 to 19). */
export const THREAD_NICENESS = 10;

/**
 * Exports reading in threads at once per process; more wait for a slot. Each holds a database
 * connection, a thread and a share of this thread's time: eight at once starved the buyers'
 * requests of both cores (bench:exports-crowd: one at a time kept /api/products' p99 at a
 * third of two at a time's, and the eight exports took a tenth longer).
 */
const EXPORT_SLOTS = 1;
let exportsRunning = 0;
const waitingExports: Array<() => void> = [];

async function exportSlot(): Promise<() => void> {
  if (exportsRunning < EXPORT_SLOTS) exportsRunning++;
  else await new Promise<void>((resolve) => waitingExports.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waitingExports.shift();
    if (next) next();
    else exportsRunning--;
  };
}

/**
 * Exports in their threads and waiting for one, in this process.
 * @internal Exported for its unit test: the one-export-at-a-time queue is observed from its test;
 * an export's bytes do not show whether it waited for the slot.
 */
export function exportBacklog() {
  return { running: exportsRunning, waiting: waitingExports.length };
}

/** Pieces the thread may make before the socket has taken them. */
const AHEAD = 8;

/**
 * The longest an export's next piece waits for the requests being answered: under a steady
 * stream of requests an export still moves, a piece (400 rows) per 25 ms at the least.
 */
const QUIET_WAIT_MS = 25;

const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/** The messages of a thread, taken one at a time in order. */
function inbox(worker: Worker) {
  const queue: ExportThreadMessage[] = [];
  let waiting: ((message: ExportThreadMessage) => void) | null = null;
  const put = (message: ExportThreadMessage) => {
    if (waiting) {
      const take = waiting;
      waiting = null;
      take(message);
    } else queue.push(message);
  };
  worker.on('message', put);
  worker.on('error', (err) => put(threadError(err)));
  worker.on('exit', (code) => put({ error: { message: `export thread ended (${code})` } }));
  return async function take(): Promise<Uint8Array | null> {
    const message = queue.shift() ?? (await new Promise<ExportThreadMessage>((r) => (waiting = r)));
    if ('csv' in message) return message.csv;
    if ('end' in message) return null;
    throw Object.assign(new Error(message.error.message), { code: message.error.code });
  };
}

/** The thread, asked for its first `AHEAD` pieces at once. */
async function startThread(workerData: ExportThreadData) {
  const worker = new Worker(await threadModule('table-export-thread'), {
    workerData,
    resourceLimits: RESOURCE_LIMITS,
  });
  const take = inbox(worker);
  worker.postMessage(AHEAD);
  return { worker, take };
}

/** A piece of CSV at a time: CSV_CHUNK_ROWS rows each, so no page's whole text is one object. */
function* pieces<R>(writer: CsvWriter<R>, rows: R[]): Generator<Uint8Array> {
  for (let i = 0; i < rows.length; i += CSV_CHUNK_ROWS) {
    yield encoder.encode(writer.rows(rows.slice(i, i + CSV_CHUNK_ROWS)));
  }
}

/**
 * The CSV bytes of a table's rows, filtered and sorted as `query` says. A short table's rows,
 * and for a longer one the thread's first piece, are read before the answer's headers, so a
 * database that cannot be reached fails the request instead of breaking a file off.
 */
export async function exportTableCsv(
  source: { db: Db; target: Config['database'] },
  table: string,
  query: ListQuery,
  over: Partial<ListTuning> = {},
  options: {
    /**
     * Resolves when no request of the process is being answered (or after the given time at
     * the latest): asked after each piece of a long export, so buyers' requests go first.
     */
    quiet?: (maxMs: number) => Promise<void>;
  } = {},
): Promise<AsyncGenerator<Uint8Array>> {
  const { schema } = requireTable(table);
  const tuning = tuned(over);
  // A table of a page or less is read and written here. Any longer one is read in the thread,
  // even when its filter leaves a few rows: finding those few may walk much of the table. To
  // tell, this thread counts the table's rows no further than one past a page.
  const long = await matchesAtLeast(source.db, table, [], tuning.exportPageSize + 1);
  const rows: Row[] = [];
  if (!long) {
    for await (const page of exportRows(source.db, source.target.kind, table, query, { tuning }))
      rows.push(...page);
  }
  const writer = createCsvWriter(tableCsvColumns<Row>(schema, 'objects'));
  const release = long ? await exportSlot() : () => {};
  const thread = long
    ? await startThread({ target: source.target, table, query, tuning }).catch((err: unknown) => {
        release();
        throw err;
      })
    : null;
  // Ends the thread and frees the slot, once: from the body's end, or from a client that went
  // away before the body was read at all (a generator never started skips its own finally).
  let ended: Promise<unknown> | undefined;
  const end = () => (ended ??= (release(), thread?.worker.terminate() ?? Promise.resolve()));
  // The thread's first piece before the headers: a thread that cannot read fails the request.
  const opening = thread
    ? await thread.take().catch(async (err: unknown) => {
        await end();
        throw err;
      })
    : null;
  const body = (async function* () {
    try {
      yield encoder.encode(writer.head());
      if (!thread) return yield* pieces(writer, rows);
      for (let piece = opening; piece; piece = await thread.take()) {
        // Asked for before this piece is passed on, so the thread reads and writes meanwhile.
        thread.worker.postMessage(1);
        yield piece;
        // Whatever else waits on this thread (a buyer's request) goes before the next piece,
        // and a request being answered is answered first: the thread, its database connection
        // and the client rest meanwhile (at most QUIET_WAIT_MS per piece).
        await setImmediate();
        await options.quiet?.(QUIET_WAIT_MS);
      }
    } finally {
      await end();
    }
  })();
  const stop = body.return.bind(body);
  body.return = async (value) => {
    await end();
    return stop(value);
  };
  return body;
}
