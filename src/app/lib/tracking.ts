import type { PurchaseDetail } from '../../shared/api/purchases';

declare global {
  interface Window {
    /** Set by the page script; records an analytics event only with consent. */
    shopTrack?: (name: string, params: Record<string, unknown>) => void;
  }
}

/** The tracked item of every event: the spec's digital product id. */
const TRACK_ITEM_ID = 'restaurant-closer-manual';

/**
 * The item of a view_item, begin_checkout or purchase event, with its price per copy (in the
 * currency's units, 47 for 47,00 €) and its number of copies (a team's order, decision 100):
 * GA4 reports an item's revenue and the product views' value from them.
 */
export function trackedItem(name: string, price: number, quantity = 1) {
  return { item_id: TRACK_ITEM_ID, item_name: name, price, quantity };
}

/** An order's item: its `copies`, each at its share of the order's `cents`. */
function orderItem(name: string, cents: number, copies: number) {
  return trackedItem(name, Math.round(cents / copies) / 100, copies);
}

/**
 * The begin_checkout event as the buyer leaves for the payment page: what the order costs
 * (`paid`, in cents, after any code) and its copies, each at its share of that.
 */
export function trackBeginCheckout(name: string, currency: string, paid: number, copies: number) {
  window.shopTrack?.('begin_checkout', {
    currency,
    value: paid / 100,
    items: [orderItem(name, paid, copies)],
  });
}

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
    // A team's copies are one item with their quantity, each at what one cost (decision 100).
    items: [orderItem(detail.productName, detail.amount, detail.copies ?? 1)],
  });
  try {
    // Keep the list short: the last 50 orders of this browser are plenty.
    localStorage.setItem(TRACKED_KEY, JSON.stringify([...done, detail.orderId].slice(-50)));
  } catch {
    // Private mode: nothing to remember with.
  }
}
