import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startViesFake, type ViesFake } from '../../../tests/fakes/vies';
import { BUSINESS_MESSAGES } from '../../shared/business-details';
import { VAT_CHECK_COPY } from '../../shared/vat-number-check';
import { CHECKOUT_MESSAGES } from '../content';
import { RATE_LIMITS } from '../domain/access/rate-limit';

const ORIGIN = 'http://localhost:3000';

describeEachDatabase('the checkout’s VAT number check with VIES on %s', (suite) => {
  let vies: ViesFake;
  beforeAll(async () => {
    vies = await startViesFake();
    vies.valid.add('FR12345678901');
  });
  afterAll(() => vies.stop());

  function setup(ip = '198.51.100.20') {
    vies.mode = 'answer';
    vies.asked.length = 0;
    const shop = createTestApp(suite.db(), {
      PUBLIC_URL: ORIGIN,
      SELLER_VAT_ID: 'DE123456789',
      VIES_URL: vies.url,
    });
    const browser = createCookieClient(shop.app, ORIGIN, ip);
    const check = (body: Record<string, unknown>) =>
      browser.request('/api/vat-number-check', { json: body });
    return { shop, browser, check };
  }

  it('answers confirmed, not confirmed or unavailable in the buyer’s language', async () => {
    const { check } = setup();
    const confirmed = await check({ vatId: 'fr 12 345678901', country: 'FR', language: 'es' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toContain('no-store');
    expect(await confirmed.json()).toEqual({
      status: 'confirmed',
      vatId: 'FR12345678901',
      message: VAT_CHECK_COPY.es.confirmed,
    });
    expect(VAT_CHECK_COPY.es.confirmed).toContain('inversión del sujeto pasivo');

    const unknown = await check({ vatId: 'FR99999999999', country: 'FR', language: 'it' });
    expect(await unknown.json()).toEqual({
      status: 'not-confirmed',
      vatId: 'FR99999999999',
      message: VAT_CHECK_COPY.it.notConfirmed,
    });

    // A member state's database that is down, and a VIES that does not answer in time.
    vies.mode = 'member-state-down';
    const down = await check({ vatId: 'FR12345678901', country: 'FR', language: 'es' });
    expect(await down.json()).toEqual({
      status: 'unavailable',
      vatId: 'FR12345678901',
      message: VAT_CHECK_COPY.es.unavailable,
    });
    expect(VAT_CHECK_COPY.es.unavailable).toContain('nueva factura');
    expect(vies.asked).toEqual(['FR12345678901', 'FR99999999999', 'FR12345678901']);
  });

  it('counts VIES as unavailable when it cannot be reached at all', async () => {
    const shop = createTestApp(suite.db(), { PUBLIC_URL: ORIGIN });
    const browser = createCookieClient(shop.app, ORIGIN, '198.51.100.21');
    const res = await browser.request('/api/vat-number-check', {
      json: { vatId: 'IT01234567890', country: 'IT', language: 'de' },
    });
    expect(await res.json()).toEqual({
      status: 'unavailable',
      vatId: 'IT01234567890',
      message: VAT_CHECK_COPY.de.unavailable,
    });
  });

  it('does not ask VIES for a number no reverse charge applies to, and refuses a malformed one', async () => {
    const { check } = setup('198.51.100.22');
    // The seller's own country, and a country outside the EU: VAT as usual, nothing to ask.
    for (const [vatId, country] of [
      ['DE123456789', 'DE'],
      ['CHE123456789', 'CH'],
    ]) {
      const res = await check({ vatId, country, language: 'en' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'not-applicable', message: null });
    }
    const wrong = await check({ vatId: 'FR123', country: 'FR', language: 'fr' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: { vatId: expect.stringContaining('FR12345678901') },
    });
    const country = await check({ vatId: 'FR12345678901', country: 'ZZ', language: 'fr' });
    expect(country.status).toBe(400);
    expect(await country.json()).toMatchObject({
      message: BUSINESS_MESSAGES.fr.invalidCountry,
      errors: { country: BUSINESS_MESSAGES.fr.invalidCountry },
    });
    const shape = await check({ vatId: 42, language: 'de' });
    expect(shape.status).toBe(400);
    expect(await shape.json()).toMatchObject({ message: CHECKOUT_MESSAGES.de.invalidRequest });
    expect(vies.asked).toEqual([]);
  });

  it('answers a few checks per client, then 429 with Retry-After, other clients unaffected', async () => {
    const { check } = setup('198.51.100.23');
    const { limit } = RATE_LIMITS.vatNumberCheckPerClient;
    for (let i = 0; i < limit; i++) {
      const res = await check({ vatId: 'FR12345678901', country: 'FR', language: 'en' });
      expect(res.status, `check ${i + 1}`).toBe(200);
    }
    const refused = await check({ vatId: 'FR12345678901', country: 'FR', language: 'es' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: CHECKOUT_MESSAGES.es.tooManyRequests,
      code: 'too-many',
    });
    expect(vies.asked).toHaveLength(limit);
    const other = setup('198.51.100.24');
    expect(
      (await other.check({ vatId: 'FR12345678901', country: 'FR', language: 'en' })).status,
    ).toBe(200);
  });

  it('refuses a check from another site, and asks VIES nothing', async () => {
    const { shop } = setup('198.51.100.25');
    const res = await shop.app.request('/api/vat-number-check', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-for': '198.51.100.25',
      },
      body: JSON.stringify({ vatId: 'FR12345678901', country: 'FR', language: 'en' }),
    });
    expect(res.status).toBe(403);
    expect(vies.asked).toEqual([]);
  });
});
