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
 * database cursor or a file read stops with it.
 */
export function streamedBody(
  c: Context<AppEnv>,
  source: AsyncIterable<Uint8Array>,
  what: string,
): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: IteratorResult<Uint8Array>;
        try {
          next = await chunks.next();
        } catch (err) {
          c.get('log').error({ err }, `${what} broken off`);
          const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
          // On a real connection: closed without the final chunk, which the adapter sees as
          // the client leaving (it cancels this stream). Without one (app.request), the body
          // fails for the reader.
          if (outgoing) outgoing.destroy();
          else controller.error(err);
          return;
        }
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
