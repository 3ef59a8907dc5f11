import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readUntil, serverForSuite } from './harness';

const VARYING = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function stableHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!VARYING.has(name)) out[name] = value;
  });
  return out;
}

/**
 * Cached public pages are answered from memory without the application's middleware, with the
 * very headers the application gives them: security headers, the page's own policy, ETag and
 * 304, the compression the client asks for, a request id and an access log line.
 */
describe('the fast path for cached pages, against the real server', () => {
  const server = serverForSuite({ LOG_LEVEL: 'info' });

  it('answers exactly as the application does, once it has learnt the page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const get = () => fetch(`${server.url}/de`, { headers: { 'accept-encoding': encoding } });
      const first = await get();
      const firstBody = Buffer.from(await first.arrayBuffer());
      // The fast path learns the page's headers from the application in the background.
      await new Promise((r) => setTimeout(r, 300));
      const fast = await get();
      const fastBody = Buffer.from(await fast.arrayBuffer());
      expect(fast.status).toBe(200);
      expect(stableHeaders(fast)).toEqual(stableHeaders(first));
      expect(fastBody.equals(firstBody)).toBe(true);
      expect(fast.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fast.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      if (encoding !== 'identity') expect(fast.headers.get('content-encoding')).toBe(encoding);
      else expect(fast.headers.get('content-encoding')).toBeNull();
    }
  });

  it('never sends a coding the client refused, on the fast path too', async () => {
    const get = () => fetch(`${server.url}/fr`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    const first = await get();
    await first.arrayBuffer();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // Once learnt, the same request is answered from memory, with the same choice and tag.
    await expect
      .poll(async () => {
        const res = await get();
        await res.arrayBuffer();
        return [res.headers.get('content-encoding'), res.headers.get('etag')];
      })
      .toEqual(['gzip', first.headers.get('etag')]);
    expect(first.headers.get('etag')).toMatch(/-gz"$/);
  });

  it('serves the build files by the same reading of Accept-Encoding, varying by it', async () => {
    const page = await (
      await fetch(`${server.url}/de`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const asset = /\/assets\/[\w.-]+\.(?:js|css)\b/.exec(page)?.[0];
    expect(asset).toBeTruthy();
    // `npm run build` writes the brotli and gzip copies; a bare `react-router build` (this
    // suite's own set-up) does not: the copies of this one file are made as it would.
    const file = path.join('build', 'client', asset!);
    if (!existsSync(`${file}.br`))
      writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
    if (!existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
    for (const [accept, expected] of [
      ['gzip;q=0.5, br;q=1.0', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['identity;q=1, br;q=0.5', null],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': accept } });
      await res.arrayBuffer();
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(res.headers.get('content-type'), accept).toMatch(/^text\/(javascript|css)/);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 304 to a matching ETag and HEAD without a body, and logs every request', async () => {
    const first = await fetch(`${server.url}/it`);
    await first.arrayBuffer();
    await new Promise((r) => setTimeout(r, 200));
    const etag = first.headers.get('etag')!;
    const notModified = await fetch(`${server.url}/it`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('content-security-policy')).toBeTruthy();
    const head = await fetch(`${server.url}/it`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const id = 'fast-path-probe-1';
    await (await fetch(`${server.url}/it`, { headers: { 'x-request-id': id } })).arrayBuffer();
    const logged = await readUntil(
      async () => server.output(),
      (out) => out.includes(id),
      5_000,
    );
    expect(logged).toMatch(new RegExp(`${id}.*GET /it 200|GET /it 200.*${id}`));
  });
});
