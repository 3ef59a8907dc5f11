/**
 * The shop's one e-mail rule, used by the checkout (browser and server), delivery, the link
 * resend and sign-in, so an address accepted anywhere is one the shop can mail. It keeps the
 * spec's shape (text, an at sign, text, a dot, text, no spaces) and refuses what a mail server
 * would not take or a header could misread: lists (commas, semicolons), angle brackets,
 * quotes, control characters, dots at the edges or doubled, over-long parts. International
 * addresses pass: letters of any script in the local part (sent with SMTPUTF8) and in the
 * domain (sent as punycode).
 */
const LOCAL_CHAR = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_CHAR.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]);
}

/** Addresses are compared case-insensitively; stored trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
