import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { formatAmount } from '../../shared/format';

export interface PaymentReviewNoticeInput {
  /** The seller's address. */
  to: string;
  buyerEmail: string;
  orderId: string;
  expected: { amount: number; currency: string };
  paid: { amount: number | null; currency: string | null };
  provider: string;
  paymentId: string | null;
}

/**
 * Tells the seller (in German, like the admin) that a payment does not match its order: the
 * order is held for review and nothing was delivered.
 */
export function buildPaymentReviewNotice(input: PaymentReviewNoticeInput): OutgoingMail {
  const expected = formatAmount(input.expected.amount, input.expected.currency, 'de');
  const paid =
    input.paid.amount === null || input.paid.currency === null
      ? 'unbekannt'
      : formatAmount(input.paid.amount, input.paid.currency, 'de');
  return {
    to: input.to,
    replyTo: input.buyerEmail,
    subject: `Zahlung prüfen: Bestellung ${input.orderId} weicht ab`,
    text: [
      `Die Zahlung zur Bestellung ${input.orderId} stimmt nicht mit der Bestellung überein.`,
      '',
      `Erwartet: ${expected}`,
      `Bezahlt: ${paid}`,
      `Anbieter: ${input.provider}, Zahlungs-ID: ${input.paymentId ?? '–'}`,
      `Käufer: ${input.buyerEmail}`,
      '',
      'Die Bestellung steht auf „Prüfung“; es wurde nichts ausgeliefert. Bitte prüfen Sie die Zahlung beim Anbieter und erstatten oder liefern Sie von Hand.',
    ].join('\n'),
  };
}
