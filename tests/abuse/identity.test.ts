import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { createDownloadToken } from '../../src/server/domain/delivery/download-tokens';
import { safeRedirect } from '../../src/shared/safe-redirect';
import {
  CANCEL_PATH,
  checkoutOrder,
  checkAnswer,
  send,
  show,
  SUCCESS_PATH,
  validProduct,
  type AbuseCase,
  type Answer,
  type Shop,
} from './harness';
import { OPEN_REDIRECTS, UPLOAD_NAMES } from './payloads';
import { nextSerial } from './routes';
import { describeAbuse } from './suite';

const enc = encodeURIComponent;
const OTHER_SECRET = 'another-shop-secret-0123456789abcdefghijklmnop';

/** A text with one character changed at `at` (counted from the end when negative). */
function flip(text: string, at: number): string {
  const i = at < 0 ? text.length + at : at;
  const swapped = text[i] === 'A' ? 'B' : 'A';
  return text.slice(0, i) + swapped + text.slice(i + 1);
}

/** Forgeries of a valid token: edited, cut, extended, re-signed with another key or purpose. */
function forgedTokens(shop: Shop): Array<[string, string]> {
  const token = shop.paid.token;
  const [id, mac] = token.split('.');
  const otherMac = createDownloadToken(shop.secret, shop.editablePurchaseId).split('.')[1];
  const foreignKey = createDownloadToken(OTHER_SECRET, shop.paid.id);
  const otherPurpose = createHmac('sha256', shop.secret).update(shop.paid.id).digest('base64url');
  return [
    ['last character changed', flip(token, -1)],
    ['first character changed', flip(token, 0)],
    ['signature of another purchase', `${id}.${otherMac}`],
    ['signed with another key', foreignKey],
    ['signed for another purpose', `${id}.${otherPurpose}`],
    ['signature cut short', token.slice(0, -2)],
    ['signature extended', `${token}AA`],
    ['base64 padding added', `${id}==.${mac}`],
    ['upper-cased', token.toUpperCase()],
    ['without its signature', id],
    ['signature alone', mac],
    ['a third part', `${token}.${mac}`],
    ['path after it', `${token}/../../shop.sqlite`],
    ['encoded traversal', `..%2F..%2Fshop.sqlite`],
    ['very long', `${id}.${'A'.repeat(4000)}`],
  ];
}

const tokenRoutes: Array<{ name: string; method: string; at: (t: string) => string }> = [
  { name: 'download', method: 'GET', at: (t) => `/download/${t}` },
  { name: 'download (HEAD)', method: 'HEAD', at: (t) => `/download/${t}` },
  { name: 'withdrawal confirmation', method: 'POST', at: (t) => `/api/withdraw/${t}` },
];

const tokens: AbuseCase[] = tokenRoutes.flatMap((route) =>
  Array.from({ length: 15 }, (_, i): AbuseCase => ({
    label: `${route.name} · forged token #${i + 1}`,
    method: route.method,
    path: (shop) => route.at(enc(forgedTokens(shop)[i][1]).replace(/%2F/g, '/')),
    json: route.method === 'POST' ? {} : undefined,
  })),
);

/** The withdrawal page reads a forged link as unknown, never as the purchase's. */
const withdrawalReads: AbuseCase[] = Array.from({ length: 15 }, (_, i) => ({
  label: `withdrawal page · forged token #${i + 1}`,
  path: (shop: Shop) => `/api/withdraw/${enc(forgedTokens(shop)[i][1])}`,
  expect: 'harmless' as const,
  after: (shop: Shop, answer: Answer) => {
    expect(answer.text).not.toContain(shop.paid.id);
    expect(answer.text).not.toContain('buyer@example.com');
  },
}));

/** Session cookies that are not the administrator's, though they look like it. */
function forgedSessions(shop: Shop): string[] {
  const admin = shop.sessions.admin;
  return [
    `session=${flip(admin, -1)}`,
    `session=${flip(admin, 0)}`,
    `session=${admin.slice(0, -1)}`,
    `session=${admin}x`,
    `session=${admin.toUpperCase()}`,
    'session=',
    `session=${'a'.repeat(4096)}`,
    `session=${enc("' or '1'='1")}`,
    `session=${admin}.${createHmac('sha256', OTHER_SECRET).update(admin).digest('base64url')}`,
    `session=${shop.sessions.user}`,
    `Session=${admin}`,
    `__Host-session=${flip(admin, 3)}`,
    `session=${enc(JSON.stringify({ email: 'boss@example.com', isAdmin: true }))}`,
    `session="${flip(admin, 5)}"`,
  ];
}

const ADMIN_READS = [
  '/api/tables/admins',
  '/api/tables/products',
  '/api/tables/ebook_purchases/export',
  '/api/admin/schemas/products',
  '/api/admin/orders',
];

const sessions: AbuseCase[] = Array.from({ length: 14 }, (_, i): AbuseCase[] => {
  const cookie = (shop: Shop) => forgedSessions(shop)[i];
  const n = `forged session #${i + 1}`;
  return [
    ...ADMIN_READS.map((path): AbuseCase => ({
      label: `GET ${path} · ${n}`,
      path,
      cookie,
      status: [401, 403],
    })),
    {
      label: `POST /api/tables/products · ${n}`,
      method: 'POST',
      path: '/api/tables/products',
      cookie,
      json: () => validProduct(`forged-${nextSerial()}`),
      status: [401, 403],
    },
    {
      label: `DELETE /api/tables/admins · ${n}`,
      method: 'DELETE',
      path: `/api/tables/admins/${enc('helper@example.com')}`,
      cookie,
      status: [401, 403],
    },
    {
      label: `POST /api/admin/orders/:id/resend · ${n}`,
      method: 'POST',
      path: (shop) => `/api/admin/orders/${shop.paid.id}/resend`,
      cookie,
      json: { version: 1 },
      status: [401, 403],
    },
  ];
}).flat();

/** Purchases cookies of a browser that did not start the checkout, or forged from its own. */
const purchaseCookies: AbuseCase[] = [
  ['no cookie', () => ''],
  ['signature changed', (s: Shop) => flip(s.buyerCookie, -2)],
  ['value changed', (s: Shop) => s.buyerCookie.replace(/=([^.]+)/, '=x$1')],
  ['another purchase added', (s: Shop) => s.buyerCookie.replace('=', `=${s.paid.id}.`)],
  ['unsigned', (s: Shop) => `rc_purchases=${s.pending.purchaseId}`],
].map(([name, cookie]) => ({
  label: `purchase detail · ${name as string}`,
  path: (shop: Shop) => `/api/products/purchase-detail?sessionId=${shop.pending.sessionId}`,
  cookie: cookie as (s: Shop) => string,
  after: (shop: Shop, answer: Answer) => {
    expect(answer.text).not.toContain('pending@example.com');
  },
  expect: 'harmless' as const,
}));

/** Google sign-in finished with a forged or missing state cookie, or a foreign state. */
const googleStates: AbuseCase[] = [
  ['no state cookie', ''],
  ['forged state cookie', 'oauth=eyJzdGF0ZSI6ImF0dGFja2VyIn0.AAAA'],
  ['state cookie of another key', `oauth=${enc('eyJzdGF0ZSI6ImEifQ.bm90LWEtc2lnbmF0dXJl')}`],
].map(([name, cookie]) => ({
  label: `POST /api/sessions · ${name}`,
  method: 'POST',
  path: '/api/sessions',
  cookie: () => cookie,
  json: { code: 'stolen-code', state: 'attacker' },
}));

/** Signed webhooks with a signature that is not the shop's. */
const webhooks: AbuseCase[] = [
  '',
  'deadbeef',
  'a'.repeat(64),
  't=1,v1=' + 'a'.repeat(64),
  createHmac('sha256', OTHER_SECRET).update('{}').digest('hex'),
].map((signature, i) => ({
  label: `POST /api/webhooks/demo · forged signature #${i + 1}`,
  method: 'POST',
  path: '/api/webhooks/demo',
  headers: { 'x-demo-signature': signature, 'content-type': 'application/json' },
  body: (shop: Shop) =>
    JSON.stringify({ kind: 'paid', sessionId: shop.pending.sessionId, amount: 4700 }),
}));

/** Checkout return paths that would leave the site: the shop falls back to its own pages. */
const checkoutReturns: AbuseCase[] = OPEN_REDIRECTS.flatMap((target) =>
  (['successRouter', 'cancelRouter'] as const).map((field): AbuseCase => ({
    label: `checkout ${field}=${show(target)}`,
    method: 'POST',
    path: '/api/create-checkout-session',
    json: () =>
      checkoutOrder(`redirect${nextSerial()}@example.com`, {
        successRouter: SUCCESS_PATH,
        cancelRouter: CANCEL_PATH,
        [field]: target,
      }),
    expect: 'either',
    after: async (shop, answer) => {
      const { url, sessionId } = JSON.parse(answer.text) as { url: string; sessionId: string };
      expect(new URL(url, shop.origin).origin).toBe(shop.origin);
      // Leaving the demo payment page by either button lands on this site.
      const action = field === 'successRouter' ? 'later' : 'cancel';
      const c: AbuseCase = {
        label: `${action} after ${field}`,
        method: 'POST',
        path: `/api/demo-pay/${sessionId}/${action}`,
        expect: 'harmless',
      };
      const left = await send(shop, c);
      checkAnswer(shop, c, left, `${c.label} → ${left.status}`);
      const location = left.headers.get('location') ?? '';
      expect(location).not.toBe('');
      expect(new URL(location, shop.origin).origin).toBe(shop.origin);
      // The delayed payment's own event belongs to this case: wait until it has been handled.
      if (action === 'later') await settledPurchase(shop, sessionId);
    },
  })),
);

/** Where the Google flow would send the browser back to: only this site. */
const googleOrigins: AbuseCase[] = OPEN_REDIRECTS.map((target) => ({
  label: `Google originUrl=${show(target)}`,
  path: `/api/oauth/google/redirect_url?originUrl=${enc(target)}`,
  expect: 'harmless',
  after: (shop, answer) => {
    const { redirectUrl } = JSON.parse(answer.text) as { redirectUrl: string };
    const back = new URL(redirectUrl).searchParams.get('redirect_uri') ?? '';
    expect(new URL(back).origin).toBe(shop.origin);
  },
}));

/** Pages that hand a return path on: their own redirects stay on this site. */
const pageReturns: AbuseCase[] = OPEN_REDIRECTS.flatMap((target) => [
  { label: `/login?returnUrl=${show(target)}`, path: `/login?returnUrl=${enc(target)}` },
  { label: `/admin?returnUrl=${show(target)}`, path: `/admin?returnUrl=${enc(target)}` },
  { label: `/admin/orders/${show(target)}`, path: `/admin/orders/${enc(target)}` },
]).map((c) => ({ ...c, expect: 'harmless' as const }));

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
const SVG_SCRIPT = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** One multipart body carrying `bytes` as `file` under `name` and `type`. */
function multipart(name: string, type: string, bytes: Uint8Array, field = 'file'): FormData {
  const form = new FormData();
  form.set(field, new Blob([bytes as BlobPart], { type }), name);
  return form;
}

const MEDIA_URL = /^\/uploads\/media\/[a-f0-9]{32}\.(png|jpg|webp|svg)$/;
const FILE_KEY = /^[a-z0-9/_-]+\.pdf$/;

/** The name a file arrives under never decides where it is stored or what it is served as. */
const uploadNames: AbuseCase[] = UPLOAD_NAMES.flatMap((name) => [
  {
    label: `media upload named ${show(name)}`,
    method: 'POST',
    path: '/api/upload/media',
    as: 'admin' as const,
    body: () => multipart(name, 'image/png', PNG),
    expect: 'either' as const,
    after: async (shop: Shop, answer: Answer) => {
      const { url } = JSON.parse(answer.text) as { url: string };
      expect(url).toMatch(MEDIA_URL);
      expect(url.endsWith('.png')).toBe(true);
      const served = await shop.app.request(url);
      expect(served.headers.get('content-type')).toBe('image/png');
    },
  },
  {
    label: `PDF upload named ${show(name)}`,
    method: 'POST',
    path: '/api/upload/file',
    as: 'admin' as const,
    body: () => multipart(name, 'application/pdf', PDF),
    expect: 'either' as const,
    after: (_shop: Shop, answer: Answer) => {
      const { fileKey } = JSON.parse(answer.text) as { fileKey: string };
      expect(fileKey).toMatch(FILE_KEY);
      expect(fileKey).not.toContain('..');
    },
  },
]);

/** Contents that are not what the route takes, whatever name or type they claim. */
const uploadTypes: AbuseCase[] = [
  ['media', 'a PDF named x.png', multipart('x.png', 'image/png', PDF)],
  ['media', 'an HTML page named x.png', multipart('x.png', 'image/png', HTML)],
  ['media', 'an HTML page as image/svg+xml', multipart('x.svg', 'image/svg+xml', HTML)],
  ['media', 'an empty file', multipart('x.png', 'image/png', new Uint8Array())],
  ['media', 'the file in another field', multipart('x.png', 'image/png', PNG, 'image')],
  ['file', 'a PNG named x.pdf', multipart('x.pdf', 'application/pdf', PNG)],
  ['file', 'an HTML page named x.pdf', multipart('x.pdf', 'application/pdf', HTML)],
  ['file', 'an SVG named x.pdf', multipart('x.pdf', 'application/pdf', SVG_SCRIPT)],
  ['file', 'an empty file', multipart('x.pdf', 'application/pdf', new Uint8Array())],
  [
    'file',
    'text instead of a file',
    (() => {
      const form = new FormData();
      form.set('file', '%PDF-1.4 not a file');
      return form;
    })(),
  ],
].map(([route, label, form]) => ({
  label: `${route} upload · ${label as string}`,
  method: 'POST',
  path: `/api/upload/${route as string}`,
  as: 'admin' as const,
  body: () => form as FormData,
}));

/** An SVG with a script is stored only to be served where no script runs. */
const svgServing: AbuseCase = {
  label: 'media upload · an SVG with a script is served inert',
  method: 'POST',
  path: '/api/upload/media',
  as: 'admin',
  body: () => multipart('x.svg', 'image/svg+xml', SVG_SCRIPT),
  expect: 'either',
  after: async (shop, answer) => {
    const { url } = JSON.parse(answer.text) as { url: string };
    const served = await shop.app.request(url);
    const policy = served.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  },
};

describeAbuse(
  'tokens, cookies, redirects and uploads',
  'identity and files',
  {
    'forged download and withdrawal tokens': [...tokens, ...withdrawalReads],
    'forged session cookies': sessions,
    'forged purchase and sign-in cookies': [...purchaseCookies, ...googleStates],
    'forged webhook signatures': webhooks,
    'open redirects': [...checkoutReturns, ...googleOrigins, ...pageReturns],
    'upload names and types': [...uploadNames, ...uploadTypes, svgServing],
    'the one redirect gate': [
      ...OPEN_REDIRECTS.map((target): AbuseCase => ({
        label: `safeRedirect(${show(target)})`,
        path: '/api/health',
        expect: 'harmless',
        after: (s) => {
          expect(new URL(safeRedirect(target), s.origin).origin).toBe(s.origin);
        },
      })),
    ],
  },
  { pages: true },
);

/** Waits until the purchase of a demo session has been marked paid (at most 10 s). */
async function settledPurchase(shop: Shop, sessionId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await shop.db.db
      .selectFrom('ebook_purchases')
      .select('status')
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirst();
    if (row?.status === 'paid') return;
    if (Date.now() > deadline)
      throw new Error(`the pay-later payment of ${sessionId} never settled`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
