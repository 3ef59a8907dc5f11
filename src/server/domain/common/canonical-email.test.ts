import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email';

describe('canonicalEmail', () => {
  it('lower-cases and drops a +tag, so the variants of one mailbox compare equal', () => {
    expect(canonicalEmail(' Victim@Example.COM ')).toBe('victim@example.com');
    expect(canonicalEmail('victim+1@example.com')).toBe('victim@example.com');
    expect(canonicalEmail('victim+a+b@example.com')).toBe('victim@example.com');
    // Dots matter outside Gmail.
    expect(canonicalEmail('vic.tim@example.com')).toBe('vic.tim@example.com');
  });

  it('treats Gmail’s dots and googlemail.com as the one Gmail mailbox', () => {
    expect(canonicalEmail('J.Doe+shop@googlemail.com')).toBe('jdoe@gmail.com');
    expect(canonicalEmail('j.d.o.e@gmail.com')).toBe('jdoe@gmail.com');
  });

  it('keeps what it cannot split as it is', () => {
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalEmail('no-at-sign')).toBe('no-at-sign');
  });

  it('reads an international domain in Unicode, whether it came as punycode or as written', () => {
    expect(canonicalEmail('Partner@xn--beratung-mller-psb.de')).toBe('partner@beratung-müller.de');
    expect(canonicalEmail('partner@Beratung-Müller.de')).toBe('partner@beratung-müller.de');
    // Decomposed (u + combining diaeresis) and composed ü are the one letter.
    expect(canonicalEmail('partner@beratung-mu\u0308ller.de')).toBe('partner@beratung-müller.de');
  });
});
