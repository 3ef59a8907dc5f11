import { LANGUAGE_INFO, type Lang } from '../../shared/languages';

/** A date as the e-mails write it: "4 March 2026", in UTC so every server agrees. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
