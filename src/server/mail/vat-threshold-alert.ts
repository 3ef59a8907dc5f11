import type { OutgoingMail } from '../domain/delivery/mail-outbox';

export interface VatThresholdAlertInput {
  /** The seller (SALE_NOTIFICATION_EMAIL) or the administrators, comma-separated. */
  to: string;
  year: number;
  /** The order whose sale crossed the threshold. */
  orderId: string;
  /** The year's cross-border consumer net with that sale, as German text ("10.012,34 €"). */
  netText: string;
  orderUrl: string;
  reportUrl: string;
}

/**
 * Tells the seller, in German like the admin, that a sale crossed the EU threshold of
 * 10,000 € (decision 093): from that sale on, consumers in other member states pay their own
 * country's VAT, which the seller declares in the one-stop shop.
 */
export function buildVatThresholdAlert(input: VatThresholdAlertInput): OutgoingMail {
  return {
    to: input.to,
    subject: `EU-Lieferschwelle ${input.year} überschritten: ab jetzt USt des Bestimmungslands`,
    text: [
      `Mit der Bestellung ${input.orderId} haben Ihre Verkäufe an Privatkunden in anderen EU-Ländern ${input.year} die Schwelle von 10.000 € netto überschritten (jetzt ${input.netText}).`,
      '',
      `Diese Bestellung und alle weiteren dieser Art in ${input.year} und ${input.year + 1} werden mit der Umsatzsteuer des Landes der Käuferin oder des Käufers abgerechnet (§ 3a Abs. 5 UStG). Die Preise bleiben gleich; Netto und Umsatzsteuer ändern sich.`,
      '',
      'Bitte melden Sie diese Umsätze über den One-Stop-Shop (OSS) beim Bundeszentralamt für Steuern an, falls noch nicht geschehen, und sprechen Sie mit Ihrer Steuerberatung.',
      '',
      `Bestellung: ${input.orderUrl}`,
      `OSS-Meldung: ${input.reportUrl}`,
    ].join('\n'),
  };
}
