import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { toLang, type Lang } from '../../../shared/languages';
import { readToken, signToken, type TokenKind } from '../access/signed-token';
import {
  DELIVERED_STATUSES,
  findPurchase,
  linkRefusal,
  type DownloadRefusal,
  type Purchase,
} from '../orders/purchases';

/**
 * A team member's copy (decision 100): its link names the order, the copy and the link's
 * generation, which rises when the buyer gives an unused copy to another address or the order
 * desk issues a new link. Validity and downloads are the copy's own; a refund of the order
 * shuts every copy.
 */
const MEMBER: TokenKind = {
  purpose: 'restaurant-closer:team-copy:v1:',
  value: /^[A-Za-z0-9_-]{1,64}~([1-9]|[1-4][0-9]|50)~[1-9][0-9]{0,8}$/,
  encode: true,
  maxLength: 240,
};

export function memberToken(secret: string, orderId: string, seat: number, generation: number) {
  return signToken(MEMBER, secret, `${orderId}~${seat}~${generation}`);
}

/** What a member's download token names, or null when it is not one of ours. */
function readMemberToken(
  secret: string,
  token: string,
): { orderId: string; seat: number; generation: number } | null {
  const value = readToken(MEMBER, secret, token);
  if (!value) return null;
  const [orderId, seat, generation] = value.split('~');
  return { orderId: orderId!, seat: Number(seat), generation: Number(generation) };
}

/** The licence line's licensee: the member's name and address, or the address alone. */
export function licensee(copy: { name: string; email: string }): string {
  return copy.name ? `${copy.name} (${copy.email})` : copy.email;
}

/** A member's copy as the download needs it: the order, and who the copy is stamped for. */
export interface MemberGrant {
  order: Purchase;
  seat: number;
  generation: number;
  /** The member's e-mail language: the language of the download's pages. */
  language: Lang;
  /** The licence line's licensee: the member's name and address. */
  licensee: string;
  refusal: DownloadRefusal | null;
}

/** What a member's link may do now, or null when the token is not a member's link at all. */
export async function memberGrant(
  deps: { db: Db; config: Pick<Config, 'sessionSecret'> },
  token: string,
  now: Date,
): Promise<MemberGrant | null> {
  const claim = readMemberToken(deps.config.sessionSecret, token);
  if (!claim) return null;
  const order = await findPurchase(deps.db, claim.orderId);
  const copy = order
    ? await deps.db
        .selectFrom('team_copies')
        .selectAll()
        .where('purchase_id', '=', order.id)
        .where('seat', '=', claim.seat)
        .executeTakeFirst()
    : undefined;
  if (!order || !copy || claim.generation > Number(copy.link_generation)) return null;
  const refusal = linkRefusal(
    order,
    {
      generation: Number(copy.link_generation),
      expiresAt: copy.link_expires_at,
      downloads: Number(copy.download_count),
    },
    now,
    claim.generation,
  );
  return {
    order,
    seat: claim.seat,
    generation: claim.generation,
    language: toLang(copy.language),
    licensee: licensee(copy),
    refusal,
  };
}

/**
 * Counts one download of a member's copy if its link still allows it (the conditions in the
 * UPDATE, as for a buyer's link). The order's first download is the first of any of its
 * copies: from then on the consumer's right of withdrawal has ended (decision D15).
 */
export async function claimMemberDownload(db: Db, grant: MemberGrant, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('team_copies')
    .set({
      download_count: sql`download_count + 1`,
      first_download_at: sql`coalesce(first_download_at, ${at})`,
    })
    .where('purchase_id', '=', grant.order.id)
    .where('seat', '=', grant.seat)
    .where('link_generation', '=', grant.generation)
    .where('link_expires_at', '>', at)
    .where(sql<boolean>`download_count < ${Number(grant.order.download_limit)}`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('ebook_purchases')
    .set({ first_download_at: sql`coalesce(first_download_at, ${at})` })
    .where('id', '=', grant.order.id)
    .where('status', 'in', DELIVERED_STATUSES)
    .execute();
  await db
    .insertInto('purchase_downloads')
    .values({ id: randomUUID(), purchase_id: grant.order.id, at })
    .execute();
  return true;
}
