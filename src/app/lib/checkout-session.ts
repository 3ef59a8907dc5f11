import type { Lang } from '../../shared/languages';
import { readErrorBody } from '../../shared/api/errors';
import { readJson } from './read-json';
import { referralField } from './referral';
import type { BusinessDetailsInput } from '../../shared/business-details';

export interface CheckoutRequest {
  /** One product: 1 copy, or 2 to 50 for a team (decision 100). */
  products: Array<{ productId: string; quantity: number }>;
  successRouter: string;
  cancelRouter: string;
  email: string;
  language: Lang;
  acceptTerms: true;
  /** The express consent to immediate delivery (decision D15). */
  acceptImmediateDelivery: true;
  /** A business buyer's invoice details (decision D16). */
  business?: BusinessDetailsInput;
  /** The discount code that applies (decision D17); the server checks it again. */
  discountCode?: string;
}

/**
 * The request's business details from the checkout's section: its four fields while it is open
 * (decision D16), nothing while it is closed.
 */
export function businessFields(
  form: BusinessDetailsInput & { open: boolean },
): Pick<CheckoutRequest, 'business'> {
  const { company, address, country, vatId } = form;
  return form.open ? { business: { company, address, country, vatId } } : {};
}

export type CheckoutResult =
  | { ok: true; checkoutUrl: string; sessionId: string }
  /** message: the server's own (already in the buyer's language), when it gave one. */
  | { ok: false; message: string | null; field?: string };

/**
 * POST /api/create-checkout-session. Throws only when the request itself fails. A partner's code
 * the visit carries (decision D18) goes along: the address's '?ref=', else one kept with consent.
 */
export async function createCheckoutSession(body: CheckoutRequest): Promise<CheckoutResult> {
  const res = await fetch('/api/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, ...referralField() }),
  });
  const data = await readJson<{ checkoutUrl?: unknown; sessionId?: unknown }>(res);
  if (res.ok && typeof data?.checkoutUrl === 'string' && data.checkoutUrl) {
    return {
      ok: true,
      checkoutUrl: data.checkoutUrl,
      sessionId: typeof data.sessionId === 'string' ? data.sessionId : '',
    };
  }
  const refusal = readErrorBody(data);
  // A business buyer's detail names its field: the form shows the message there.
  const field = refusal?.errors ? Object.keys(refusal.errors)[0] : undefined;
  return { ok: false, message: refusal?.message ?? null, ...(field ? { field } : {}) };
}
