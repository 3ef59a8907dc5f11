import type { Lang } from '../../shared/languages';
import type { BuyerNoticeCopy } from '../mail/buyer-notice';

/**
 * The confirmation of a withdrawal from an order a 100 % discount code made free: the buyer paid
 * nothing, so nothing is refunded and no payment provider is involved; the link is switched off
 * and the 0 € invoice cancelled like any other.
 */
export const FREE_WITHDRAWAL_MAIL: Record<Lang, BuyerNoticeCopy> = {
  en: {
    subject: 'Your withdrawal is confirmed – Restaurant Closer',
    greeting: 'Hello,',
    body: (id) =>
      `we confirm your withdrawal from order ${id}. You received this order free of charge with a discount code, so there is nothing to refund. Your download link has been deactivated.`,
    closing: 'Kind regards',
  },
  it: {
    subject: 'Recesso confermato – Restaurant Closer',
    greeting: 'Ciao,',
    body: (id) =>
      `confermiamo il tuo recesso dall’ordine ${id}. Hai ricevuto questo ordine gratuitamente con un codice sconto, quindi non c’è nulla da rimborsare. Il tuo link di download è stato disattivato.`,
    closing: 'Un caro saluto',
  },
  de: {
    subject: 'Ihr Widerruf ist bestätigt – Restaurant Closer',
    greeting: 'Guten Tag,',
    body: (id) =>
      `wir bestätigen Ihren Widerruf der Bestellung ${id}. Sie haben diese Bestellung mit einem Rabattcode kostenlos erhalten, daher gibt es nichts zu erstatten. Ihr Download-Link wurde deaktiviert.`,
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: 'Desistimiento confirmado – Restaurant Closer',
    greeting: 'Hola:',
    body: (id) =>
      `confirmamos tu desistimiento del pedido ${id}. Recibiste este pedido gratis con un código de descuento, así que no hay nada que reembolsar. Tu enlace de descarga ha sido desactivado.`,
    closing: 'Un saludo',
  },
  fr: {
    subject: 'Votre rétractation est confirmée – Restaurant Closer',
    greeting: 'Bonjour,',
    body: (id) =>
      `nous confirmons votre rétractation de la commande ${id}. Vous avez reçu cette commande gratuitement grâce à un code de réduction : il n’y a donc rien à rembourser. Votre lien de téléchargement a été désactivé.`,
    closing: 'Bien cordialement',
  },
};
