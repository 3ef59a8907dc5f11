import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  createDownloadToken,
  downloadUrl,
  readDownloadToken,
  withdrawUrl,
} from './download-tokens';
import { signToken } from '../access/signed-token';

const SECRET = 's'.repeat(40);

describe('download tokens', () => {
  it('name the purchase and verify with the same secret', () => {
    const token = createDownloadToken(SECRET, 'RC-7K3M9Q2XW4HJ8N5T');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readDownloadToken(SECRET, token)).toEqual({
      purchaseId: 'RC-7K3M9Q2XW4HJ8N5T',
      generation: 1,
    });
    expect(createDownloadToken(SECRET, 'RC-7K3M9Q2XW4HJ8N5T')).toBe(token);
  });

  it('refuse another secret, a changed id, a changed signature and malformed input', () => {
    const token = createDownloadToken(SECRET, 'RC-AAAA');
    expect(readDownloadToken('t'.repeat(40), token)).toBeNull();
    const [, sig] = token.split('.');
    const otherId = Buffer.from('RC-AAAB').toString('base64url');
    expect(readDownloadToken(SECRET, `${otherId}.${sig}`)).toBeNull();
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect(readDownloadToken(SECRET, `${token.split('.')[0]}.${flipped}`)).toBeNull();
    for (const bad of ['', 'abc', `${token}x`, `${token}.x`, token.replace('.', ''), 'a.b']) {
      expect(readDownloadToken(SECRET, bad)).toBeNull();
    }
  });

  it('accept exactly one spelling of a token', () => {
    const token = createDownloadToken(SECRET, 'RC-AAAA');
    const [id, sig] = token.split('.');
    // The last base64url character carries two unused bits: flipping one gives another
    // spelling of the very same signature bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1];
    const twin = `${sig.slice(0, -1)}${sibling}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    expect(readDownloadToken(SECRET, `${id}.${twin}`)).toBeNull();
  });

  it('build the download and withdrawal links on the public origin', () => {
    expect(downloadUrl('https://shop.test', 'abc.def')).toBe('https://shop.test/download/abc.def');
    expect(withdrawUrl('https://shop.test', 'abc.def')).toBe('https://shop.test/withdraw/abc.def');
  });

  it('refuse to sign something that is not a purchase id', () => {
    expect(() => createDownloadToken(SECRET, 'RC-1/../x')).toThrow();
  });

  it('keep the first link exactly as before generations, and give each later one its own token', () => {
    const id = 'RC-7K3M9Q2XW4HJ8N5T';
    const mac = createHmac('sha256', SECRET)
      .update(`restaurant-closer:download:v1:${id}`)
      .digest('base64url');
    const first = `${Buffer.from(id).toString('base64url')}.${mac}`;
    expect(createDownloadToken(SECRET, id)).toBe(first);
    expect(createDownloadToken(SECRET, id, 1)).toBe(first);
    expect(readDownloadToken(SECRET, first)).toEqual({ purchaseId: id, generation: 1 });
    const second = createDownloadToken(SECRET, id, 2);
    expect(second).not.toBe(first);
    expect(readDownloadToken(SECRET, second)).toEqual({ purchaseId: id, generation: 2 });
    expect(readDownloadToken(SECRET, createDownloadToken(SECRET, id, 12))).toEqual({
      purchaseId: id,
      generation: 12,
    });
    // The first generation has one spelling only: the bare id.
    const kind = {
      purpose: 'restaurant-closer:download:v1:',
      value: /^.*$/,
      encode: true,
      maxLength: 200,
    };
    expect(readDownloadToken(SECRET, signToken(kind, SECRET, `${id}:1`))).toBeNull();
    expect(readDownloadToken(SECRET, signToken(kind, SECRET, `${id}:02`))).toBeNull();
    for (const bad of [0, -1, 1.5, 1e12])
      expect(() => createDownloadToken(SECRET, id, bad)).toThrow();
  });
});
