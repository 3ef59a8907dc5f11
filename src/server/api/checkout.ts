import { Hono, type Context } from 'hono';
import { setSignedCookie } from 'hono/cookie';
import { parseSigned } from 'hono/utils/cookie';
import type { AppDeps, AppEnv } from '../deps';
import { actOnDemoSession, type DemoProvider } from '../adapters/payments/demo';
import { demoPaymentHtml, demoPaymentPage } from '../adapters/payments/demo-page';
import { shopPageResponder } from './shop-page';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../adapters/payments/types';
import { CHECKOUT_MESSAGES } from '../content';
import {
  createCheckoutSession,
  handlePaymentEvent,
  purchaseDetail,
  type CheckoutDeps,
  type CheckoutError,
} from '../domain/checkout';
import { withdrawalInfo, withdrawPurchase } from '../domain/withdrawal';
import { BUSINESS_MESSAGES, businessMessage, type BusinessError } from '../../shared/api/business';
import { isKnownCountry } from '../../shared/vat';
import { toLang, type Lang } from '../../shared/languages';
import { tooManyRequests } from './rate-limits';
import { isSecureSite } from './guards';

/**
 * The one mapping of checkout error codes to HTTP: the status, and the purchase state the
 * pages read next to the message (e.g. `{status: 'failed'}` on the success page).
 */
const CHECKOUT_ERRORS: Record<
  CheckoutError,
  { status: 400 | 403 | 404 | 409 | 410 | 502; state?: string; field?: string }
> = {
  invalidEmail: { status: 400 },
  termsRequired: { status: 400 },
  deliveryConsentRequired: { status: 400 },
  productUnavailable: { status: 400 },
  invalidRequest: { status: 400 },
  sessionFailed: { status: 502 },
  sessionIdMissing: { status: 400 },
  sessionUnknown: { status: 404 },
  detailOtherBrowser: { status: 403 },
  paymentFailed: { status: 409, state: 'failed' },
  paymentExpired: { status: 409, state: 'expired' },
  purchaseRefunded: { status: 410, state: 'refunded' },
  purchaseWithdrawn: { status: 410, state: 'withdrawn' },
  withdrawInvalid: { status: 404 },
  withdrawLapsed: { status: 409, state: 'lapsed' },
  withdrawRefundFailed: { status: 502 },
  // A business buyer's invoice details, refused before any payment (decision D16).
  companyRequired: { status: 400, field: 'company' },
  addressRequired: { status: 400, field: 'address' },
  invalidCountry: { status: 400, field: 'country' },
  invalidVatId: { status: 400, field: 'vatId' },
};

function refuse(c: Context, failure: { code: CheckoutError; lang: Lang; country?: string }) {
  const { status, state, field } = CHECKOUT_ERRORS[failure.code];
  const code = failure.code;
  const message =
    code in BUSINESS_MESSAGES.en
      ? businessMessage(failure.lang, code as BusinessError, failure.country)
      : CHECKOUT_MESSAGES[failure.lang][code as Exclude<CheckoutError, BusinessError>];
  if (field) return c.json({ message, field }, status);
  return c.json(state ? { status: state, message } : { message }, status);
}

/**
 * The purchases this browser started (the newest five), in a signed, HttpOnly cookie: the
 * success page's download is bound to the browser that paid. Its path is /api, so it reaches
 * both the checkout, which adds each new purchase to the list, and the purchase detail, which
 * reads it: a buyer with two checkouts open keeps both.
 */
const PURCHASES_COOKIE = 'rc_purchases';
const PURCHASES_PATH = '/api';

async function ownPurchases(c: Context, config: AppDeps['config']): Promise<string[]> {
  // Every rc_purchases the browser sends counts: one kept under an earlier, narrower path
  // (/api/products) still names purchases this browser paid for until it expires.
  const ids = new Set<string>();
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const trimmed = pair.trim();
    if (!trimmed.startsWith(`${PURCHASES_COOKIE}=`)) continue;
    const value = (await parseSigned(trimmed, config.sessionSecret, PURCHASES_COOKIE))[
      PURCHASES_COOKIE
    ];
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
    vies: deps.vies,
  };
}

/** Checkout, purchase detail, withdrawal and provider webhooks, under /api. */
export function checkoutApi(deps: AppDeps, provider: PaymentProvider) {
  return new Hono<AppEnv>()
    .post('/create-checkout-session', async (c) => {
      const body = await c.req.json().catch(() => null);
      const lang = toLang(body?.language);
      const verdict = await deps.limits.consume('checkoutPerClient', c.get('clientIp'));
      if (!verdict.allowed) {
        return tooManyRequests(c, verdict, { message: CHECKOUT_MESSAGES[lang].tooManyRequests });
      }
      const result = await createCheckoutSession(checkoutDeps(deps, provider, c), body);
      if (!result.ok) return refuse(c, result);
      await rememberPurchase(c, deps.config, result.value.purchaseId);
      return c.json({ checkoutUrl: result.value.checkoutUrl, sessionId: result.value.sessionId });
    })
    .get('/products/purchase-detail', async (c) => {
      c.header('Cache-Control', 'no-store');
      const result = await purchaseDetail(
        checkoutDeps(deps, provider, c),
        c.req.query('sessionId') || undefined,
        c.req.query('lang'),
        await ownPurchases(c, deps.config),
      );
      if (result.ok === 'pending') return c.json({ status: 'pending' }, 202);
      return result.ok ? c.json(result.value) : refuse(c, result);
    })
    .get('/withdraw/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await withdrawalInfo(checkoutDeps(deps, provider, c), c.req.param('token')));
    })
    .post('/withdraw/:token', async (c) => {
      const result = await withdrawPurchase(checkoutDeps(deps, provider, c), c.req.param('token'));
      return result.ok ? c.json(result.value) : refuse(c, result);
    })
    .post('/webhooks/:provider', async (c) => {
      if (c.req.param('provider') !== provider.name)
        return c.json({ message: 'Unknown provider' }, 404);
      const raw = await c.req.text();
      const signature = c.req.header('stripe-signature') ?? c.req.header('x-demo-signature');
      let event;
      try {
        event = provider.parseWebhook(raw, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          c.get('log').warn({ provider: provider.name }, 'webhook signature refused');
          return c.json({ message: 'Invalid signature' }, 400);
        }
        if (err instanceof WebhookPayloadError) {
          c.get('log').warn({ provider: provider.name }, 'webhook payload refused');
          return c.json({ message: 'Invalid event payload' }, 400);
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
      return respond(c, status, page, () => demoPaymentHtml(page));
    })
    .post('/api/demo-pay/:id/:action', async (c) => {
      const action = c.req.param('action');
      if (!['pay', 'decline', 'cancel', 'later'].includes(action))
        return c.json({ message: 'Unknown action' }, 404);
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
      if (!result) return c.json({ message: 'Unknown test payment' }, 404);
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
