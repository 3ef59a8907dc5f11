/**
 * The checkout's e-mail rule (spec §5): text, an at sign, text, a dot, text, and no spaces
 * anywhere. Deliberately loose: the payment provider and the delivery e-mail are the real check;
 * this only catches typos such as a missing '@' or domain ending before they cost a sale.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Addresses are compared case-insensitively; stored trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
