import type { Lang } from '../../shared/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { ServerCopy } from './types';

export type * from './types';
export { REFUND_FAILED_NOTICE, SALE_NOTIFICATION, SIGN_IN_CODE_MAIL } from './admin';

// Every language file is a whole ServerCopy; the exports below are views by area.
function byLang<K extends keyof ServerCopy>(key: K): Record<Lang, ServerCopy[K]> {
  return { en: en[key], it: it[key], de: de[key], es: es[key], fr: fr[key] };
}

/** The download e-mails, pages and answers, per language. */
export const DELIVERY_COPY = byLang('delivery');
/** The checkout and withdrawal APIs' answers, per language. */
export const CHECKOUT_MESSAGES = byLang('checkout');
/** The withdrawal confirmation e-mail, per language. */
export const WITHDRAWAL_MAIL = byLang('withdrawalMail');
/** The licence stamp and file name of each edition, in its language. */
export const EDITION_COPY = byLang('edition');
