import { SALE_NOTIFICATION } from '../content';
import { formatAmount, formatDate } from '../../shared/format';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { singleLine } from '../domain/orders/purchases';
import { escapeHtml, orderTable, paragraph as p } from './html';
import { mailLayout } from './layout';

export interface SaleNotificationInput {
  /** The seller's address (SALE_NOTIFICATION_EMAIL). */
  to: string;
  orderId: string;
  buyerEmail: string;
  buyerName: string;
  /** The purchase's language code as stored. */
  language: string;
  title: string;
  amount: number;
  currency: string;
  provider: string;
  paidAt: string;
  sellerName: string;
}

/** The seller's copy of a sale, in German, with reply-to the buyer so one click answers them. */
export function buildSaleNotification(input: SaleNotificationInput): OutgoingMail {
  const n = SALE_NOTIFICATION;
  const amount = formatAmount(input.amount, input.currency, 'de');
  const rows: Array<[string, string]> = [
    [n.order, input.orderId],
    [n.buyer, input.buyerEmail],
    [n.name, singleLine(input.buyerName) || '–'],
    [n.edition, `${input.title} (${input.language.toUpperCase()})`],
    [n.amount, amount],
    [n.provider, input.provider],
    [n.date, formatDate(input.paidAt, 'de')],
  ];
  const html = mailLayout(
    'de',
    n.intro,
    [p(escapeHtml(n.intro)), orderTable(rows), p(escapeHtml(n.replyHint), 'font-size:14px')].join(
      '\n',
    ),
    escapeHtml(input.sellerName),
  );
  return {
    to: input.to,
    subject: singleLine(n.subject(input.title, input.language, amount)),
    text: [n.intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', n.replyHint].join('\n'),
    html,
    replyTo: input.buyerEmail,
  };
}
