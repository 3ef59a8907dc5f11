import { domainToUnicode } from 'node:url';
import { normalizeEmail } from '../../../shared/validation';

/**
 * An address in the one form the shop stores and looks it up in: trimmed, lower case, and an
 * international domain in Unicode (NFC), as the person wrote it ('müller.de'), whether it came
 * typed, pasted or as punycode ('xn--mller-kva.de': Chromium's e-mail fields hand scripts the
 * domain that way). Mail still leaves as punycode where the mail server needs it
 * (adapters/mail.ts). A domain that is not valid punycode stays as it came.
 */
export function storedEmail(email: string): string {
  const address = normalizeEmail(email).normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  if (!/(^|\.)xn--/.test(domain)) return address;
  const unicode = domainToUnicode(domain);
  return unicode && !unicode.includes('xn--')
    ? `${address.slice(0, at)}@${unicode.normalize('NFC')}`
    : address;
}
