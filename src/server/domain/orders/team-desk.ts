import { germanDate } from '../../../shared/format';
import { germanLanguageName as languageName } from '../../../shared/schema-labels';
import { productName } from '../checkout/catalog';
import { queueMemberMail } from '../delivery/team-copies';
import { recordAudit } from '../tables/audit-log';
import { deskAction, type OrderAction } from './order-desk-action';
import { addDays, DELIVERED_STATUSES } from './purchases';

/**
 * The order desk's actions on one copy of a team order (decision 100): send the member's
 * e-mail again with the link as it is (an expired link gets a new validity), or issue the
 * member a new link (the earlier one answers 410, the downloads start again). Each runs as
 * every desk action does (order-desk-action.ts): at the version the administrator saw, in the
 * audit log, with the member's e-mail in the order's timeline.
 */
export function memberCopyAction(seat: number, kind: 'resend' | 'renew-link'): OrderAction {
  return deskAction((deps, id, actor) => ({
    async refusal(p) {
      if (Number(p.copies) < 2) return `Die Bestellung ${id} ist keine Team-Bestellung.`;
      if (!DELIVERED_STATUSES.includes(p.status))
        return `Die Bestellung ${id} ist nicht bezahlt oder wurde erstattet: Ihre Exemplare sind gesperrt.`;
      const copy = await deps.db
        .selectFrom('team_copies')
        .select('seat')
        .where('purchase_id', '=', id)
        .where('seat', '=', seat)
        .executeTakeFirst();
      return copy ? null : `Exemplar ${seat} der Bestellung ${id} ist noch niemandem zugeteilt.`;
    },
    statuses: DELIVERED_STATUSES,
    async run(trx, p, version) {
      const copy = await trx
        .selectFrom('team_copies')
        .selectAll()
        .where('purchase_id', '=', id)
        .where('seat', '=', seat)
        .executeTakeFirstOrThrow();
      const now = new Date();
      const renew = kind === 'renew-link';
      const expired = copy.link_expires_at <= now.toISOString();
      const expiresAt =
        renew || expired
          ? addDays(now, deps.config.downloadDays).toISOString()
          : copy.link_expires_at;
      const generation = Number(copy.link_generation) + (renew ? 1 : 0);
      await trx
        .updateTable('team_copies')
        .set({
          link_generation: generation,
          link_expires_at: expiresAt,
          ...(renew ? { download_count: 0 } : {}),
          sent_at: now.toISOString(),
        })
        .where('purchase_id', '=', id)
        .where('seat', '=', seat)
        .execute();
      await recordAudit(trx, {
        actor,
        action: kind,
        // On the order: its timeline shows the action before the e-mail it queued.
        table: 'ebook_purchases',
        rowId: id,
        summary: renew
          ? `Exemplar ${seat}: neuer Link für ${copy.email} (${languageName(copy.language)}), der bisherige ist gesperrt; gültig bis ${germanDate(expiresAt)}`
          : `Exemplar ${seat}: E-Mail erneut an ${copy.email} (${languageName(copy.language)})${expired ? `, Link verlängert bis ${germanDate(expiresAt)}` : ''}`,
      });
      await queueMemberMail(trx, deps.config, p, await productName(trx, p.product_id), {
        seat,
        name: copy.name,
        email: copy.email,
        language: copy.language,
        generation,
        expiresAt,
        replacesEarlier: renew,
        dedupeKey: `team-copy:${id}:${seat}:desk:${version}`,
      });
      return copy.email;
    },
    done: (_p, email) =>
      kind === 'renew-link'
        ? `Exemplar ${seat} der Bestellung ${id} hat einen neuen Link; ${email} erhält ihn per E-Mail.`
        : `Die E-Mail zu Exemplar ${seat} der Bestellung ${id} wurde erneut an ${email} gesendet.`,
  }));
}
