import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWanted } from './fast-path';

/**
 * A real node:http server that answers, for each request, the four headers as the fast path
 * reads them from the raw list and as Node's own header object holds them.
 */
let port = 0;
const server = createServer((req: IncomingMessage, res) => {
  const read = { ...readWanted(req) };
  const h = req.headers;
  const node = {
    acceptEncoding: h['accept-encoding'],
    userAgent: h['user-agent'],
    requestId: h['x-request-id'],
    ifNoneMatch: h['if-none-match'],
  };
  res.end(JSON.stringify({ read, node }));
});
beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)));
beforeAll(() => void (port = (server.address() as AddressInfo).port));
afterAll(() => new Promise((r) => server.close(r)));

/** Sends the header lines exactly as given and returns both readings. */
function send(lines: string[]): Promise<{ read: unknown; node: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))));
    socket.on('error', reject);
    socket.end(
      `GET / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n${lines.join('\r\n')}\r\n\r\n`,
    );
  });
}

describe('the fast path reading its request headers from the raw list', () => {
  it('reads exactly what Node’s own header object holds, in any case and order, sent once or twice', async () => {
    const cases: string[][] = [
      ['Accept-Encoding: gzip, br', 'User-Agent: Mozilla/5.0'],
      ['accept-encoding: br', 'if-none-match: "abc-br"', 'x-request-id: req-1'],
      ['ACCEPT-ENCODING: identity', 'X-Request-Id: req-2', 'Referer: https://x.test/'],
      // Sent twice: Node joins these with ", " (and keeps the first User-Agent).
      ['Accept-Encoding: gzip;q=0.5', 'Accept-Encoding: br'],
      ['If-None-Match: "a"', 'if-none-match: "b"', 'X-Request-ID: one', 'x-request-id: two'],
      ['User-Agent: first', 'User-Agent: second', 'Accept-Encoding: br'],
      // Names of the same lengths that are none of the four.
      ['Accept-Language: de', 'Keep-Alive: 5', 'Content-Type: x', 'Cache-Control: no'],
      [],
    ];
    for (const lines of cases) {
      const { read, node } = await send(lines);
      expect(read, lines.join(' | ')).toEqual(node);
    }
    // The joined reading decides: brotli, where the first line alone would have meant gzip.
    expect((await send(cases[3])).read).toMatchObject({ acceptEncoding: 'gzip;q=0.5, br' });
  });
});
