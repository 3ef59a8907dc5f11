import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { toLang } from '../../../shared/languages';
import { buildPartialRefundMail } from '../../mail/partial-refund-mail';
import { buildRefundMail } from '../../mail/refund-mail';
import { invoiceUrl } from '../invoices/invoice-links';
import { enqueueMail } from '../delivery/mail-outbox';
import type { Purchase } from './purchases';

/**
 * What the provider took back is what was paid: for an order held for review because the
 * payment differed from the price, that is the payment, not the price.
 */
export function paidOf(p: Purchase): { amount: number; currency: string } {
  return {
    amount:
      p.paid_amount === null || p.paid_amount === undefined
        ? Number(p.amount)
        : Number(p.paid_amount),
    currency: p.paid_currency ?? p.currency,
  };
}

/**
 * Queues the buyer's mail about a refund, in the transaction that records it, with the link of
 * its cancellation invoice: one per order, whether an administrator refunded it in the shop or
 * the seller did at the provider.
 */
export async function queueRefundNotice(
  trx: Db,
  config: Pick<Config, 'supportEmail' | 'seller' | 'sessionSecret' | 'publicUrl'>,
  p: Purchase,
  cancellation: { number: string } | null,
  /** What went back now: after partial refunds, the rest; by default all that was paid. */
  amount: number = paidOf(p).amount,
): Promise<void> {
  const paid = paidOf(p);
  await enqueueMail(
    trx,
    buildRefundMail({
      lang: toLang(p.language),
      to: p.email,
      orderId: p.id,
      amount,
      currency: paid.currency,
      supportEmail: config.supportEmail,
      sellerName: config.seller.name,
      invoiceUrl: cancellation ? invoiceUrl(config, cancellation.number) : null,
    }),
    { dedupeKey: `refund:${p.id}`, purchaseId: p.id },
  );
}

/**
 * Queues the buyer's mail about a partial refund, with the amount and the credit note's link;
 * one per refunded total, so a repeated report of the same refund mails nothing more.
 */
export async function queuePartialRefundNotice(
  trx: Db,
  config: Pick<Config, 'supportEmail' | 'seller' | 'sessionSecret' | 'publicUrl'>,
  p: Purchase,
  refund: { amount: number; refundedTotal: number; keepsLink: boolean },
  credit: { number: string } | null,
): Promise<void> {
  await enqueueMail(
    trx,
    buildPartialRefundMail({
      lang: toLang(p.language),
      to: p.email,
      orderId: p.id,
      amount: refund.amount,
      currency: paidOf(p).currency,
      supportEmail: config.supportEmail,
      sellerName: config.seller.name,
      invoiceUrl: credit ? invoiceUrl(config, credit.number) : null,
      keepsLink: refund.keepsLink,
    }),
    { dedupeKey: `refund:${p.id}:${refund.refundedTotal}`, purchaseId: p.id },
  );
}
