import type { Lang } from '../../shared/languages';
import { INVOICE_COPY } from '../content/invoice';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { escapeHtml, MAIL_COLORS } from './html';

export interface ReverseChargeMailInput {
  lang: Lang;
  to: string;
  orderId: string;
  vatId: string;
  /** The invoice that charged VAT, its cancellation invoice and the reverse-charge invoice. */
  cancelledNumber: string;
  cancellation: { number: string; url: string };
  invoice: { number: string; url: string };
  supportEmail: string;
  sellerName: string;
}

interface ReverseChargeCopy {
  subject: (orderId: string) => string;
  body: (i: { orderId: string; vatId: string; cancelled: string; c: string; n: string }) => string;
  money: string;
}

const COPY: Record<Lang, ReverseChargeCopy> = {
  en: {
    subject: (id) => `Order ${id}: your invoice issued anew without VAT`,
    body: (i) =>
      `VIES has now confirmed your VAT number ${i.vatId}. Invoice ${i.cancelled} of your order ${i.orderId}, which charged VAT, is cancelled by the cancellation invoice ${i.c}, and invoice ${i.n} is issued without VAT (reverse charge): the VAT is accounted for by you.`,
    money: 'The amount you paid is unchanged; the new invoice states it as the net amount.',
  },
  it: {
    subject: (id) => `Ordine ${id}: la tua fattura riemessa senza IVA`,
    body: (i) =>
      `VIES ha ora confermato la tua partita IVA ${i.vatId}. La fattura ${i.cancelled} del tuo ordine ${i.orderId}, che addebitava l’IVA, è annullata dalla nota di credito ${i.c}, e la fattura ${i.n} è emessa senza IVA (reverse charge): l’IVA è assolta da te.`,
    money: 'L’importo pagato non cambia; la nuova fattura lo indica come imponibile.',
  },
  de: {
    subject: (id) => `Bestellung ${id}: Ihre Rechnung neu ausgestellt, ohne Umsatzsteuer`,
    body: (i) =>
      `VIES hat Ihre USt-IdNr. ${i.vatId} jetzt bestätigt. Die Rechnung ${i.cancelled} Ihrer Bestellung ${i.orderId}, die Umsatzsteuer berechnete, ist mit der Stornorechnung ${i.c} storniert, und die Rechnung ${i.n} ist ohne Umsatzsteuer ausgestellt (Reverse Charge): Die Steuer schulden Sie als Leistungsempfänger.`,
    money: 'Der bezahlte Betrag bleibt gleich; die neue Rechnung weist ihn als Nettobetrag aus.',
  },
  es: {
    subject: (id) => `Pedido ${id}: tu factura emitida de nuevo sin IVA`,
    body: (i) =>
      `VIES ha confirmado ahora tu NIF-IVA ${i.vatId}. La factura ${i.cancelled} de tu pedido ${i.orderId}, que cobraba IVA, queda anulada por la factura rectificativa ${i.c}, y se emite la factura ${i.n} sin IVA (inversión del sujeto pasivo): el IVA lo declaras tú.`,
    money: 'El importe pagado no cambia; la nueva factura lo indica como base imponible.',
  },
  fr: {
    subject: (id) => `Commande ${id} : votre facture émise à nouveau sans TVA`,
    body: (i) =>
      `VIES a maintenant confirmé votre numéro de TVA ${i.vatId}. La facture ${i.cancelled} de votre commande ${i.orderId}, qui facturait la TVA, est annulée par l’avoir ${i.c}, et la facture ${i.n} est émise sans TVA (autoliquidation) : la TVA est due par vous.`,
    money: 'Le montant payé ne change pas ; la nouvelle facture l’indique comme montant hors taxe.',
  },
};

/**
 * Tells a business buyer, in their language, that their invoice was cancelled and issued anew
 * as a reverse charge once VIES confirmed their VAT number, with both documents' signed links
 * (docs/decisions/070-invoices.md, "Reissued as a reverse charge").
 */
export function buildReverseChargeMail(input: ReverseChargeMailInput): OutgoingMail {
  const copy = COPY[input.lang];
  const invoice = INVOICE_COPY[input.lang];
  const body = copy.body({
    orderId: input.orderId,
    vatId: input.vatId,
    cancelled: input.cancelledNumber,
    c: input.cancellation.number,
    n: input.invoice.number,
  });
  const links: Array<[string, string]> = [
    [invoice.cancellationLink, input.cancellation.url],
    [invoice.link, input.invoice.url],
  ];
  const link = ([label, url]: [string, string]) =>
    `<p><a href="${escapeHtml(url)}" style="color:${MAIL_COLORS.wine};font-weight:600" data-invoice-link>${escapeHtml(label)}</a></p>`;
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: copy.subject(input.orderId),
    text:
      `${invoice.mail.greeting}\n\n${body}\n\n${copy.money}\n\n` +
      links.map(([label, url]) => `${label}${invoice.colon} ${url}\n`).join('') +
      `\n${invoice.mail.closing}\n${input.sellerName}`,
    html:
      `<p>${escapeHtml(invoice.mail.greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p>${escapeHtml(copy.money)}</p>` +
      links.map(link).join('') +
      `<p>${escapeHtml(invoice.mail.closing)}<br>${escapeHtml(input.sellerName)}</p>`,
  };
}
