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

// One filler for every page's copy, light enough for any bundle.
export { fill } from '../../shared/plain-text';

import { de as legalDe } from './legal/de';
import { en as legalEn } from './legal/en';
import { es as legalEs } from './legal/es';
import { fr as legalFr } from './legal/fr';
import { it as legalIt } from './legal/it';
import type { LegalCopy } from './legal/types';

export const LEGAL: Record<Lang, LegalCopy> = {
  en: legalEn,
  it: legalIt,
  de: legalDe,
  es: legalEs,
  fr: legalFr,
};
