import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { PurchaseStatus } from '../../db/types';
import { issueCancellationInvoice, issueCreditNote, type Invoice } from '../invoices/invoices';
import { findPurchase, REFUNDABLE_STATUSES, type Purchase } from './purchases';
import { paidOf, queuePartialRefundNotice, queueRefundNotice } from './refund-notice';

/**
 * Refunds, whole or in part (docs/decisions/070-invoices.md, "Partial refunds"). Whoever
 * reports one (the provider's webhook, Erstatten or Teilerstattung on the order desk) hands
 * over the order's refunded total as the provider has it; one function records it, so a
 * refund reported twice, or by the desk and the webhook both, is recorded once.
 */

/** Cents of the order's payment not yet refunded. */
export function refundableOf(p: Purchase): number {
  return Math.max(0, paidOf(p).amount - Number(p.refunded_amount ?? 0));
}

export interface AppliedRefund {
  /** The order before the refund. */
  before: Purchase;
  /** Cents that went back now, and the order's refunded total after it. */
  amount: number;
  refundedTotal: number;
  status: PurchaseStatus;
  /** Whether the order is now refunded in full. */
  completes: boolean;
  /** The cancellation invoice or credit note it issued; null for an order without an invoice. */
  document: Invoice | null;
}

type RefundConfig = Pick<Config, 'supportEmail' | 'seller' | 'sessionSecret' | 'publicUrl'>;

/**
 * Records that the order's refunded total is now `refundedTotal` cents (capped at what was
 * paid), in the caller's transaction: the order, the document and the buyer's mail. A total
 * that is not above the one recorded changes nothing (null): the same refund reported again,
 * or an older report arriving late.
 *
 * - Below what was paid, the order stays paid as `partially_refunded` (an order held for
 *   review stays held): its link keeps working, a credit note over the refunded amount is
 *   issued, the refund is kept in `purchase_refunds` for the figures, the buyer is told the
 *   amount.
 * - Reaching what was paid, it is `refunded` (the link is revoked, decision D3): a refund of
 *   everything at once cancels the invoice; after partial refunds a last credit note takes
 *   what is left, so the documents add up to the invoice to the cent.
 */
export async function applyRefund(
  trx: Db,
  config: RefundConfig,
  purchaseId: string,
  refundedTotal: number,
  by: { source: 'provider' | 'admin'; actor?: string; now?: Date },
): Promise<AppliedRefund | null> {
  const now = by.now ?? new Date();
  // The conditional UPDATE below lets one of concurrent reports through; one that lost to a
  // smaller total reads the order again and records the rest.
  for (let attempt = 0; attempt < 3; attempt++) {
    const p = await findPurchase(trx, purchaseId);
    if (!p || !REFUNDABLE_STATUSES.includes(p.status)) return null;
    const paid = paidOf(p).amount;
    const before = Number(p.refunded_amount ?? 0);
    const total = Math.min(refundedTotal, paid);
    if (total <= before) return null;
    const completes = total >= paid;
    const status: PurchaseStatus = completes
      ? 'refunded'
      : p.status === 'review'
        ? 'review'
        : 'partially_refunded';
    const moved = await trx
      .updateTable('ebook_purchases')
      .set({ status, refunded_amount: total, refunded_at: now.toISOString() })
      .where('id', '=', p.id)
      .where('status', '=', p.status)
      .where('refunded_amount', '=', before)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) continue;
    const amount = total - before;
    const document =
      completes && before === 0
        ? await issueCancellationInvoice(trx, p.id, now)
        : await issueCreditNote(trx, p.id, { amount, refundedTotal: total, completes }, now);
    if (completes) {
      await queueRefundNotice(trx, config, p, document, amount);
    } else {
      await trx
        .insertInto('purchase_refunds')
        .values({
          id: randomUUID(),
          purchase_id: p.id,
          at: now.toISOString(),
          amount,
          refunded_total: total,
          source: by.source,
          actor: by.actor ?? null,
          invoice_number: document?.number ?? null,
        })
        .execute();
      const keepsLink = status === 'partially_refunded';
      await queuePartialRefundNotice(
        trx,
        config,
        p,
        { amount, refundedTotal: total, keepsLink },
        document,
      );
    }
    return { before: p, amount, refundedTotal: total, status, completes, document };
  }
  return null;
}

/**
 * The refunded total a provider's report means for an order: its cumulative figure, or the
 * whole payment when the report says nothing more or the charge is refunded in full.
 */
export function reportedTotal(
  p: Purchase,
  report: { refunded?: number; charged?: number },
): number {
  const paid = paidOf(p).amount;
  if (report.refunded === undefined) return paid;
  if (report.charged !== undefined && report.refunded >= report.charged) return paid;
  return Math.min(report.refunded, paid);
}

/** The partial refunds of the orders `ids` (at most a few hundred), oldest first per order. */
export async function listPartialRefunds(
  db: Db,
  ids: string[],
): Promise<Map<string, Array<{ at: string; amount: number }>>> {
  const byOrder = new Map<string, Array<{ at: string; amount: number }>>();
  if (!ids.length) return byOrder;
  const rows = await db
    .selectFrom('purchase_refunds')
    .select(['purchase_id', 'at', 'amount'])
    .where('purchase_id', 'in', ids)
    .orderBy('refunded_total')
    .execute();
  for (const r of rows) {
    const list = byOrder.get(r.purchase_id) ?? [];
    list.push({ at: r.at, amount: Number(r.amount) });
    byOrder.set(r.purchase_id, list);
  }
  return byOrder;
}
