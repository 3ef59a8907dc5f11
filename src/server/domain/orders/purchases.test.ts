import { describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import {
  claimDownload,
  createPurchase,
  downloadRefusal,
  findPurchase,
  listPaidPurchasesByEmail,
  newPurchaseId,
} from './purchases';

const DAY = 24 * 60 * 60 * 1000;

describe('purchase ids', () => {
  it('are RC- and 16 unambiguous characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPurchaseId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^RC-[0-9A-HJKMNP-TV-Z]{16}$/);
  });
});

describeEachDatabase('purchases on %s', ({ db }) => {
  async function paid(d: TestDatabase, overrides: Record<string, unknown> = {}) {
    const now = new Date();
    return createPurchase(d.db, {
      id: newPurchaseId(),
      email: 'Buyer@Example.com',
      name: 'Anna',
      language: 'de',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700,
      currency: 'EUR',
      status: 'paid',
      provider: 'demo',
      provider_session_id: `sess_${newPurchaseId()}`,
      created_at: now.toISOString(),
      paid_at: now.toISOString(),
      link_expires_at: new Date(now.getTime() + 30 * DAY).toISOString(),
      download_limit: 10,
      ...overrides,
    });
  }

  it('stores the address in lower case and finds paid purchases case-insensitively', async () => {
    const d = db();
    const a = await paid(d);
    await paid(d, { status: 'pending' });
    await paid(d, { email: 'someone.else@example.com' });
    expect(a.email).toBe('buyer@example.com');
    // A row written by other code in mixed case is still found.
    await d.db
      .updateTable('ebook_purchases')
      .set({ email: 'BUYER@example.COM' })
      .where('id', '=', a.id)
      .execute();
    const found = await listPaidPurchasesByEmail(d.db, '  buyer@EXAMPLE.com ');
    expect(found.map((p) => p.id)).toEqual([a.id]);
  });

  it('rejects a second purchase with the same provider session', async () => {
    const d = db();
    await paid(d, { provider_session_id: 'cs_same' });
    await expect(paid(d, { provider_session_id: 'cs_same' })).rejects.toThrow();
  });

  it('never counts more downloads than the limit, however many arrive at once', async () => {
    const d = db();
    const p = await paid(d, { download_limit: 10 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => claimDownload(d.db, p.id, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const row = await findPurchase(d.db, p.id);
    expect(row).toMatchObject({ download_count: 10, first_download_at: now.toISOString() });
    expect(downloadRefusal(row, now)).toBe('used-up');
  });

  it('counts nothing on an expired, refunded, withdrawn or unpaid purchase', async () => {
    const d = db();
    const now = new Date();
    const expired = await paid(d, {
      link_expires_at: new Date(now.getTime() - 1000).toISOString(),
    });
    const refunded = await paid(d, { status: 'refunded' });
    const withdrawn = await paid(d, { status: 'withdrawn' });
    const pending = await paid(d, { status: 'pending', link_expires_at: null });
    for (const p of [expired, refunded, withdrawn, pending]) {
      expect(await claimDownload(d.db, p.id, now)).toBe(false);
    }
    expect(downloadRefusal(expired, now)).toBe('expired');
    expect(downloadRefusal(refunded, now)).toBe('revoked');
    expect(downloadRefusal(withdrawn, now)).toBe('revoked');
    expect(downloadRefusal(pending, now)).toBe('unpaid');
    expect(downloadRefusal(undefined, now)).toBe('unknown');
    const counts = await d.db.selectFrom('ebook_purchases').select('download_count').execute();
    expect(counts.every((r) => Number(r.download_count) === 0)).toBe(true);
  });
});
