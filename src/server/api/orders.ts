import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ORDER_ID_PATTERN } from '../../shared/api/orders';
import type { AppDeps, AppEnv } from '../deps';
import {
  createFreeCopy,
  issueOrderInvoice,
  refundOrder,
  renewOrderLink,
  resendOrderDelivery,
} from '../domain/order-actions';
import {
  getOrderDetail,
  ORDER_NOT_FOUND,
  OrderActionError,
  type OrderDeskDeps,
} from '../domain/orders';
import { readSessionUser, requireAdmin } from './guards';
import { adminInvoicePdf } from './invoices';

function refuse(c: Context, err: unknown) {
  if (!(err instanceof OrderActionError)) throw err;
  return c.json(
    {
      message: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
      ...(err.detail ? { detail: err.detail } : {}),
    },
    err.status,
  );
}

/**
 * The order desk, mounted at /api/admin/orders: one order with its timeline, and the actions
 * on it (refund, send the link again, a new link, a free copy). Administrators only; writes
 * come from our own pages (the app's origin check); the id and every field are checked before
 * anything reaches the database.
 */
export function ordersApi(deps: AppDeps) {
  const desk: OrderDeskDeps = {
    db: deps.db,
    config: deps.config,
    provider: deps.payments,
    logger: deps.logger,
  };
  const actions = {
    refund: refundOrder,
    resend: resendOrderDelivery,
    'renew-link': renewOrderLink,
    'issue-invoice': issueOrderInvoice,
  } as const;
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin(deps))
      .use('*', async (c, next) => {
        await next();
        c.header('Cache-Control', 'no-store');
      })
      .post('/free-copy', async (c) => {
        try {
          const body = await c.req.json().catch(() => null);
          const done = await createFreeCopy(desk, body, { actor: c.get('user').email });
          const { created, ...answer } = done;
          return c.json(answer, created ? 201 : 200);
        } catch (err) {
          return refuse(c, err);
        }
      })
      // The order's invoices as PDFs (decision D16).
      .get('/:id/invoices/:number', (c) => adminInvoicePdf(c, deps))
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        if (!ORDER_ID_PATTERN.test(id)) return c.json({ message: ORDER_NOT_FOUND }, 404);
        const detail = await getOrderDetail(desk, id);
        return detail ? c.json(detail) : c.json({ message: ORDER_NOT_FOUND }, 404);
      })
      .post('/:id/:action', async (c) => {
        const { id, action } = c.req.param();
        if (!ORDER_ID_PATTERN.test(id) || !Object.hasOwn(actions, action)) {
          return c.json({ message: ORDER_NOT_FOUND }, 404);
        }
        try {
          const body = await c.req.json().catch(() => null);
          const run = actions[action as keyof typeof actions];
          return c.json(await run(desk, id, body, { actor: c.get('user').email }));
        } catch (err) {
          return refuse(c, err);
        }
      })
  );
}

/**
 * The admin pages redirect a visitor without a session to the sign-in on the server, with the
 * page as return URL, before any of the admin reaches the browser. Signed-in visitors who are
 * not administrators get the page, which tells them so (and every admin API refuses them).
 */
export function adminPagesGuard(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (await readSessionUser(c, deps)) return next();
    const url = new URL(c.req.url);
    const returnUrl = url.pathname + url.search;
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, 302);
  });
}
