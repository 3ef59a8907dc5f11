import type { Lang } from './languages';

/**
 * What the success and thank-you pages say about a purchase they cannot show as paid. The
 * purchase-detail API answers with these texts, and the pages show them in their own language
 * from here, whatever language the answer came in: one language per page.
 */
export interface PurchaseAnswers {
  /** The purchase was started in another browser: its download is shown only in that one. */
  detailOtherBrowser: string;
  paymentFailed: string;
  paymentExpired: string;
  purchaseRefunded: string;
  purchaseWithdrawn: string;
}

export const PURCHASE_ANSWERS: Record<Lang, PurchaseAnswers> = {
  en: {
    detailOtherBrowser:
      "For your security, this purchase's download is shown only in the browser that paid. Your personal link is in the e-mail we sent you.",
    paymentFailed: 'The payment was not completed. Nothing has been charged.',
    paymentExpired: 'This payment session has expired. Nothing has been charged.',
    purchaseRefunded: 'This purchase has been refunded.',
    purchaseWithdrawn: 'This purchase has been withdrawn and refunded.',
  },
  it: {
    detailOtherBrowser:
      "Per la tua sicurezza, il download viene mostrato solo nel browser con cui hai pagato. Il tuo link personale è nell'e-mail che ti abbiamo inviato.",
    paymentFailed: 'Il pagamento non è andato a buon fine. Non ti è stato addebitato nulla.',
    paymentExpired: 'La sessione di pagamento è scaduta. Non ti è stato addebitato nulla.',
    purchaseRefunded: 'Questo acquisto è stato rimborsato.',
    purchaseWithdrawn: 'Hai esercitato il recesso per questo acquisto: è stato rimborsato.',
  },
  de: {
    detailOtherBrowser:
      'Zu Ihrer Sicherheit zeigen wir den Download nur in dem Browser, in dem bezahlt wurde. Ihren persönlichen Link finden Sie in der E-Mail, die wir Ihnen geschickt haben.',
    paymentFailed: 'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts belastet.',
    paymentExpired: 'Diese Zahlungssitzung ist abgelaufen. Es wurde nichts belastet.',
    purchaseRefunded: 'Dieser Kauf wurde erstattet.',
    purchaseWithdrawn: 'Sie haben diesen Kauf widerrufen; der Betrag wurde erstattet.',
  },
  es: {
    detailOtherBrowser:
      'Por tu seguridad, la descarga solo se muestra en el navegador con el que pagaste. Tu enlace personal está en el correo que te hemos enviado.',
    paymentFailed: 'El pago no se ha completado. No se ha cobrado nada.',
    paymentExpired: 'La sesión de pago ha caducado. No se ha cobrado nada.',
    purchaseRefunded: 'Esta compra ha sido reembolsada.',
    purchaseWithdrawn: 'Has desistido de esta compra y se te ha reembolsado.',
  },
  fr: {
    detailOtherBrowser:
      "Pour votre sécurité, le téléchargement ne s'affiche que dans le navigateur qui a payé. Votre lien personnel se trouve dans l'e-mail que nous vous avons envoyé.",
    paymentFailed: 'Le paiement n’a pas abouti. Aucun montant n’a été débité.',
    paymentExpired: 'Cette session de paiement a expiré. Aucun montant n’a été débité.',
    purchaseRefunded: 'Cet achat a été remboursé.',
    purchaseWithdrawn: 'Vous vous êtes rétracté de cet achat ; il a été remboursé.',
  },
};
