import { describe, expect, it } from 'vitest';
import { isValidEmail } from './validation';

describe('isValidEmail (spec §5: text, @, text, dot, text, no spaces)', () => {
  it.each([
    'anna@example.com',
    'a@b.c',
    'chef.de.rang+orders@trattoria.example.it',
    'müller@gasthaus.de',
    'x@sub.domain.co.uk',
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
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
