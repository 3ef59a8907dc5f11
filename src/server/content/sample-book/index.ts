import type { Lang } from '../../../shared/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { SampleBookCopy } from './types';

export type * from './types';

/** The text of the 90-page sample edition, per language. */
export const SAMPLE_BOOKS: Record<Lang, SampleBookCopy> = { en, it, de, es, fr };
