import { useCallback, useEffect, useState } from 'react';
import { apiError } from './api-error';

/**
 * Browser-side sign-in helpers: the current user, logout, the Google popup and the e-mail
 * one-time code. Error texts are the spec's catalogue (storefront document, section 8).
 */
export interface User {
  id: string;
  email: string;
  isAdmin: boolean;
}

/** Posted by /auth/callback to its opener, and left in localStorage as a fallback. */
export const OAUTH_MESSAGE_TYPE = 'oauth-callback';
export const OAUTH_STORAGE_KEY = 'oauthCallback';

export interface OAuthCallbackData {
  type: typeof OAUTH_MESSAGE_TYPE;
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  errorDescription?: string;
  /** When the callback page wrote it (ms); stale fallbacks are ignored. */
  at: number;
}

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const POPUP_POLL_MS = 1000;
const FALLBACK_MAX_AGE_MS = 10 * 60_000;

/**
 * POST to a sign-in endpoint; its refusal (the one error shape, `{message, code}`) is thrown as
 * an ApiError whose `serverMessage` is the server's text, meant to be shown as it is (the
 * specification's "error thrown if present").
 */
async function postSignIn(path: string, body: unknown): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await apiError(res);
}

export async function fetchMe(): Promise<User> {
  const res = await fetch('/api/users/me', { headers: { accept: 'application/json' } });
  if (!res.ok)
    throw new Error(`Failed to fetch user: API responded with HTTP status ${res.status}`);
  return (await res.json()) as User;
}

/** Ends the session (a POST; the spec's GET /api/logout also works from our own pages). */
export async function logout(): Promise<void> {
  await fetch('/api/logout', { method: 'POST' });
}

export async function fetchIsAdmin(): Promise<boolean> {
  try {
    const res = await fetch('/api/admin/status', { headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    return ((await res.json()) as { isAdmin?: boolean }).isAdmin === true;
  } catch (err) {
    console.error('Fehler beim Prüfen des Admin-Status', err);
    return false;
  }
}

export function sendOtp(email: string): Promise<void> {
  return postSignIn('/api/send-otp', { email });
}

export function verifyOtp(email: string, otp: string): Promise<void> {
  return postSignIn('/api/verify-otp', { email, otp });
}

async function getGoogleRedirectUrl(): Promise<string> {
  const origin = encodeURIComponent(window.location.origin);
  const res = await fetch(`/api/oauth/google/redirect_url?originUrl=${origin}`);
  if (!res.ok) {
    throw new Error(
      `Failed to get login redirect URL: API responded with HTTP status ${res.status}`,
    );
  }
  return ((await res.json()) as { redirectUrl: string }).redirectUrl;
}

let exchange: Promise<void> | null = null;

/** Concurrent calls share one request: the popup's message and the fallback may both arrive. */
function exchangeCodeForSession(code: string, state: string, iss?: string): Promise<void> {
  exchange ??= (async () => {
    const res = await fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, state, iss }),
    });
    if (!res.ok) {
      const message = `Failed to exchange code for session token: API responded with HTTP status ${res.status}`;
      console.error(message);
      throw new Error(message);
    }
  })().finally(() => {
    exchange = null;
  });
  return exchange;
}

function readStoredCallback(): OAuthCallbackData | null {
  try {
    const raw = localStorage.getItem(OAUTH_STORAGE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as OAuthCallbackData;
    return Date.now() - data.at < FALLBACK_MAX_AGE_MS ? data : null;
  } catch {
    return null;
  }
}

function clearStoredCallback() {
  try {
    localStorage.removeItem(OAUTH_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Opens the provider in a centred 500x600 popup and resolves with the code and state the
 * callback page reports: by postMessage from this origin, or through localStorage when the
 * popup lost its opener. Rejects on an error report, when the popup cannot open, or when it
 * is closed without a result (checked every second).
 */
function openGooglePopup(): Promise<{ code: string; state: string; iss?: string }> {
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  // Opened at once, inside the click, so popup blockers allow it; the address follows.
  const popup = window.open(
    '',
    'google-login',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error('Failed to open popup window.'));
  clearStoredCallback();

  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      clearInterval(poll);
      clearStoredCallback();
      if (!popup.closed) popup.close();
      fn();
    };
    const accept = (data: OAuthCallbackData) => {
      if (data.error || !data.code || !data.state) {
        settle(() =>
          reject(new Error(data.errorDescription || data.error || 'OAuth authorization failed')),
        );
      } else {
        const { code, state, iss } = data;
        settle(() => resolve({ code, state, iss }));
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as OAuthCallbackData | null;
      if (data?.type === OAUTH_MESSAGE_TYPE) accept(data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== OAUTH_STORAGE_KEY || !event.newValue) return;
      const data = readStoredCallback();
      if (data) accept(data);
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      const stored = readStoredCallback();
      if (stored) accept(stored);
      else settle(() => reject(new Error('User cancelled the login process.')));
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);

    getGoogleRedirectUrl().then(
      (url) => {
        if (!settled) popup.location.href = url;
      },
      (err: Error) => settle(() => reject(err)),
    );
  });
}

/** Google sign-in through the popup, ending with a session cookie. */
export async function loginWithGooglePopup(): Promise<void> {
  const { code, state, iss } = await openGooglePopup();
  await exchangeCodeForSession(code, state, iss);
}

/**
 * The current user for a page: `isPending` until the first /api/users/me answer (success or
 * failure). Logging out clears the user first, then tells the server.
 */
export function useAuth() {
  const [user, setUser] = useState<User | null>(null);
  const [isPending, setPending] = useState(true);

  const reload = useCallback(async () => {
    try {
      setUser(await fetchMe());
    } catch {
      setUser(null);
    } finally {
      setPending(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const signOut = useCallback(async () => {
    setUser(null);
    await logout();
  }, []);

  return { user, isPending, reload, logout: signOut };
}
