import type { Expectation, Identity, Shop } from './harness';

/**
 * Every place a URL carries a value the server reads: path parameters (ids, tokens, names) and
 * query parameters (ids, languages, return origins, the admin's search, sort, filters, paging).
 * `at` puts an already URL-encoded value in its place.
 */
export interface UrlParam {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  at: (value: string, shop: Shop) => string;
  as: Identity;
  /** What bad values of it must get: refused (an id, a token), or read harmlessly (a hint). */
  expect: Expectation;
  json?: unknown;
}

export const URL_PARAMS: UrlParam[] = [
  {
    name: 'purchase-detail sessionId',
    at: (v) => `/api/products/purchase-detail?sessionId=${v}`,
    as: 'buyer',
    expect: 'refuse',
  },
  {
    name: 'purchase-detail lang',
    at: (v, s) => `/api/products/purchase-detail?sessionId=${s.pending.sessionId}&lang=${v}`,
    as: 'buyer',
    expect: 'harmless',
  },
  {
    name: 'Google redirect_url originUrl',
    at: (v) => `/api/oauth/google/redirect_url?originUrl=${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  { name: 'table name', at: (v) => `/api/tables/${v}`, as: 'admin', expect: 'refuse' },
  {
    name: 'table name (export)',
    at: (v) => `/api/tables/${v}/export`,
    as: 'admin',
    expect: 'refuse',
  },
  { name: 'schema name', at: (v) => `/api/admin/schemas/${v}`, as: 'admin', expect: 'refuse' },
  { name: 'order id', at: (v) => `/api/admin/orders/${v}`, as: 'admin', expect: 'refuse' },
  {
    name: 'order action',
    method: 'POST',
    at: (v, s) => `/api/admin/orders/${s.paid.id}/${v}`,
    as: 'admin',
    json: { version: 999_999 },
    expect: 'refuse',
  },
  {
    name: 'table search',
    at: (v) => `/api/tables/ebook_purchases?search=${v}`,
    as: 'admin',
    expect: 'harmless',
  },
  {
    name: 'export search',
    at: (v) => `/api/tables/ebook_purchases/export?search=${v}`,
    as: 'admin',
    expect: 'harmless',
  },
  {
    name: 'table sort',
    at: (v) => `/api/tables/products?sort=${v}`,
    as: 'admin',
    expect: 'refuse',
  },
  {
    name: 'table sort direction',
    at: (v) => `/api/tables/products?sort=name:${v}`,
    as: 'admin',
    expect: 'refuse',
  },
  {
    name: 'table text filter',
    at: (v) => `/api/tables/ebook_purchases?email=${v}`,
    as: 'admin',
    expect: 'harmless',
  },
  {
    name: 'table number filter',
    at: (v) => `/api/tables/products?price=${v}`,
    as: 'admin',
    expect: 'refuse',
  },
  {
    name: 'table filter name',
    at: (v) => `/api/tables/products?${v}=1`,
    as: 'admin',
    expect: 'refuse',
  },
  { name: 'table page', at: (v) => `/api/tables/admins?page=${v}`, as: 'admin', expect: 'refuse' },
  {
    name: 'table limit',
    at: (v) => `/api/tables/admins?limit=${v}`,
    as: 'admin',
    expect: 'harmless',
  },
  {
    name: 'table row id (update)',
    method: 'PUT',
    at: (v) => `/api/tables/products/${v}`,
    as: 'admin',
    json: { name: 'Renamed' },
    expect: 'refuse',
  },
  {
    name: 'table row id (delete)',
    method: 'DELETE',
    at: (v) => `/api/tables/admins/${v}`,
    as: 'admin',
    expect: 'refuse',
  },
  { name: 'download token', at: (v) => `/download/${v}`, as: 'visitor', expect: 'refuse' },
  {
    name: 'download token (HEAD)',
    method: 'HEAD',
    at: (v) => `/download/${v}`,
    as: 'visitor',
    expect: 'refuse',
  },
  {
    name: 'download sent lang',
    at: (v) => `/download/sent?lang=${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  // An unknown withdrawal link is answered 200 {status: 'invalid'}: the page reads the state.
  {
    name: 'withdraw token (read)',
    at: (v) => `/api/withdraw/${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  {
    name: 'withdraw token (confirm)',
    method: 'POST',
    at: (v) => `/api/withdraw/${v}`,
    as: 'visitor',
    json: {},
    expect: 'refuse',
  },
  { name: 'demo payment page id', at: (v) => `/demo-pay/${v}`, as: 'visitor', expect: 'refuse' },
  {
    name: 'demo payment action id',
    method: 'POST',
    at: (v) => `/api/demo-pay/${v}/pay`,
    as: 'visitor',
    expect: 'refuse',
  },
  {
    name: 'demo payment action',
    method: 'POST',
    at: (v, s) => `/api/demo-pay/${s.pending.sessionId}/${v}`,
    as: 'visitor',
    expect: 'refuse',
  },
  { name: 'media name', at: (v) => `/uploads/media/${v}`, as: 'visitor', expect: 'refuse' },
  {
    name: 'webhook provider',
    method: 'POST',
    at: (v) => `/api/webhooks/${v}`,
    as: 'visitor',
    json: { kind: 'session', sessionId: 'x' },
    expect: 'refuse',
  },
  {
    name: 'admin page query',
    at: (v) => `/admin?returnUrl=${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  {
    name: 'admin order page id',
    at: (v) => `/admin/orders/${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  {
    name: 'query of the reads',
    at: (v) => `/api/products?${v}=${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
  // Invoices (decision D16) and the sales dashboard: ids, numbers, tokens and periods.
  { name: 'invoice link token', at: (v) => `/invoice/${v}`, as: 'visitor', expect: 'refuse' },
  {
    name: 'order invoice: order id',
    at: (v) => `/api/admin/orders/${v}/invoices/2026-00001`,
    as: 'admin',
    expect: 'refuse',
  },
  {
    name: 'order invoice: number',
    at: (v, s) => `/api/admin/orders/${s.paid.id}/invoices/${v}`,
    as: 'admin',
    expect: 'refuse',
  },
  ...(['export.csv', 'export.zip'] as const).flatMap((file): UrlParam[] => [
    {
      name: `invoice ${file} from`,
      at: (v) => `/api/admin/invoices/${file}?from=${v}&to=2026-12-31`,
      as: 'admin',
      expect: 'refuse',
    },
    {
      name: `invoice ${file} to`,
      at: (v) => `/api/admin/invoices/${file}?from=2026-01-01&to=${v}`,
      as: 'admin',
      expect: 'refuse',
    },
  ]),
  ...(['', '/export.csv'] as const).flatMap((file): UrlParam[] => [
    {
      name: `sales${file} from`,
      at: (v) => `/api/admin/sales${file}?from=${v}&to=2026-12-31`,
      as: 'admin',
      expect: 'refuse',
    },
    {
      name: `sales${file} to`,
      at: (v) => `/api/admin/sales${file}?from=2026-01-01&to=${v}`,
      as: 'admin',
      expect: 'refuse',
    },
  ]),
  { name: 'query of health', at: (v) => `/api/health?x=${v}`, as: 'visitor', expect: 'harmless' },
  {
    name: 'query of users/me',
    at: (v) => `/api/users/me?x=${v}`,
    as: 'user',
    expect: 'harmless',
  },
  {
    name: 'query of admin status',
    at: (v) => `/api/admin/status?x=${v}`,
    as: 'admin',
    expect: 'harmless',
  },
  {
    name: 'query of robots.txt',
    at: (v) => `/robots.txt?x=${v}`,
    as: 'visitor',
    expect: 'harmless',
  },
];
