import type { Db } from '../db/index';

/**
 * Referral partners (decision D18): a partner's link is any landing address with '?ref=CODE'.
 * Codes are letters and digits, compared upper case, as discount codes are.
 */
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** A code as typed or carried in a link, upper-cased; null for anything that is no code. */
export function normalizePartnerCode(raw: string): string | null {
  const code = raw.trim();
  return PARTNER_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/** The active partner a checkout's referral names, with the commission in force now. */
export async function referralOf(
  db: Db,
  raw: string,
): Promise<{ code: string; commissionPercent: number } | null> {
  const code = normalizePartnerCode(raw);
  if (!code) return null;
  const partner = await db
    .selectFrom('partners')
    .select(['code', 'commission_percent'])
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  return partner
    ? { code: partner.code, commissionPercent: Number(partner.commission_percent) }
    : null;
}
