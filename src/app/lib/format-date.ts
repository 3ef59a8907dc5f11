import { LANGUAGE_INFO, type Lang } from '../../shared/languages';

/**
 * An ISO timestamp as a long date in the page's locale, on the given clock (the runtime's own
 * where none is named); anything unreadable as it came.
 */
export function formatDate(iso: string, lang: Lang, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    dateStyle: 'long',
    timeZone,
  }).format(date);
}
