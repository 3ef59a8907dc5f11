import { LANGUAGE_INFO, type Lang } from '../../shared/languages';

/** An ISO timestamp as a long date in the page's locale; anything unreadable as it came. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { dateStyle: 'long' }).format(date);
}
