import { useEffect, useState } from 'react';
import { LANGUAGE_INFO, type Lang } from '../../shared/languages';

declare global {
  interface Window {
    /** Set by the page script; records an analytics event only with consent. */
    shopTrack?: (name: string, params: Record<string, unknown>) => void;
  }
}

/** The tracked item of every event: the spec's digital product id, quantity 1. */
export const TRACK_ITEM_ID = 'restaurant-closer-manual';

async function readJson<T>(res: Response): Promise<T | null> {
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Checkout

export interface CheckoutRequest {
  products: Array<{ productId: string; quantity: 1 }>;
  successRouter: string;
  cancelRouter: string;
  email: string;
  language: Lang;
  acceptTerms: true;
}

export type CheckoutResult =
  | { ok: true; checkoutUrl: string; sessionId: string }
  /** message: the server's own (already in the buyer's language), when it gave one. */
  | { ok: false; message: string | null };

/** POST /api/create-checkout-session. Throws only when the request itself fails. */
export async function createCheckoutSession(body: CheckoutRequest): Promise<CheckoutResult> {
  const res = await fetch('/api/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await readJson<{ checkoutUrl?: unknown; sessionId?: unknown; message?: unknown }>(
    res,
  );
  if (res.ok && typeof data?.checkoutUrl === 'string' && data.checkoutUrl) {
    return {
      ok: true,
      checkoutUrl: data.checkoutUrl,
      sessionId: typeof data.sessionId === 'string' ? data.sessionId : '',
    };
  }
  return { ok: false, message: typeof data?.message === 'string' ? data.message : null };
}

// ---------------------------------------------------------------------------------------------
// Purchase detail (success and thank-you pages)

export interface PurchaseDetail {
  status: 'paid';
  orderId: string;
  downloadUrl: string;
  withdrawUrl: string | null;
  language: string;
  email: string;
  productName: string;
  /** Cents. */
  amount: number;
  currency: string;
}

export type PurchaseState =
  | { kind: 'loading' }
  /** Paid is not yet confirmed by the provider; the page keeps asking. */
  | { kind: 'pending' }
  /** Still not confirmed after the polling window: the e-mail will follow. */
  | { kind: 'slow' }
  | { kind: 'paid'; detail: PurchaseDetail }
  | { kind: 'error'; message: string };

export interface PurchaseErrorCopy {
  missingId: string;
  loadFailed: string;
  exception: string;
}

export const POLL_INTERVAL_MS = 2000;
/** About two minutes of polling before the page says the e-mail will follow. */
export const POLL_ATTEMPTS = 60;

type DetailAnswer =
  | { kind: 'paid'; detail: PurchaseDetail }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

/** GET /api/products/purchase-detail?sessionId=… once. Throws only when the request fails. */
export async function fetchPurchaseDetail(
  sessionId: string,
  copy: PurchaseErrorCopy,
  lang: Lang,
): Promise<DetailAnswer> {
  // lang: the page's language, for the server's messages about an unknown or missing session.
  const res = await fetch(
    `/api/products/purchase-detail?sessionId=${encodeURIComponent(sessionId)}&lang=${lang}`,
    { headers: { accept: 'application/json' }, cache: 'no-store' },
  );
  const data = await readJson<
    Omit<Partial<PurchaseDetail>, 'status'> & { status?: string; message?: string }
  >(res);
  if (res.status === 202 || (res.ok && data?.status === 'pending')) return { kind: 'pending' };
  if (res.ok && data?.status === 'paid' && typeof data.downloadUrl === 'string') {
    return { kind: 'paid', detail: data as PurchaseDetail };
  }
  return {
    kind: 'error',
    message: typeof data?.message === 'string' && data.message ? data.message : copy.loadFailed,
  };
}

/**
 * The purchase of a checkout session, as the success and thank-you pages show it: loading, then
 * "being confirmed" while the provider has not confirmed the payment (asked again every 2 s for
 * about two minutes), then paid or the error. A null id is the spec's missing session id;
 * enabled false asks nothing (a thank-you page opened without an id).
 */
export function usePurchaseDetail(
  sessionId: string | null,
  lang: Lang,
  copy: PurchaseErrorCopy,
  enabled = true,
) {
  const [state, setState] = useState<PurchaseState>({ kind: 'loading' });
  const { missingId, loadFailed, exception } = copy;

  useEffect(() => {
    if (!enabled) return;
    if (!sessionId) {
      setState({ kind: 'error', message: missingId });
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    setState({ kind: 'loading' });

    async function ask() {
      attempts += 1;
      try {
        const answer = await fetchPurchaseDetail(
          sessionId!,
          { missingId, loadFailed, exception },
          lang,
        );
        if (cancelled) return;
        if (answer.kind !== 'pending') {
          setState(answer);
        } else if (attempts >= POLL_ATTEMPTS) {
          setState({ kind: 'slow' });
        } else {
          setState({ kind: 'pending' });
          timer = setTimeout(ask, POLL_INTERVAL_MS);
        }
      } catch {
        if (!cancelled) setState({ kind: 'error', message: exception });
      }
    }
    void ask();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, sessionId, lang, missingId, loadFailed, exception]);

  // Every page that shows a paid purchase counts it, once per order (decision D6).
  useEffect(() => {
    if (state.kind === 'paid') trackPurchaseOnce(state.detail);
  }, [state]);

  return state;
}

// ---------------------------------------------------------------------------------------------
// Analytics

const TRACKED_KEY = 'trackedPurchases';

function consentGiven(): boolean {
  try {
    return localStorage.getItem('cookieConsent') === 'all';
  } catch {
    return false;
  }
}

function trackedOrders(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The purchase event, once per order (decision D6): the order id is remembered in
 * localStorage only when the event could be recorded (consent 'all'), so a visitor who gives
 * consent later is still counted once, and a reload never counts a second sale.
 */
export function trackPurchaseOnce(detail: PurchaseDetail): void {
  if (typeof window === 'undefined' || !window.shopTrack || !consentGiven()) return;
  const done = trackedOrders();
  if (done.includes(detail.orderId)) return;
  const value = detail.amount / 100;
  window.shopTrack('purchase', {
    transaction_id: detail.orderId,
    value,
    currency: detail.currency.toUpperCase(),
    items: [
      {
        item_id: TRACK_ITEM_ID,
        item_name: detail.productName,
        price: value,
        quantity: 1,
      },
    ],
  });
  try {
    // Keep the list short: the last 50 orders of this browser are plenty.
    localStorage.setItem(TRACKED_KEY, JSON.stringify([...done, detail.orderId].slice(-50)));
  } catch {
    // Private mode: nothing to remember with.
  }
}

// ---------------------------------------------------------------------------------------------
// Downloads

/** The file name the server gives, else the spec's closing-method name plus language code. */
export function downloadFileName(res: Response, language: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  if (plain) return plain[1];
  return `Restaurant-Closer-Method-${language.toUpperCase()}.pdf`;
}

/**
 * Fetches the personal PDF and hands it to the browser as a download, so the page knows when
 * it is done. Any refusal (expired, used up, revoked) navigates to the link itself, whose page
 * explains the reason and offers a fresh link.
 */
export async function downloadPurchase(url: string, language: string): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    window.location.assign(url);
    return false;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('pdf')) {
    window.location.assign(url);
    return false;
  }
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = downloadFileName(res, language);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Withdrawal (decision D5)

export type WithdrawalStatus = 'available' | 'lapsed' | 'done' | 'invalid';

export interface WithdrawalInfo {
  status: WithdrawalStatus;
  language: string | null;
  orderId: string | null;
  productName: string | null;
  amount: number | null;
  currency: string | null;
  paidAt: string | null;
}

/** GET /api/withdraw/:token: reads only; opening the page changes nothing. */
export async function fetchWithdrawal(token: string): Promise<WithdrawalInfo> {
  const res = await fetch(`/api/withdraw/${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const data = await readJson<Partial<WithdrawalInfo>>(res);
  const status: WithdrawalStatus =
    data?.status && ['available', 'lapsed', 'done', 'invalid'].includes(data.status)
      ? data.status
      : 'invalid';
  if (!data?.status && res.status >= 500) throw new Error(`withdrawal status ${res.status}`);
  return {
    status,
    language: data?.language ?? null,
    orderId: data?.orderId ?? null,
    productName: data?.productName ?? null,
    amount: typeof data?.amount === 'number' ? data.amount : null,
    currency: data?.currency ?? null,
    paidAt: data?.paidAt ?? null,
  };
}

/** POST /api/withdraw/:token: the one confirming action. */
export async function confirmWithdrawal(
  token: string,
): Promise<{ ok: true } | { ok: false; message: string | null; status: string | null }> {
  const res = await fetch(`/api/withdraw/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  const data = await readJson<{ status?: string; message?: string }>(res);
  if (res.ok && data?.status === 'withdrawn') return { ok: true };
  return {
    ok: false,
    message: typeof data?.message === 'string' ? data.message : null,
    // 'lapsed' when a download began in the meantime: the page then says so.
    status: typeof data?.status === 'string' ? data.status : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting

/** An amount in cents, in the page's locale. */
export function formatAmount(cents: number, currency: string, lang: Lang): string {
  const units = cents / 100;
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(units);
}

export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { dateStyle: 'long' }).format(date);
}
