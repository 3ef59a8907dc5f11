import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList } from 'node:net';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { AppEnv } from '../deps';
import { isAdminEmail } from '../domain/access/admins';
import { resolveClientAddress } from '../client-address';
import { refuse } from './errors';
import { noStore } from './no-store';
import {
  createSession,
  findSessionUser,
  revokeSession,
  type SessionUser,
} from '../domain/access/sessions';

export interface AuthDeps {
  config: Config;
  db: Db;
}

/** Under https the cookie carries the __Host- prefix: Secure, whole site, no Domain. */
export function isSecureSite(config: Config): boolean {
  return config.publicUrl.startsWith('https://');
}

function sessionCookieName(config: Config): string {
  return isSecureSite(config) ? '__Host-session' : 'session';
}

function writeSessionCookie(c: Context, config: Config, token: string, expiresAt: string) {
  setCookie(c, sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureSite(config),
    path: '/',
    maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)),
  });
}

/** Starts a session for the user and sets its cookie, ending the browser's previous one. */
export async function startSession(c: Context, deps: AuthDeps, user: SessionUser) {
  const previous = getCookie(c, sessionCookieName(deps.config));
  if (previous) await revokeSession(deps.db, previous);
  const { token, expiresAt } = await createSession(deps.db, user.id);
  writeSessionCookie(c, deps.config, token, expiresAt);
}

/** Ends the browser's session (server side and cookie). */
export async function endSession(c: Context, deps: AuthDeps) {
  const name = sessionCookieName(deps.config);
  const token = getCookie(c, name);
  if (token) await revokeSession(deps.db, token);
  deleteCookie(c, name, { path: '/', secure: isSecureSite(deps.config) });
}

/** The signed-in user, or null; refreshes the cookie when the session's expiry slid forward. */
export async function readSessionUser(c: Context, deps: AuthDeps): Promise<SessionUser | null> {
  const token = getCookie(c, sessionCookieName(deps.config));
  if (!token) return null;
  const found = await findSessionUser(deps.db, token);
  if (!found) return null;
  if (found.renewedUntil) writeSessionCookie(c, deps.config, token, found.renewedUntil);
  return found.user;
}

export function isAdmin(deps: AuthDeps, user: SessionUser): Promise<boolean> {
  return isAdminEmail(deps.db, deps.config.adminEmails, user.email);
}

/** The refusal of a request that needs a session, in German like the whole admin. */
export const NOT_SIGNED_IN = 'Nicht angemeldet.';

/**
 * Every admin API sits behind this: 401 without a session, 403 for a signed-in person who is
 * not an administrator. The client's guard is only a convenience (decision D8).
 */
export function requireAdmin(deps: AuthDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await readSessionUser(c, deps);
    if (!user) return refuse(c, 'unauthenticated', NOT_SIGNED_IN);
    if (!(await isAdmin(deps, user))) {
      return refuse(c, 'forbidden', 'Sie sind nicht als Administrator autorisiert.', {
        code: 'notAdmin',
      });
    }
    c.set('user', user);
    await next();
  });
}

/** A sub-app of the admin: administrators only, and no answer is kept by a cache. */
export function adminApi(deps: AuthDeps) {
  return new Hono<AppEnv>().use('*', requireAdmin(deps)).use('*', noStore);
}

/**
 * The client's address for rate limits, in canonical form (see client-address.ts): the
 * socket's peer, or behind our own reverse proxies (TRUST_PROXY: addresses and ranges) the
 * address they forwarded.
 */
export function clientIp(c: Context, trusted: BlockList = NO_PROXIES): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No socket (app.request in tests).
  }
  return resolveClientAddress(socketAddress, c.req.header('x-forwarded-for'), trusted);
}

const NO_PROXIES = new BlockList();

/** The answer to a write (or a sign-out) sent from another site. */
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/**
 * Same-origin check for requests that change something. The Origin header decides; under a
 * strict Referrer-Policy a browser sends "Origin: null" even to its own site, and then only
 * Sec-Fetch-Site: same-origin vouches for it ("null" alone is what sandboxed frames and
 * redirects of other sites send). A request with neither header is a non-browser client.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (origin === 'null') return site === 'same-origin';
  // The shop's origin is PUBLIC_URL's alone: the request's own URL is built from its Host
  // header, which the sender chooses (Host: evil.example with Origin: http://evil.example).
  if (origin) return origin === new URL(publicUrl).origin;
  return !site || site === 'same-origin' || site === 'none';
}
