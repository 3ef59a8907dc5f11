import { readToken, signToken, type TokenKind } from './signed-token';

/**
 * A download token names one purchase and proves that this server issued it:
 * base64url(purchase id) + "." + base64url(HMAC-SHA256(secret, purpose + id)).
 * It carries no expiry or counter on purpose: validity, downloads and revocation are checked
 * against the purchase row, so a refund or a refreshed expiry takes effect on the same link
 * (decision D4). The same token opens the withdrawal page (decision D5).
 */
const DOWNLOAD: TokenKind = {
  purpose: 'restaurant-closer:download:v1:',
  value: /^[A-Za-z0-9_-]{1,64}$/,
  encode: true,
  maxLength: 200,
};

/** The signed token for a purchase. Deterministic: the same purchase always gets the same token. */
export function createDownloadToken(secret: string, purchaseId: string): string {
  return signToken(DOWNLOAD, secret, purchaseId);
}

/** The purchase id a token names, or null when it is malformed or not signed by us. */
export function verifyDownloadToken(secret: string, token: string): string | null {
  return readToken(DOWNLOAD, secret, token);
}

/** The personal download link of a purchase, as stored in ebook_purchases.download_link. */
export function downloadUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/download/${token}`;
}

/** The withdrawal page of a purchase (decision D5), reached with the same token. */
export function withdrawUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/withdraw/${token}`;
}
