import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A download token names one purchase and proves that this server issued it:
 * base64url(purchase id) + "." + base64url(HMAC-SHA256(secret, purpose + id)).
 * It carries no expiry or counter on purpose: validity, downloads and revocation are checked
 * against the purchase row, so a refund or a refreshed expiry takes effect on the same link
 * (decision D4). The same token opens the withdrawal page (decision D5).
 */
const PURPOSE = 'restaurant-closer:download:v1:';
const PURCHASE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function sign(secret: string, purchaseId: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + purchaseId)
    .digest();
}

/** The signed token for a purchase. Deterministic: the same purchase always gets the same token. */
export function createDownloadToken(secret: string, purchaseId: string): string {
  if (!PURCHASE_ID.test(purchaseId)) throw new Error(`not a purchase id: ${purchaseId}`);
  const id = Buffer.from(purchaseId, 'utf8').toString('base64url');
  return `${id}.${sign(secret, purchaseId).toString('base64url')}`;
}

/** The purchase id a token names, or null when it is malformed or not signed by us. */
export function verifyDownloadToken(secret: string, token: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const purchaseId = Buffer.from(match[1], 'base64url').toString('utf8');
  if (!PURCHASE_ID.test(purchaseId)) return null;
  // Re-encoding must give back the same text, so one purchase has exactly one valid token.
  if (Buffer.from(purchaseId, 'utf8').toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2], 'base64url');
  if (given.toString('base64url') !== match[2]) return null;
  const expected = sign(secret, purchaseId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return purchaseId;
}

/** The personal download link of a purchase, as stored in ebook_purchases.download_link. */
export function downloadUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/download/${token}`;
}

/** The withdrawal page of a purchase (decision D5), reached with the same token. */
export function withdrawUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/withdraw/${token}`;
}
