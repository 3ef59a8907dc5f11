import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// oidc-provider ships no type declarations; these are the few parts used here.
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface InteractionDetails {
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId: string };
  grantId?: string;
}
interface Provider {
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  on(event: string, listener: (ctx: unknown, err: unknown) => void): void;
}
type ProviderConstructor = new (issuer: string, configuration: object) => Provider;
const moduleName = 'oidc-provider';
const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, standing in for
 * Google. Sign-in needs no typing: the next authorization signs in the account set with
 * `setNextAccount`, the way a Google user who is already signed in just picks an account.
 *
 * The issuer URL exists before the client is registered, because the shop's server (whose
 * port decides the redirect URI) needs the issuer when it starts:
 *   const idp = await startOidcProvider(); start the server with GOOGLE_ISSUER=idp.issuer;
 *   idp.registerClient({ clientId, clientSecret, redirectUri: server.url + '/auth/callback' }).
 */
interface FakeAccount {
  email: string;
  emailVerified: boolean;
}

export interface OidcProviderFake {
  issuer: string;
  registerClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  setNextAccount(account: FakeAccount): void;
  /**
   * Follows an authorization URL the way a browser would (cookies, redirects, the automatic
   * sign-in) and returns the URL the provider finally redirects to: the callback with code
   * and state, or with an error.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  stop(): Promise<void>;
}

export async function startOidcProvider(): Promise<OidcProviderFake> {
  let provider: Provider | null = null;
  let nextAccount: FakeAccount = { email: 'admin@example.com', emailVerified: true };
  const accounts = new Map<string, FakeAccount>();

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    use: 'sig',
    alg: 'RS256',
  };

  async function interaction(req: IncomingMessage, res: ServerResponse, p: Provider) {
    const details = await p.interactionDetails(req, res);
    const { prompt, params, session } = details;
    if (prompt.name === 'login') {
      const account = nextAccount;
      const accountId = `sub-${account.email}`;
      accounts.set(accountId, account);
      await p.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    // Consent: grant what the client asked for.
    const grant = details.grantId
      ? await p.Grant.find(details.grantId)
      : new p.Grant({ accountId: session!.accountId, clientId: params.client_id as string });
    if (!grant) throw new Error('grant not found');
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const server = createServer((req, res) => {
    const p = provider;
    if (!p) {
      res.writeHead(503).end('no client registered yet');
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res, p).catch((err) => {
        res.writeHead(500).end(String(err));
      });
      return;
    }
    p.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    registerClient({ clientId, clientSecret, redirectUri }) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        // Like Google: the ID token itself carries email and email_verified.
        conformIdTokenClaims: false,
        findAccount: async (_ctx: unknown, sub: string) => {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return {
            accountId: sub,
            claims: async () => ({
              sub,
              email: account.email,
              email_verified: account.emailVerified,
            }),
          };
        },
        interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
        features: { devInteractions: { enabled: false } },
        cookies: { keys: [randomBytes(16).toString('hex')] },
        jwks: { keys: [jwk as any] },
        pkce: { required: () => true },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      });
      provider.on('server_error', (_ctx, err) => console.error('[oidc-provider]', err));
    },
    setNextAccount(account) {
      nextAccount = account;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 15; hop++) {
        if (url.origin !== issuer) return url;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
