import { z } from 'zod';
import type { Lang } from './languages';

/**
 * The check of a business buyer's VAT number with VIES while they fill in the checkout
 * (docs/decisions/070-invoices.md, "The VAT number checked at the checkout"), and the words
 * the shop uses for its outcome: beside the field, in the price summary, on the success page
 * and in the delivery e-mail. Defined once, for the server that answers and the page that asks.
 */

/** POST /api/vat-number-check. */
export const vatNumberCheckRequest = z.object({
  vatId: z.string().max(40),
  country: z.string().max(10),
  language: z.string().max(10).optional(),
});
export type VatNumberCheckInput = z.output<typeof vatNumberCheckRequest>;

/**
 * `confirmed`: VIES confirmed the number, the reverse charge applies. `not-confirmed`: VIES
 * looked it up and does not know it. `unavailable`: VIES could not be asked or could not
 * answer. `not-applicable`: no reverse charge is possible for this number whatever VIES says
 * (the seller's own country, a country outside the EU), so VIES is not asked.
 */
export type VatNumberCheckStatus = 'confirmed' | 'not-confirmed' | 'unavailable' | 'not-applicable';

export interface VatNumberCheckAnswer {
  status: VatNumberCheckStatus;
  /** The number as it was asked (compact, with its prefix). */
  vatId: string;
  /** The sentence for the buyer, in their language; null when there is nothing to say. */
  message: string | null;
}

export interface VatCheckCopy {
  confirmed: string;
  notConfirmed: string;
  unavailable: string;
  /** Shown while the question is under way. */
  checking: string;
  /** The price summary's VAT line once the number is confirmed (instead of "VAT included"). */
  summaryReverseCharge: string;
  /** One sentence on the success page and in the delivery e-mail: VAT charged, and why. */
  chargedUnavailable: string;
  chargedNotConfirmed: string;
}

export const VAT_CHECK_COPY: Record<Lang, VatCheckCopy> = {
  en: {
    confirmed:
      'VAT number confirmed by VIES: no VAT is charged (reverse charge), provided your billing address is in the same country.',
    notConfirmed: 'VIES does not confirm this VAT number: the VAT of your country will be charged.',
    unavailable:
      'The VAT number could not be checked now: VAT will be charged, and corrected with a new invoice once the number is confirmed.',
    checking: 'Checking the VAT number with VIES…',
    summaryReverseCharge: 'One-time payment, no VAT (reverse charge).',
    chargedUnavailable:
      'VAT was charged because VIES, the EU’s check of VAT numbers, could not be reached to confirm your VAT number; once it is confirmed, the invoice can be corrected with a new one.',
    chargedNotConfirmed:
      'VAT was charged because VIES, the EU’s check of VAT numbers, did not confirm your VAT number.',
  },
  it: {
    confirmed:
      'Partita IVA confermata da VIES: nessuna IVA addebitata (reverse charge), purché l’indirizzo di fatturazione sia nello stesso paese.',
    notConfirmed: 'VIES non conferma questa partita IVA: verrà addebitata l’IVA del tuo paese.',
    unavailable:
      'Non è stato possibile verificare ora la partita IVA: verrà addebitata l’IVA, corretta con una nuova fattura non appena il numero sarà confermato.',
    checking: 'Verifica della partita IVA presso VIES…',
    summaryReverseCharge: 'Pagamento unico, senza IVA (reverse charge).',
    chargedUnavailable:
      'È stata addebitata l’IVA perché VIES, la verifica UE delle partite IVA, non era raggiungibile per confermare il tuo numero; una volta confermato, la fattura potrà essere corretta con una nuova.',
    chargedNotConfirmed:
      'È stata addebitata l’IVA perché VIES, la verifica UE delle partite IVA, non ha confermato il tuo numero.',
  },
  de: {
    confirmed:
      'USt-IdNr. von VIES bestätigt: keine Umsatzsteuer (Reverse Charge), sofern Ihre Rechnungsadresse im selben Land liegt.',
    notConfirmed:
      'VIES bestätigt diese USt-IdNr. nicht: Es wird die Umsatzsteuer Ihres Landes berechnet.',
    unavailable:
      'Die USt-IdNr. konnte gerade nicht geprüft werden: Es wird Umsatzsteuer berechnet und mit einer neuen Rechnung korrigiert, sobald die Nummer bestätigt ist.',
    checking: 'USt-IdNr. wird bei VIES geprüft…',
    summaryReverseCharge: 'Einmalzahlung, ohne USt (Reverse Charge).',
    chargedUnavailable:
      'Es wurde Umsatzsteuer berechnet, weil VIES, die EU-Prüfung von USt-IdNrn., Ihre Nummer nicht bestätigen konnte (nicht erreichbar); sobald sie bestätigt ist, kann die Rechnung mit einer neuen korrigiert werden.',
    chargedNotConfirmed:
      'Es wurde Umsatzsteuer berechnet, weil VIES, die EU-Prüfung von USt-IdNrn., Ihre Nummer nicht bestätigt hat.',
  },
  es: {
    confirmed:
      'NIF-IVA confirmado por VIES: sin IVA (inversión del sujeto pasivo), siempre que tu dirección de facturación esté en el mismo país.',
    notConfirmed: 'VIES no confirma este NIF-IVA: se cobrará el IVA de tu país.',
    unavailable:
      'No se ha podido comprobar el NIF-IVA ahora: se cobrará el IVA, y se corregirá con una nueva factura cuando el número esté confirmado.',
    checking: 'Comprobando el NIF-IVA en VIES…',
    summaryReverseCharge: 'Pago único, sin IVA (inversión del sujeto pasivo).',
    chargedUnavailable:
      'Se ha cobrado el IVA porque VIES, la comprobación de NIF-IVA de la UE, no estaba disponible para confirmar tu número; cuando esté confirmado, la factura podrá corregirse con una nueva.',
    chargedNotConfirmed:
      'Se ha cobrado el IVA porque VIES, la comprobación de NIF-IVA de la UE, no ha confirmado tu número.',
  },
  fr: {
    confirmed:
      'Numéro de TVA confirmé par VIES : pas de TVA (autoliquidation), à condition que votre adresse de facturation soit dans le même pays.',
    notConfirmed: 'VIES ne confirme pas ce numéro de TVA : la TVA de votre pays sera facturée.',
    unavailable:
      'Le numéro de TVA n’a pas pu être vérifié pour l’instant : la TVA sera facturée, puis corrigée par une nouvelle facture dès que le numéro sera confirmé.',
    checking: 'Vérification du numéro de TVA auprès de VIES…',
    summaryReverseCharge: 'Paiement unique, sans TVA (autoliquidation).',
    chargedUnavailable:
      'La TVA a été facturée car VIES, la vérification européenne des numéros de TVA, n’était pas joignable pour confirmer votre numéro ; une fois confirmé, la facture pourra être corrigée par une nouvelle.',
    chargedNotConfirmed:
      'La TVA a été facturée car VIES, la vérification européenne des numéros de TVA, n’a pas confirmé votre numéro.',
  },
};

/** The sentence for an answer's status in a language; null where there is nothing to say. */
export function vatCheckMessage(lang: Lang, status: VatNumberCheckStatus): string | null {
  const copy = VAT_CHECK_COPY[lang];
  if (status === 'confirmed') return copy.confirmed;
  if (status === 'not-confirmed') return copy.notConfirmed;
  if (status === 'unavailable') return copy.unavailable;
  return null;
}

/**
 * Why an order was charged VAT although the buyer gave a VAT number for a reverse charge: the
 * one sentence of the success page and the delivery e-mail; null when VIES was not the reason.
 */
export function vatChargedSentence(
  lang: Lang,
  viesStatus: string | null | undefined,
): string | null {
  if (viesStatus === 'unavailable') return VAT_CHECK_COPY[lang].chargedUnavailable;
  if (viesStatus === 'invalid') return VAT_CHECK_COPY[lang].chargedNotConfirmed;
  return null;
}
