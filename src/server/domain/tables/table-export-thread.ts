import { parentPort, workerData } from 'node:worker_threads';
import { openArrayReader } from '../../db/array-reader';
import { createCsvWriter } from './csv';
import { tableCsvColumns } from './table-csv';
import { exportRows, type PageReader } from './table-list';
import { requireTable } from './table-registry';
import {
  threadError,
  THREAD_NICENESS,
  type ExportThreadData,
  type ExportThreadMessage,
} from './table-export';

/**
 * An admin table's CSV export, in a thread of its own (started by table-export.ts): it reads
 * the rows in one snapshot on a connection of its own, as arrays of the schema's
 * columns, writes them as CSV and hands the bytes over a piece at a time (moved, not copied),
 * never more pieces ahead than the server has asked for. The server's thread only passes the
 * bytes on to the socket.
 */

// The thread yields the core to the server's own thread: buyers' requests keep their speed
// while an administrator exports (Linux gives each thread its own nice value).
await import('@napi-rs/nice').then(({ nice }) => nice(THREAD_NICENESS)).catch(() => {});

const port = parentPort!;
const data = workerData as ExportThreadData;
let credit = 0;
let wake: (() => void) | null = null;
port.on('message', (more: number) => {
  credit += more;
  wake?.();
  wake = null;
});

const send = (message: ExportThreadMessage) => port.postMessage(message);

const encoder = new TextEncoder();

async function hand(csv: string) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
  const bytes = encoder.encode(csv);
  port.postMessage({ csv: bytes } satisfies ExportThreadMessage, [bytes.buffer]);
}

async function run() {
  const reader = openArrayReader(data.target);
  try {
    const { schema } = requireTable(data.table);
    const columns = Object.keys(schema.properties);
    const position = new Map(columns.map((name, i) => [name, i]));
    const arrays: PageReader<unknown[]> = {
      run: (query) => reader.rows(query, columns),
      value: (row, column) => row[position.get(column)!],
    };
    // The header is the server's (table-export.ts): every row after it.
    const { target, table, query, tuning } = data;
    const writer = createCsvWriter(tableCsvColumns<unknown[]>(schema, 'arrays'));
    const pages = exportRows(reader.db, target.kind, table, query, {
      reader: arrays,
      tuning,
    });
    // A page's CSV (some 70 KB) in one message: moved, it costs the server's thread nothing.
    for await (const page of pages) await hand(writer.rows(page));
    send({ end: true });
  } catch (err) {
    send(threadError(err));
  } finally {
    await reader.close().catch(() => {});
    port.close();
  }
}

void run();
