import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/index';
import {
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitPolicy,
  type RateLimiter,
  type RateLimitVerdict,
} from '../domain/access/rate-limit';

/** The table migration 010 creates in rate-limiter-flexible's own layout. */
const TABLE = 'rate_limit_counters';

/**
 * The catalogue's limits counted by rate-limiter-flexible in the shop's own database:
 * PostgreSQL when DATABASE_URL points there, SQLite otherwise. One limiter per policy, all in
 * one table, keyed `policy:subject`.
 */
export function createRateLimiter(handle: Pick<DatabaseHandle, 'client'>): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiterFor = (name: RateLimitName) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const policy: RateLimitPolicy = RATE_LIMITS[name];
      const { limit, windowSeconds } = policy;
      const common = {
        // Until the window ends, in this process (rate-limiter-flexible's in-memory block).
        ...(policy.refuseFromMemory ? { inMemoryBlockOnConsumed: limit } : {}),
        keyPrefix: name,
        points: limit,
        duration: windowSeconds,
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
      };
      limiter =
        handle.client.kind === 'postgres'
          ? new RateLimiterPostgres({ ...common, storeClient: handle.client.pool })
          : new RateLimiterSQLite({
              ...common,
              storeClient: handle.client.database,
              storeType: 'better-sqlite3',
            });
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const key = (subject: string) => subject.slice(0, 200);
  return {
    async check(name, subject): Promise<RateLimitVerdict> {
      const res = await limiterFor(name).get(key(subject));
      const retryAfterSeconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000));
      const used = res?.consumedPoints ?? 0;
      return { allowed: used < RATE_LIMITS[name].limit, used, retryAfterSeconds };
    },
    async giveBack(name, subject) {
      await limiterFor(name).reward(key(subject), 1);
    },
    async block(name, subject, seconds) {
      await limiterFor(name).block(key(subject), seconds);
    },
    async consume(name, subject): Promise<RateLimitVerdict> {
      try {
        const res = await limiterFor(name).consume(key(subject));
        return {
          allowed: true,
          used: res.consumedPoints,
          retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
        };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            used: rejection.consumedPoints,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        throw rejection;
      }
    },
  };
}
