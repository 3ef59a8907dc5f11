import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './guards';

const app = new Hono().get('/', (c) => c.text(clientIp(c, ['127.0.0.1', '10.0.0.3'])));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('clientIp', () => {
  it('uses the socket address of a direct client and ignores its forwarding header', async () => {
    const res = await app.request(
      '/',
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      socket('203.0.113.9'),
    );
    expect(await res.text()).toBe('203.0.113.9');
  });

  it('ignores a forwarding header from a peer that is not a configured proxy', async () => {
    const res = await app.request(
      '/',
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      socket('127.0.0.2'),
    );
    expect(await res.text()).toBe('127.0.0.2');
    const untrusted = new Hono().get('/', (c) => c.text(clientIp(c)));
    const rotated = await untrusted.request(
      '/',
      { headers: { 'x-forwarded-for': '9.9.9.9' } },
      socket('127.0.0.1'),
    );
    expect(await rotated.text()).toBe('127.0.0.1');
  });

  it('behind a configured reverse proxy, takes the entry that proxy appended', async () => {
    const res = await app.request(
      '/',
      { headers: { 'x-forwarded-for': 'forged-by-client, 198.51.100.4' } },
      socket('127.0.0.1'),
    );
    expect(await res.text()).toBe('198.51.100.4');
    const private10 = await app.request(
      '/',
      { headers: { 'x-forwarded-for': '198.51.100.5' } },
      socket('10.0.0.3'),
    );
    expect(await private10.text()).toBe('198.51.100.5');
  });

  it('falls back to the socket address when a proxy sends no header', async () => {
    const res = await app.request('/', {}, socket('::1'));
    expect(await res.text()).toBe('::1');
  });
});
