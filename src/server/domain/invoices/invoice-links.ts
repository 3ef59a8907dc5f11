import type { Config } from '../../config';
import { readToken, signToken, type TokenKind } from '../access/signed-token';

/** Invoice links: a signed token names the invoice, as the download links name a purchase. */
const INVOICE: TokenKind = {
  purpose: 'restaurant-closer:invoice:v1:',
  value: /^\d{4}-\d{5,9}$/,
  encode: false,
  maxLength: 100,
};

function createInvoiceToken(secret: string, number: string): string {
  return signToken(INVOICE, secret, number);
}

/** The invoice number a token names, or null when it is malformed or not signed by us. */
export function verifyInvoiceToken(secret: string, token: string): string | null {
  return readToken(INVOICE, secret, token);
}

export function invoiceUrl(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  number: string,
): string {
  return `${config.publicUrl}/invoice/${createInvoiceToken(config.sessionSecret, number)}`;
}
