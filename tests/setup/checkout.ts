import { expect } from 'vitest';
import type { Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import type { createCookieClient } from './app';

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

/** Starts a checkout with `body` from the browser, which must be accepted; answers the payment session's id. */
export async function startCheckout(
  browser: Pick<ReturnType<typeof createCookieClient>, 'request'>,
  body: object,
): Promise<string> {
  const res = await browser.request('/api/create-checkout-session', { json: body });
  expect(res.status).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return sessionId;
}
