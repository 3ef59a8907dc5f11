import type { Lang } from './languages';

/**
 * The express consent to immediate delivery (decision D15): the label of the checkout's second
 * checkbox, which the server stores by its version with the purchase and quotes back in the
 * delivery e-mail. One definition for the page, the server and the mail, so the text a buyer
 * ticked is the text the mail confirms.
 *
 * Changing a text means a new version: stored versions keep naming what those buyers saw.
 */
export const DELIVERY_CONSENT_VERSION = 'immediate-delivery-2026-11';

export const DELIVERY_CONSENT_TEXT: Record<Lang, string> = {
  en: 'I agree that delivery begins before the withdrawal period ends and I know that I thereby lose my right of withdrawal.',
  it: 'Acconsento che la consegna inizi prima della scadenza del periodo di recesso e so che in questo modo perdo il mio diritto di recesso.',
  de: 'Ich stimme zu, dass die Lieferung vor Ablauf der Widerrufsfrist beginnt, und mir ist bekannt, dass ich dadurch mein Widerrufsrecht verliere.',
  es: 'Acepto que la entrega comience antes de que finalice el plazo de desistimiento y sé que con ello pierdo mi derecho de desistimiento.',
  fr: 'J’accepte que la livraison commence avant la fin du délai de rétractation et je sais que je perds ainsi mon droit de rétractation.',
};

/** Shown under the unticked box after it lost focus, and on a click on the buy button. */
export const DELIVERY_CONSENT_REQUIRED: Record<Lang, string> = {
  en: 'Please agree that delivery begins before the withdrawal period ends',
  it: 'Acconsenti che la consegna inizi prima della scadenza del periodo di recesso',
  de: 'Bitte stimmen Sie zu, dass die Lieferung vor Ablauf der Widerrufsfrist beginnt',
  es: 'Acepta que la entrega comience antes de que finalice el plazo de desistimiento',
  fr: 'Veuillez accepter que la livraison commence avant la fin du délai de rétractation',
};
