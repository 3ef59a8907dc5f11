import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { DELIVERY_COPY } from '../content';
import { buyerEmailSchema, resendDownloadLinks } from '../domain/delivery';
import { hitRateLimit } from '../domain/rate-limit';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/languages';
import { clientIp } from './guards';

/** Per address and per client IP, per hour: enough for a buyer, useless for a mail bomb. */
export const RESEND_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 };

const bodySchema = z.object({
  email: z.string().max(500),
  language: z.string().optional(),
});

export type ResendOutcome = 'sent' | 'invalid' | 'limited';

/**
 * The one "resend my link" action, behind both the JSON API and the plain form of the
 * expired-link page. The outcome never says whether the address bought anything: "sent" is
 * answered for strangers too, and the rate limits count every address alike.
 */
export async function requestLinkResend(
  deps: Pick<AppDeps, 'config' | 'db' | 'logger'>,
  input: { email: unknown; language: Lang; ip: string },
): Promise<ResendOutcome> {
  const email = buyerEmailSchema.safeParse(input.email);
  if (!email.success) return 'invalid';
  const { perEmail, perIp, windowSeconds } = RESEND_LIMITS;
  if (!(await hitRateLimit(deps.db, `resend-link:ip:${input.ip}`, perIp, windowSeconds)))
    return 'limited';
  if (!(await hitRateLimit(deps.db, `resend-link:email:${email.data}`, perEmail, windowSeconds)))
    return 'limited';
  const count = await resendDownloadLinks(deps, deps.db, {
    email: email.data,
    language: input.language,
  });
  if (count) deps.logger.info({ purchases: count }, 'download links sent again');
  return 'sent';
}

export function languageOf(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** POST /api/resend-link {email, language} → 200 {message}, 400 or 429 {message}. */
export function resendApi(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    const language = languageOf(parsed.success ? parsed.data.language : undefined);
    const copy = DELIVERY_COPY[language].api;
    if (!parsed.success) return c.json({ message: copy.invalidEmail }, 400);
    const outcome = await requestLinkResend(deps, {
      email: parsed.data.email,
      language,
      ip: clientIp(c),
    });
    if (outcome === 'invalid') return c.json({ message: copy.invalidEmail }, 400);
    if (outcome === 'limited') return c.json({ message: copy.tooMany }, 429);
    return c.json({ message: copy.neutral });
  });
}
