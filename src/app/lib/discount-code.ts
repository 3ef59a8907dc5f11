import type { Lang } from '../../shared/languages';
import type { DiscountCheckAnswer } from '../../shared/api/checkout';
import { readErrorBody } from '../../shared/api/errors';
import { readJson } from './read-json';

/**
 * What a buyer may type as a code, and what a checkout address may carry in `?code=`: letters
 * and digits, as the server's rule has it. Anything else in the address is ignored.
 */
const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** The code of a checkout address's `?code=`, or null when there is none worth carrying. */
export function codeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

export type DiscountCheckResult =
  | { ok: true; price: DiscountCheckAnswer }
  /** message: the server's own, already in the buyer's language, when it gave one. */
  | { ok: false; message: string | null };

/**
 * POST /api/checkout/discount. `copies` (a team's order, decision 100) prices the code on the
 * order's total; one copy leaves it out. Throws only when the request itself fails.
 */
export async function checkDiscountCode(body: {
  code: string;
  productId: string;
  language: Lang;
  copies?: number;
}): Promise<DiscountCheckResult> {
  const res = await fetch('/api/checkout/discount', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await readJson<Partial<DiscountCheckAnswer>>(res);
  if (
    res.ok &&
    data &&
    typeof data.code === 'string' &&
    typeof data.total === 'number' &&
    typeof data.discount === 'number' &&
    typeof data.listPrice === 'number'
  ) {
    return {
      ok: true,
      price: {
        code: data.code,
        listPrice: data.listPrice,
        discount: data.discount,
        total: data.total,
        currency: typeof data.currency === 'string' ? data.currency : 'EUR',
      },
    };
  }
  const refusal = readErrorBody(data);
  return { ok: false, message: refusal?.errors?.discountCode ?? refusal?.message ?? null };
}
