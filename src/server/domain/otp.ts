import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/index';
import type { Database } from '../db/types';
import { isAdminEmail } from './admins';
import type { RateLimiter } from './rate-limit';
import { buildSignInCodeMail } from '../mail/sign-in-code-mail';
import { enqueueMail, type OutgoingMail } from './mail-outbox';
import { normalizeEmail } from '../../shared/validation';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCheck = 'ok' | 'invalid' | 'locked' | 'expired';

/**
 * Someone asks for a sign-in code. Every address gets the same work (a code is issued and
 * stored) and the caller the same answer, so the answer never tells who is an administrator;
 * only an administrator's code is actually mailed.
 */
export async function requestSignInCode(
  db: Kysely<Database>,
  settings: { secret: string; adminEmails: readonly string[]; limits: RateLimiter },
  email: string,
  opts: { trusted?: boolean } = {},
): Promise<{ mailed: boolean; kept?: boolean }> {
  // Asked for too often by anyone: the code already mailed stays valid, nothing new is sent.
  // A signed-in administrator (`trusted`) is let through regardless.
  if (!opts.trusted) {
    const verdict = await settings.limits.consume('otpSendPerAddress', normalizeEmail(email));
    if (!verdict.allowed) return { mailed: false, kept: true };
  }
  const admin = await isAdminEmail(db, settings.adminEmails, email);
  await db.transaction().execute(async (trx) => {
    const code = await issueOtp(trx, settings.secret, email);
    if (admin) await enqueueMail(trx, buildOtpMail(email, code));
  });
  return { mailed: admin };
}

/** Only this HMAC is stored: a database leak reveals no usable code. */
function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${email}:${code}`).digest('hex');
}

/** Issues a fresh 6-digit code for the address, replacing any earlier one. */
export async function issueOtp(db: Db, secret: string, email: string): Promise<string> {
  const address = normalizeEmail(email);
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const now = Date.now();
  const values = {
    code_hash: hashOtp(secret, address, code),
    attempts: 0,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + OTP_TTL_MS).toISOString(),
  };
  await db
    .insertInto('otp_codes')
    .values({ email: address, ...values })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
  return code;
}

/**
 * Checks a code. Each try is counted before the comparison in one atomic update, so parallel
 * guesses cannot slip past the limit; the fifth wrong try locks the code. A matching code is
 * deleted in the same step that accepts it, so it works exactly once.
 */
export async function verifyOtp(
  db: Db,
  secret: string,
  email: string,
  code: string,
): Promise<OtpCheck> {
  const address = normalizeEmail(email);
  const nowIso = new Date().toISOString();
  const reserved = await db
    .updateTable('otp_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('email', '=', address)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', nowIso)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
  if (!reserved) {
    const row = await db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('email', '=', address)
      .executeTakeFirst();
    return row && Number(row.attempts) >= OTP_MAX_ATTEMPTS ? 'locked' : 'expired';
  }
  const expected = Buffer.from(reserved.code_hash, 'hex');
  const given = Buffer.from(hashOtp(secret, address, code.replace(/\s+/g, '')), 'hex');
  if (!timingSafeEqual(expected, given)) {
    return Number(reserved.attempts) >= OTP_MAX_ATTEMPTS ? 'locked' : 'invalid';
  }
  const consumed = await db
    .deleteFrom('otp_codes')
    .where('email', '=', address)
    .where('code_hash', '=', reserved.code_hash)
    .executeTakeFirst();
  return Number(consumed.numDeletedRows) > 0 ? 'ok' : 'expired';
}

/** The sign-in e-mail for a code (German, with one English line). */
export function buildOtpMail(
  email: string,
  code: string,
  shopName = 'Restaurant Closer',
): OutgoingMail {
  return buildSignInCodeMail({ to: email, code, shopName, validMinutes: OTP_TTL_MS / 60_000 });
}
