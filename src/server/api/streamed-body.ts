import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../deps';

/**
 * A response body read from a source that may fail on the way: a file store or the database
 * going away in the middle of an export. By then the status and headers are sent, so the only
 * honest answer left is to break the connection off: the client sees an incomplete download,
 * never a file that looks whole. The error is logged with the request and never reaches the
 * Node adapter's own handler, which would append "Error: <message>" to the body and end it
 * as if it were complete. A client that goes away ends the source (its `return`), so a
 * database cursor or a file read stops with it; so does one that stays but takes nothing for
 * `stallMs` (behind nginx, its send_timeout does the same to the client).
 */

/** The Node response under Hono's answer, when there is one (not in a test's app.request). */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/** How long a client may take nothing before its download is broken off, as nginx's send_timeout. */
const STALL_MS = 60_000;
export function streamedBody(
  c: Context<AppEnv>,
  source: AsyncIterable<Uint8Array>,
  what: string,
  stallMs = STALL_MS,
): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  let stalled: NodeJS.Timeout | undefined;
  const breakOff = (controller: ReadableStreamDefaultController<Uint8Array>, err: Error) => {
    const outgoing = nodeResponse(c);
    // On a real connection: closed without the final chunk, which the adapter sees as the
    // client leaving (it cancels this stream). Without one (app.request), the body fails for
    // the reader.
    if (outgoing) outgoing.destroy();
    else controller.error(err);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(stalled);
        let next: IteratorResult<Uint8Array>;
        try {
          next = await chunks.next();
        } catch (err) {
          c.get('log').error({ err }, `${what} broken off`);
          breakOff(controller, err as Error);
          return;
        }
        if (next.done) return controller.close();
        controller.enqueue(next.value);
        // A client that takes nothing more for so long is let go, and with it what the source
        // holds (an export's slot, its database snapshot, a file).
        stalled = setTimeout(() => {
          c.get('log').warn({ stallMs }, `${what} broken off: the client took nothing more`);
          void chunks.return?.();
          breakOff(controller, new Error(`${what}: the client took nothing for ${stallMs} ms`));
        }, stallMs);
        stalled.unref();
      },
      async cancel() {
        clearTimeout(stalled);
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
