import type { Db } from '../../db/index';
import { hasOrderNaming } from '../orders/purchases';
import type { Logger } from '../../logger';
import type { Row } from '../../../shared/schema-validation';
import { singleLine } from '../../../shared/plain-text';
import { storedEmail } from '../common/email-address';
import { canonicalEmail } from '../common/canonical-email';

/**
 * Referral partners (decision D18): a partner's link is any landing address with '?ref=CODE'.
 * Codes are letters and digits, compared upper case, as discount codes are.
 */
const PARTNER_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/**
 * A code as typed or carried in a link, upper-cased; null for anything that is no code.
 * @internal Exported for its unit test: a parser of partner codes, checked on well-formed and
 * malformed input.
 */
export function normalizePartnerCode(raw: string): string | null {
  const code = raw.trim();
  return PARTNER_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/**
 * The active partner a checkout's referral names, with the commission in force now. A partner
 * buying through their own link earns nothing on it (decision 086): when the buyer's address
 * is the partner's own, in any of its variants, the order names no partner.
 */
export async function referralOf(
  db: Db,
  raw: string,
  buyerEmail: string,
): Promise<{ code: string; commissionPercent: number } | null> {
  const code = normalizePartnerCode(raw);
  if (!code) return null;
  const partner = await db
    .selectFrom('partners')
    .select(['code', 'commission_percent', 'email'])
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!partner || canonicalEmail(partner.email) === canonicalEmail(buyerEmail)) return null;
  return { code: partner.code, commissionPercent: Number(partner.commission_percent) };
}

/** A partner as the admin's table writes it: the code upper case, the address lower case. */
export function normalizePartnerRow(row: Row): Row {
  const out = { ...row };
  if (typeof out.code === 'string') out.code = out.code.trim().toUpperCase();
  if (typeof out.email === 'string') out.email = storedEmail(out.email);
  if (typeof out.name === 'string') out.name = singleLine(out.name);
  return out;
}

/** A partner whose code an order carries stays, for the commissions: it can be paused. */
export async function partnerDeleteRefusal(db: Db, row: Row): Promise<string | null> {
  if (!(await hasOrderNaming(db, 'referral_code', String(row.code)))) return null;
  return `Über den Partner ${String(row.code)} wurde bereits bestellt; er kann nicht gelöscht werden. Pausieren Sie ihn stattdessen (Aktiv: Nein); dann zählt sein Link nicht mehr.`;
}

/**
 * The codes of the active partners, held in memory for the landing pages' click counter: a
 * request asks the set, never the database. The set is read at start, again after every write
 * to the partners table, and at most once a minute otherwise (a change made elsewhere, by
 * another process).
 */
export interface ActivePartnerCodes {
  /** Whether the code is an active partner's; a set older than its minute is read again first. */
  isActive(code: string): Promise<boolean>;
  refresh(): Promise<void>;
}

export function createActivePartnerCodes(opts: {
  db: Db;
  logger: Logger;
  maxAgeMs?: number;
  now?: () => number;
}): ActivePartnerCodes {
  const now = opts.now ?? Date.now;
  const maxAge = opts.maxAgeMs ?? 60_000;
  let codes = new Set<string>();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  function refresh(): Promise<void> {
    reading ??= opts.db
      .selectFrom('partners')
      .select('code')
      .where('active', '=', 1)
      .execute()
      .then((rows) => {
        codes = new Set(rows.map((r) => r.code));
        readAt = now();
      })
      .catch((err) => {
        // Tried again after the same wait, not on the next request.
        readAt = now();
        opts.logger.warn({ err }, 'partner codes could not be read');
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  void refresh();
  return {
    async isActive(code) {
      if (now() - readAt > maxAge || reading) await refresh();
      return codes.has(code);
    },
    refresh,
  };
}
