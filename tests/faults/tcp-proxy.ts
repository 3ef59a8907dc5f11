import net from 'node:net';

/**
 * A TCP proxy on a loopback port in front of a real service (PostgreSQL, an SMTP server), for
 * outages the tests control without touching the service itself: `cut()` drops every open
 * connection and stops listening, so new connections are refused as by a stopped server, and
 * `restore()` listens again on the same port. `hold()` lets connections in but keeps them
 * waiting before the service is reached, until `release()`.
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted so far (each one a client's attempt to reach the service). */
  readonly accepted: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  hold(): void;
  /** Connects every waiting connection to the service and stops holding. */
  release(): void;
  /** Resolves with the next connection accepted from now on. */
  nextConnection(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  let holding = false;
  let accepted = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    accepted++;
    track(client);
    const connect = () => {
      if (client.destroyed) return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream).on('close', () => client.destroy());
      upstream.pipe(client).on('close', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    };
    if (holding) {
      client.pause();
      waiting.push(connect);
    } else connect();
    for (const notify of listeners) notify();
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      waiting.length = 0;
      await closed;
    },
    async restore() {
      await listen(port);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const connect of waiting.splice(0)) connect();
    },
    nextConnection(timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(notify);
          reject(new Error(`no connection to the proxy within ${timeoutMs} ms`));
        }, timeoutMs);
        const notify = () => {
          listeners.delete(notify);
          clearTimeout(timer);
          resolve();
        };
        listeners.add(notify);
      });
    },
    async close() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
