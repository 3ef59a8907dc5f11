import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A partner's code (decision D18) as the visit carries it: in the address ('?ref=VERBAND') from
 * the landing page's links to the checkout, which sends it with the order. No cookie. Only with
 * the visitor's analytics consent (the banner's "all") is it kept in this browser's own storage
 * for 30 days, with its date, so a buyer who comes back later still counts for the partner; an
 * older entry is ignored and removed, and so is every entry once the consent is gone. A new
 * '?ref=' always replaces the one before: the last click wins.
 */
const PARTNER_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;
const REFERRAL_STORAGE_KEY = 'referral';
const REFERRAL_KEEP_DAYS = 30;
const KEEP_MS = REFERRAL_KEEP_DAYS * 86_400_000;

/** The partner's code of an address's `?ref=`, upper-cased, or null when there is none. */
export function refFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return PARTNER_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function hasConsent(store: Storage): boolean {
  try {
    return store.getItem('cookieConsent') === 'all';
  } catch {
    return false;
  }
}

/** The stored code, if the consent is there and the entry younger than 30 days; else none. */
function storedReferral(now: number = Date.now()): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(REFERRAL_STORAGE_KEY);
    if (raw === null) return null;
    const entry = JSON.parse(raw) as { code?: unknown; at?: unknown };
    const at = typeof entry.at === 'string' ? Date.parse(entry.at) : NaN;
    const fresh = Number.isFinite(at) && now - at <= KEEP_MS && at <= now;
    if (
      hasConsent(store) &&
      fresh &&
      typeof entry.code === 'string' &&
      PARTNER_CODE_PATTERN.test(entry.code)
    ) {
      return entry.code.toUpperCase();
    }
  } catch {
    // Not ours, or written by hand: removed below.
  }
  try {
    store.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  return null;
}

/** Keeps the code with today's date, only with the analytics consent. */
function rememberReferral(code: string, now: number = Date.now()): void {
  const store = storage();
  if (!store || !hasConsent(store)) return;
  try {
    store.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, at: new Date(now).toISOString() }));
  } catch {
    // Private mode or full: the visit's address still carries the code.
  }
}

/** The visit's referral: the address's code (the last click, kept), else the stored one. */
function currentReferral(addressRef: string | null, now: number = Date.now()): string | null {
  if (addressRef) {
    rememberReferral(addressRef, now);
    return addressRef;
  }
  return storedReferral(now);
}

/**
 * A page that runs (the landing pages run no script) keeps the address's code with the consent,
 * so a buyer who comes back later without the link still counts for the partner; without the
 * consent an old entry is removed.
 */
export function useKeptReferral(): void {
  const { search } = useLocation();
  useEffect(() => {
    currentReferral(refFromSearch(search));
  }, [search]);
}

/** The `referral` field of a checkout request: the address's code, else the kept one. */
export function referralField(): { referral?: string } {
  if (typeof window === 'undefined') return {};
  const referral = currentReferral(refFromSearch(window.location.search));
  return referral ? { referral } : {};
}
