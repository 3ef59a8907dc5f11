import { storedEmail } from './email-address';

/**
 * One mailbox's address in one form, for the rules that count per address (decision 087: one
 * reminder a week, the list of unsubscribed addresses; decision 086: a partner buying through
 * their own link). Lower case; a `+tag` in the local part is dropped (most providers deliver
 * `name+tag@` to `name@`); Gmail also ignores dots in the local part and answers to
 * googlemail.com as to gmail.com; an international domain is read in Unicode, whether it came
 * as 'müller.de' or as punycode. Only for comparing: mail still goes to the address as typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function canonicalEmail(email: string): string {
  const address = storedEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
