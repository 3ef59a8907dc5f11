import * as oidc from 'openid-client';

/**
 * Google sign-in as this site's own OpenID Connect client (decision D8): authorization code
 * flow with state, nonce and PKCE against GOOGLE_ISSUER. Tests point the issuer at a local
 * oidc-provider.
 */
export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** What the browser must bring back: kept in a signed, HttpOnly cookie until the callback. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

export class GoogleSignInError extends Error {}

export interface GoogleSignIn {
  start(): Promise<{ url: string; pending: PendingLogin }>;
  finish(
    pending: PendingLogin,
    response: { code: string; state: string; iss?: string },
  ): Promise<GoogleIdentity>;
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createGoogleSignIn(settings: GoogleSettings): GoogleSignIn {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;

  // Discovered once per process; a failure is not cached, so the next attempt tries again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        // Plain http is accepted only for an issuer on this machine (the tests' provider).
        issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((err) => {
        discovered = null;
        throw new GoogleSignInError(`OpenID discovery failed: ${(err as Error).message}`);
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: 'openid email',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    async finish(pending, response) {
      const config = await configuration();
      const callback = new URL(settings.redirectUri);
      callback.searchParams.set('code', response.code);
      callback.searchParams.set('state', response.state);
      // RFC 9207 mix-up defence: checked whenever the issuer sends it (Google does not).
      if (response.iss) callback.searchParams.set('iss', response.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new GoogleSignInError(`code exchange failed: ${(err as Error).message}`);
      }
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') {
        throw new GoogleSignInError('the ID token names no e-mail address');
      }
      return {
        subject: claims.sub,
        email: claims.email,
        // Google has sent both the boolean and the string "true" over the years.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    },
  };
}
