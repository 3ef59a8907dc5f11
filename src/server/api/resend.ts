import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { DELIVERY_COPY } from '../content';
import { requestLinkResend } from '../domain/link-resend';
import { toLang } from '../../shared/languages';
import { tooManyRequests } from './rate-limits';
import { noStore } from './no-store';

const bodySchema = z.object({
  email: z.string().max(500),
  language: z.string().optional(),
});

/**
 * POST /api/resend-link {email, language} → 200 {message}, 400 or 429 {message}. The answer is
 * in `language` (the page's); the mail in the language of each purchase.
 */
export function resendApi(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', noStore, async (c) => {
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    const language = toLang(parsed.success ? parsed.data.language : undefined);
    const copy = DELIVERY_COPY[language].api;
    if (!parsed.success) return c.json({ message: copy.invalidEmail }, 400);
    const result = await requestLinkResend(
      { ...deps, logger: c.get('log') },
      { email: parsed.data.email, client: c.get('clientIp') },
    );
    if (result.outcome === 'missing') return c.json({ message: copy.emailRequired }, 400);
    if (result.outcome === 'invalid') return c.json({ message: copy.invalidEmail }, 400);
    if (result.outcome === 'limited') return tooManyRequests(c, result, { message: copy.tooMany });
    return c.json({ message: copy.neutral });
  });
}
