import { INVOICE_COPY } from '../content/invoice';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { buildBuyerNotice, type BuyerNoticeInput } from './buyer-notice';

export interface InvoiceMailInput extends BuyerNoticeInput {
  invoiceNumber: string;
  invoiceUrl: string;
}

/**
 * Brings the buyer an invoice issued after the purchase (from the order desk), in the buyer's
 * language, with its signed link (decision D16).
 */
export function buildInvoiceMail(input: InvoiceMailInput): OutgoingMail {
  const copy = INVOICE_COPY[input.lang].mail;
  return buildBuyerNotice(
    {
      subject: copy.subject(input.invoiceNumber),
      greeting: copy.greeting,
      body: (orderId) => copy.body(orderId, input.invoiceNumber),
      closing: copy.closing,
    },
    input,
    'invoice',
  );
}
