import { createMiddleware } from 'hono/factory';
import { ORDER_ID_PATTERN, orderActionSchema, partialRefundSchema } from '../../shared/api/orders';
import type { AppDeps, AppEnv } from '../deps';
import { createFreeCopy, freeCopyRequest } from '../domain/orders/free-copy';
import {
  issueOrderInvoice,
  renewOrderLink,
  resendOrderDelivery,
} from '../domain/orders/order-actions';
import { partialRefundOrder, refundOrder } from '../domain/orders/order-refunds';
import { reissueAsReverseCharge } from '../domain/orders/reverse-charge-reissue';
import { getOrderDetail, ORDER_NOT_FOUND, type OrderDeskDeps } from '../domain/orders/orders';
import { refuse } from './errors';
import { memberCopyAction } from '../domain/orders/team-desk';
import { MAX_COPIES } from '../../shared/team-price';
import { parseJson } from './parse';
import { adminApi, readSessionUser } from './guards';
import { adminInvoicePdf, adminInvoiceXml } from './invoices';

/**
 * The order desk, mounted at /api/admin/orders: one order with its timeline, and the actions
 * on it (refund, partial refund, send the link again, a new link, a free copy). Administrators only; writes
 * come from our own pages (the app's origin check); the id and every field are checked before
 * anything reaches the database.
 */
export function ordersApi(deps: AppDeps) {
  const desk: OrderDeskDeps = {
    db: deps.db,
    config: deps.config,
    provider: deps.payments,
    logger: deps.logger,
    vies: deps.vies,
  };
  const actions = {
    refund: refundOrder,
    resend: resendOrderDelivery,
    'renew-link': renewOrderLink,
    'issue-invoice': issueOrderInvoice,
    'reissue-reverse-charge': reissueAsReverseCharge,
  } as const;
  return (
    adminApi(deps)
      .post('/free-copy', async (c) => {
        const input = await parseJson(
          c,
          freeCopyRequest,
          'Bitte prüfen Sie die markierten Felder.',
        );
        const done = await createFreeCopy(desk, input, { actor: c.get('user').email });
        const { created, ...answer } = done;
        return c.json(answer, created ? 201 : 200);
      })
      // The order's invoices as PDFs (decision D16).
      .get('/:id/invoices/:number', (c) => adminInvoicePdf(c, deps))
      // A business buyer's e-invoice as XML (decision 095).
      .get('/:id/invoices/:number/xml', (c) => adminInvoiceXml(c, deps))
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        const detail = ORDER_ID_PATTERN.test(id) ? await getOrderDetail(desk, id) : undefined;
        return detail ? c.json(detail) : refuse(c, 'not-found', ORDER_NOT_FOUND);
      })
      // Teilerstattung: the amount in euros besides the version.
      .post('/:id/partial-refund', async (c) => {
        const id = c.req.param('id');
        if (!ORDER_ID_PATTERN.test(id)) return refuse(c, 'not-found', ORDER_NOT_FOUND);
        const input = await parseJson(c, partialRefundSchema);
        return c.json(await partialRefundOrder(desk, id, input, { actor: c.get('user').email }));
      })
      // One copy of a team order (decision 100): its member's e-mail again, or a new link.
      .post('/:id/team/:seat/:action', async (c) => {
        const { id, seat, action } = c.req.param();
        const number = /^[1-9][0-9]?$/.test(seat) ? Number(seat) : 0;
        if (
          !ORDER_ID_PATTERN.test(id) ||
          number < 1 ||
          number > MAX_COPIES ||
          (action !== 'resend' && action !== 'renew-link')
        ) {
          return refuse(c, 'not-found', ORDER_NOT_FOUND);
        }
        const input = await parseJson(c, orderActionSchema);
        const run = memberCopyAction(number, action);
        return c.json(await run(desk, id, input, { actor: c.get('user').email }));
      })
      .post('/:id/:action', async (c) => {
        const { id, action } = c.req.param();
        if (!ORDER_ID_PATTERN.test(id) || !Object.hasOwn(actions, action)) {
          return refuse(c, 'not-found', ORDER_NOT_FOUND);
        }
        const input = await parseJson(c, orderActionSchema);
        const run = actions[action as keyof typeof actions];
        return c.json(await run(desk, id, input, { actor: c.get('user').email }));
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
