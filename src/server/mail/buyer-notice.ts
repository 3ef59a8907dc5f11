import type { Lang } from '../../shared/languages';
import { formatAmount } from '../../shared/format';
import { CREDIT_NOTE_COPY } from '../content/credit-note';
import { INVOICE_COPY } from '../content/invoice';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { escapeHtml, MAIL_COLORS } from './html';

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
  /**
   * The signed link of the document the notice is about (decision D16): the cancellation
   * invoice of a refund or withdrawal; null or absent when there is none (a free copy, an order
   * from before invoices).
   */
  invoiceUrl?: string | null;
}

/** Which invoice the notice links: a cancellation invoice, a credit note, or the invoice itself. */
export type NoticeDocument = 'cancellation' | 'credit' | 'invoice';

/**
 * The one builder of the notices about a buyer's money (a refund, a withdrawal, an invoice):
 * greeting, the order and amount in the buyer's language, the document's link when there is
 * one, the seller's name; replies go to support.
 */
export function buildBuyerNotice(
  copy: BuyerNoticeCopy,
  input: BuyerNoticeInput,
  document: NoticeDocument = 'cancellation',
): OutgoingMail {
  const amount = formatAmount(input.amount, input.currency, input.lang);
  const body = copy.body(input.orderId, amount);
  const invoice = INVOICE_COPY[input.lang];
  const label =
    document === 'invoice'
      ? invoice.link
      : document === 'credit'
        ? CREDIT_NOTE_COPY[input.lang].link
        : invoice.cancellationLink;
  const url = input.invoiceUrl ?? null;
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: copy.subject,
    text:
      `${copy.greeting}\n\n${body}\n\n` +
      (url ? `${label}${invoice.colon} ${url}\n\n` : '') +
      `${copy.closing}\n${input.sellerName}`,
    html:
      `<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(body)}</p>` +
      (url
        ? `<p><a href="${escapeHtml(url)}" style="color:${MAIL_COLORS.wine};font-weight:600" data-invoice-link>${escapeHtml(label)}</a></p>`
        : '') +
      `<p>${escapeHtml(copy.closing)}<br>${escapeHtml(input.sellerName)}</p>`,
  };
}
