import { Hono, type Context } from 'hono';
import { setSignedCookie } from 'hono/cookie';
import { parseSigned } from 'hono/utils/cookie';
import type { AppDeps, AppEnv } from '../deps';
import { actOnDemoSession, type DemoProvider } from '../adapters/payments/demo';
import { demoPaymentPage } from '../adapters/payments/demo-page';
import { shopPageResponder } from './shop-page';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../adapters/payments/types';
import { CHECKOUT_MESSAGES } from '../content';
import { createCheckoutSession, priceWithCode } from '../domain/checkout/checkout';
import type { CheckoutDeps } from '../domain/common/shop-deps';
import { releaseCheckout } from '../domain/checkout/code-holds';
import { checkoutRefusal } from '../domain/checkout/checkout-refusal';
import { DomainError } from '../domain/common/errors';
import { handlePaymentEvent } from '../domain/delivery/fulfilment';
import { prepareCopyAhead } from '../domain/delivery/ebooks';
import { purchaseDetail } from '../domain/orders/purchase-detail';
import {
  checkoutRequest,
  discountCheckRequest,
  releaseRequest,
  type CheckoutInput,
} from '../../shared/api/checkout';
import { purchaseDetailQuery } from '../../shared/api/purchases';
import { withdrawalInfo, withdrawPurchase } from '../domain/orders/withdrawal';
import { isKnownCountry } from '../../shared/vat';
import { toLang, type Lang } from '../../shared/languages';
import { RATE_LIMITS } from '../domain/access/rate-limit';
import { refuse } from './errors';
import { bodyLanguage, parseBody, readJsonBody } from './parse';
import { rateLimit, tooManyRequests } from './rate-limits';
import { isSecureSite } from './guards';
import { noStore } from './no-store';

/**
 * The purchases this browser started (the newest five), in a signed, HttpOnly cookie: the
 * success page's download is bound to the browser that paid. Its path is /api, so it reaches
 * both the checkout, which adds each new purchase to the list, and the purchase detail, which
 * reads it: a buyer with two checkouts open keeps both.
 */
const PURCHASES_COOKIE = 'rc_purchases';
const PURCHASES_PATH = '/api';

async function ownPurchases(c: Context, config: AppDeps['config']): Promise<string[]> {
  return purchasesOfBrowser(c.req.header('cookie'), config.sessionSecret);
}

/** The purchases a browser started, from its signed cookie header. */
async function purchasesOfBrowser(
  cookieHeader: string | null | undefined,
  secret: string,
): Promise<string[]> {
  // Every rc_purchases the browser sends counts: one kept under an earlier, narrower path
  // (/api/products) still names purchases this browser paid for until it expires.
  const ids = new Set<string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const trimmed = pair.trim();
    if (!trimmed.startsWith(`${PURCHASES_COOKIE}=`)) continue;
    const value = (await parseSigned(trimmed, secret, PURCHASES_COOKIE))[PURCHASES_COOKIE];
    if (value) for (const id of value.split('.')) if (id) ids.add(id);
  }
  return [...ids];
}

async function rememberPurchase(c: Context, config: AppDeps['config'], purchaseId: string) {
  const ids = [purchaseId, ...(await ownPurchases(c, config))].slice(0, 5);
  await setSignedCookie(c, PURCHASES_COOKIE, ids.join('.'), config.sessionSecret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureSite(config),
    path: PURCHASES_PATH,
    maxAge: 30 * 24 * 60 * 60,
  });
}

/** The checkout domain's dependencies, logging with the request's logger. */
function checkoutDeps(deps: AppDeps, provider: PaymentProvider, c: Context<AppEnv>): CheckoutDeps {
  return {
    db: deps.db,
    config: deps.config,
    provider,
    logger: c.get('log'),
    files: deps.files,
    pdf: deps.pdf,
    vies: deps.vies,
    prepareCopy: (purchaseId) =>
      prepareCopyAhead(deps.db, { ...deps, logger: c.get('log') }, purchaseId),
  };
}

/** The language a checkout call's body asks in, for its refusals. */
async function callLanguage(c: Context<AppEnv>): Promise<Lang> {
  return toLang(bodyLanguage(await readJsonBody(c)));
}

/**
 * Runs a request that tries a discount code (the code check, a checkout with a code) within
 * the code budgets (decision record 085): one per client for both endpoints, and the shop-wide
 * cap on unknown codes. That cap is counted before the code is looked at and given back unless
 * the answer is "unknown", so parallel requests cannot pass it; once it is reached every code,
 * known or not, gets the same answer until its window ends.
 */
async function withinCodeBudgets<T>(
  c: Context<AppEnv>,
  deps: AppDeps,
  lang: Lang,
  run: () => Promise<T>,
): Promise<T | Response> {
  const perClient = await deps.limits.consume('discountCodePerClient', c.get('clientIp'));
  if (!perClient.allowed) {
    // A refusal about the code: its message at the code field, as the checkout page shows it.
    const message = CHECKOUT_MESSAGES[lang].tooManyRequests;
    return tooManyRequests(c, perClient, message, { errors: { discountCode: message } });
  }
  const shop = await deps.limits.consume('unknownCodesShopWide', 'shop');
  if (!shop.allowed) {
    if (shop.used === RATE_LIMITS.unknownCodesShopWide.limit + 1) {
      c.get('log').warn('unknown discount codes: the shop-wide cap is reached, codes pause');
    }
    const message = CHECKOUT_MESSAGES[lang].codeChecksPaused;
    return tooManyRequests(c, shop, message, {
      code: 'codeChecksPaused',
      errors: { discountCode: message },
    });
  }
  let unknown = false;
  try {
    return await run();
  } catch (err) {
    unknown = err instanceof DomainError && err.code === 'codeUnknown';
    throw err;
  } finally {
    if (!unknown) await deps.limits.giveBack('unknownCodesShopWide', 'shop');
  }
}

/**
 * A ticked reminder box counts against the client's few a day (decision 087): beyond them the
 * checkout goes through as if the box were unticked, so one client cannot have the shop mail
 * reminders to a list of addresses.
 */
async function withinReminderBudget(
  c: Context<AppEnv>,
  deps: AppDeps,
  input: CheckoutInput,
): Promise<CheckoutInput> {
  if (input.remindMe !== true) return input;
  const verdict = await deps.limits.consume('reminderConsentPerClient', c.get('clientIp'));
  if (verdict.allowed) return input;
  c.get('log').info('reminder box ignored: the client ticked it too often today');
  const { remindMe: _ignored, ...unticked } = input;
  return unticked;
}

/** Checkout, purchase detail, withdrawal and provider webhooks, under /api. */
export function checkoutApi(deps: AppDeps, provider: PaymentProvider) {
  const limitedCheckout = rateLimit(
    deps,
    'checkoutPerClient',
    async (c) => CHECKOUT_MESSAGES[await callLanguage(c)].tooManyRequests,
  );
  return new Hono<AppEnv>()
    .post('/create-checkout-session', limitedCheckout, async (c) => {
      const body = await readJsonBody(c);
      const lang = toLang(bodyLanguage(body));
      // Parsed at the edge; a refusal names the address when that is what was wrong.
      const parsed = parseBody(body, checkoutRequest, (error) => {
        const emailIssue = error.issues.some((i) => i.path[0] === 'email');
        return checkoutRefusal(emailIssue ? 'invalidEmail' : 'invalidRequest', lang);
      });
      const own = await ownPurchases(c, deps.config);
      const input = await withinReminderBudget(c, deps, parsed);
      const start = () =>
        createCheckoutSession(checkoutDeps(deps, provider, c), input, own, c.get('clientIp'));
      const started = parsed.discountCode?.trim()
        ? await withinCodeBudgets(c, deps, lang, start)
        : await start();
      if (started instanceof Response) return started;
      await rememberPurchase(c, deps.config, started.purchaseId);
      return c.json({ checkoutUrl: started.checkoutUrl, sessionId: started.sessionId });
    })
    .post('/checkout/discount', noStore, async (c) => {
      const body = await readJsonBody(c);
      const lang = toLang(bodyLanguage(body));
      const request = parseBody(body, discountCheckRequest, () =>
        checkoutRefusal('invalidRequest', lang),
      );
      const own = await ownPurchases(c, deps.config);
      const answer = await withinCodeBudgets(c, deps, lang, () =>
        priceWithCode(deps.db, request, lang, own),
      );
      return answer instanceof Response ? answer : c.json(answer);
    })
    .post('/checkout/release', async (c) => {
      // The cancel page of a checkout that held a discount code: this browser's unpaid order
      // ends, and the code is free again. Anything else changes nothing; the answer is the same.
      const parsed = releaseRequest.safeParse(await readJsonBody(c));
      if (parsed.success) {
        await releaseCheckout(
          checkoutDeps(deps, provider, c),
          parsed.data.order,
          await ownPurchases(c, deps.config),
        );
      }
      return c.body(null, 204);
    })
    .get('/products/purchase-detail', noStore, async (c) => {
      const { sessionId, lang } = parseBody(c.req.query(), purchaseDetailQuery);
      const own = await ownPurchases(c, deps.config);
      const result = await purchaseDetail(checkoutDeps(deps, provider, c), sessionId, lang, own);
      return c.json(result, result.status === 'pending' ? 202 : 200);
    })
    .get('/withdraw/:token', noStore, async (c) => {
      return c.json(await withdrawalInfo(checkoutDeps(deps, provider, c), c.req.param('token')));
    })
    .post('/withdraw/:token', async (c) => {
      return c.json(await withdrawPurchase(checkoutDeps(deps, provider, c), c.req.param('token')));
    })
    .post('/webhooks/:provider', async (c) => {
      if (c.req.param('provider') !== provider.name)
        return refuse(c, 'not-found', 'Unknown provider');
      const raw = await c.req.text();
      const signature = c.req.header('stripe-signature') ?? c.req.header('x-demo-signature');
      let event;
      try {
        event = provider.parseWebhook(raw, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          c.get('log').warn({ provider: provider.name }, 'webhook signature refused');
          return refuse(c, 'invalid', 'Invalid signature', { code: 'invalidSignature' });
        }
        if (err instanceof WebhookPayloadError) {
          c.get('log').warn({ provider: provider.name }, 'webhook payload refused');
          return refuse(c, 'invalid', 'Invalid event payload', { code: 'invalidPayload' });
        }
        throw err;
      }
      // A failure here answers 500, so the provider delivers the event again later.
      await handlePaymentEvent(checkoutDeps(deps, provider, c), event);
      return c.json({ received: true });
    });
}

/**
 * The demo provider's payment page (rendered by the adapter) and its buttons, which go
 * through the same signed-event path as Stripe's webhooks.
 */
export function demoPaymentPages(deps: AppDeps, provider: DemoProvider, payLaterMs = 4000) {
  async function deliver(cd: CheckoutDeps, event: Parameters<DemoProvider['signEvent']>[0]) {
    const { body, signature } = provider.signEvent(event);
    await handlePaymentEvent(cd, provider.parseWebhook(body, signature));
  }
  // In the shop's frame and the buyer's language.
  const respond = shopPageResponder(deps);
  return new Hono<AppEnv>()
    .get('/demo-pay/:id', async (c) => {
      const { status, page } = await demoPaymentPage(deps.db, c.req.param('id'));
      return respond(c, status, page);
    })
    .post('/api/demo-pay/:id/:action', async (c) => {
      const action = c.req.param('action');
      if (!['pay', 'decline', 'cancel', 'later'].includes(action))
        return refuse(c, 'not-found', 'Unknown action');
      // The billing country the page asks for; anything not on the shop's list counts as none.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const country = typeof form.country === 'string' ? form.country.toUpperCase() : '';
      const result = await actOnDemoSession(
        deps.db,
        c.req.param('id'),
        action as 'pay',
        payLaterMs,
        isKnownCountry(country) ? country : null,
      );
      if (!result) return refuse(c, 'not-found', 'Unknown test payment');
      const cd = checkoutDeps(deps, provider, c);
      if (result.event) await deliver(cd, result.event);
      if (action === 'later') {
        const sessionId = c.req.param('id');
        setTimeout(() => {
          deliver(cd, { kind: 'session', sessionId }).catch((err) =>
            cd.logger.error({ err, sessionId }, 'demo pay-later event failed'),
          );
        }, payLaterMs + 100).unref();
      }
      return c.redirect(result.redirect, 303);
    });
}
