import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the EU's VIES REST service (POST {countryCode, vatNumber} →
 * {valid, requestDate, requestIdentifier, userError}). Numbers in `valid` are confirmed, any
 * other is answered invalid; `mode` makes it answer as a member state that is down, or not at
 * all within the client's timeout. Every question is kept in `asked`.
 */
export interface ViesFake {
  url: string;
  valid: Set<string>;
  mode: 'answer' | 'member-state-down' | 'hang';
  asked: string[];
  stop(): Promise<void>;
}

export async function startViesFake(): Promise<ViesFake> {
  const fake = { valid: new Set<string>(), mode: 'answer', asked: [] } as unknown as ViesFake;
  let seq = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const { countryCode, vatNumber } = JSON.parse(body || '{}') as {
        countryCode?: string;
        vatNumber?: string;
      };
      const id = `${countryCode}${vatNumber}`;
      fake.asked.push(id);
      if (fake.mode === 'hang') return; // never answers; the client gives up
      const answer =
        fake.mode === 'member-state-down'
          ? { countryCode, vatNumber, valid: false, userError: 'MS_UNAVAILABLE' }
          : {
              countryCode,
              vatNumber,
              valid: fake.valid.has(id),
              userError: fake.valid.has(id) ? 'VALID' : 'INVALID',
              requestDate: new Date().toISOString(),
              requestIdentifier: `WAPIAAAA${String(++seq).padStart(8, '0')}`,
            };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
