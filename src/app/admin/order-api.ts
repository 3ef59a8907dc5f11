import type { FreeCopyInput, OrderActionResult, OrderDetail } from '../../shared/api/orders';
import { ApiError } from './api';

/**
 * The order desk's client calls (/api/admin/orders). A refused action comes back as an
 * OrderActionError with the server's German message and, where it sent one, the order as it
 * is now, so the page can show both.
 */
export class OrderActionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: OrderDetail | null,
    readonly errors: Record<string, string> | null,
  ) {
    super(message);
  }
}

async function send<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    ...init,
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the generic error below.
  }
  if (res.ok) return body as T;
  const refusal = (body ?? {}) as { message?: unknown; detail?: unknown; errors?: unknown };
  if (typeof refusal.message === 'string') {
    throw new OrderActionError(
      res.status,
      refusal.message,
      (refusal.detail as OrderDetail | undefined) ?? null,
      (refusal.errors as Record<string, string> | undefined) ?? null,
    );
  }
  throw new ApiError(res.status, text);
}

const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

export function fetchOrder(id: string): Promise<OrderDetail> {
  return send<OrderDetail>(orderPath(id), { method: 'GET' });
}

export type OrderAction = 'refund' | 'resend' | 'renew-link' | 'issue-invoice';

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

export function createFreeCopy(input: FreeCopyInput): Promise<OrderActionResult> {
  return send<OrderActionResult>('/api/admin/orders/free-copy', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
