import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';

/**
 * Counts one hit for `key` and says whether it is still within `limit` hits per window.
 * The window starts with a key's first hit and lasts `windowSeconds`. The counter lives in the
 * database, so the limit holds across restarts and across processes sharing one PostgreSQL;
 * the increment is a single upsert, so concurrent hits are all counted.
 *
 * Keys name the action and the subject, e.g. `otp-send:ip:203.0.113.9`.
 * @returns true when the hit is allowed, false when the caller should answer 429.
 */
export async function hitRateLimit(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const now = new Date();
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: key.slice(0, 200), count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at > ${nowIso} then rate_limits.count + 1 else 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at > ${nowIso} then rate_limits.reset_at else excluded.reset_at end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  // Expired counters are dead weight; an occasional sweep keeps the table small.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limits').where('reset_at', '<', nowIso).execute();
  }
  return Number(row.count) <= limit;
}
