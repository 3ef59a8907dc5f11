import type { Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';

/**
 * What the checkout page sends for one e-book in `lang`, with the terms and the immediate
 * delivery agreed; `more` adds or overrides fields (a name, a discount code, a referral).
 */
export function checkoutBody<T extends object = object>(
  lang: Lang,
  email = 'gast@example.com',
  more?: T,
) {
  return {
    products: [{ productId: productIdFor(lang), quantity: 1 as const }],
    email,
    language: lang,
    acceptTerms: true as const,
    acceptImmediateDelivery: true as const,
    ...(more as T),
  };
}
