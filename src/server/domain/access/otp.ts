import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/types';
import { isAdminEmail } from './admins';
import { verifyDelaySeconds, type RateLimiter } from './rate-limit';
import { buildSignInCodeMail } from '../../mail/sign-in-code-mail';
import { enqueueMail, type OutgoingMail } from '../delivery/mail-outbox';
import { storedEmail } from '../common/email-address';
import { DomainError } from '../common/errors';
import { signInRefusalText, tooManyText } from './sign-in-text';

const OTP_LENGTH = 6;
const OTP_TTL_MS = 10 * 60_000;
/**
 * Wrong tries one code takes, from all clients together, before it is locked. Each client may
 * fail only a few times (rate-limit.ts), so locking a code takes many clients; a locked code is
 * replaced on the owner's next request even when the mail caps are used up.
 */
const OTP_MAX_ATTEMPTS = 30;

type OtpCheck = 'ok' | 'invalid' | 'locked' | 'expired';

interface SignInSettings {
  secret: string;
  adminEmails: readonly string[];
  limits: RateLimiter;
}

/** What became of an accepted request (for the log; the caller's answer is the same). */
export interface SignInCodeRequest {
  mailed: boolean;
  kept: boolean;
}

/** The refusal of a client that asked or guessed too often, naming the wait, in German. */
function tooMany(retryAfterSeconds: number): DomainError {
  return new DomainError('too-many', tooManyText(retryAfterSeconds), { retryAfterSeconds });
}

/**
 * Someone asks for a sign-in code. Every address gets the same work (a code is issued and
 * stored) and the caller the same answer, so the answer never tells who is an administrator;
 * only an administrator's code is actually mailed.
 *
 * Nobody can keep an administrator out by asking for codes: a client is limited per address
 * (its own budget, never the owner's); the mails to one address are capped, and once they are,
 * the code mailed last stays valid instead of being replaced. A code that was locked or ran out
 * is replaced on the next request all the same (within a cap of its own), so the owner always
 * gets to a working code. A signed-in administrator (`trusted`) is let through regardless.
 * A client over its limits is refused (`too-many`).
 */
export async function requestSignInCode(
  db: Kysely<Database>,
  settings: SignInSettings,
  input: { email: string; client: string; trusted?: boolean },
): Promise<SignInCodeRequest> {
  const address = storedEmail(input.email);
  if (!input.trusted) {
    for (const [name, subject] of [
      ['otpSendPerClient', input.client],
      ['otpSendPerClientAndAddress', `${input.client}|${address}`],
    ] as const) {
      const verdict = await settings.limits.consume(name, subject);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
    }
    const mailable =
      (await settings.limits.consume('otpMailPerAddress', address)).allowed &&
      (await settings.limits.consume('otpMailPerAddressDay', address)).allowed;
    if (
      !mailable &&
      ((await hasUsableCode(db, address)) || !(await mayRescue(settings, input.client, address)))
    ) {
      return { mailed: false, kept: true };
    }
  }
  const admin = await isAdminEmail(db, settings.adminEmails, address);
  await db.transaction().execute(async (trx) => {
    const code = await issueOtp(trx, settings.secret, address);
    if (admin) await enqueueMail(trx, buildOtpMail(address, code));
  });
  return { mailed: admin, kept: false };
}

/**
 * Whether a locked or run-out code may be replaced beyond the mail caps: the asking client's
 * own allowance for the address first (a stranger's clients never use up the owner's), then
 * the address's daily one that keeps the inbox from being bombed.
 */
async function mayRescue(settings: SignInSettings, client: string, address: string) {
  for (const [name, subject] of [
    ['otpRescuePerClientAndAddress', `${client}|${address}`],
    ['otpRescuePerClientAndAddressDay', `${client}|${address}`],
    ['otpRescuePerAddressDay', address],
  ] as const) {
    if (!(await settings.limits.consume(name, subject)).allowed) return false;
  }
  return true;
}

/** Whether the address has a code that can still be used: not expired, not locked. */
async function hasUsableCode(db: Db, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('otp_codes')
    .select(['attempts', 'expires_at'])
    .where('email', '=', address)
    .executeTakeFirst();
  return (
    !!row && Number(row.attempts) < OTP_MAX_ATTEMPTS && row.expires_at > new Date().toISOString()
  );
}

const REFUSED_CODES = { invalid: 'otpInvalid', locked: 'otpLocked', expired: 'otpExpired' };

/**
 * Checks a sign-in code for an administrator's address. Wrong codes are counted per client
 * across every address and code, with a daily cap and a wait that doubles from the third
 * failure on; a client that must wait is told so before its code is even looked at. Each try
 * is counted before the comparison and given back when it was right, so parallel requests
 * cannot pass the caps. A right code for an address that is no administrator's counts as
 * wrong: such codes are never mailed. A wrong, locked or used-up code is refused (`invalid`,
 * with its code), a client that must wait too (`too-many`).
 */
export async function verifySignInCode(
  db: Db,
  settings: SignInSettings,
  input: { email: string; code: string; client: string },
): Promise<void> {
  const { limits } = settings;
  const cooldown = await limits.check('otpVerifyCooldown', input.client);
  if (!cooldown.allowed) throw tooMany(cooldown.retryAfterSeconds);
  const counted = [];
  for (const name of ['otpVerifyFailPerClient', 'otpVerifyFailPerClientDay'] as const) {
    const verdict = await limits.consume(name, input.client);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
    counted.push({ name, verdict });
  }
  const result = await verifyOtp(db, settings.secret, input.email, input.code);
  if (result === 'ok' && (await isAdminEmail(db, settings.adminEmails, input.email))) {
    for (const { name } of counted) await limits.giveBack(name, input.client);
    return;
  }
  const wait = verifyDelaySeconds(counted[1].verdict.used);
  if (wait > 0) await limits.block('otpVerifyCooldown', input.client, wait);
  const refused = result === 'ok' ? 'invalid' : result;
  throw new DomainError('invalid', signInRefusalText(refused), { code: REFUSED_CODES[refused] });
}

/** Only this HMAC is stored: a database leak reveals no usable code. */
function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${email}:${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code for the address, replacing any earlier one.
 * @internal Exported for its unit test: the code's randomness and lifetime are checked over many
 * codes, which the sign-in's mail caps would never let through.
 */
export async function issueOtp(db: Db, secret: string, email: string): Promise<string> {
  const address = storedEmail(email);
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
 * guesses cannot slip past the limit; the last wrong try allowed (OTP_MAX_ATTEMPTS) locks the code. A matching code is
 * deleted in the same step that accepts it, so it works exactly once.
 * @internal Exported for its unit test: the atomic count of a code's tries is checked with
 * parallel guesses over two connections, which the sign-in's per-client limits would stop first.
 * Production calls it only through verifySignInCode, which adds the administrator check and the
 * limits.
 */
export async function verifyOtp(
  db: Db,
  secret: string,
  email: string,
  code: string,
): Promise<OtpCheck> {
  const address = storedEmail(email);
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
function buildOtpMail(email: string, code: string): OutgoingMail {
  return buildSignInCodeMail({
    to: email,
    code,
    shopName: 'Restaurant Closer',
    validMinutes: OTP_TTL_MS / 60_000,
  });
}
