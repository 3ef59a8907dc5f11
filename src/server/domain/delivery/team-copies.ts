import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { isLang, toLang, type Lang } from '../../../shared/languages';
import { isValidEmail } from '../../../shared/validation';
import type {
  TeamPageInfo,
  TeamSaveInput,
  TeamSaveResult,
  TeamSeatProblem,
} from '../../../shared/api/team';
import { readToken, signToken, type TokenKind } from '../access/signed-token';
import { storedEmail } from '../common/email-address';
import { productName } from '../checkout/catalog';
import { buildMemberCopyMail } from '../../mail/member-copy-mail';
import { enqueueMail } from './mail-outbox';
import type { StampSubject } from './ebooks';
import { licensee, memberToken } from './member-copies';
import {
  addDays,
  DELIVERED_STATUSES,
  findPurchase,
  singleLine,
  type Purchase,
} from '../orders/purchases';

/**
 * Copies for a team (decision 100): the buyer of several copies gives each to a member on the
 * team page; each member gets an e-mail with a link of their own to a copy stamped with their
 * name. The team page's link names the order; a member's link names the order, the copy and
 * the link's generation, which rises when the buyer gives an unused copy to another address.
 */
const TEAM: TokenKind = {
  purpose: 'restaurant-closer:team:v1:',
  value: /^[A-Za-z0-9_-]{1,64}$/,
  encode: false,
  maxLength: 200,
};

/**
 * How often one copy may be sent (to a first address, then to others while unused): the team
 * page cannot be turned into a way of mailing strangers without end.
 * @internal Exported for its test, which sends a copy up to the limit.
 */
export const SENDS_PER_COPY = 3;

type TeamConfig = Pick<
  Config,
  'publicUrl' | 'sessionSecret' | 'downloadDays' | 'downloadLimit' | 'supportEmail' | 'seller'
>;

export interface TeamDeps {
  db: Db;
  config: TeamConfig;
  /** Stamps a member's copy in the background once it is given out (the bounded stamp pool). */
  prepare?: (copy: StampSubject & { product_id: string }) => void;
}

export function teamPageUrl(config: Pick<Config, 'publicUrl' | 'sessionSecret'>, orderId: string) {
  return `${config.publicUrl}/team/${signToken(TEAM, config.sessionSecret, orderId)}`;
}

/** What a team order's delivery e-mail says of its copies (decision 100); null for a single copy. */
export function teamMailFacts(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  order: Pick<Purchase, 'id' | 'copies' | 'amount' | 'list_price'>,
): { copies: number; url: string; unitAmount: number } | null {
  const copies = Number(order.copies);
  if (copies < 2) return null;
  return {
    copies,
    url: teamPageUrl(config, order.id),
    // One copy's price before any discount code: the code applies to the order.
    unitAmount: Math.round(Number(order.list_price ?? order.amount) / copies),
  };
}

/** The team order a team page's token names: paid for several copies; else null. */
async function teamOrder(deps: TeamDeps, token: string): Promise<Purchase | null> {
  const orderId = readToken(TEAM, deps.config.sessionSecret, token);
  if (!orderId) return null;
  const order = await findPurchase(deps.db, orderId);
  if (!order || Number(order.copies) < 2) return null;
  return ['pending', 'failed', 'expired'].includes(order.status) ? null : order;
}

/** The buyer's language of the team order a team page's token names (only reads), or null. */
export async function teamLanguage(deps: TeamDeps, token: string): Promise<Lang | null> {
  const order = await teamOrder(deps, token);
  return order ? toLang(order.language) : null;
}

function isOpen(order: Purchase): boolean {
  return DELIVERED_STATUSES.includes(order.status);
}

/** The copies of a team order given out so far, by seat. */
export function listTeamCopies(db: Db, orderId: string) {
  return db
    .selectFrom('team_copies')
    .selectAll()
    .where('purchase_id', '=', orderId)
    .orderBy('seat')
    .execute();
}

/** The team page of an order by its token, or null for a link that names no team order. */
export async function teamPageInfo(deps: TeamDeps, token: string): Promise<TeamPageInfo | null> {
  const order = await teamOrder(deps, token);
  if (!order) return null;
  const seats = await listTeamCopies(deps.db, order.id);
  return {
    orderId: order.id,
    language: toLang(order.language),
    title: await productName(deps.db, order.product_id),
    copies: Number(order.copies),
    state: isOpen(order) ? 'open' : 'closed',
    seats: seats.map((s) => ({
      seat: Number(s.seat),
      name: s.name,
      email: s.email,
      language: s.language,
      sentAt: s.sent_at,
      used: s.first_download_at !== null,
      sendsLeft: Math.max(0, SENDS_PER_COPY - Number(s.sends)),
    })),
  };
}

interface Entry {
  seat: number;
  name: string;
  email: string;
  language: Lang;
}

/**
 * Gives out copies of a team order: each entry with an address is checked (a valid address,
 * one of the five languages, no address twice in the order, a copy the order has), and a copy
 * whose member, name or language changed is sent. A copy its member opened stays theirs; a
 * copy sent SENDS_PER_COPY times is not sent again. Any refused entry refuses the whole save:
 * nothing is stored, nothing is sent. Null for a link that names no team order.
 */
export async function saveTeam(
  deps: TeamDeps,
  token: string,
  input: TeamSaveInput,
  now: Date = new Date(),
): Promise<TeamSaveResult | null> {
  const order = await teamOrder(deps, token);
  if (!order) return null;
  if (!isOpen(order)) return { ok: false, closed: true, problems: [] };
  const result = await deps.db.transaction().execute(async (trx) => {
    // One save of an order at a time: two at once would both give out the same free copy.
    await trx
      .updateTable('ebook_purchases')
      .set({ copies: sql`copies` })
      .where('id', '=', order.id)
      .execute();
    const existing = new Map(
      (
        await trx
          .selectFrom('team_copies')
          .selectAll()
          .where('purchase_id', '=', order.id)
          .execute()
      ).map((s) => [Number(s.seat), s]),
    );
    const problems: Array<{ seat: number; problem: TeamSeatProblem }> = [];
    const entries: Entry[] = [];
    const seen = new Set<number>();
    for (const raw of input.seats) {
      if (seen.has(raw.seat)) continue;
      seen.add(raw.seat);
      const email = storedEmail(raw.email);
      const name = singleLine(raw.name).slice(0, 100);
      const before = existing.get(raw.seat);
      if (raw.seat > Number(order.copies)) {
        problems.push({ seat: raw.seat, problem: 'noSuchCopy' });
      } else if (!email) {
        // A free copy left empty stays free; a copy given out cannot be taken back empty.
        if (before) problems.push({ seat: raw.seat, problem: 'emailRequired' });
      } else if (!isValidEmail(email)) {
        problems.push({ seat: raw.seat, problem: 'emailInvalid' });
      } else if (!isLang(raw.language)) {
        problems.push({ seat: raw.seat, problem: 'languageInvalid' });
      } else {
        entries.push({ seat: raw.seat, name, email, language: raw.language });
      }
    }
    // Every address once in the order, counting the copies this save leaves as they are.
    const owner = new Map<string, number>();
    for (const [seat, s] of existing) if (!seen.has(seat)) owner.set(s.email, seat);
    for (const e of entries) {
      if (owner.has(e.email)) problems.push({ seat: e.seat, problem: 'duplicateEmail' });
      else owner.set(e.email, e.seat);
    }
    const changed = entries.filter((e) => {
      const before = existing.get(e.seat);
      return (
        !before ||
        before.email !== e.email ||
        before.name !== e.name ||
        before.language !== e.language
      );
    });
    for (const e of changed) {
      const before = existing.get(e.seat);
      if (before?.first_download_at) problems.push({ seat: e.seat, problem: 'used' });
      else if (before && Number(before.sends) >= SENDS_PER_COPY)
        problems.push({ seat: e.seat, problem: 'tooManySends' });
    }
    if (problems.length) {
      problems.sort((a, b) => a.seat - b.seat);
      return { ok: false as const, problems };
    }
    const title = await productName(trx, order.product_id);
    const at = now.toISOString();
    const expires = addDays(now, deps.config.downloadDays).toISOString();
    for (const e of changed) {
      const before = existing.get(e.seat);
      // Another address: the earlier member's link stops working.
      const generation = before
        ? Number(before.link_generation) + (before.email !== e.email ? 1 : 0)
        : 1;
      const sends = (before ? Number(before.sends) : 0) + 1;
      const given = {
        name: e.name,
        email: e.email,
        language: e.language,
        link_generation: generation,
        link_expires_at: expires,
        sends,
        sent_at: at,
      };
      await trx
        .insertInto('team_copies')
        .values({ purchase_id: order.id, seat: e.seat, created_at: at, ...given })
        .onConflict((oc) => oc.columns(['purchase_id', 'seat']).doUpdateSet(given))
        .execute();
      await queueMemberMail(trx, deps.config, order, title, {
        seat: e.seat,
        name: e.name,
        email: e.email,
        language: e.language,
        generation,
        expiresAt: expires,
        replacesEarlier: Boolean(before),
        dedupeKey: `team-copy:${order.id}:${e.seat}:${sends}`,
      });
    }
    return {
      ok: true as const,
      sent: changed.map((e) => e.seat),
      copies: changed.map((e) => ({
        id: order.id,
        email: licensee(e),
        language: order.language,
        product_id: order.product_id,
        seat: e.seat,
      })),
    };
  });
  if (!result.ok) return result;
  // Copies made before they are asked for: most members' first click only reads a file.
  for (const copy of result.copies) deps.prepare?.(copy);
  return { ok: true, sent: result.sent };
}

/** Queues a member's e-mail with the copy's current link, in the member's language. */
export async function queueMemberMail(
  trx: Db,
  config: TeamConfig,
  order: Purchase,
  title: string,
  copy: {
    seat: number;
    name: string;
    email: string;
    language: string;
    generation: number;
    expiresAt: string;
    replacesEarlier: boolean;
    dedupeKey: string;
  },
): Promise<void> {
  const token = memberToken(config.sessionSecret, order.id, copy.seat, copy.generation);
  await enqueueMail(
    trx,
    buildMemberCopyMail({
      lang: toLang(copy.language),
      to: copy.email,
      name: copy.name,
      giver: order.business_company || order.name || order.email,
      orderId: order.id,
      title,
      downloadUrl: `${config.publicUrl}/download/${token}`,
      linkExpiresAt: copy.expiresAt,
      downloads: Number(order.download_limit),
      replacesEarlier: copy.replacesEarlier,
      supportEmail: config.supportEmail,
      sender: config,
    }),
    { dedupeKey: copy.dedupeKey, purchaseId: order.id },
  );
}
