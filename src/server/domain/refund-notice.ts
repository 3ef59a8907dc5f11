import type { Config } from '../config';
import type { Db } from '../db/index';
import { toLang } from '../../shared/languages';
import { buildRefundMail } from '../mail/refund-mail';
import { invoiceUrl } from './invoice-links';
import { enqueueMail } from './mail-outbox';
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
): Promise<void> {
  const paid = paidOf(p);
  await enqueueMail(
    trx,
    buildRefundMail({
      lang: toLang(p.language),
      to: p.email,
      orderId: p.id,
      amount: paid.amount,
      currency: paid.currency,
      supportEmail: config.supportEmail,
      sellerName: config.seller.name,
      invoiceUrl: cancellation ? invoiceUrl(config, cancellation.number) : null,
    }),
    { dedupeKey: `refund:${p.id}`, purchaseId: p.id },
  );
}
