import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { localizedPath, type Lang } from '../../src/shared/languages';
import { productIdFor } from '../../src/shared/products';
import type { RunningServer } from './harness';

/**
 * A checkout as the checkout page starts it, through `request` (a browser context's, so its
 * cookie binds the purchase detail to that browser), with both consents given.
 */
export async function startCheckout(
  request: APIRequestContext,
  server: RunningServer,
  lang: Lang,
  email: string,
  consents: { acceptImmediateDelivery?: boolean } = { acceptImmediateDelivery: true },
  /** Copies of the edition: 2 to 50 make a team order (decision 100). */
  quantity = 1,
) {
  const res = await request.post(`${server.url}/api/create-checkout-session`, {
    headers: { origin: server.url },
    data: {
      products: [{ productId: productIdFor(lang), quantity }],
      successRouter: localizedPath('success', lang),
      cancelRouter: localizedPath('cancel', lang),
      email,
      language: lang,
      acceptTerms: true,
      ...consents,
    },
  });
  return {
    status: res.status(),
    body: (await res.json()) as { checkoutUrl?: string; sessionId?: string; message?: string },
  };
}

/**
 * A paid purchase: the checkout, then the demo payment page's "pay". Returns its session id.
 * `quantity` copies: 2 to 50 make a team order.
 */
export async function buyWithDemo(
  request: APIRequestContext,
  server: RunningServer,
  lang: Lang,
  email: string,
  quantity = 1,
): Promise<string> {
  const started = await startCheckout(request, server, lang, email, undefined, quantity);
  expect(started.status).toBe(200);
  const sessionId = started.body.sessionId!;
  const pay = await request.post(`${server.url}/api/demo-pay/${sessionId}/pay`, {
    headers: { origin: server.url },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return sessionId;
}

/**
 * A download link opened as a browser opens it: while the copy is still being prepared (202,
 * a busy machine stamps slowly) the answer is asked again as its `Retry-After` says, until the
 * file or another answer comes.
 */
export async function getWhenPrepared(request: APIRequestContext, url: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await request.get(url);
    if (answer.status() !== 202 || Date.now() > deadline) return answer;
    const seconds = Number(answer.headers()['retry-after'] ?? 2);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
