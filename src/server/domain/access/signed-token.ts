import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signed-token scheme of the shop's links (downloads, withdrawals, invoices):
 * `{value}.{base64url(HMAC-SHA256(secret, purpose + value))}`, where the value is written as it
 * is or base64url-encoded. Deterministic: one value has exactly one valid token per purpose;
 * what a link may do (validity, revocation) is checked against the database, not the token.
 */
export interface TokenKind {
  /** Keeps a token of one kind from being accepted as another. */
  purpose: string;
  /** The values this kind names (checked when signing and reading). */
  value: RegExp;
  /** base64url-encode the value in the token (for values that are not URL-safe as they are). */
  encode: boolean;
  maxLength: number;
}

function mac(kind: TokenKind, secret: string, value: string): Buffer {
  return createHmac('sha256', secret)
    .update(kind.purpose + value)
    .digest();
}

export function signToken(kind: TokenKind, secret: string, value: string): string {
  if (!kind.value.test(value)) throw new Error(`not a valid token value: ${value}`);
  const shown = kind.encode ? Buffer.from(value, 'utf8').toString('base64url') : value;
  return `${shown}.${mac(kind, secret, value).toString('base64url')}`;
}

/** The value a token names, or null when it is malformed or not signed by us. */
export function readToken(kind: TokenKind, secret: string, token: string): string | null {
  if (typeof token !== 'string' || token.length > kind.maxLength) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const value = kind.encode ? Buffer.from(match[1], 'base64url').toString('utf8') : match[1];
  if (!kind.value.test(value)) return null;
  // Re-encoding must give back the same text, so one value has exactly one valid token.
  if (kind.encode && Buffer.from(value, 'utf8').toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2], 'base64url');
  if (given.toString('base64url') !== match[2]) return null;
  const expected = mac(kind, secret, value);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}
