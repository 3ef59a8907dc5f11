import type { Lang } from '../../shared/languages';
import { formatAmount } from '../../shared/products';
import { REFUND_FAILED_NOTICE, WITHDRAWAL_MAIL } from '../content';
import type { OutgoingMail } from '../domain/mail-outbox';
import { singleLine } from '../domain/purchases';
import { escapeHtml } from './html';

export interface WithdrawalMailInput {
  lang: Lang;
  /** The buyer's address. */
  to: string;
  orderId: string;
  amount: number;
  currency: string;
  supportEmail: string;
  sellerName: string;
}

/** Confirms a withdrawal to the buyer: the refund is on its way, the link is off. */
export function buildWithdrawalMail(input: WithdrawalMailInput): OutgoingMail {
  const copy = WITHDRAWAL_MAIL[input.lang];
  const amount = formatAmount(input.amount, input.currency, input.lang);
  const body = copy.body(input.orderId, amount);
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: copy.subject,
    text: `${copy.greeting}\n\n${body}\n\n${copy.closing}\n${input.sellerName}`,
    html: `<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(copy.closing)}<br>${escapeHtml(input.sellerName)}</p>`,
  };
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
