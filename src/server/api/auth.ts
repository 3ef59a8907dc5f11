import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { isValidEmail } from '../../shared/validation';
import type { AppDeps, AppEnv } from '../deps';
import { GoogleSignInError, type GoogleSignIn, type PendingLogin } from '../adapters/google';
import { requestSignInCode, verifySignInCode } from '../domain/otp';
import { AUTH_TEXT, signInRefusalText, tooManyText } from '../domain/sign-in-text';
import type { RateLimitName } from '../domain/rate-limit';
import { findOrCreateUser, type SessionUser } from '../domain/sessions';
import {
  endSession,
  isSameOrigin,
  isAdmin,
  isSecureSite,
  readSessionUser,
  startSession,
} from './guards';
import { rateLimit, tooManyRequests } from './rate-limits';
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

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/**
 * Sign-in for administrators: e-mail one-time code and Google, sessions, the current user.
 * Mounted at /api; paths are the spec's call table (storefront document, section 7).
 */
export function authApi(deps: AppDeps) {
  const { config, db } = deps;
  const { google } = deps;
  const pendingCookie = isSecureSite(config) ? '__Host-oauth' : 'oauth';

  // Per-client limits of the catalogue (domain/rate-limit.ts), answered in the login page's terms.
  const refusal = (verdict: { retryAfterSeconds: number }) => ({
    error: tooManyText(verdict.retryAfterSeconds),
  });
  const refuse = (c: Context, verdict: { retryAfterSeconds: number }) =>
    tooManyRequests(c, verdict, refusal(verdict));
  const perClient = (name: RateLimitName) => rateLimit(deps, name, (_c, v) => refusal(v));

  const userJson = async (user: SessionUser) => ({
    id: user.id,
    email: user.email,
    isAdmin: await isAdmin(deps, user),
  });

  const logout = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    // A GET is not covered by the app's origin check: another site must not sign anyone out.
    if (!isSameOrigin(c.req.raw, config.publicUrl)) {
      return c.json({ error: 'Cross-site request refused.' }, 403);
    }
    await endSession(c, deps);
    return c.json({ success: true });
  };

  return new Hono<AppEnv>()
    .get('/users/me', noStore, async (c) => {
      const user = await readSessionUser(c, deps);
      if (!user) return c.json({ error: 'Not signed in' }, 401);
      return c.json(await userJson(user));
    })

    .get('/logout', logout)
    .post('/logout', logout)

    .post('/send-otp', noStore, async (c) => {
      const parsed = sendOtpBody.safeParse(await readJson(c));
      if (!parsed.success) return c.json({ error: firstIssue(parsed.error) }, 400);
      const { email } = parsed.data;
      // A signed-in administrator (e.g. through Google) is never held back by the limits.
      const user = await readSessionUser(c, deps);
      const trusted = user !== null && (await isAdmin(deps, user));
      const result = await requestSignInCode(
        db,
        { secret: config.sessionSecret, adminEmails: config.adminEmails, limits: deps.limits },
        { email, client: c.get('clientIp'), trusted },
      );
      if (result.outcome === 'limited') return refuse(c, result);
      if (result.kept)
        c.get('log').warn({ email }, 'sign-in code asked for too often: the last one stays');
      else if (!result.mailed)
        c.get('log').info({ email }, 'sign-in code not sent: not an administrator');
      return c.json({ success: true });
    })

    .post('/verify-otp', noStore, perClient('otpVerifyPerClient'), async (c) => {
      const parsed = verifyOtpBody.safeParse(await readJson(c));
      if (!parsed.success) return c.json({ error: firstIssue(parsed.error) }, 400);
      const { email, otp } = parsed.data;
      const result = await verifySignInCode(
        db,
        { secret: config.sessionSecret, adminEmails: config.adminEmails, limits: deps.limits },
        { email, code: otp, client: c.get('clientIp') },
      );
      if (result.outcome === 'wait') return refuse(c, result);
      if (result.outcome === 'ok') {
        const user = await findOrCreateUser(db, email);
        await startSession(c, deps, user);
        return c.json({ success: true, user: await userJson(user) });
      }
      return c.json({ error: signInRefusalText(result.outcome) }, 400);
    })

    .get('/oauth/google/redirect_url', noStore, async (c) => {
      if (!google) return c.json({ error: 'Google sign-in is not configured.' }, 404);
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
        return c.json({ error: 'Google sign-in is unavailable.' }, 502);
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
      if (!google) return c.json({ error: 'Google sign-in is not configured.' }, 404);
      const parsed = sessionBody.safeParse(await readJson(c));
      if (!parsed.success) return c.json({ error: 'code and state are required.' }, 400);
      const signed = await getSignedCookie(c, config.sessionSecret, pendingCookie);
      // Single use: whatever happens next, this browser's pending login is over.
      deleteCookie(c, pendingCookie, { path: '/', secure: isSecureSite(config) });
      const pending = signed ? decodePending(signed) : null;
      if (!pending) {
        return c.json(
          { error: 'No Google sign-in was started in this browser, or it expired.' },
          400,
        );
      }
      if (!sameString(parsed.data.state, pending.state)) {
        c.get('log').warn('Google sign-in refused: state does not match this browser');
        return c.json({ error: 'The sign-in state does not match this browser.' }, 400);
      }
      let identity;
      try {
        identity = await google.finish(pending, parsed.data);
      } catch (err) {
        if (!(err instanceof GoogleSignInError)) throw err;
        c.get('log').warn({ reason: err.message }, 'Google sign-in refused');
        return c.json({ error: 'Google sign-in failed.' }, 400);
      }
      if (!identity.emailVerified) {
        c.get('log').warn({ email: identity.email }, 'Google sign-in refused: e-mail not verified');
        return c.json({ error: 'Google has not verified this e-mail address.' }, 403);
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
