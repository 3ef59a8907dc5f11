import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { PartnerPageData } from '../../../shared/api/commissions';
import { toLang, type Lang } from '../../../shared/languages';
import { partnerLinks } from '../../../shared/partner-links';
import { buildPartnerLinkMail } from '../../mail/partner-link-mail';
import { berlinDay, shiftDay } from '../common/berlin-time';
import { readCommissions } from './commissions';
import { recordAudit } from '../tables/audit-log';
import { DomainError } from '../common/errors';
import { enqueueMail } from '../delivery/mail-outbox';
import { readToken, signToken, type TokenKind } from '../access/signed-token';

/**
 * A partner's own page (decision D18), reached with a signed link that names the partner and
 * the instant it ends: `{CODE}-{unix seconds}`. The page shows the partner's clicks, orders and
 * commissions per month, never anything of a buyer. The link is mailed by the seller from the
 * Provisionen page and works for 30 days; an altered one names no partner, an old one says so.
 */
const PARTNER_PAGE: TokenKind = {
  purpose: 'restaurant-closer:partner-page:v1:',
  value: /^[A-Z0-9]{3,32}-\d{9,11}$/,
  encode: false,
  maxLength: 120,
};

const PARTNER_LINK_DAYS = 30;

/**
 * @internal Exported for its unit test: the tests sign links the shop never hands out (with
 * another secret, or past their end) to check that the page refuses them.
 */
export function createPartnerToken(secret: string, code: string, expiresAt: Date): string {
  return signToken(PARTNER_PAGE, secret, `${code}-${Math.floor(expiresAt.getTime() / 1000)}`);
}

function partnerPageUrl(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  code: string,
  expiresAt: Date,
): string {
  return `${config.publicUrl}/partner/${createPartnerToken(config.sessionSecret, code, expiresAt)}`;
}

/** The partner a link names while it works: 'invalid' for an altered one or an unknown partner. */
async function partnerOfLink(
  deps: { db: Db; config: Pick<Config, 'sessionSecret'> },
  token: string,
  now: Date,
) {
  const value = readToken(PARTNER_PAGE, deps.config.sessionSecret, token);
  if (!value) return { status: 'invalid' as const };
  const cut = value.lastIndexOf('-');
  const code = value.slice(0, cut);
  const expiresAt = Number(value.slice(cut + 1)) * 1000;
  if (now.getTime() >= expiresAt) return { status: 'expired' as const };
  const partner = await deps.db
    .selectFrom('partners')
    .select(['code', 'name', 'language', 'commission_percent'])
    .where('code', '=', code)
    .executeTakeFirst();
  return partner ? { status: 'ok' as const, partner, expiresAt } : { status: 'invalid' as const };
}

/** The language of the partner a working link names, for the page's frame; null otherwise. */
export async function partnerPageLanguage(
  deps: { db: Db; config: Pick<Config, 'sessionSecret'> },
  token: string,
  now: Date = new Date(),
): Promise<Lang | null> {
  const found = await partnerOfLink(deps, token, now);
  return found.status === 'ok' ? toLang(found.partner.language) : null;
}

/** The partner's page: its months from the same month a year ago to this one. */
export async function readPartnerPage(
  deps: { db: Db; config: Pick<Config, 'invoicing' | 'publicUrl' | 'sessionSecret'> },
  token: string,
  now: Date = new Date(),
): Promise<PartnerPageData> {
  const found = await partnerOfLink(deps, token, now);
  if (found.status !== 'ok') return { status: found.status };
  const { partner, expiresAt } = found;
  const code = partner.code;
  const today = berlinDay(now);
  const from = `${shiftDay(`${today.slice(0, 7)}-15`, 330).slice(0, 7)}-01`;
  const report = await readCommissions(deps, { from, to: today }, code);
  const rows = new Map(report.rows.map((r) => [r.month, r]));
  const language = toLang(partner.language);
  return {
    status: 'ok',
    name: partner.name,
    code: partner.code,
    language,
    commissionPercent: Number(partner.commission_percent),
    expiresAt: new Date(expiresAt).toISOString(),
    links: partnerLinks(deps.config.publicUrl, code, language),
    // Newest first; only counts and amounts leave the server.
    months: report.months
      .map((month) => {
        const r = rows.get(month);
        return {
          month,
          clicks: r?.clicks ?? 0,
          orders: r?.orders ?? 0,
          due: r?.due ?? 0,
          paid: r?.paid ?? null,
        };
      })
      .reverse(),
  };
}

/**
 * Mails the partner a new link to their page and their links to the sales page, in the
 * partner's language (audited). Each press sends one: the link of an earlier mail keeps
 * working until it ends.
 */
export async function sendPartnerLink(
  deps: {
    db: Db;
    config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'seller' | 'supportEmail'>;
  },
  code: string,
  by: { actor: string },
  now: Date = new Date(),
): Promise<{ message: string }> {
  const partner = await deps.db
    .selectFrom('partners')
    .select(['code', 'name', 'email', 'language'])
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!partner) throw new DomainError('not-found', `Unbekannter Partner: ${code.toUpperCase()}`);
  const expiresAt = new Date(now.getTime() + PARTNER_LINK_DAYS * 86_400_000);
  const lang = toLang(partner.language);
  const mail = buildPartnerLinkMail({
    lang,
    to: partner.email,
    url: partnerPageUrl(deps.config, partner.code, expiresAt),
    links: partnerLinks(deps.config.publicUrl, partner.code, lang),
    expiresAt,
    seller: deps.config.seller,
    replyTo: deps.config.supportEmail,
  });
  await deps.db.transaction().execute(async (trx) => {
    await enqueueMail(trx, mail);
    await recordAudit(trx, {
      actor: by.actor,
      action: 'partner-link',
      table: 'partners',
      rowId: partner.code,
      summary: `Link zur Partnerseite an ${partner.email} gesendet (gültig ${PARTNER_LINK_DAYS} Tage)`,
      at: now.toISOString(),
    });
  });
  return {
    message: `Der Link zur Partnerseite ist an ${partner.email} unterwegs (gültig ${PARTNER_LINK_DAYS} Tage).`,
  };
}
