import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { singleLine } from '../domain/orders/purchases';

export interface DeliveryFailedAlertInput {
  /** The seller (SALE_NOTIFICATION_EMAIL) or an administrator. */
  to: string;
  orderId: string;
  buyerEmail: string;
  /** What the mail server answered. */
  reason: string;
  /** The order's page in the admin. */
  orderUrl: string;
}

/**
 * Tells the seller, in German like the admin, that a buyer's delivery e-mail could not be
 * delivered at all, so the buyer has no link: the order page offers to send it again.
 */
export function buildDeliveryFailedAlert(input: DeliveryFailedAlertInput): OutgoingMail {
  return {
    to: input.to,
    subject: `Lieferung fehlgeschlagen: Bestellung ${input.orderId}`,
    text: [
      `Die Liefer-E-Mail zur Bestellung ${input.orderId} an ${input.buyerEmail} konnte nicht zugestellt werden; die Käuferin oder der Käufer hat keinen Download-Link erhalten.`,
      '',
      `Grund: ${singleLine(input.reason).slice(0, 500)}`,
      '',
      `Bestellung im Admin: ${input.orderUrl}`,
      'Dort können Sie die E-Mail-Adresse korrigieren und den Link erneut senden oder einen neuen Link ausstellen.',
    ].join('\n'),
  };
}
