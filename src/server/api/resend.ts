import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { DELIVERY_COPY } from '../content';
import { DomainError } from '../domain/common/errors';
import { requestLinkResend } from '../domain/orders/link-resend';
import { resendLinkRequest } from '../../shared/api/purchases';
import { toLang } from '../../shared/languages';
import { bodyLanguage, parseBody, readJsonBody } from './parse';
import { tooManyRequests } from './rate-limits';
import { noStore } from './no-store';

/**
 * POST /api/resend-link {email, language} → 200 {message}, 400 or 429 {message, code}. The
 * answer is in `language` (the page's); the mail in the language of each purchase.
 */
export function resendApi(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', noStore, async (c) => {
    const body = await readJsonBody(c);
    const copy = DELIVERY_COPY[toLang(bodyLanguage(body))].api;
    const { email } = parseBody(body, resendLinkRequest, (error) => {
      const code = error.issues[0].message === 'emailRequired' ? 'emailRequired' : 'invalidEmail';
      return new DomainError('invalid', copy[code], { code, errors: { email: copy[code] } });
    });
    const result = await requestLinkResend(
      { ...deps, logger: c.get('log') },
      { email, client: c.get('clientIp') },
    );
    if (result.outcome === 'limited') return tooManyRequests(c, result, copy.tooMany);
    return c.json({ message: copy.neutral });
  });
}
