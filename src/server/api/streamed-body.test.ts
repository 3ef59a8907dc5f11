import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../deps';
import { streamedBody } from './streamed-body';

/**
 * A streamed answer (a CSV export, the invoice ZIP) lets go of what it holds when its client
 * stops taking bytes, not only when the client leaves: an export's slot and its database
 * snapshot are not held for a client that never reads on.
 */
const STALL_MS = 150;

function served(source: () => AsyncGenerator<Uint8Array>) {
  const warnings: string[] = [];
  const log = { warn: (_: unknown, message: string) => warnings.push(message), error() {} };
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('log', log as never);
      await next();
    })
    .get('/file', (c) => new Response(streamedBody(c, source(), 'test export', STALL_MS)));
  return { app, warnings };
}

const piece = (i: number) => new TextEncoder().encode(`piece ${i}\n`);

describe('a streamed answer', () => {
  it('breaks off and ends its source when the client takes nothing more', async () => {
    let ended!: () => void;
    const sourceEnded = new Promise<void>((resolve) => (ended = resolve));
    let made = 0;
    const { app, warnings } = served(async function* () {
      try {
        for (let i = 0; i < 1000; i++) {
          made++;
          yield piece(i);
        }
      } finally {
        ended();
      }
    });
    const reader = (await app.request('/file')).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('piece 0\n');
    // The client stops reading: the source is ended, waited for rather than slept on.
    await sourceEnded;
    expect(made).toBeLessThan(5);
    await expect(reader.read()).rejects.toThrow(/took nothing/);
    expect(warnings).toEqual(['test export broken off: the client took nothing more']);
  });

  it('waits as long as the source needs: only the client’s silence counts', async () => {
    const { app, warnings } = served(async function* () {
      for (let i = 0; i < 3; i++) {
        // Each piece takes the source longer than the client may stay silent.
        await new Promise((r) => setTimeout(r, STALL_MS * 2));
        yield piece(i);
      }
    });
    const text = await (await app.request('/file')).text();
    expect(text).toBe('piece 0\npiece 1\npiece 2\n');
    expect(warnings).toEqual([]);
  });
});
