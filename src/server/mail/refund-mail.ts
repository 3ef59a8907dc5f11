import type { Lang } from '../../shared/languages';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { buildBuyerNotice, type BuyerNoticeCopy, type BuyerNoticeInput } from './buyer-notice';

/** The buyer's confirmation of a refund the seller made, in the buyer's language. */
const REFUND_MAIL: Record<Lang, BuyerNoticeCopy> = {
  en: {
    subject: 'Your refund – Restaurant Closer',
    greeting: 'Hello,',
    body: (id, amount) =>
      `we have refunded your order ${id} in full. The amount of ${amount} is being returned to your original payment method; depending on your bank this takes a few days. Your download link has been deactivated.`,
    closing: 'Kind regards',
  },
  it: {
    subject: 'Il tuo rimborso – Restaurant Closer',
    greeting: 'Ciao,',
    body: (id, amount) =>
      `abbiamo rimborsato per intero il tuo ordine ${id}. L’importo di ${amount} ti viene restituito con il metodo di pagamento originale; a seconda della banca servono alcuni giorni. Il tuo link di download è stato disattivato.`,
    closing: 'Un caro saluto',
  },
  de: {
    subject: 'Ihre Erstattung – Restaurant Closer',
    greeting: 'Guten Tag,',
    body: (id, amount) =>
      `wir haben Ihre Bestellung ${id} vollständig erstattet. Der Betrag von ${amount} wird auf Ihr ursprüngliches Zahlungsmittel zurückgebucht; je nach Bank dauert das einige Tage. Ihr Download-Link wurde deaktiviert.`,
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: 'Tu reembolso – Restaurant Closer',
    greeting: 'Hola:',
    body: (id, amount) =>
      `hemos reembolsado íntegramente tu pedido ${id}. Te devolvemos el importe de ${amount} en tu método de pago original; según tu banco, tardará unos días. Tu enlace de descarga ha sido desactivado.`,
    closing: 'Un saludo',
  },
  fr: {
    subject: 'Votre remboursement – Restaurant Closer',
    greeting: 'Bonjour,',
    body: (id, amount) =>
      `nous avons remboursé intégralement votre commande ${id}. Le montant de ${amount} vous est restitué sur votre moyen de paiement d’origine ; selon votre banque, cela prend quelques jours. Votre lien de téléchargement a été désactivé.`,
    closing: 'Bien cordialement',
  },
};

export type RefundMailInput = BuyerNoticeInput;

/** Confirms a refund to the buyer: the money is on its way back, the link is off. */
export function buildRefundMail(input: RefundMailInput): OutgoingMail {
  return buildBuyerNotice(REFUND_MAIL[input.lang], input);
}
