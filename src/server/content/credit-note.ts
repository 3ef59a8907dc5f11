import type { Lang } from '../../shared/languages';

/**
 * What a credit note (Rechnungskorrektur) says, per language: the invoice's amount reduced by a
 * partial refund. The rest of its wording is the invoice's own (content/invoice.ts).
 */
export interface CreditNoteCopy {
  /** The document's heading. */
  heading: string;
  /** The label of its number. */
  number: string;
  /** Its line; contains {item}, the invoice's line. */
  item: string;
  /** The reference to the invoice it corrects; contains {number} and {date}. */
  corrects: string;
  /** Contains {date}: the refund's day. */
  refunded: string;
  /** The link in the buyer's e-mail about the refund. */
  link: string;
  /** The PDF's file name, before the number. */
  fileName: string;
}

export const CREDIT_NOTE_COPY: Record<Lang, CreditNoteCopy> = {
  en: {
    heading: 'Credit note',
    number: 'Credit note number',
    item: 'Partial refund: {item}',
    corrects: 'Corrects invoice {number} of {date}: the price is reduced by the amount shown.',
    refunded: 'The amount was refunded on {date}.',
    link: 'Your credit note (PDF)',
    fileName: 'credit-note',
  },
  it: {
    heading: 'Nota di credito',
    number: 'Numero nota di credito',
    item: 'Rimborso parziale: {item}',
    corrects:
      'Rettifica la fattura {number} del {date}: il prezzo è ridotto dell’importo indicato.',
    refunded: 'L’importo è stato rimborsato il {date}.',
    link: 'La tua nota di credito (PDF)',
    fileName: 'nota-di-credito',
  },
  de: {
    heading: 'Rechnungskorrektur',
    number: 'Nummer der Rechnungskorrektur',
    item: 'Teilerstattung: {item}',
    corrects:
      'Korrektur der Rechnung {number} vom {date}: Das Entgelt mindert sich um den ausgewiesenen Betrag.',
    refunded: 'Der Betrag wurde am {date} erstattet.',
    link: 'Ihre Rechnungskorrektur (PDF)',
    fileName: 'rechnungskorrektur',
  },
  es: {
    heading: 'Factura rectificativa',
    number: 'Número de factura rectificativa',
    item: 'Reembolso parcial: {item}',
    corrects:
      'Rectifica la factura {number} del {date}: el precio se reduce en el importe indicado.',
    refunded: 'El importe se reembolsó el {date}.',
    link: 'Tu factura rectificativa (PDF)',
    fileName: 'factura-rectificativa',
  },
  fr: {
    heading: 'Avoir',
    number: 'Numéro d’avoir',
    item: 'Remboursement partiel : {item}',
    corrects: 'Rectifie la facture {number} du {date} : le prix est réduit du montant indiqué.',
    refunded: 'Le montant a été remboursé le {date}.',
    link: 'Votre avoir (PDF)',
    fileName: 'avoir',
  },
};
