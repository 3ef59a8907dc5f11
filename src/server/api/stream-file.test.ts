import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../adapters/storage/local';
import type { FileStore } from '../adapters/storage/types';
import { streamFile, type Outgoing } from './stream-file';

/**
 * A download read into buffers of its own: reused only once the socket has written them, so
 * every byte a client receives is the file's, however slowly it reads.
 */
describe('a stored file streamed in reused buffers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stream-file-'));
  const local = createLocalFileStore(dir);
  const file = randomBytes(5 * 1024 * 1024 + 777);
  /** Every buffer the store was asked to read into, in order. */
  const readsInto: Uint8Array[] = [];
  const recorded: FileStore = {
    ...local,
    async openReader(key) {
      const reader = await local.openReader!(key);
      return {
        ...reader,
        read(into, length, position) {
          readsInto.push(into);
          return reader.read(into, length, position);
        },
      };
    },
  };
  let server: Server;
  let port: number;
  beforeAll(async () => {
    await local.write('stamped/copy.pdf', file);
    const app = new Hono();
    app.get('/file', async (c) => {
      const outgoing = (c.env as { outgoing?: Outgoing }).outgoing;
      const answer = await streamFile(
        recorded,
        'stamped/copy.pdf',
        c.req.header('range'),
        undefined,
        outgoing,
      );
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    });
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A client that reads the answer, pausing now and then so the socket fills up. */
  function download(headers: Record<string, string> = {}, pauseEvery = 0) {
    return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      httpGet(`http://127.0.0.1:${port}/file`, { headers }, (res) => {
        const parts: Buffer[] = [];
        let n = 0;
        res.on('data', (part: Buffer) => {
          parts.push(part);
          if (pauseEvery && ++n % pauseEvery === 0) {
            res.pause();
            setTimeout(() => res.resume(), 5);
          }
        });
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(parts) }));
        res.on('error', reject);
      }).on('error', reject);
    });
  }

  it('sends every byte of the file to slow and fast clients at once', async () => {
    readsInto.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => download({}, i % 2 ? 3 : 0)),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.equals(file)).toBe(true);
    }
    // Pieces of 128 KiB: most of them went into buffers used before.
    const distinct = new Set(readsInto).size;
    expect(readsInto.length).toBe(8 * Math.ceil(file.length / (128 * 1024)));
    expect(distinct).toBeLessThan(readsInto.length / 3);
  });

  it('sends a range exactly, in reused buffers too', async () => {
    const { status, body } = await download({ range: 'bytes=1000-3000999' }, 2);
    expect(status).toBe(206);
    expect(body.equals(file.subarray(1000, 3001000))).toBe(true);
  });

  // A reader that holds every piece it got (as the adapter holds the first ones before writing
  // the headers, or the socket those it has not written yet) keeps each of them intact.
  it.each([
    ['while the socket still holds one', { headersSent: true, writableLength: 1 }],
    ['before the headers are sent', { headersSent: false, writableLength: 0 }],
  ] satisfies Array<[string, Outgoing]>)(
    'gives a fresh buffer for every piece %s',
    async (_, outgoing) => {
      readsInto.length = 0;
      const answer = await streamFile(recorded, 'stamped/copy.pdf', undefined, undefined, outgoing);
      const body = Buffer.from(await new Response(answer.body).arrayBuffer());
      expect(body.equals(file)).toBe(true);
      expect(new Set(readsInto).size).toBe(readsInto.length);
    },
  );
});
