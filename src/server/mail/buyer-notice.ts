import type { Lang } from '../../shared/languages';
import { formatAmount } from '../../shared/products';
import type { OutgoingMail } from '../domain/mail-outbox';
import { escapeHtml } from './html';

/** The words of a short notice to a buyer about their money, in one language. */
export interface BuyerNoticeCopy {
  subject: string;
  greeting: string;
  body: (id: string, amount: string) => string;
  closing: string;
}

export interface BuyerNoticeInput {
  lang: Lang;
  /** The buyer's address. */
  to: string;
  orderId: string;
  amount: number;
  currency: string;
  supportEmail: string;
  sellerName: string;
}

/**
 * The one builder of the notices about a buyer's money (a refund, a withdrawal): greeting, the
 * order and amount in the buyer's language, the seller's name; replies go to support.
 */
export function buildBuyerNotice(copy: BuyerNoticeCopy, input: BuyerNoticeInput): OutgoingMail {
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
