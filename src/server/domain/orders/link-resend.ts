import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import { resendDownloadLinks } from '../delivery/delivery';
import { storedEmail } from '../common/email-address';
import type { RateLimiter } from '../access/rate-limit';

export type LinkResendOutcome =
  | { outcome: 'sent' }
  /**
   * The asking client's limit is used up: an outcome, not a thrown refusal, because the JSON API
   * and the expired-link page answer it differently (a 429 body; the page again with the text).
   */
  | { outcome: 'limited'; retryAfterSeconds: number };

/**
 * The one "send my link again" action, behind both the JSON API and the plain form of the
 * expired-link page. The outcome never says whether the address bought anything: "sent" is
 * answered for strangers too, and the limits count every address alike. The mail speaks the
 * language of each purchase, not of the page that asked.
 */
/**
 * Every accepted request takes at least this long, so the answer's timing does not tell a
 * buyer's address (links made, mail queued) from a stranger's (nothing found).
 */
const LINK_RESEND_MIN_MS = 120;

interface LinkResendDeps {
  config: Config;
  db: Db;
  limits: RateLimiter;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The floor of an accepted request's time (default LINK_RESEND_MIN_MS). */
  linkResendMinMs?: number;
}

interface LinkResendRequest {
  /** An address the edge has checked against the shop's e-mail rule (resendLinkRequest). */
  email: string;
  /** The client's address, for the per-client limit. */
  client: string;
}

export async function requestLinkResend(
  deps: LinkResendDeps,
  input: LinkResendRequest,
): Promise<LinkResendOutcome> {
  const started = performance.now();
  const outcome = await resendOnce(deps, input);
  if (outcome.outcome === 'sent') {
    const rest = (deps.linkResendMinMs ?? LINK_RESEND_MIN_MS) - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return outcome;
}

async function resendOnce(
  deps: LinkResendDeps,
  input: LinkResendRequest,
): Promise<LinkResendOutcome> {
  const email = storedEmail(input.email);
  // The limits that answer 429 are the asking client's own: a stranger asking for a buyer's
  // address uses up the stranger's budget, never the buyer's.
  for (const [name, subject] of [
    ['linkResendPerClient', input.client],
    ['linkResendPerClientAndAddress', `${input.client}|${email}`],
  ] as const) {
    const verdict = await deps.limits.consume(name, subject);
    if (!verdict.allowed)
      return { outcome: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  // The inbox's own cap answers like a sent mail: the links mailed before keep working.
  const mailable = await deps.limits.consume('linkResendMailPerAddress', email);
  if (!mailable.allowed) {
    deps.logger.warn('links asked for too often for one address: nothing more is sent today');
    return { outcome: 'sent' };
  }
  const count = await resendDownloadLinks(deps, deps.db, { email });
  if (count) deps.logger.info({ purchases: count }, 'download links sent again');
  return { outcome: 'sent' };
}
