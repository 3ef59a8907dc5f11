import type { Lang } from '../../shared/languages';
import { de as landingDe } from './landing/de';
import { en as landingEn } from './landing/en';
import { es as landingEs } from './landing/es';
import { fr as landingFr } from './landing/fr';
import { it as landingIt } from './landing/it';
import type { LandingCopy } from './landing/types';

export const LANDING: Record<Lang, LandingCopy> = {
  en: landingEn,
  it: landingIt,
  de: landingDe,
  es: landingEs,
  fr: landingFr,
};

/** Fills {name} placeholders; unknown names stay visible so a slip shows instead of vanishing. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
