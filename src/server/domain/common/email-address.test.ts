import { describe, expect, it } from 'vitest';
import { storedEmail } from './email-address';

describe('storedEmail', () => {
  it('stores an international domain in Unicode however it came, and plain addresses as before', () => {
    expect(storedEmail(' Partner@xn--beratung-mller-psb.de ')).toBe('partner@beratung-müller.de');
    expect(storedEmail('partner@Beratung-Müller.de')).toBe('partner@beratung-müller.de');
    expect(storedEmail('partner@beratung-mu\u0308ller.de')).toBe('partner@beratung-müller.de');
    expect(storedEmail('info@sub.xn--mller-kva.de')).toBe('info@sub.müller.de');
    expect(storedEmail(' Chef@Example.com ')).toBe('chef@example.com');
  });

  it('keeps a domain that is not valid punycode, and what it cannot split, as it came', () => {
    expect(storedEmail('a@xn--.de')).toBe('a@xn--.de');
    expect(storedEmail('no-at-sign')).toBe('no-at-sign');
  });
});
