import type { Lang } from '../../shared/languages';

/**
 * The demo provider's payment page, in the buyer's language. The marking opens with the
 * language's own words for test mode in capitals (TEST MODE, MODALITÀ DI PROVA, TESTMODUS, MODO
 * DE PRUEBA, MODE TEST), recognised at a glance, as on the site's banner.
 */
export interface DemoPaymentCopy {
  title: string;
  testMode: string;
  pay: string;
  later: string;
  decline: string;
  cancel: string;
  /** The billing country the test page asks for, as a real provider would (decision D16). */
  country: string;
  countryNone: string;
  unknownTitle: string;
  unknown: string;
  /** Contains {status}: the test payment's state word below. */
  finished: string;
  status: Record<'processing' | 'paid' | 'failed' | 'expired' | 'refunded', string>;
}

export const DEMO_PAYMENT_COPY: Record<Lang, DemoPaymentCopy> = {
  en: {
    title: 'Test payment',
    testMode: 'TEST MODE – demo payment provider. No real money is charged.',
    pay: 'Pay (test)',
    later: 'Pay later (succeeds in a few seconds)',
    decline: 'Decline payment',
    cancel: 'Cancel and go back',
    country: 'Billing country',
    countryNone: '– not given –',
    unknownTitle: 'Unknown test payment',
    unknown: 'This test payment does not exist.',
    finished: 'This test payment is already {status}.',
    status: {
      processing: 'being paid',
      paid: 'paid',
      failed: 'declined',
      expired: 'cancelled',
      refunded: 'refunded',
    },
  },
  it: {
    title: 'Pagamento di prova',
    testMode: 'MODALITÀ DI PROVA – pagamento dimostrativo: nessun addebito reale.',
    pay: 'Paga (prova)',
    later: 'Paga più tardi (va a buon fine in pochi secondi)',
    decline: 'Rifiuta il pagamento',
    cancel: 'Annulla e torna indietro',
    country: 'Paese di fatturazione',
    countryNone: '– non indicato –',
    unknownTitle: 'Pagamento di prova sconosciuto',
    unknown: 'Questo pagamento di prova non esiste.',
    finished: 'Questo pagamento di prova è già {status}.',
    status: {
      processing: 'in corso',
      paid: 'pagato',
      failed: 'rifiutato',
      expired: 'annullato',
      refunded: 'rimborsato',
    },
  },
  de: {
    title: 'Testzahlung',
    testMode: 'TESTMODUS – Demo-Zahlung: Es wird kein echtes Geld abgebucht.',
    pay: 'Bezahlen (Test)',
    later: 'Später bezahlen (gelingt nach wenigen Sekunden)',
    decline: 'Zahlung ablehnen',
    cancel: 'Abbrechen und zurück',
    country: 'Land der Rechnungsadresse',
    countryNone: '– keine Angabe –',
    unknownTitle: 'Unbekannte Testzahlung',
    unknown: 'Diese Testzahlung gibt es nicht.',
    finished: 'Diese Testzahlung ist bereits {status}.',
    status: {
      processing: 'in Bearbeitung',
      paid: 'bezahlt',
      failed: 'abgelehnt',
      expired: 'abgebrochen',
      refunded: 'erstattet',
    },
  },
  es: {
    title: 'Pago de prueba',
    testMode: 'MODO DE PRUEBA – pago de demostración: no se cobra dinero real.',
    pay: 'Pagar (prueba)',
    later: 'Pagar más tarde (se confirma en unos segundos)',
    decline: 'Rechazar el pago',
    cancel: 'Cancelar y volver',
    country: 'País de facturación',
    countryNone: '– sin indicar –',
    unknownTitle: 'Pago de prueba desconocido',
    unknown: 'Este pago de prueba no existe.',
    finished: 'Este pago de prueba ya está {status}.',
    status: {
      processing: 'en curso',
      paid: 'pagado',
      failed: 'rechazado',
      expired: 'cancelado',
      refunded: 'reembolsado',
    },
  },
  fr: {
    title: 'Paiement test',
    testMode: 'MODE TEST – paiement de démonstration : aucun argent réel n’est débité.',
    pay: 'Payer (test)',
    later: 'Payer plus tard (réussit en quelques secondes)',
    decline: 'Refuser le paiement',
    cancel: 'Annuler et revenir',
    country: 'Pays de facturation',
    countryNone: '– non indiqué –',
    unknownTitle: 'Paiement test inconnu',
    unknown: 'Ce paiement test n’existe pas.',
    finished: 'Ce paiement test est déjà {status}.',
    status: {
      processing: 'en cours',
      paid: 'payé',
      failed: 'refusé',
      expired: 'annulé',
      refunded: 'remboursé',
    },
  },
};
