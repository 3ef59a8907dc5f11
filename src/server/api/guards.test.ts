import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './guards';
import {
  canonicalAddress,
  parseTrustedProxy,
  resolveClientAddress,
  trustedProxyList,
} from '../client-address';

const trusted = trustedProxyList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
const app = new Hono().get('/', (c) => c.text(clientIp(c, trusted)));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function clientOf(peer: string, forwardedFor?: string): Promise<string> {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await app.request('/', { headers }, socket(peer))).text();
}

describe('clientIp', () => {
  it('uses the socket address of a direct client and ignores its forwarding header', async () => {
    expect(await clientOf('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('ignores a forwarding header from a peer that is not a configured proxy', async () => {
    expect(await clientOf('127.0.0.2', '1.2.3.4')).toBe('127.0.0.2');
    const untrusted = new Hono().get('/', (c) => c.text(clientIp(c)));
    const rotated = await untrusted.request(
      '/',
      { headers: { 'x-forwarded-for': '9.9.9.9' } },
      socket('127.0.0.1'),
    );
    expect(await rotated.text()).toBe('127.0.0.1');
  });

  it('trusts a proxy whose IPv4 address reaches a dual-stack socket as ::ffff:a.b.c.d', async () => {
    // A server listening on :: sees nginx on 127.0.0.1 as ::ffff:127.0.0.1.
    expect(await clientOf('::ffff:127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    expect(await clientOf('::FFFF:7f00:1', '198.51.100.4')).toBe('198.51.100.4');
    // And a client's own mapped address is the same client as its plain one.
    expect(await clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('accepts ranges of proxies, IPv4 and IPv6', async () => {
    expect(await clientOf('10.20.30.40', '198.51.100.5')).toBe('198.51.100.5');
    expect(await clientOf('::ffff:10.1.2.3', '198.51.100.6')).toBe('198.51.100.6');
    expect(await clientOf('fd12:3456::1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf('11.0.0.1', '198.51.100.8')).toBe('11.0.0.1');
  });

  it('reads a chain of proxies from the right, past every trusted one', async () => {
    // client → load balancer (10.0.0.7) → nginx (127.0.0.1) → shop
    expect(await clientOf('127.0.0.1', 'forged-by-client, 198.51.100.4, 10.0.0.7')).toBe(
      '198.51.100.4',
    );
    // A forged entry left of the client's own is never reached.
    expect(await clientOf('127.0.0.1', '203.0.113.1, 198.51.100.4')).toBe('198.51.100.4');
    // Garbage in the header is skipped, not taken as a client.
    expect(await clientOf('127.0.0.1', '198.51.100.9, not-an-address')).toBe('198.51.100.9');
  });

  it('keys an IPv6 client by its /64, in canonical form', async () => {
    const a = await clientOf('127.0.0.1', '2001:DB8:0:1:aaaa::1');
    const b = await clientOf('127.0.0.1', '2001:db8::1:bbbb:cccc:dddd:eeee');
    const other = await clientOf('127.0.0.1', '2001:db8:0:2::1');
    expect(a).toBe('2001:db8:0:1::/64');
    expect(b).toBe(a);
    expect(other).not.toBe(a);
    expect(await clientOf('2001:db8:0:1:0:0:0:5')).toBe(a);
  });

  it('falls back to the socket address when a proxy sends no header', async () => {
    expect(await clientOf('127.0.0.1')).toBe('127.0.0.1');
    expect(await clientOf('::1')).toBe('::/64');
  });
});

describe('client addresses', () => {
  it('writes every form of one address the same way', () => {
    expect(canonicalAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('[2001:0DB8:0000:0000:0000:0000:0000:0001]')).toBe('2001:db8::1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalAddress('1.2.3')).toBeNull();
    expect(canonicalAddress('')).toBeNull();
    // A client is counted by its IPv4 address as it is, an IPv6 client by its /64.
    const none = trustedProxyList([]);
    expect(resolveClientAddress('198.51.100.4', undefined, none)).toBe('198.51.100.4');
    expect(resolveClientAddress('2001:db8::1:0:0:1', undefined, none)).toBe('2001:db8::/64');
  });

  it('refuses a proxy entry that is no address or range', () => {
    expect(() => parseTrustedProxy('nginx.local')).toThrow(/not an IP address/);
    expect(() => parseTrustedProxy('10.0.0.0/33')).toThrow(/prefix length/);
    expect(() => parseTrustedProxy('10.0.0.0/8/8')).toThrow();
    expect(parseTrustedProxy('loopback')).toHaveLength(2);
    expect(parseTrustedProxy('::ffff:127.0.0.1')).toEqual([{ address: '127.0.0.1' }]);
  });
});
