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

/** A moment as the e-mails write it: "4 March 2026, 09:30 UTC", in UTC so every server agrees. */
export function formatDateTime(iso: string, lang: Lang): string {
  const time = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatDate(iso, lang)}, ${time} UTC`;
}
