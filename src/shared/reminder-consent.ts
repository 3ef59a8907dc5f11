import type { Lang } from './languages';

/**
 * The version of the checkout's optional reminder box (decision D18), recorded with the time
 * a buyer ticked it: the exact words of each language belong to this version, so a change of
 * the wording gets a new one.
 */
export const REMINDER_CONSENT_VERSION = 'checkout-reminder-2026-11';

/** The label of the optional box, as the buyer ticked it (this version's words). */
export const REMINDER_CONSENT_TEXT: Record<Lang, string> = {
  en: "Remind me by e-mail if I don't finish my purchase",
  it: 'Ricordamelo via e-mail se non completo l’acquisto',
  de: 'Erinnern Sie mich per E-Mail, falls ich den Kauf nicht abschließe',
  es: 'Recuérdame por correo si no termino la compra',
  fr: 'Me rappeler par e-mail si je ne finalise pas mon achat',
};
