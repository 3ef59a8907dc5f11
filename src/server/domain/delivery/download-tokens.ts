import { readToken, signToken, type TokenKind } from '../access/signed-token';

/**
 * A download token names one purchase and one generation of its link, and proves that this
 * server issued it: base64url(value) + "." + base64url(HMAC-SHA256(secret, purpose + value)),
 * where the value is the purchase id for the first link and "id:N" for the N-th, once an
 * administrator replaced a link that leaked (docs/decisions/023-replaced-links.md). So every
 * first link is exactly the token mailed before generations existed.
 * It carries no expiry or counter on purpose: validity, downloads, revocation and the current
 * generation are checked against the purchase row, so a refund or a refreshed expiry takes
 * effect on the same link (decision D4). The same token opens the withdrawal page (D5).
 */
const DOWNLOAD: TokenKind = {
  purpose: 'restaurant-closer:download:v1:',
  // The generation is never written as ":1", so each (id, generation) has one token.
  value: /^[A-Za-z0-9_-]{1,64}(:([2-9]|[1-9][0-9]{1,8}))?$/,
  encode: true,
  maxLength: 200,
};

/** What a download token names. */
export interface DownloadTokenClaim {
  purchaseId: string;
  generation: number;
}

/**
 * The signed token for a purchase's link of one generation (1, the first link, by default).
 * Deterministic: the same purchase and generation always get the same token.
 */
export function createDownloadToken(secret: string, purchaseId: string, generation = 1): string {
  if (!Number.isInteger(generation) || generation < 1 || generation > 999_999_999)
    throw new Error(`not a link generation: ${generation}`);
  if (purchaseId.includes(':')) throw new Error(`not a valid token value: ${purchaseId}`);
  return signToken(DOWNLOAD, secret, generation === 1 ? purchaseId : `${purchaseId}:${generation}`);
}

/** The token of a purchase's current link. */
export function purchaseToken(
  secret: string,
  purchase: { id: string; link_generation?: number | string | null },
): string {
  return createDownloadToken(secret, purchase.id, Number(purchase.link_generation ?? 1));
}

/** The purchase and generation a token names, or null when it is malformed or not signed by us. */
export function readDownloadToken(secret: string, token: string): DownloadTokenClaim | null {
  const value = readToken(DOWNLOAD, secret, token);
  if (!value) return null;
  const [purchaseId, generation = '1'] = value.split(':');
  return { purchaseId, generation: Number(generation) };
}

/** The personal download link of a purchase, as stored in ebook_purchases.download_link. */
export function downloadUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/download/${token}`;
}

/** The withdrawal page of a purchase (decision D5), reached with the same token. */
export function withdrawUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/withdraw/${token}`;
}
