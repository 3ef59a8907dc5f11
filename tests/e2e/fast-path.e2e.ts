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
