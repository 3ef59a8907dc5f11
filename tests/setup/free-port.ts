import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on, for a server about to start. Taken below the
 * kernel's ephemeral range (32768–60999 by default), from which every outgoing connection gets
 * its local port: a port the kernel picked for a listen of ours was, a second later, the local
 * port of another test's connection, and the server refused to start. Where the range leaves no
 * room below it, or no port of `range` was free after 50 tries, the kernel picks.
 */
export async function freePort(range = portsBelowEphemeral()): Promise<number> {
  const [from, to] = range;
  for (let attempt = 0; to > from && attempt < 50; attempt++) {
    const port = randomInt(from, to);
    if ((await listenOnce(port)) === port) return port;
  }
  return listenOnce(0) as Promise<number>;
}

/** From 10000 to the start of the ephemeral range (exclusive), or none when that is too small. */
function portsBelowEphemeral(): [number, number] {
  const [ephemeralFrom] = ephemeralRange();
  return ephemeralFrom - 10_000 > 1000 ? [10_000, ephemeralFrom] : [0, 0];
}

function ephemeralRange(): [number, number] {
  try {
    const [from, to] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (from > 0 && to >= from) return [from, to];
  } catch {
    // Not Linux: the usual default.
  }
  return [32768, 60999];
}

/** Listens on `port` (0: any) and lets it go again: the port it got, or null when taken. */
function listenOnce(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' && port !== 0 ? resolve(null) : reject(error),
    );
    srv.listen(port, '127.0.0.1', () => {
      const got = (srv.address() as { port: number }).port;
      srv.close(() => resolve(got));
    });
  });
}
