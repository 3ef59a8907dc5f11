import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { actOnDemoSession, type DemoProvider } from '../adapters/payments/demo';
import { WebhookSignatureError, type PaymentProvider } from '../adapters/payments/types';
import {
  createCheckoutSession,
  handlePaymentEvent,
  purchaseDetail,
  withdrawalInfo,
  withdrawPurchase,
  type CheckoutDeps,
} from '../domain/checkout';
import { CHECKOUT_MESSAGES } from '../content';
import { hitRateLimit } from '../domain/rate-limit';
import { clientIp } from './guards';
import { isLang } from '../../shared/languages';
import { formatPrice } from '../../shared/products';
import { escapeHtml } from '../domain/delivery';

function checkoutDeps(deps: AppDeps, provider: PaymentProvider): CheckoutDeps {
  return { db: deps.db, config: deps.config, provider, logger: deps.logger };
}

/** Checkout, purchase detail, withdrawal and provider webhooks, under /api. */
export function checkoutApi(deps: AppDeps, provider: PaymentProvider) {
  const cd = checkoutDeps(deps, provider);
  return new Hono<AppEnv>()
    .post('/create-checkout-session', async (c) => {
      const body = await c.req.json().catch(() => null);
      const requested: unknown = body?.language;
      const lang = isLang(requested) ? requested : 'en';
      if (!(await hitRateLimit(deps.db, `checkout:ip:${clientIp(c)}`, 30, 600))) {
        return c.json({ message: CHECKOUT_MESSAGES[lang].tooManyRequests }, 429);
      }
      const result = await createCheckoutSession(cd, body);
      return result.ok ? c.json(result.value) : c.json({ message: result.message }, result.status);
    })
    .get('/products/purchase-detail', async (c) => {
      c.header('Cache-Control', 'no-store');
      const result = await purchaseDetail(
        cd,
        c.req.query('sessionId') || undefined,
        c.req.query('lang'),
      );
      if (result.ok === 'pending') return c.json({ status: 'pending' }, 202);
      return result.ok
        ? c.json(result.value)
        : c.json({ ...result.extra, message: result.message }, result.status);
    })
    .get('/withdraw/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await withdrawalInfo(cd, c.req.param('token')));
    })
    .post('/withdraw/:token', async (c) => {
      const result = await withdrawPurchase(cd, c.req.param('token'));
      return result.ok
        ? c.json(result.value)
        : c.json({ ...result.extra, message: result.message }, result.status);
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
          deps.logger.warn({ provider: provider.name }, 'webhook signature refused');
          return c.json({ message: 'Invalid signature' }, 400);
        }
        throw err;
      }
      // A failure here answers 500, so the provider delivers the event again later.
      await handlePaymentEvent(cd, event);
      return c.json({ received: true });
    });
}

/**
 * The demo provider's payment page: unmistakably a test, and its buttons go through the same
 * signed-event path as Stripe's webhooks.
 */
export function demoPaymentPages(deps: AppDeps, provider: DemoProvider, payLaterMs = 4000) {
  const cd = checkoutDeps(deps, provider);
  async function deliver(event: Parameters<DemoProvider['signEvent']>[0]) {
    const { body, signature } = provider.signEvent(event);
    await handlePaymentEvent(cd, provider.parseWebhook(body, signature));
  }
  const pages = new Hono<AppEnv>();
  pages.get('/demo-pay/:id', async (c) => {
    const row = await deps.db
      .selectFrom('demo_payments')
      .selectAll()
      .where('id', '=', c.req.param('id'))
      .executeTakeFirst();
    if (!row)
      return c.html(
        demoPage('Unknown test payment', '<p>This test payment does not exist.</p>'),
        404,
      );
    const purchase = await deps.db
      .selectFrom('ebook_purchases')
      .select(['email', 'language'])
      .where('id', '=', row.purchase_id)
      .executeTakeFirst();
    const lang = isLang(purchase?.language) ? purchase.language : 'en';
    const amount = formatPrice(Number(row.amount), row.currency, lang);
    const action = (a: string, label: string, style: string) =>
      `<form method="post" action="/api/demo-pay/${escapeHtml(row.id)}/${a}"><button type="submit" style="${style}">${label}</button></form>`;
    const btn =
      'width:100%;min-height:48px;border-radius:8px;font:600 16px system-ui;cursor:pointer;';
    const body =
      row.status === 'open'
        ? `<p style="margin:0 0 4px;color:#57534e">${escapeHtml(row.product_name)}</p>
<p style="margin:0 0 4px;font:800 40px system-ui" data-testid="demo-amount">${escapeHtml(amount)}</p>
<p style="margin:0 0 24px;color:#57534e">${escapeHtml(purchase?.email ?? '')}</p>
<div style="display:grid;gap:12px">
${action('pay', 'Pay (test)', btn + 'background:#b4341f;color:#fff;border:0')}
${action('later', 'Pay later (succeeds in a few seconds)', btn + 'background:#fff;color:#1c1917;border:1px solid #a8a29e')}
${action('decline', 'Decline payment', btn + 'background:#fff;color:#1c1917;border:1px solid #a8a29e')}
${action('cancel', 'Cancel and go back', btn + 'background:#fff;color:#57534e;border:0;text-decoration:underline')}
</div>`
        : `<p>This test payment is already ${escapeHtml(row.status)}.</p>`;
    return c.html(demoPage('Test payment', body));
  });
  pages.post('/api/demo-pay/:id/:action', async (c) => {
    const action = c.req.param('action');
    if (!['pay', 'decline', 'cancel', 'later'].includes(action))
      return c.json({ message: 'Unknown action' }, 404);
    const result = await actOnDemoSession(deps.db, c.req.param('id'), action as 'pay', payLaterMs);
    if (!result) return c.json({ message: 'Unknown test payment' }, 404);
    if (result.event) await deliver(result.event);
    if (action === 'later') {
      const sessionId = c.req.param('id');
      setTimeout(() => {
        deliver({ kind: 'session', sessionId }).catch((err) =>
          deps.logger.error({ err, sessionId }, 'demo pay-later event failed'),
        );
      }, payLaterMs + 100).unref();
    }
    return c.redirect(result.redirect, 303);
  });
  return pages;
}

function demoPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Restaurant Closer</title></head>
<body style="margin:0;background:#faf7f2;font-family:system-ui,sans-serif;color:#1c1917">
<div role="alert" style="background:#facc15;color:#1c1917;text-align:center;padding:12px;font-weight:700;letter-spacing:.02em">TEST MODE – demo payment provider. No real money is charged.</div>
<main style="max-width:420px;margin:40px auto;padding:28px;background:#fff;border:3px dashed #ca8a04;border-radius:12px">
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
