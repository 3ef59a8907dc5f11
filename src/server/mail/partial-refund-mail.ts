import type { Lang } from '../../shared/languages';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { buildBuyerNotice, type BuyerNoticeCopy, type BuyerNoticeInput } from './buyer-notice';

interface PartialRefundCopy extends BuyerNoticeCopy {
  /** Appended when the order keeps its download link. */
  linkKept: string;
}

/** The buyer's confirmation of a partial refund, in the buyer's language. */
const PARTIAL_REFUND_MAIL: Record<Lang, PartialRefundCopy> = {
  en: {
    subject: 'Your partial refund – Restaurant Closer',
    greeting: 'Hello,',
    body: (id, amount) =>
      `we have refunded ${amount} of your order ${id}. The amount is being returned to your original payment method; depending on your bank this takes a few days.`,
    linkKept: 'Your download link keeps working.',
    closing: 'Kind regards',
  },
  it: {
    subject: 'Il tuo rimborso parziale – Restaurant Closer',
    greeting: 'Ciao,',
    body: (id, amount) =>
      `ti abbiamo rimborsato ${amount} del tuo ordine ${id}. L’importo ti viene restituito con il metodo di pagamento originale; a seconda della banca servono alcuni giorni.`,
    linkKept: 'Il tuo link di download resta attivo.',
    closing: 'Un caro saluto',
  },
  de: {
    subject: 'Ihre Teilerstattung – Restaurant Closer',
    greeting: 'Guten Tag,',
    body: (id, amount) =>
      `wir haben Ihnen ${amount} Ihrer Bestellung ${id} erstattet. Der Betrag wird auf Ihr ursprüngliches Zahlungsmittel zurückgebucht; je nach Bank dauert das einige Tage.`,
    linkKept: 'Ihr Download-Link bleibt gültig.',
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: 'Tu reembolso parcial – Restaurant Closer',
    greeting: 'Hola:',
    body: (id, amount) =>
      `te hemos reembolsado ${amount} de tu pedido ${id}. Te devolvemos el importe en tu método de pago original; según tu banco, tardará unos días.`,
    linkKept: 'Tu enlace de descarga sigue funcionando.',
    closing: 'Un saludo',
  },
  fr: {
    subject: 'Votre remboursement partiel – Restaurant Closer',
    greeting: 'Bonjour,',
    body: (id, amount) =>
      `nous vous avons remboursé ${amount} de votre commande ${id}. Le montant vous est restitué sur votre moyen de paiement d’origine ; selon votre banque, cela prend quelques jours.`,
    linkKept: 'Votre lien de téléchargement reste actif.',
    closing: 'Bien cordialement',
  },
};

export interface PartialRefundMailInput extends BuyerNoticeInput {
  /** Whether the order keeps its download link (one held for review has none). */
  keepsLink: boolean;
}

/** Tells the buyer the amount refunded of an order, with the credit note's link when there is one. */
export function buildPartialRefundMail(input: PartialRefundMailInput): OutgoingMail {
  const copy = PARTIAL_REFUND_MAIL[input.lang];
  const body: BuyerNoticeCopy['body'] = (id, amount) =>
    input.keepsLink ? `${copy.body(id, amount)} ${copy.linkKept}` : copy.body(id, amount);
  return buildBuyerNotice({ ...copy, body }, input, 'credit');
}
