import { sql } from 'kysely';
import { formatCents } from '../../../shared/format';
import type {
  OrderActionInput,
  OrderActionResult,
  PartialRefundRequest,
} from '../../../shared/api/orders';
import { recordAudit } from '../tables/audit-log';
import { DomainError } from '../common/errors';
import { orderResult, refuseOrder, requireOrder, type Actor } from './order-desk-action';
import { providerName } from './order-timeline';
import {
  getOrderDetail,
  partialRefundRefusal,
  refundRefusal,
  staleOrderMessage,
  type OrderDeskDeps,
} from './orders';
import { findPurchase, singleLine, type Purchase } from './purchases';
import { paidOf } from './refund-notice';
import { applyRefund, refundableOf } from './refunds';

/**
 * Erstatten and Teilerstattung on the order desk (docs/decisions/031-order-desk.md). The order
 * is claimed at the version the administrator saw, then the provider is asked; if it refuses,
 * the claim is given back and nothing changes. Then the refund is recorded like one the
 * provider reported (refunds.ts), with the audit entry, in one transaction: a webhook about
 * the same refund arriving in between is completed, not counted twice.
 */

/** Erstatten: what is left of the payment, all of it (after partial refunds, the rest). */
export async function refundOrder(
  deps: OrderDeskDeps,
  id: string,
  { version }: OrderActionInput,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const p = await requireOrder(deps, id);
  const refusal = refundRefusal(p, deps.provider.name);
  if (refusal) return refuseOrder(deps, id, refusal);
  return refundAtDesk(deps, p, version, actor, null);
}

/** Teilerstattung: `amount` cents of the payment, at most what is left of it. */
export async function partialRefundOrder(
  deps: OrderDeskDeps,
  id: string,
  { version, amount }: PartialRefundRequest,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const p = await requireOrder(deps, id);
  const refusal = partialRefundRefusal(p, deps.provider.name);
  if (refusal) return refuseOrder(deps, id, refusal);
  const left = refundableOf(p);
  if (amount > left) {
    const paid = paidOf(p);
    const message =
      `Der Betrag ist zu hoch: Von der Bestellung ${id} sind noch höchstens ${formatCents(left, paid.currency)} erstattbar ` +
      `(bezahlt ${formatCents(paid.amount, paid.currency)}, bereits erstattet ${formatCents(Number(p.refunded_amount), paid.currency)}).`;
    throw new DomainError('invalid', message, { errors: { amount: message } });
  }
  return refundAtDesk(deps, p, version, actor, amount);
}

async function refundAtDesk(
  deps: OrderDeskDeps,
  p: Purchase,
  version: number,
  actor: string,
  /** Cents of a partial refund; null for all that is left. */
  part: number | null,
): Promise<OrderActionResult> {
  const { id } = p;
  if (Number(p.version) !== version) return refuseOrder(deps, id, staleOrderMessage(id));
  const paid = paidOf(p);
  const money = (cents: number) => formatCents(cents, paid.currency);
  const amount = part ?? refundableOf(p);
  const target = Number(p.refunded_amount ?? 0) + amount;
  const payment = `${providerName(p.provider)}, Zahlungs-ID ${p.provider_payment_id}`;
  // The order is claimed before the provider is asked: of two clicks, two windows or two
  // administrators, exactly one moves the version on and calls the provider; the other is
  // refused as stale and asks nobody for money back.
  const claimed = await deps.db
    .updateTable('ebook_purchases')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', p.status)
    .where('refunded_amount', '=', Number(p.refunded_amount ?? 0))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return refuseOrder(deps, id, staleOrderMessage(id));
  const claimedVersion = version + 1;
  try {
    // A partial refund's key is the claimed version: a retry of this one is the same refund
    // to the provider, a later Teilerstattung is a new one.
    await deps.provider.refund(
      p.provider_payment_id!,
      part === null ? undefined : { amount: part, key: `${id}-v${claimedVersion}` },
    );
  } catch (err) {
    // Nothing was refunded: the claim is given back, the order is as it was.
    await deps.db
      .updateTable('ebook_purchases')
      .set({ version })
      .where('id', '=', id)
      .where('version', '=', claimedVersion)
      .execute();
    const reason = singleLine(err instanceof Error ? err.message : String(err))
      .slice(0, 300)
      .replace(/[.\s]+$/, '');
    deps.logger.error({ err, purchaseId: id }, 'refund by an administrator failed');
    await recordAudit(deps.db, {
      actor,
      action: 'refund-failed',
      table: 'ebook_purchases',
      rowId: id,
      summary: `${part === null ? '' : 'Teilerstattung '}${money(amount)} über ${payment}: ${reason}`,
    });
    throw new DomainError(
      'upstream',
      `Der Zahlungsanbieter (${providerName(p.provider)}) hat die Erstattung abgelehnt: ${reason}. An der Bestellung ${id} wurde nichts geändert.`,
      { detail: await getOrderDetail(deps, id) },
    );
  }
  const done = await deps.db.transaction().execute(async (trx) => {
    // Still the version this action claimed (and, on PostgreSQL, the row is now locked).
    const held = await trx
      .updateTable('ebook_purchases')
      .set({ version: claimedVersion })
      .where('id', '=', id)
      .where('version', '=', claimedVersion)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) return null;
    const applied = await applyRefund(trx, deps.config, id, target, { source: 'admin', actor });
    const now = (await findPurchase(trx, id))!;
    // The provider's webhook may have recorded this refund already: then it is done.
    if (!applied && Number(now.refunded_amount) < target) return null;
    const completes = now.status === 'refunded';
    const total = Number(now.refunded_amount);
    await recordAudit(trx, {
      actor,
      action: part === null ? 'refund' : 'partial-refund',
      table: 'ebook_purchases',
      rowId: id,
      summary:
        part === null && Number(p.refunded_amount ?? 0) === 0
          ? `Vollständig erstattet: ${money(amount)} über ${payment}`
          : `${completes ? 'Rest erstattet' : 'Teilweise erstattet'}: ${money(amount)} über ${payment}; insgesamt erstattet ${money(total)} von ${money(paid.amount)}` +
            (applied?.document
              ? `; ${applied.document.kind === 'credit' ? 'Rechnungskorrektur' : 'Stornorechnung'} ${applied.document.number}`
              : ''),
      before: {
        status: p.status,
        refunded_amount: Number(p.refunded_amount ?? 0),
        refunded_at: p.refunded_at,
      },
      after: { status: now.status, refunded_amount: total, refunded_at: now.refunded_at },
    });
    return { completes, total, keepsLink: now.status === 'partially_refunded' };
  });
  if (!done) {
    const current = await findPurchase(deps.db, id);
    return refuseOrder(
      deps,
      id,
      (current && refundRefusal(current, deps.provider.name)) || staleOrderMessage(id),
    );
  }
  deps.logger.info(
    { purchaseId: id, amount, total: done.total },
    'order refunded by an administrator',
  );
  if (done.completes) {
    return orderResult(
      deps,
      id,
      `Die Bestellung ${id} wurde erstattet (${money(amount)}); der Download-Link ist gesperrt und ${p.email} wurde per E-Mail informiert.`,
    );
  }
  return orderResult(
    deps,
    id,
    `Von der Bestellung ${id} wurden ${money(amount)} erstattet (insgesamt ${money(done.total)} von ${money(paid.amount)}); ${p.email} wurde per E-Mail informiert.${done.keepsLink ? ' Der Download-Link bleibt gültig.' : ''}`,
  );
}
