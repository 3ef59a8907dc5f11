import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { isValidEmail } from '../../shared/validation';
import type { AppDeps, AppEnv } from '../deps';
import { GoogleSignInError, type GoogleSignIn, type PendingLogin } from '../adapters/google';
import { requestSignInCode, verifySignInCode } from '../domain/access/otp';
import { AUTH_TEXT, tooManyText } from '../domain/access/sign-in-text';
import type { RateLimitName } from '../domain/access/rate-limit';
import { findOrCreateUser, type SessionUser } from '../domain/access/sessions';
import {
  CROSS_SITE_REFUSED,
  endSession,
  isSameOrigin,
  NOT_SIGNED_IN,
  isAdmin,
  isSecureSite,
  readSessionUser,
  startSession,
} from './guards';
import { refuse } from './errors';
import { parseJson } from './parse';
import { rateLimit } from './rate-limits';
import { noStore } from './no-store';

const PENDING_TTL_SECONDS = 10 * 60;

const emailField = z
  .string({ error: AUTH_TEXT.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_TEXT.emailRequired)
  .max(254, AUTH_TEXT.emailInvalid)
  .refine(isValidEmail, { error: AUTH_TEXT.emailInvalid });

const sendOtpBody = z.object({ email: emailField });
const verifyOtpBody = z.object({
  email: emailField,
  otp: z
    .string({ error: AUTH_TEXT.otpRequired })
    .trim()
    .min(1, AUTH_TEXT.otpRequired)
    .max(20, AUTH_TEXT.otpInvalid),
});
const sessionBody = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(500),
  iss: z.string().max(500).optional(),
});

/**
 * Sign-in for administrators: e-mail one-time code and Google, sessions, the current user.
 * Mounted at /api; paths are the spec's call table (storefront document, section 7).
 */
export function authApi(deps: AppDeps) {
  const { config, db } = deps;
  const { google } = deps;
  const pendingCookie = isSecureSite(config) ? '__Host-oauth' : 'oauth';

  // Per-client limits of the catalogue (domain/access/rate-limit.ts), answered in the login page's terms.
  const perClient = (name: RateLimitName) =>
    rateLimit(deps, name, (_c, verdict) => tooManyText(verdict.retryAfterSeconds));

  const userJson = async (user: SessionUser) => ({
    id: user.id,
    email: user.email,
    isAdmin: await isAdmin(deps, user),
  });

  const logout = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    // A GET is not covered by the app's origin check: another site must not sign anyone out.
    if (!isSameOrigin(c.req.raw, config.publicUrl)) {
      return refuse(c, 'forbidden', CROSS_SITE_REFUSED, { code: 'crossSite' });
    }
    await endSession(c, deps);
    return c.json({ success: true });
  };

  return new Hono<AppEnv>()
    .get('/users/me', noStore, async (c) => {
      const user = await readSessionUser(c, deps);
      if (!user) return refuse(c, 'unauthenticated', NOT_SIGNED_IN);
      return c.json(await userJson(user));
    })

    .get('/logout', logout)
    .post('/logout', logout)

    .post('/send-otp', noStore, async (c) => {
      const { email } = await parseJson(c, sendOtpBody);
      // A signed-in administrator (e.g. through Google) is never held back by the limits.
      const user = await readSessionUser(c, deps);
      const trusted = user !== null && (await isAdmin(deps, user));
      const result = await requestSignInCode(
        db,
        { secret: config.sessionSecret, adminEmails: config.adminEmails, limits: deps.limits },
        { email, client: c.get('clientIp'), trusted },
      );
      if (result.kept)
        c.get('log').warn({ email }, 'sign-in code asked for too often: the last one stays');
      else if (!result.mailed)
        c.get('log').info({ email }, 'sign-in code not sent: not an administrator');
      return c.json({ success: true });
    })

    .post('/verify-otp', noStore, perClient('otpVerifyPerClient'), async (c) => {
      const { email, otp } = await parseJson(c, verifyOtpBody);
      // A wrong code, or a client that must wait, is refused by the domain.
      await verifySignInCode(
        db,
        { secret: config.sessionSecret, adminEmails: config.adminEmails, limits: deps.limits },
        { email, code: otp, client: c.get('clientIp') },
      );
      const user = await findOrCreateUser(db, email);
      await startSession(c, deps, user);
      return c.json({ success: true, user: await userJson(user) });
    })

    .get('/oauth/google/redirect_url', noStore, async (c) => {
      if (!google) return refuse(c, 'not-found', AUTH_TEXT.googleOff, { code: 'googleOff' });
      // The redirect URI always comes from PUBLIC_URL; a different page origin means the
      // callback would land where the opener cannot hear it.
      const originUrl = c.req.query('originUrl');
      if (originUrl && originUrl.replace(/\/+$/, '') !== new URL(config.publicUrl).origin) {
        c.get('log').warn(
          { originUrl, publicUrl: config.publicUrl },
          'PUBLIC_URL differs from the page origin',
        );
      }
      let started: Awaited<ReturnType<GoogleSignIn['start']>>;
      try {
        started = await google.start();
      } catch (err) {
        c.get('log').error({ err }, 'Google sign-in unavailable');
        return refuse(c, 'upstream', AUTH_TEXT.googleUnavailable);
      }
      const payload = { ...started.pending, exp: Date.now() + PENDING_TTL_SECONDS * 1000 };
      await setSignedCookie(
        c,
        pendingCookie,
        Buffer.from(JSON.stringify(payload)).toString('base64url'),
        config.sessionSecret,
        {
          httpOnly: true,
          sameSite: 'Lax',
          secure: isSecureSite(config),
          path: '/',
          maxAge: PENDING_TTL_SECONDS,
        },
      );
      return c.json({ redirectUrl: started.url });
    })

    .post('/sessions', noStore, perClient('googleSignInPerClient'), async (c) => {
      if (!google) return refuse(c, 'not-found', AUTH_TEXT.googleOff, { code: 'googleOff' });
      const request = await parseJson(c, sessionBody, AUTH_TEXT.googleCodeMissing);
      const signed = await getSignedCookie(c, config.sessionSecret, pendingCookie);
      // Single use: whatever happens next, this browser's pending login is over.
      deleteCookie(c, pendingCookie, { path: '/', secure: isSecureSite(config) });
      const pending = signed ? decodePending(signed) : null;
      if (!pending) {
        return refuse(c, 'invalid', AUTH_TEXT.googleNotStarted, { code: 'googleNotStarted' });
      }
      if (!sameString(request.state, pending.state)) {
        c.get('log').warn('Google sign-in refused: state does not match this browser');
        return refuse(c, 'invalid', AUTH_TEXT.googleStateMismatch, { code: 'googleState' });
      }
      let identity;
      try {
        identity = await google.finish(pending, request);
      } catch (err) {
        if (!(err instanceof GoogleSignInError)) throw err;
        c.get('log').warn({ reason: err.message }, 'Google sign-in refused');
        return refuse(c, 'invalid', AUTH_TEXT.googleFailed, { code: 'googleFailed' });
      }
      if (!identity.emailVerified) {
        c.get('log').warn({ email: identity.email }, 'Google sign-in refused: e-mail not verified');
        return refuse(c, 'forbidden', AUTH_TEXT.googleUnverified, { code: 'googleUnverified' });
      }
      // Anyone with a verified address gets a session; admin rights are decided per request.
      const user = await findOrCreateUser(db, identity.email);
      await startSession(c, deps, user);
      return c.json({ success: true, user: await userJson(user) });
    });
}

function decodePending(value: string): PendingLogin | null {
  try {
    const data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof data.exp !== 'number' || data.exp < Date.now()) return null;
    if (![data.state, data.nonce, data.codeVerifier].every((v) => typeof v === 'string')) {
      return null;
    }
    return { state: data.state, nonce: data.nonce, codeVerifier: data.codeVerifier };
  } catch {
    return null;
  }
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
