import { useEffect, useState } from 'react';
import { purchaseDetailSchema, type PurchaseDetail } from '../../shared/api/purchases';
import { localizedPath, toLang, type Lang } from '../../shared/languages';
import { readErrorBody } from '../../shared/api/errors';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import { readJson } from './read-json';
import { trackPurchaseOnce } from './tracking';

export type PurchaseState =
  /** Nothing to ask: a thank-you page opened without a purchase. */
  | { kind: 'none' }
  | { kind: 'loading' }
  /** Paid is not yet confirmed by the provider; the page keeps asking. */
  | { kind: 'pending' }
  /** Still not confirmed after the polling window: the e-mail will follow. */
  | { kind: 'slow' }
  | { kind: 'paid'; detail: PurchaseDetail }
  /**
   * The purchase was started in another browser: its download is shown only there, and the
   * message (in the page's language) says the link is in the buyer's e-mail.
   */
  | { kind: 'elsewhere'; message: string }
  | { kind: 'error'; message: string };

export interface PurchaseErrorCopy {
  missingId: string;
  loadFailed: string;
  exception: string;
}

const POLL_INTERVAL_MS = 2000;
/** About two minutes of polling before the page says the e-mail will follow. */
const POLL_ATTEMPTS = 60;

type DetailAnswer =
  | { kind: 'paid'; detail: PurchaseDetail }
  | { kind: 'pending' }
  /** The payment failed after all (e.g. an asynchronous bank payment): the error page says so. */
  | { kind: 'failed'; language: Lang }
  | { kind: 'elsewhere'; message: string }
  | { kind: 'error'; message: string };

/**
 * GET /api/products/purchase-detail?sessionId=… once. Throws only when the request fails.
 * @internal Exported for its unit test: each server answer is mapped to the page's state without
 * rendering the hook that polls.
 */
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
  const data = await readJson<{ status?: unknown; language?: unknown }>(res);
  const refusal = res.ok ? null : readErrorBody(data);
  if (res.status === 202 || (res.ok && data?.status === 'pending')) return { kind: 'pending' };
  if (refusal?.code === 'paymentFailed') return { kind: 'failed', language: lang };
  if (res.ok && data?.status === 'paid') {
    const parsed = purchaseDetailSchema.safeParse({ ...data, language: toLang(data.language) });
    if (parsed.success) return { kind: 'paid', detail: parsed.data };
  }
  // The answers about the purchase itself come in the buyer's language; the page says them in
  // its own, so a page never mixes two languages.
  const own = PURCHASE_ANSWERS[lang];
  if (res.status === 403) return { kind: 'elsewhere', message: own.detailOtherBrowser };
  const stateMessage = {
    paymentExpired: own.paymentExpired,
    purchaseRefunded: own.purchaseRefunded,
    purchaseWithdrawn: own.purchaseWithdrawn,
  }[refusal?.code ?? ''];
  if (stateMessage) return { kind: 'error', message: stateMessage };
  return { kind: 'error', message: refusal?.message ?? copy.loadFailed };
}

/** The id the page script kept, only when this page is a reload of the cleaned address. */
function readStashedSession(): string | null {
  try {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    if (navigation?.type !== 'reload') return null;
    return sessionStorage.getItem('purchaseSession');
  } catch {
    return null;
  }
}

/**
 * The purchase of a checkout session, as the success and thank-you pages show it: loading, then
 * "being confirmed" while the provider has not confirmed the payment (asked again every 2 s for
 * about two minutes), then paid or the error. A null id is the spec's missing session id;
 * enabled false asks nothing (a thank-you page opened without an id) unless the page is a
 * reload of one whose id the page script moved out of the address bar.
 *
 * Returns the state and the session id it asked about, so the language flags can carry it.
 */
export function usePurchaseDetail(
  sessionId: string | null,
  lang: Lang,
  copy: PurchaseErrorCopy,
  enabled = true,
): { state: PurchaseState; sessionId: string | null } {
  const [state, setState] = useState<PurchaseState>({ kind: enabled ? 'loading' : 'none' });
  // The page script moved the id out of the address bar into this tab's storage; a reload of
  // the clean address finds it there. Looked up after hydration (undefined until then): the
  // server never sees it.
  const [stashed, setStashed] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setStashed(sessionId ? null : readStashedSession());
  }, [sessionId]);
  const asked = sessionId ?? stashed ?? null;
  const active = enabled || Boolean(stashed);
  const { missingId, loadFailed, exception } = copy;

  useEffect(() => {
    if (!active || stashed === undefined) return;
    if (!asked) {
      setState({ kind: 'error', message: missingId });
      return;
    }
    const id = asked;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    setState({ kind: 'loading' });

    async function ask() {
      attempts += 1;
      try {
        const answer = await fetchPurchaseDetail(id, { missingId, loadFailed, exception }, lang);
        if (cancelled) return;
        if (answer.kind === 'failed') {
          // As the demo provider's decline does: the error page of the buyer's language.
          window.location.replace(localizedPath('error', answer.language));
          return;
        }
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
  }, [active, asked, stashed, lang, missingId, loadFailed, exception]);

  // Every page that shows a paid purchase counts it, once per order (decision D6).
  useEffect(() => {
    if (state.kind === 'paid') trackPurchaseOnce(state.detail);
  }, [state]);

  return { state, sessionId: asked };
}
