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
 * Counts hits against the catalogue's limits. The adapter keeps the counters in the shop's
 * database (rate-limiter-flexible on PostgreSQL or SQLite), so every process sharing the
 * database shares each budget.
 */
export interface RateLimiter {
  /** Counts one hit of the named limit for a subject (a client address, an e-mail address). */
  consume(name: RateLimitName, subject: string): Promise<RateLimitVerdict>;
}
