import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { OutgoingMail } from './mail-outbox';
import { normalizeEmail } from './sessions';

type Queryable = Kysely<Database> | Transaction<Database>;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCheck = 'ok' | 'invalid' | 'locked' | 'expired';

/** Only this HMAC is stored: a database leak reveals no usable code. */
function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${email}:${code}`).digest('hex');
}

/** Issues a fresh 6-digit code for the address, replacing any earlier one. */
export async function issueOtp(db: Queryable, secret: string, email: string): Promise<string> {
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
  db: Queryable,
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sign-in e-mail: German, with one English line, as plain text and HTML. */
export function buildOtpMail(
  email: string,
  code: string,
  shopName = 'Restaurant Closer',
): OutgoingMail {
  const minutes = OTP_TTL_MS / 60_000;
  const text = [
    'Guten Tag,',
    '',
    `Ihr Anmeldecode für den Administrationsbereich von ${shopName} lautet:`,
    '',
    `    ${code}`,
    '',
    `Der Code ist ${minutes} Minuten gültig und kann nur einmal verwendet werden.`,
    'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
    '',
    `English: your sign-in code is ${code}. It is valid for ${minutes} minutes and works once; if you did not ask for it, please ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="de"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px">Guten Tag,</p>
<p style="margin:0 0 16px">Ihr Anmeldecode für den Administrationsbereich von ${escapeHtml(shopName)} lautet:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>
<p style="margin:0 0 16px">Der Code ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.</p>
<p style="margin:0;color:#57534e;font-size:13px" lang="en">English: your sign-in code is ${escapeHtml(code)}. It is valid for ${minutes} minutes and works once; if you did not ask for it, please ignore this e-mail.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: email, subject: `Ihr Anmeldecode für ${shopName}`, text, html };
}
