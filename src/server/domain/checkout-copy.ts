import type { Lang } from '../../shared/languages';

/** Server answers of the checkout and withdrawal APIs, in the buyer's language. */
export interface CheckoutMessages {
  invalidEmail: string;
  termsRequired: string;
  productUnavailable: string;
  invalidRequest: string;
  /** The checkout page shows this when the provider could not open a session. */
  sessionFailed: string;
  tooManyRequests: string;
  sessionIdMissing: string;
  sessionUnknown: string;
  paymentFailed: string;
  paymentExpired: string;
  purchaseRefunded: string;
  purchaseWithdrawn: string;
  withdrawInvalid: string;
  withdrawLapsed: string;
  withdrawRefundFailed: string;
}

export interface WithdrawalMail {
  subject: string;
  greeting: string;
  body: (orderId: string, amount: string) => string;
  closing: string;
}

export const CHECKOUT_MESSAGES: Record<Lang, CheckoutMessages> = {
  en: {
    invalidEmail: 'Please enter a valid email address',
    termsRequired: 'Please accept the terms and conditions',
    productUnavailable: 'This product is not available at the moment.',
    invalidRequest: 'The order could not be read. Please reload the page and try again.',
    sessionFailed: 'An error occurred during the payment process. Please try again.',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    sessionIdMissing: 'Session ID not found',
    sessionUnknown: 'We could not find this purchase.',
    paymentFailed: 'The payment was not completed. Nothing has been charged.',
    paymentExpired: 'This payment session has expired. Nothing has been charged.',
    purchaseRefunded: 'This purchase has been refunded.',
    purchaseWithdrawn: 'This purchase has been withdrawn and refunded.',
    withdrawInvalid: 'This withdrawal link is not valid.',
    withdrawLapsed:
      'The right of withdrawal lapsed when the download began, as stated in the terms and conditions.',
    withdrawRefundFailed:
      'The refund could not be processed right now. Your purchase is unchanged; we have been notified and will contact you.',
  },
  it: {
    invalidEmail: 'Inserisci un indirizzo email valido',
    termsRequired: 'Accetta i termini e le condizioni',
    productUnavailable: 'Questo prodotto al momento non è disponibile.',
    invalidRequest: "Non è stato possibile leggere l'ordine. Ricarica la pagina e riprova.",
    sessionFailed: 'Errore nella creazione della sessione checkout',
    tooManyRequests: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    sessionIdMissing: 'Session ID non trovato',
    sessionUnknown: "Errore nel caricamento dei dettagli dell'acquisto",
    paymentFailed: 'Il pagamento non è andato a buon fine. Non ti è stato addebitato nulla.',
    paymentExpired: 'La sessione di pagamento è scaduta. Non ti è stato addebitato nulla.',
    purchaseRefunded: 'Questo acquisto è stato rimborsato.',
    purchaseWithdrawn: 'Hai esercitato il recesso per questo acquisto: è stato rimborsato.',
    withdrawInvalid: 'Questo link di recesso non è valido.',
    withdrawLapsed:
      'Il diritto di recesso si è estinto con l’inizio del download, come indicato nei termini e condizioni.',
    withdrawRefundFailed:
      'Al momento non è stato possibile eseguire il rimborso. Il tuo acquisto non è cambiato; siamo stati avvisati e ti contatteremo.',
  },
  de: {
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    termsRequired: 'Bitte akzeptieren Sie die AGB',
    productUnavailable: 'Dieses Produkt ist derzeit nicht verfügbar.',
    invalidRequest:
      'Die Bestellung konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    sessionFailed: 'Beim Bezahlvorgang ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    tooManyRequests:
      'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    sessionIdMissing: 'Sitzungs-ID nicht gefunden',
    sessionUnknown: 'Fehler beim Laden der Kaufdetails',
    paymentFailed: 'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts belastet.',
    paymentExpired: 'Diese Zahlungssitzung ist abgelaufen. Es wurde nichts belastet.',
    purchaseRefunded: 'Dieser Kauf wurde erstattet.',
    purchaseWithdrawn: 'Sie haben diesen Kauf widerrufen; der Betrag wurde erstattet.',
    withdrawInvalid: 'Dieser Widerrufslink ist nicht gültig.',
    withdrawLapsed:
      'Das Widerrufsrecht ist mit Beginn des Downloads erloschen, wie in den AGB beschrieben.',
    withdrawRefundFailed:
      'Die Erstattung konnte gerade nicht ausgeführt werden. Ihr Kauf bleibt unverändert; wir wurden informiert und melden uns bei Ihnen.',
  },
  es: {
    invalidEmail: 'Introduce un email válido',
    termsRequired: 'Acepta los términos y condiciones',
    productUnavailable: 'Este producto no está disponible en este momento.',
    invalidRequest: 'No hemos podido leer el pedido. Recarga la página e inténtalo de nuevo.',
    sessionFailed: 'Se ha producido un error durante el pago. Inténtalo de nuevo.',
    tooManyRequests: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    sessionIdMissing: 'ID de sesión no encontrado',
    sessionUnknown: 'Error al cargar los detalles de la compra',
    paymentFailed: 'El pago no se ha completado. No se ha cobrado nada.',
    paymentExpired: 'La sesión de pago ha caducado. No se ha cobrado nada.',
    purchaseRefunded: 'Esta compra ha sido reembolsada.',
    purchaseWithdrawn: 'Has desistido de esta compra y se te ha reembolsado.',
    withdrawInvalid: 'Este enlace de desistimiento no es válido.',
    withdrawLapsed:
      'El derecho de desistimiento se extinguió al comenzar la descarga, como indican los términos y condiciones.',
    withdrawRefundFailed:
      'Ahora mismo no hemos podido procesar el reembolso. Tu compra no ha cambiado; hemos recibido un aviso y te contactaremos.',
  },
  fr: {
    invalidEmail: 'Veuillez entrer une adresse email valide',
    termsRequired: 'Veuillez accepter les conditions générales',
    productUnavailable: 'Ce produit n’est pas disponible pour le moment.',
    invalidRequest: 'La commande n’a pas pu être lue. Veuillez recharger la page et réessayer.',
    sessionFailed: 'Une erreur est survenue lors du paiement. Veuillez réessayer.',
    tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    sessionIdMissing: 'Identifiant de session introuvable',
    sessionUnknown: 'Erreur lors du chargement des détails de l’achat',
    paymentFailed: 'Le paiement n’a pas abouti. Aucun montant n’a été débité.',
    paymentExpired: 'Cette session de paiement a expiré. Aucun montant n’a été débité.',
    purchaseRefunded: 'Cet achat a été remboursé.',
    purchaseWithdrawn: 'Vous vous êtes rétracté de cet achat ; il a été remboursé.',
    withdrawInvalid: 'Ce lien de rétractation n’est pas valide.',
    withdrawLapsed:
      'Le droit de rétractation a pris fin au début du téléchargement, comme indiqué dans les conditions générales.',
    withdrawRefundFailed:
      'Le remboursement n’a pas pu être effectué pour le moment. Votre achat est inchangé ; nous avons été prévenus et reviendrons vers vous.',
  },
};

export const WITHDRAWAL_MAIL: Record<Lang, WithdrawalMail> = {
  en: {
    subject: 'Your withdrawal is confirmed – Restaurant Closer',
    greeting: 'Hello,',
    body: (id, amount) =>
      `we confirm your withdrawal from order ${id}. The full amount of ${amount} is being refunded to your original payment method; depending on your bank this takes a few days. Your download link has been deactivated.`,
    closing: 'Kind regards',
  },
  it: {
    subject: 'Recesso confermato – Restaurant Closer',
    greeting: 'Ciao,',
    body: (id, amount) =>
      `confermiamo il tuo recesso dall’ordine ${id}. L’intero importo di ${amount} ti viene rimborsato con il metodo di pagamento originale; a seconda della banca servono alcuni giorni. Il tuo link di download è stato disattivato.`,
    closing: 'Un caro saluto',
  },
  de: {
    subject: 'Ihr Widerruf ist bestätigt – Restaurant Closer',
    greeting: 'Guten Tag,',
    body: (id, amount) =>
      `wir bestätigen Ihren Widerruf der Bestellung ${id}. Der volle Betrag von ${amount} wird auf Ihr ursprüngliches Zahlungsmittel erstattet; je nach Bank dauert das einige Tage. Ihr Download-Link wurde deaktiviert.`,
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: 'Desistimiento confirmado – Restaurant Closer',
    greeting: 'Hola:',
    body: (id, amount) =>
      `confirmamos tu desistimiento del pedido ${id}. Te reembolsamos el importe total de ${amount} en tu método de pago original; según tu banco, tardará unos días. Tu enlace de descarga ha sido desactivado.`,
    closing: 'Un saludo',
  },
  fr: {
    subject: 'Votre rétractation est confirmée – Restaurant Closer',
    greeting: 'Bonjour,',
    body: (id, amount) =>
      `nous confirmons votre rétractation de la commande ${id}. Le montant total de ${amount} vous est remboursé sur votre moyen de paiement d’origine ; selon votre banque, cela prend quelques jours. Votre lien de téléchargement a été désactivé.`,
    closing: 'Bien cordialement',
  },
};
