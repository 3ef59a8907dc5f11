import { sql } from 'kysely';
import type { Db } from '../db/index';

export interface RateLimitPolicy {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Every rate limit of the shop, in one place. Names say what is counted and per what:
 * `…PerClient` per client address, `…PerAddress` per e-mail address.
 */
export const RATE_LIMITS = {
  /** Sign-in codes: generous for a person, tight for a script (15 minutes). */
  otpSendPerClient: { limit: 20, windowSeconds: 15 * 60 },
  /** One client asking for one address's code: beyond this it is told to wait (429). */
  otpSendPerClientAndAddress: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * All clients together for one address: beyond this no new code is issued and none mailed,
   * so the code already in the owner's mailbox stays valid; the answer does not change.
   */
  otpSendPerAddress: { limit: 5, windowSeconds: 15 * 60 },
  otpVerifyPerClient: { limit: 30, windowSeconds: 15 * 60 },
  googleSignInPerClient: { limit: 30, windowSeconds: 15 * 60 },
  /** Checkout sessions per client per 10 minutes. */
  checkoutPerClient: { limit: 30, windowSeconds: 10 * 60 },
  /** "Send my link again": enough for a buyer, useless for a mail bomb (per hour). */
  linkResendPerClient: { limit: 20, windowSeconds: 60 * 60 },
  linkResendPerAddress: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit of the named limit for a subject (a client address, an e-mail address).
 * The counter lives in the database, so the limit holds across restarts and across
 * processes sharing one database.
 */
export function consumeNamedRateLimit(
  db: Db,
  name: RateLimitName,
  subject: string,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  return consumeRateLimit(db, `${name}:${subject}`, limit, windowSeconds, now);
}

/**
 * Counts one hit for `key` and says whether it is still within `limit` hits per window.
 * The window starts with a key's first hit and lasts `windowSeconds`; the increment is a
 * single upsert, so concurrent hits are all counted.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitVerdict> {
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
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // Expired counters are dead weight; an occasional sweep keeps the table small.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limits').where('reset_at', '<', nowIso).execute();
  }
  return {
    allowed: Number(row.count) <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000)),
  };
}
