import { expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import { insertDemoPayment } from '../../../../tests/setup/orders';
import { createRateLimiter } from '../../adapters/rate-limiter';
import { isValidEmail } from '../../../shared/validation';
import { issueOtp } from '../access/otp';
import { PURGED_EMAIL, purgeExpiredData, RETENTION } from './retention';

const DAY = 86_400_000;
let seq = 0;

async function checkout(d: TestDatabase, status: string, ageDays: number, paid = false) {
  seq += 1;
  const id = `p_retention_${seq}_${Math.random().toString(36).slice(2, 8)}`;
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  await d.db
    .insertInto('ebook_purchases')
    .values({
      id,
      email: `buyer${seq}@example.com`,
      name: `Buyer ${seq}`,
      language: 'de',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700,
      currency: 'EUR',
      status,
      provider: 'demo',
      created_at: at,
      paid_at: paid ? at : null,
      business_company: 'Gasthaus Sonne GmbH',
      business_address: 'Marktplatz 1, 80331 München',
      business_country: 'DE',
      business_vat_id: 'DE123456789',
    } as never)
    .execute();
  await insertDemoPayment(d.db, {
    id: `demo_${id}`,
    purchaseId: id,
    paymentId: paid ? `demo_pi_${id}` : null,
    at,
  });
  return id;
}

describeEachDatabase('storage limitation on %s', ({ db }) => {
  it('removes old unpaid checkouts’ personal data, expired codes and counters, and nothing paid', async () => {
    const d = db();
    const old = RETENTION.unpaidCheckoutDays + 1;
    const oldPending = await checkout(d, 'pending', old);
    const oldFailed = await checkout(d, 'failed', old);
    const recentPending = await checkout(d, 'pending', RETENTION.unpaidCheckoutDays - 1);
    const kept = await Promise.all(
      (['paid', 'refunded', 'withdrawn', 'review', 'free'] as const).map((s) =>
        checkout(d, s, 3650, s !== 'free'),
      ),
    );
    // A code that ran out and one still valid; a counter whose window ended and a live one.
    await issueOtp(d.db, 's'.repeat(40), 'gone@example.com');
    await d.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await issueOtp(d.db, 's'.repeat(40), 'live@example.com');
    const limits = createRateLimiter(d);
    await limits.consume('checkoutPerClient', '203.0.113.1');
    await d.db
      .updateTable('rate_limit_counters')
      .set({ expire: Date.now() - 1000 })
      .execute();
    await limits.consume('checkoutPerClient', '203.0.113.2');

    const result = await purgeExpiredData(d.db);
    expect(result).toEqual({ otpCodes: 1, rateLimitCounters: 1, unpaidCheckouts: 2 });

    const rows = await d.db.selectFrom('ebook_purchases').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [oldPending, oldFailed]) {
      expect(byId.get(id)).toMatchObject({
        email: PURGED_EMAIL,
        name: '',
        business_company: null,
        business_address: null,
        business_vat_id: null,
        amount: 4700,
      });
      expect(isValidEmail(byId.get(id)!.email)).toBe(true);
    }
    for (const id of [recentPending, ...kept]) {
      expect(byId.get(id)!.email, id).toMatch(/^buyer\d+@example\.com$/);
      expect(byId.get(id)!.business_company).toBe('Gasthaus Sonne GmbH');
    }
    const payments = await d.db.selectFrom('demo_payments').select('purchase_id').execute();
    expect(payments.map((p) => p.purchase_id).sort()).toEqual([recentPending, ...kept].sort());
    expect(
      (await d.db.selectFrom('otp_codes').select('email').execute()).map((r) => r.email),
    ).toEqual(['live@example.com']);
    const counters = await d.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(counters.map((c) => c.key)).toEqual(['checkoutPerClient:203.0.113.2']);

    // Run again (by another process too): nothing more to do.
    expect(await purgeExpiredData(d.db)).toEqual({
      otpCodes: 0,
      rateLimitCounters: 0,
      unpaidCheckouts: 0,
    });
  });

  it('removes the client key a checkout with a limited code keeps, a day after the checkout', async () => {
    const d = db();
    const old = await checkout(d, 'paid', 2, true);
    const recent = await checkout(d, 'pending', 0.5);
    await d.db
      .updateTable('ebook_purchases')
      .set({ hold_client: 'k'.repeat(32) })
      .execute();
    await purgeExpiredData(d.db);
    const keys = await d.db
      .selectFrom('ebook_purchases')
      .select(['id', 'hold_client'])
      .where('id', 'in', [old, recent])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(keys.map((k) => [k.id, k.hold_client]))).toEqual({
      [old]: null,
      [recent]: 'k'.repeat(32),
    });
  });
});

it('states the periods in the privacy texts of every language', async () => {
  const texts = await Promise.all(
    (['en', 'it', 'de', 'es', 'fr'] as const).map(async (lang) => {
      const module = (await import(`../../../app/content/legal/${lang}.ts`)) as Record<
        string,
        unknown
      >;
      return [lang, JSON.stringify(module[lang])] as const;
    }),
  );
  for (const [lang, text] of texts) {
    expect(text, lang).toContain(`${RETENTION.unpaidCheckoutDays} `);
    expect(text, lang).toContain('24 ');
  }
});
