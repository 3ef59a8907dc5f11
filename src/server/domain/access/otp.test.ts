import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { openDatabase } from '../../db/index';
import { issueOtp, verifyOtp } from './otp';

const SECRET = 's'.repeat(40);
/** Wrong tries, from all clients together, after which a code is locked. */
const OTP_MAX_ATTEMPTS = 30;

describeEachDatabase('one-time codes on %s', ({ db }) => {
  it('issues six random digits valid for ten minutes', async () => {
    const d = db();
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add(await issueOtp(d.db, SECRET, 'a@example.com'));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(15);
    const row = await d.db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(10 * 60_000);
  });

  it('a hash made with another secret does not match', async () => {
    const d = db();
    const code = await issueOtp(d.db, SECRET, 'a@example.com');
    expect(await verifyOtp(d.db, 't'.repeat(40), 'a@example.com', code)).toBe('invalid');
    expect(await verifyOtp(d.db, SECRET, 'A@example.com ', ` ${code} `)).toBe('ok');
  });

  it('counts parallel guesses: no more than the code’s limit are ever compared', async () => {
    const d = db();
    const other = openDatabase(d.target);
    const code = await issueOtp(d.db, SECRET, 'a@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    const results = await Promise.all(
      Array.from({ length: OTP_MAX_ATTEMPTS + 20 }, (_, i) =>
        verifyOtp(i % 2 ? other.db : d.db, SECRET, 'a@example.com', wrong),
      ),
    );
    await other.close();
    expect(results.filter((r) => r === 'invalid')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(results.filter((r) => r === 'locked')).toHaveLength(21);
    expect(await verifyOtp(d.db, SECRET, 'a@example.com', code)).toBe('locked');
  });

  it('lets exactly one of two simultaneous right answers through', async () => {
    const d = db();
    const other = openDatabase(d.target);
    const code = await issueOtp(d.db, SECRET, 'a@example.com');
    const results = await Promise.all([
      verifyOtp(d.db, SECRET, 'a@example.com', code),
      verifyOtp(other.db, SECRET, 'a@example.com', code),
    ]);
    await other.close();
    expect(results.sort()).toEqual(['expired', 'ok']);
  });
});
