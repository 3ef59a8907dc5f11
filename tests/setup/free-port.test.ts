import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const [ephemeralFrom] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number);

const listen = (port: number) =>
  new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

describe('a free port for a server about to start', () => {
  it('lies below the range outgoing connections take their ports from, and can be listened on', async () => {
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralFrom);
      const srv = await listen(port);
      await new Promise((r) => srv.close(r));
    }
  });

  it('is never one something listens on, and is the kernel’s pick when the range is full', async () => {
    // Five ports below the ephemeral range, four of them held here.
    const ports = [31_000, 31_001, 31_002, 31_003, 31_004];
    const open = 31_003;
    const held = await Promise.all(ports.filter((p) => p !== open).map(listen));
    try {
      const found = new Set<number>();
      for (let i = 0; i < 5; i++) found.add(await freePort([31_000, 31_005]));
      expect([...found]).toEqual([open]);
      const picked = await freePort([31_000, 31_003]);
      expect(ports).not.toContain(picked);
      expect(picked).toBeGreaterThan(0);
    } finally {
      await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
    }
  });
});
