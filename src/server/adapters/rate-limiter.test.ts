import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { openDatabase } from '../db/index';
import { RATE_LIMITS } from '../domain/access/rate-limit';
import { createRateLimiter } from './rate-limiter';

describeEachDatabase('rate limits on %s', ({ db, onClose }) => {
  const { limit, windowSeconds } = RATE_LIMITS.otpSendPerClientAndAddress;

  it('allows the policy’s hits per subject and window, then refuses with Retry-After', async () => {
    const limits = createRateLimiter(db());
    const verdicts = [];
    for (let i = 0; i < limit + 2; i++)
      verdicts.push(await limits.consume('otpSendPerClientAndAddress', 'a'));
    expect(verdicts.map((v) => v.allowed)).toEqual([...Array(limit).fill(true), false, false]);
    const refused = verdicts.at(-1)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(windowSeconds - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
    // Another subject, and the same subject under another policy, have their own budgets.
    expect((await limits.consume('otpSendPerClientAndAddress', 'b')).allowed).toBe(true);
    expect((await limits.consume('otpVerifyPerClient', 'a')).allowed).toBe(true);
  });

  it('takes a counted hit back on request', async () => {
    const limits = createRateLimiter(db());
    for (let i = 0; i < limit; i++) await limits.consume('otpSendPerClientAndAddress', 'g');
    await limits.giveBack('otpSendPerClientAndAddress', 'g');
    const verdict = await limits.consume('otpSendPerClientAndAddress', 'g');
    expect(verdict).toMatchObject({ allowed: true, used: limit });
    expect((await limits.consume('otpSendPerClientAndAddress', 'g')).allowed).toBe(false);
  });

  it('starts a fresh window once the old one has passed', async () => {
    const limits = createRateLimiter(db());
    for (let i = 0; i < limit; i++) await limits.consume('otpSendPerClientAndAddress', 'k');
    expect((await limits.consume('otpSendPerClientAndAddress', 'k')).allowed).toBe(false);
    await db()
      .db.updateTable('rate_limit_counters')
      .set({ expire: Date.now() - 1000 })
      .execute();
    expect((await limits.consume('otpSendPerClientAndAddress', 'k')).allowed).toBe(true);
  });

  it('holds across processes: two handles on one database share one budget', async () => {
    const other = openDatabase(db().target);
    onClose(() => other.close());
    const first = createRateLimiter(db());
    const second = createRateLimiter(other);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second : first).consume('checkoutPerClient', 'burst'),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(
      Math.min(20, RATE_LIMITS.checkoutPerClient.limit),
    );
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second : first).consume('checkoutPerClient', 'burst'),
      ),
    );
    // 30 per window in total, whichever process counted them.
    expect(verdicts.concat(more).filter((v) => v.allowed)).toHaveLength(
      RATE_LIMITS.checkoutPerClient.limit,
    );
  });
});
