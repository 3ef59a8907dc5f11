import { LANGUAGE_INFO, type Lang } from '../../shared/languages';

export type LegalPage = 'privacy' | 'terms' | 'legalNotice' | 'accessibility';

/** The ES and FR terms keep the revision the spec records (decision D7). */
const FIXED_TERMS_REVISION: Partial<Record<string, string>> = { es: '2025-01', fr: '2025-01' };

export function formatUpdated(lang: Lang, page: LegalPage, isoDate: string): string {
  const fixed = page === 'terms' ? FIXED_TERMS_REVISION[lang] : undefined;
  const locale = LANGUAGE_INFO[lang].locale;
  if (fixed) {
    return new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${fixed}-01T00:00:00Z`));
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
