import type { Readable } from 'node:stream';
import type { ByteRange, FileStore } from '../adapters/storage/types';

/**
 * A stored file as an HTTP answer's body, streamed from the store to the socket: memory per
 * download is the stream's buffer, not the file. One byte range (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`) answers 206, one that cannot be satisfied 416; several ranges, or an `If-Range`
 * that is not the file's ETag, get the whole file. A client that goes away cancels the body,
 * which destroys the store's stream and so closes its file or connection.
 */
export async function streamFile(
  files: FileStore,
  key: string,
  rangeHeader: string | undefined,
  ifRange: string | undefined,
): Promise<{
  status: 200 | 206 | 416;
  body: ReadableStream | null;
  headers: Record<string, string>;
}> {
  // The key names the copy's content (a hash of source and stamp): it is the ETag.
  const etag = `"${key.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
  const wantsRange = rangeHeader && (!ifRange || ifRange.trim() === etag);
  if (wantsRange) {
    const stat = await files.stat(key);
    const size = stat?.size ?? 0;
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable')
      return {
        status: 416,
        body: null,
        headers: { 'Content-Range': `bytes */${size}`, ETag: etag },
      };
    if (range) {
      const { stream } = await files.openRead(key, range);
      return {
        status: 206,
        body: toWeb(stream),
        headers: {
          'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
          'Content-Length': String(range.end - range.start + 1),
          'Accept-Ranges': 'bytes',
          ETag: etag,
        },
      };
    }
  }
  const { stream, size } = await files.openRead(key);
  return {
    status: 200,
    body: toWeb(stream),
    headers: { 'Content-Length': String(size), 'Accept-Ranges': 'bytes', ETag: etag },
  };
}

/** One range of a file of `size` bytes; null for a header to ignore (several ranges, other units). */
function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (match[2] && Number(match[2]) < start) return null;
  }
  if (start >= size || !Number.isSafeInteger(start)) return 'unsatisfiable';
  return { start, end };
}

/**
 * The store's stream as a web stream that reads a chunk only when the socket asks for one.
 * (Node 20's Readable.toWeb reads ahead without limit: each download held its whole file.)
 * Cancelling it destroys the store's stream.
 */
function toWeb(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await downloadTurn();
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (err) {
          controller.error(err);
        }
      },
      cancel() {
        stream.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The file pieces all downloads may read in one turn of the event loop. Two hundred buyers'
 * downloads at once would otherwise each read and write a piece in every turn, and a visitor's
 * page would wait behind all of them; in turns of a few pieces, it waits behind a few.
 */
const PIECES_PER_TURN = 4;
const waitingPieces: Array<() => void> = [];
let turnScheduled = false;

function downloadTurn(): Promise<void> {
  return new Promise((resolve) => {
    waitingPieces.push(resolve);
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(nextTurn);
    }
  });
}

function nextTurn() {
  for (const go of waitingPieces.splice(0, PIECES_PER_TURN)) go();
  if (waitingPieces.length) setImmediate(nextTurn);
  else turnScheduled = false;
}
