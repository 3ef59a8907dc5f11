import { useEffect, useState } from 'react';
import { OAUTH_MESSAGE_TYPE, OAUTH_STORAGE_KEY, type OAuthCallbackData } from '../lib/auth';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Authentifizierung');

/**
 * Where the identity provider returns the popup: hands code and state (or the error) to the
 * opening window, by postMessage to this origin only and through localStorage as a fallback,
 * then closes. The code is exchanged by the opener, never here.
 */
export default function AuthCallback() {
  const [orphaned, setOrphaned] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code') ?? undefined;
    const error = params.get('error') ?? undefined;
    const data: OAuthCallbackData = {
      type: OAUTH_MESSAGE_TYPE,
      at: Date.now(),
      ...(code || error
        ? {
            code,
            state: params.get('state') ?? undefined,
            iss: params.get('iss') ?? undefined,
            error,
            errorDescription: params.get('error_description') ?? undefined,
          }
        : { error: 'No OAuth code or error found in URL parameters.' }),
    };
    // The address bar should not keep the code.
    window.history.replaceState(null, '', window.location.pathname);
    try {
      localStorage.setItem(OAUTH_STORAGE_KEY, JSON.stringify(data));
    } catch {
      // storage unavailable: the message below is the only way
    }
    if (window.opener) {
      (window.opener as Window).postMessage(data, window.location.origin);
      window.close();
    } else {
      // Opened without a script (or cut off from it): an opener, if any, reads the fallback.
      window.close();
      const timer = setTimeout(() => setOrphaned(true), 1500);
      return () => clearTimeout(timer);
    }
  }, []);

  return (
    <main lang="de" className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div className="text-center">
        <p className="text-sm text-muted" role="status">
          Authentifizierung wird verarbeitet...
        </p>
        {orphaned && (
          <a href="/login" className="mt-4 inline-block text-sm text-ink underline">
            Zur Anmeldung
          </a>
        )}
      </div>
    </main>
  );
}

export { ErrorBoundary } from '../components/route-error';
