import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { openDatabase } from '../db/index';
import { consumeRateLimit } from './rate-limit';

describeEachDatabase('rate limit on %s', ({ db }) => {
  it('allows `limit` hits per key and window, then refuses', async () => {
    const d = db();
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await consumeRateLimit(d.db, 'k:a', 3, 60)).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    // Another key has its own count.
    expect((await consumeRateLimit(d.db, 'k:b', 3, 60)).allowed).toBe(true);
  });

  it('starts a fresh window once the old one has passed', async () => {
    const d = db();
    expect((await consumeRateLimit(d.db, 'k', 1, 60)).allowed).toBe(true);
    expect((await consumeRateLimit(d.db, 'k', 1, 60)).allowed).toBe(false);
    await d.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', 'k')
      .execute();
    expect((await consumeRateLimit(d.db, 'k', 1, 60)).allowed).toBe(true);
    expect((await consumeRateLimit(d.db, 'k', 1, 60)).allowed).toBe(false);
    const row = await d.db.selectFrom('rate_limits').selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(row.reset_at)).toBeGreaterThan(Date.now() + 50_000);
  });

  it('counts every hit when they arrive at once from two connections', async () => {
    const d = db();
    const other = openDatabase(d.target);
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        consumeRateLimit(i % 2 ? other.db : d.db, 'burst', 7, 60).then((v) => v.allowed),
      ),
    );
    await other.close();
    expect(hits.filter(Boolean)).toHaveLength(7);
  });
});
