import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * Connections from a chosen source address that send a request's first line and then its
 * headers one byte a second, never finishing them (slowloris). `closed` resolves when nginx has
 * closed every one of them.
 */
export async function openSlowClients(target: URL, localAddress: string, count: number) {
  const sockets: Socket[] = [];
  const closed: Array<Promise<void>> = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({
            host: target.hostname,
            port: Number(target.port),
            localAddress,
          });
          sockets.push(socket);
          closed.push(new Promise((done) => socket.once('close', () => done())));
          socket.once('connect', () => {
            socket.write(`GET / HTTP/1.1\r\nHost: ${target.host}\r\nX-Slow: `);
            resolve();
          });
          socket.on('error', () => resolve());
        }),
    ),
  );
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write('a');
  }, 1000);
  return {
    sockets,
    closed: () => Promise.all(closed).then(() => undefined),
    stop: () => {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A GET through nginx from a chosen source address, given up after `ms`. */
export function getFrom(target: string, localAddress: string, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(target, { localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(ms, () => req.destroy(new Error(`no answer to ${target} within ${ms} ms`)));
    req.on('error', reject);
    req.end();
  });
}
