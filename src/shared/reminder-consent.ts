/**
 * The version of the checkout's optional reminder box (decision D18), recorded with the time
 * a buyer ticked it: the exact words of each language belong to this version, so a change of
 * the wording gets a new one.
 */
export const REMINDER_CONSENT_VERSION = 'checkout-reminder-2026-11';
