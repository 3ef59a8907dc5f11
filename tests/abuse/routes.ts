import {
  ADMIN_EMAIL,
  CANCEL_PATH,
  checkoutOrder,
  HELPER_ADMIN,
  SUCCESS_PATH,
  TARGET_PRODUCT,
  validProduct,
  type Identity,
  type Shop,
} from './harness';
import { CHART_DEFAULTS } from '../../src/shared/api/accounting';

/** What a field holds, which decides what bad values of it must be refused. */
export type FieldKind =
  | 'email'
  /** Free text a person types: kept (cleaned) when odd, refused only when it cannot be stored. */
  | 'text'
  /** A code, key, choice or path: anything but the expected shape is refused. */
  | 'strict'
  /** Optional hints that fall back to a default (a language, a return path). */
  | 'hint';

/** Every route that reads a request body, with a valid body where it takes one. */
export interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string | ((shop: Shop) => string);
  as: Identity;
  reads: 'json' | 'form' | 'multipart' | 'raw' | 'none';
  /** A body the route accepts, different each call (n), for the field-level classes. */
  valid?: (n: number) => Record<string, unknown>;
  /** Fields whose absence must be refused. */
  required?: string[];
  /** The kind of each string field of the valid body. */
  fields?: Record<string, FieldKind>;
  /** Answers any body alike without changing anything (logout without a session). */
  harmless?: boolean;
}

let serial = 0;
/** A fresh number for addresses and keys, so no case meets another's row or limit. */
export const nextSerial = () => ++serial;

const checkoutBody = (n: number) =>
  checkoutOrder(`buyer${n}@example.com`, {
    name: 'Ann Buyer',
    successRouter: SUCCESS_PATH,
    cancelRouter: CANCEL_PATH,
  });

export const WRITE_ROUTES: WriteRoute[] = [
  {
    name: 'POST /api/send-otp',
    method: 'POST',
    path: '/api/send-otp',
    as: 'visitor',
    reads: 'json',
    valid: (n) => ({ email: `someone${n}@example.com` }),
    required: ['email'],
    fields: { email: 'email' },
  },
  {
    name: 'POST /api/verify-otp',
    method: 'POST',
    path: '/api/verify-otp',
    as: 'visitor',
    reads: 'json',
    // No code was ever issued for the administrator here: always refused, never counted.
    valid: () => ({ email: ADMIN_EMAIL, otp: '123456' }),
    required: ['email', 'otp'],
    fields: { email: 'email', otp: 'strict' },
  },
  {
    name: 'POST /api/sessions',
    method: 'POST',
    path: '/api/sessions',
    as: 'visitor',
    reads: 'json',
    valid: () => ({ code: 'authorization-code', state: 'state-value', iss: 'https://issuer' }),
    required: ['code', 'state'],
    fields: { code: 'strict', state: 'strict', iss: 'strict' },
  },
  {
    name: 'POST /api/resend-link',
    method: 'POST',
    path: '/api/resend-link',
    as: 'visitor',
    reads: 'json',
    valid: (n) => ({ email: `stranger${n}@example.com`, language: 'en' }),
    required: ['email'],
    fields: { email: 'email', language: 'hint' },
  },
  {
    name: 'POST /api/create-checkout-session',
    method: 'POST',
    path: '/api/create-checkout-session',
    as: 'visitor',
    reads: 'json',
    valid: checkoutBody,
    required: ['products', 'email', 'acceptTerms', 'acceptImmediateDelivery'],
    fields: {
      email: 'email',
      language: 'hint',
      name: 'text',
      successRouter: 'hint',
      cancelRouter: 'hint',
    },
  },
  {
    name: 'POST /api/tables/products',
    method: 'POST',
    path: '/api/tables/products',
    as: 'admin',
    reads: 'json',
    valid: (n) => validProduct(`abuse-${n}`),
    required: ['id', 'name', 'description', 'price', 'photo', 'file_key', 'language'],
    fields: {
      id: 'strict',
      name: 'text',
      description: 'text',
      currency: 'strict',
      photo: 'text',
      file_key: 'strict',
      language: 'strict',
    },
  },
  {
    name: 'POST /api/tables/admins',
    method: 'POST',
    path: '/api/tables/admins',
    as: 'admin',
    reads: 'json',
    valid: (n) => ({ email: `helper${n}@example.com` }),
    required: ['email'],
    fields: { email: 'email' },
  },
  {
    name: 'POST /api/tables/ebook_purchases',
    method: 'POST',
    path: '/api/tables/ebook_purchases',
    as: 'admin',
    reads: 'json',
    valid: (n) => ({ email: `manual${n}@example.com`, name: 'Manual entry' }),
    required: ['email'],
    fields: { email: 'email', name: 'text' },
  },
  {
    name: 'POST /api/tables/audit_log',
    method: 'POST',
    path: '/api/tables/audit_log',
    as: 'admin',
    reads: 'json',
    valid: (n) => ({ actor: `forger${n}@example.com`, action: 'update', summary: 'forged' }),
    required: [],
    fields: { actor: 'email', action: 'strict', summary: 'text' },
  },
  {
    name: 'POST /api/admin/orders/free-copy',
    method: 'POST',
    path: '/api/admin/orders/free-copy',
    as: 'admin',
    reads: 'json',
    valid: (n) => ({
      email: `gift${n}@example.com`,
      name: 'Gift',
      language: 'en',
      reason: 'Press copy',
      requestKey: `abuse-request-${String(n).padStart(8, '0')}`,
    }),
    required: ['email', 'language', 'reason', 'requestKey'],
    fields: {
      email: 'email',
      name: 'text',
      language: 'strict',
      reason: 'text',
      requestKey: 'strict',
    },
  },
  ...(['refund', 'resend', 'renew-link', 'issue-invoice'] as const).map((action): WriteRoute => ({
    name: `POST /api/admin/orders/:id/${action} (stale version)`,
    method: 'POST',
    path: (s) => `/api/admin/orders/${s.paid.id}/${action}`,
    as: 'admin',
    reads: 'json',
    // A version the order never had: the action is refused as stale whatever else is sent.
    valid: () => ({ version: 999_999 }),
    required: ['version'],
  })),
  {
    name: 'PUT /api/admin/accounting',
    method: 'PUT',
    path: '/api/admin/accounting',
    as: 'admin',
    reads: 'json',
    valid: (n) => ({
      ...CHART_DEFAULTS.SKR03,
      consultantNumber: String(1001 + (n % 9000)),
      clientNumber: String(1 + (n % 99_999)),
      fiscalYearStart: '01.01.',
      accountLength: '4',
      chart: 'SKR03',
    }),
    required: ['chart', 'accountLength', 'fiscalYearStart', 'revenueOss'],
    // The account length is one digit: a character put after it is trailing space, trimmed.
    fields: {
      consultantNumber: 'strict',
      clientNumber: 'strict',
      chart: 'strict',
      revenueOss: 'strict',
    },
  },
  {
    name: 'PUT /api/tables/products/:id',
    method: 'PUT',
    path: `/api/tables/products/${TARGET_PRODUCT}`,
    as: 'admin',
    reads: 'json',
    valid: (n) => ({ name: `Target ${n}`, price: 1000 + n }),
    fields: { name: 'text' },
  },
  {
    name: 'PUT /api/tables/ebook_purchases/:id',
    method: 'PUT',
    path: (s) => `/api/tables/ebook_purchases/${s.editablePurchaseId}`,
    as: 'admin',
    reads: 'json',
    valid: (n) => ({ email: `edited${n}@example.com`, name: `Edited ${n}` }),
    fields: { email: 'email', name: 'text' },
  },
  {
    name: 'PUT /api/tables/admins/:email',
    method: 'PUT',
    path: `/api/tables/admins/${HELPER_ADMIN}`,
    as: 'admin',
    reads: 'json',
    // The key is never changed and nothing else is writable: every body changes nothing.
    valid: () => ({ email: 'renamed@example.com' }),
    harmless: true,
  },
  {
    name: 'DELETE /api/tables/products/:id (unknown)',
    method: 'DELETE',
    path: '/api/tables/products/no-such-product',
    as: 'admin',
    reads: 'none',
  },
  {
    // A team order's copies given out: each body names a copy and a new address.
    name: 'POST /api/team/:token',
    method: 'POST',
    path: (s) => `/api/team/${s.teamToken}`,
    as: 'visitor',
    reads: 'json',
    valid: (n) => ({
      seats: [
        {
          seat: (n % 50) + 1,
          name: `Member ${n}`,
          email: `member${n}@example.com`,
          language: 'de',
        },
      ],
    }),
    required: ['seats'],
  },
  {
    name: 'POST /team/:token (the team page form)',
    method: 'POST',
    path: (s) => `/team/${s.teamToken}`,
    as: 'visitor',
    reads: 'form',
  },
  {
    name: 'POST /api/withdraw/:token (forged)',
    method: 'POST',
    path: '/api/withdraw/Zm9yZ2Vk.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    as: 'visitor',
    reads: 'none',
  },
  {
    name: 'POST /api/webhooks/demo (unsigned)',
    method: 'POST',
    path: '/api/webhooks/demo',
    as: 'visitor',
    reads: 'raw',
  },
  {
    name: 'POST /api/webhooks/stripe (not configured)',
    method: 'POST',
    path: '/api/webhooks/stripe',
    as: 'visitor',
    reads: 'raw',
  },
  {
    name: 'POST /api/demo-pay/:id/pay (unknown)',
    method: 'POST',
    path: '/api/demo-pay/demo_cs_unknown/pay',
    as: 'visitor',
    reads: 'none',
  },
  {
    name: 'POST /api/logout (no session)',
    method: 'POST',
    path: '/api/logout',
    as: 'visitor',
    reads: 'none',
    harmless: true,
  },
  {
    name: 'POST /api/upload/media',
    method: 'POST',
    path: '/api/upload/media',
    as: 'admin',
    reads: 'multipart',
  },
  {
    name: 'POST /api/upload/file',
    method: 'POST',
    path: '/api/upload/file',
    as: 'admin',
    reads: 'multipart',
  },
  {
    name: 'POST /download/resend',
    method: 'POST',
    path: '/download/resend',
    as: 'visitor',
    reads: 'form',
  },
  {
    name: 'POST /api/no-such-route',
    method: 'POST',
    path: '/api/no-such-route',
    as: 'visitor',
    reads: 'none',
  },
];

/** The routes that take a JSON object with fields. */
export const JSON_ROUTES = WRITE_ROUTES.filter((r) => r.valid);
