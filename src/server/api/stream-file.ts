import type { Readable } from 'node:stream';
import type { ByteRange, FileStore, PieceReader } from '../adapters/storage/types';

/** What a download needs to know of the Node response it is written to. */
export interface Outgoing {
  headersSent: boolean;
  /** Bytes given to the response that the socket has not yet handed to the system. */
  writableLength: number;
}

interface FileAnswer {
  status: 200 | 206 | 416;
  body: ReadableStream | null;
  headers: Record<string, string>;
}

/**
 * A stored file as an HTTP answer's body, streamed from the store to the socket: memory per
 * download is the stream's buffer, not the file. One byte range (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`) answers 206, one that cannot be satisfied 416; several ranges, or an `If-Range`
 * that is not the file's ETag, get the whole file. A client that goes away cancels the body,
 * which destroys the store's stream and so closes its file or connection. Given the Node
 * response (`outgoing`), a store that reads into the caller's buffers (the local disk) reuses a
 * download's few buffers once the socket is done with them.
 */
export async function streamFile(
  files: FileStore,
  key: string,
  rangeHeader: string | undefined,
  ifRange: string | undefined,
  outgoing?: Outgoing,
): Promise<FileAnswer> {
  // The key names the copy's content (a hash of source and stamp): it is the ETag.
  const etag = `"${key.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
  const wantsRange = rangeHeader && (!ifRange || ifRange.trim() === etag);
  if (files.openReader) {
    const reader = await files.openReader(key);
    const range = wantsRange ? parseRange(rangeHeader, reader.size) : null;
    if (range === 'unsatisfiable') reader.close();
    return answer(reader.size, range, (r) => readInPieces(reader, r, outgoing));
  }
  if (wantsRange) {
    const size = (await files.stat(key))?.size ?? 0;
    const range = parseRange(rangeHeader, size);
    if (range)
      return answer(size, range, async (r) => toWeb((await files.openRead(key, r)).stream));
  }
  const { stream, size } = await files.openRead(key);
  return answer(size, null, () => toWeb(stream));

  async function answer(
    size: number,
    range: ByteRange | 'unsatisfiable' | null,
    body: (range: ByteRange) => ReadableStream | Promise<ReadableStream>,
  ): Promise<FileAnswer> {
    if (range === 'unsatisfiable')
      return {
        status: 416,
        body: null,
        headers: { 'Content-Range': `bytes */${size}`, ETag: etag },
      };
    if (range)
      return {
        status: 206,
        body: await body(range),
        headers: {
          'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
          'Content-Length': String(range.end - range.start + 1),
          'Accept-Ranges': 'bytes',
          ETag: etag,
        },
      };
    return {
      status: 200,
      body: await body({ start: 0, end: size - 1 }),
      headers: { 'Content-Length': String(size), 'Accept-Ranges': 'bytes', ETag: etag },
    };
  }
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

/** The size of a download's pieces, as the local store's read stream reads them. */
const PIECE_BYTES = 128 * 1024;
/** Buffers a download keeps for reuse: one in the socket, one being read, one to spare. */
const KEPT_BUFFERS = 3;

/**
 * The bytes `range` names, read piece by piece into buffers of the download's own. A new buffer
 * per piece (as a read stream allocates) is memory outside V8's heap, and two hundred downloads
 * allocating gigabytes of it make V8 collect on the server's thread every few milliseconds. A
 * buffer is reused only when the response has sent its headers and the socket holds nothing
 * unwritten: the Node adapter writes each piece before it asks for the next, so every buffer
 * given out before is then the system's copy, no longer ours. Without a Node response (a test's
 * app.request), every piece gets a new buffer.
 */
function readInPieces(
  reader: PieceReader,
  range: ByteRange,
  outgoing: Outgoing | undefined,
): ReadableStream<Uint8Array> {
  let position = range.start;
  const free: Uint8Array[] = [];
  let given: Uint8Array[] = [];
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await downloadTurn();
          const length = Math.min(PIECE_BYTES, range.end + 1 - position);
          if (length <= 0) {
            reader.close();
            return controller.close();
          }
          if (outgoing?.headersSent && outgoing.writableLength === 0) {
            free.push(...given);
            given = [];
          }
          const buffer = free.pop() ?? new Uint8Array(PIECE_BYTES);
          const read = await reader.read(buffer, length, position);
          if (read === 0) throw new Error('the file ended before its size');
          position += read;
          if (given.length + free.length < KEPT_BUFFERS) given.push(buffer);
          controller.enqueue(read === buffer.length ? buffer : buffer.subarray(0, read));
        } catch (err) {
          reader.close();
          controller.error(err);
        }
      },
      cancel() {
        reader.close();
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
