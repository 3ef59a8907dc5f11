export interface RateLimitPolicy {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /**
   * A subject that used up its hits is refused from memory until its window ends, without
   * asking the database again: for limits a page request counts, which a flood must not turn
   * into a write per request.
   */
  refuseFromMemory?: boolean;
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
   * Codes mailed to one address, by all clients together: the inbox is not bombed. Beyond
   * this the code already mailed stays valid and nothing new is sent; the answer does not
   * change. Since a code is locked only by many failed tries from many clients, the last code
   * mailed keeps working for its owner.
   */
  otpMailPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  otpMailPerAddressDay: { limit: 40, windowSeconds: 24 * 60 * 60 },
  /**
   * Beyond the caps above, a new code for an address whose code was locked or ran out: counted
   * per asking client and address, so strangers' clients never use up the owner's…
   */
  otpRescuePerClientAndAddress: { limit: 3, windowSeconds: 15 * 60 },
  otpRescuePerClientAndAddressDay: { limit: 6, windowSeconds: 24 * 60 * 60 },
  /**
   * …and per address a day, by all clients together, so one inbox gets at most 100 sign-in
   * mails a day (40 + 60). Using this up takes ten client addresses asking all day long.
   */
  otpRescuePerAddressDay: { limit: 60, windowSeconds: 24 * 60 * 60 },
  /** Verification requests of one client, right or wrong. */
  otpVerifyPerClient: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong codes from one client, across every address and code: ten per 15 minutes and thirty
   * a day, each failure from the third on followed by a wait that doubles (verifyDelaySeconds).
   * Each try is counted before its code is compared (a right one is given back), so parallel
   * requests cannot pass the caps: a client can try 30 of the million codes a day.
   */
  otpVerifyFailPerClient: { limit: 10, windowSeconds: 15 * 60 },
  otpVerifyFailPerClientDay: { limit: 30, windowSeconds: 24 * 60 * 60 },
  /** The growing wait after a wrong code (a block of its own, set by the failure). */
  otpVerifyCooldown: { limit: 1, windowSeconds: 15 * 60 },
  googleSignInPerClient: { limit: 30, windowSeconds: 15 * 60 },
  /** Checkout sessions per client per 10 minutes. */
  checkoutPerClient: { limit: 30, windowSeconds: 10 * 60 },
  /**
   * Discount codes tried per client per 10 minutes, at the code check and in checkouts together
   * (one budget): a buyer's typos and purchase, not a guesser's list.
   */
  discountCodePerClient: { limit: 30, windowSeconds: 10 * 60 },
  /**
   * Unknown discount codes answered per 10 minutes by the whole shop, all clients and processes
   * together (subject 'shop'): with many client addresses a guesser gets no more than this, about
   * 20 a minute. Reached, no code is checked until the window ends (decision record 085).
   */
  unknownCodesShopWide: { limit: 200, windowSeconds: 10 * 60 },
  /**
   * VAT numbers checked with VIES at the checkout per client per 10 minutes: a buyer's typos,
   * not a script using the shop as a free gateway to the Commission's service.
   */
  vatNumberCheckPerClient: { limit: 20, windowSeconds: 10 * 60 },
  /** "Send my link again": enough for a buyer, useless for a mail bomb (per hour). */
  linkResendPerClient: { limit: 20, windowSeconds: 60 * 60 },
  /** One client asking for one address: beyond this that client is told to wait (429). */
  linkResendPerClientAndAddress: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Mails to one address, by all clients together: beyond this the answer stays the same and
   * nothing more is sent (the links already mailed keep working), so a stranger can neither
   * bomb the inbox nor make the buyer wait.
   */
  linkResendMailPerAddress: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * Checkouts with the reminder box ticked, per client a day (decision 087): a buyer ticks it
   * once or twice; beyond this the box is ignored (the checkout goes through, no reminder).
   */
  reminderConsentPerClient: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /**
   * Clicks on one partner's link counted per client (subject: client and partner code): one a
   * day, however often the link is opened (decision 086).
   */
  referralClickPerClientAndPartner: {
    limit: 1,
    windowSeconds: 24 * 60 * 60,
    refuseFromMemory: true,
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitVerdict {
  allowed: boolean;
  /** Hits counted for the subject in the current window, this one included. */
  used: number;
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
  /** Whether the subject may go on under the named limit, without counting a hit. */
  check(name: RateLimitName, subject: string): Promise<RateLimitVerdict>;
  /** Takes one counted hit back (e.g. a try that turned out right). */
  giveBack(name: RateLimitName, subject: string): Promise<void>;
  /** Holds the subject back under the named limit for the given time. */
  block(name: RateLimitName, subject: string, seconds: number): Promise<void>;
}

/**
 * The wait after the n-th wrong sign-in code of a client in a day: none for the first two,
 * then 5 s, 10 s, 20 s, … doubling up to 15 minutes.
 */
export function verifyDelaySeconds(failuresToday: number): number {
  if (failuresToday < 3) return 0;
  return Math.min(5 * 2 ** (failuresToday - 3), 15 * 60);
}
