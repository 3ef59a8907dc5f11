import type { FreeCopyInput, OrderActionResult, OrderDetail } from '../../shared/api/orders';
import { request } from '../lib/api-error';

/**
 * The order desk's client calls (/api/admin/orders). A refused action comes back as an
 * ApiError with the server's German message and, where it sent one, the order as it is now
 * (`detail`) or the message of each field (`errors`), so the page can show both.
 */
async function send<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await request(path, {
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    ...init,
  });
  return (await res.json()) as T;
}

const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

export function fetchOrder(id: string): Promise<OrderDetail> {
  return send<OrderDetail>(orderPath(id), { method: 'GET' });
}

export type OrderAction =
  'refund' | 'resend' | 'renew-link' | 'issue-invoice' | 'reissue-reverse-charge';

export function runOrderAction(
  id: string,
  action: OrderAction,
  version: number,
): Promise<OrderActionResult> {
  return send<OrderActionResult>(`${orderPath(id)}/${action}`, {
    method: 'POST',
    body: JSON.stringify({ version }),
  });
}

/** A team order's copy (decision 100): its member's e-mail again, or a new link for the member. */
export type MemberAction = 'resend' | 'renew-link';

export function runMemberAction(
  id: string,
  seat: number,
  action: MemberAction,
  version: number,
): Promise<OrderActionResult> {
  return send<OrderActionResult>(`${orderPath(id)}/team/${seat}/${action}`, {
    method: 'POST',
    body: JSON.stringify({ version }),
  });
}

/** Teilerstattung: `amount` in euros as typed ("5,50"); the server checks it against what is left. */
export function runPartialRefund(
  id: string,
  version: number,
  amount: string,
): Promise<OrderActionResult> {
  return send<OrderActionResult>(`${orderPath(id)}/partial-refund`, {
    method: 'POST',
    body: JSON.stringify({ version, amount }),
  });
}

export function createFreeCopy(input: FreeCopyInput): Promise<OrderActionResult> {
  return send<OrderActionResult>('/api/admin/orders/free-copy', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
