import { REFUND_FAILED_NOTICE, WITHDRAWAL_MAIL } from '../content';
import { formatAmount } from '../../shared/format';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { buildBuyerNotice, type BuyerNoticeInput } from './buyer-notice';
import { singleLine } from '../domain/orders/purchases';

export type WithdrawalMailInput = BuyerNoticeInput;

/** Confirms a withdrawal to the buyer: the refund is on its way, the link is off. */
export function buildWithdrawalMail(input: WithdrawalMailInput): OutgoingMail {
  return buildBuyerNotice(WITHDRAWAL_MAIL[input.lang], input);
}

export interface RefundFailedNoticeInput {
  /** The seller's address. */
  to: string;
  buyerEmail: string;
  orderId: string;
  amount: number;
  currency: string;
  provider: string;
  /** What the payment provider answered. */
  error: string;
}

/** Tells the seller that a withdrawal's refund failed and must be made by hand. */
export function buildRefundFailedNotice(input: RefundFailedNoticeInput): OutgoingMail {
  return {
    to: input.to,
    replyTo: input.buyerEmail,
    subject: REFUND_FAILED_NOTICE.subject(input.orderId),
    text: REFUND_FAILED_NOTICE.text({
      buyer: input.buyerEmail,
      orderId: input.orderId,
      amount: formatAmount(input.amount, input.currency, 'en'),
      provider: input.provider,
      error: singleLine(input.error),
    }),
  };
}
