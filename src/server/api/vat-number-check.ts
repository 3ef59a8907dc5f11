import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { CHECKOUT_MESSAGES } from '../content';
import { checkVatNumber } from '../domain/checkout/vat-number-check';
import { toLang } from '../../shared/languages';
import { vatNumberCheckRequest } from '../../shared/vat-number-check';
import { bodyLanguage, parseBody, readJsonBody } from './parse';
import { rateLimit } from './rate-limits';
import { noStore } from './no-store';

/**
 * POST /api/vat-number-check {vatId, country, language} → 200 {status, vatId, message}: what
 * VIES says of a business buyer's VAT number while they fill in the checkout, in their
 * language. Same-origin only (the app's check of writes under /api), and a few per client, so
 * the shop is no free VIES gateway: each answer costs a question to the Commission's service.
 */
export function vatNumberCheckApi(deps: AppDeps) {
  const limited = rateLimit(
    deps,
    'vatNumberCheckPerClient',
    async (c) => CHECKOUT_MESSAGES[toLang(bodyLanguage(await readJsonBody(c)))].tooManyRequests,
  );
  return new Hono<AppEnv>().post('/', noStore, limited, async (c) => {
    const body = await readJsonBody(c);
    const lang = toLang(bodyLanguage(body));
    const request = parseBody(body, vatNumberCheckRequest, CHECKOUT_MESSAGES[lang].invalidRequest);
    const answer = await checkVatNumber(deps, request, lang);
    c.get('log').info({ vies: answer.status }, 'VAT number checked at the checkout');
    return c.json(answer);
  });
}
