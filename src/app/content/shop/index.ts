import type { Lang } from '../../../shared/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { ShopCopy } from './types';

export type { ShopCopy } from './types';

/** Checkout, result, thank-you and withdrawal copy of every language. */
export const SHOP: Record<Lang, ShopCopy> = { en, it, de, es, fr };
