import { LANGUAGE_INFO, type Lang } from '../../shared/languages';
import { berlinDateTimeText } from '../domain/berlin-time';

/** A date as the e-mails write it: "4 March 2026", in UTC so every server agrees. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * A moment as the e-mails write it, on the seller's clock with the zone's name: "4 March 2026
 * at 10:30 CET". A consent's time is the seller's record, read in the seller's zone.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  return berlinDateTimeText(iso, LANGUAGE_INFO[lang].locale, 'long') ?? iso;
}
