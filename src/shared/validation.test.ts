import { describe, expect, it } from 'vitest';
import { isValidEmail } from './validation';

describe('isValidEmail: the one e-mail rule (spec §5 shape, mailable, one address)', () => {
  it.each([
    'anna@example.com',
    'chef.de.rang+orders@trattoria.example.it',
    'müller@gasthaus.de',
    'x@sub.domain.co.uk',
    'jörg.müller@gasthaus.de',
    'info@bäckerei-müller.de',
    "o'brien@pub.ie",
    'chef@xn--bckerei-mller-4ib.de',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.',
    'anna@.com',
    'anna example@example.com',
    'anna@exa mple.com',
    ' anna@example.com',
    'anna@example.com ',
    'anna@@example.com',
    'anna@example@com.de',
    'anna\t@example.com',
    // Lists and header tricks: one address, one rule.
    'victim@example.com,attacker@evil.example',
    'victim,attacker@evil.example',
    'a@example.com;b@example.com',
    'Anna <anna@example.com>',
    '"anna"@example.com',
    'anna@example.com\r\nBcc: x@evil.example',
    '.anna@example.com',
    'anna.@example.com',
    'an..na@example.com',
    'anna@-example.com',
    'anna@example..com',
    'anna@example.c',
    // No top-level domain has one letter: the mail would never arrive.
    'a@b.c',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
