import {
  withdrawalInfoSchema,
  type WithdrawalInfo,
  type WithdrawalState,
} from '../../shared/api/purchases';
import { preferredLang, toLang, type Lang } from '../../shared/languages';
import { readErrorBody } from '../../shared/api/errors';
import { readJson } from './read-json';

// The withdrawal page's language and its two calls (decision D5).

/**
 * The page's language: the purchase's; for a link that names no purchase (mistyped, cut off,
 * forged) the one the browser asks for, which tells nothing about any purchase. The root
 * loader frames the page by the same rule.
 */
export function withdrawPageLang(info: WithdrawalInfo | null, request: Request): Lang {
  if (info?.status === 'invalid') return preferredLang(request.headers.get('accept-language'));
  return info?.language ?? 'en';
}

/** GET /api/withdraw/:token: reads only; opening the page changes nothing. */
export async function fetchWithdrawal(token: string): Promise<WithdrawalInfo> {
  const res = await fetch(`/api/withdraw/${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const data = await readJson<{ status?: unknown; language?: unknown }>(res);
  const language = toLang(data?.language);
  const parsed = withdrawalInfoSchema.safeParse({ ...data, language });
  if (parsed.success) return parsed.data;
  if (!data?.status && res.status >= 500) throw new Error(`withdrawal status ${res.status}`);
  return { status: 'invalid', language };
}

const REFUSAL_STATES: Record<string, WithdrawalState> = {
  withdrawLapsed: 'lapsed',
  withdrawRefunded: 'refunded',
  withdrawPartlyRefunded: 'partlyRefunded',
  withdrawBusiness: 'business',
};

/** POST /api/withdraw/:token: the one confirming action. */
export async function confirmWithdrawal(
  token: string,
): Promise<{ ok: true } | { ok: false; message: string | null; status: WithdrawalState | null }> {
  const res = await fetch(`/api/withdraw/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  const data = await readJson<{ status?: unknown }>(res);
  if (res.ok && data?.status === 'withdrawn') return { ok: true };
  const refusal = readErrorBody(data);
  return {
    ok: false,
    message: refusal?.message ?? null,
    // What happened meanwhile, when the page should show it: a download began ('lapsed'),
    // or the seller refunded the order in full or in part.
    status:
      refusal?.code && Object.hasOwn(REFUSAL_STATES, refusal.code)
        ? REFUSAL_STATES[refusal.code]
        : null,
  };
}
