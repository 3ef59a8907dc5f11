import { teamApi } from './api/team';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './deps';
import { clientIp, CROSS_SITE_REFUSED, isSameOrigin, requireAdmin } from './api/guards';
import { isDatabaseUnavailable } from './db/index';
import { trustedProxyList } from './client-address';
import { FILE_MAX_BYTES, MEDIA_MAX_BYTES } from './domain/delivery/uploads';
import { UPLOAD_ENVELOPE_BYTES } from './api/uploads';
import { adminApi } from './api/admin';
import { salesApi } from './api/sales';
import { commissionsApi } from './api/commissions';
import { invoiceExportsApi, invoiceLinks } from './api/invoices';
import { accountingApi } from './api/accounting';
import { ossReturnApi } from './api/oss-return';
import { schemasApi, tablesApi } from './api/tables';
import { uploadsApi } from './api/uploads';
import { adminPagesGuard, ordersApi } from './api/orders';
import { authApi } from './api/auth';
import { healthApi } from './api/health';
import { publicPagePaths, seoRoutes } from './api/seo';
import { countShopPage } from './domain/insight/insight';
import { createPageCache } from './page-cache';
import { requestGauge } from './request-gauge';
import { hasResumeToken, landingParams, paramsVariant } from './landing-code';
import { createActivePartnerCodes } from './domain/growth/referrals';
import { serveBuildFiles } from './static-files';
import { contentSecurityPolicy, cspSettings, inlineScriptHashes, newNonce } from './csp';
import { LANGS, pageAtExactPath } from '../shared/languages';
import { productsApi } from './api/products';
import { downloadsApi, replacedWithdrawalLinks } from './api/downloads';
import { resendApi } from './api/resend';
import { remindersApi } from './api/reminders';
import { listActiveProducts } from './domain/checkout/catalog';
import { checkoutApi, demoPaymentPages } from './api/checkout';
import type { DemoProvider } from './adapters/payments/demo';
import { createShopServices } from './shop-services';
import { DomainError } from './domain/common/errors';
import { vatNumberCheckApi } from './api/vat-number-check';
import { refusal, refuse } from './api/errors';

const INVALID_CHARACTERS = 'Invalid characters in request.';

/** No script, no plugin, no form: an uploaded image can only be an image. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { config, logger } = deps;
  const trustedProxies = trustedProxyList(config.trustProxy);

  // The requests being answered: an administrator's CSV export lets them go first.
  const requests = requestGauge();
  app.use('*', requests.middleware);

  // Uploaded files keep a policy of their own under which nothing runs: registered first, this
  // runs last, after the site-wide headers below, so none of them can loosen it.
  app.use('/uploads/*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', UPLOAD_CSP);
    // An SVG opened directly is saved, not shown as a page of this origin.
    if (c.res.headers.get('content-type')?.startsWith('image/svg+xml'))
      c.res.headers.set('Content-Disposition', 'attachment');
  });

  // Content-Security-Policy on every answer that did not bring its own (cached pages carry one
  // with their inline scripts' hashes, rendered pages one with their nonce, uploads a sandbox):
  // other HTML is allowed exactly the inline scripts it contains, by hash; no 'unsafe-inline'.
  const csp = cspSettings(config);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    const isHtml = c.res.headers.get('content-type')?.includes('text/html') && c.res.body;
    const hashes = isHtml ? inlineScriptHashes(await c.res.clone().text()) : [];
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(csp, hashes));
  });

  // Security headers on every answer.
  app.use(
    '*',
    secureHeaders({
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        usb: [],
        payment: ['self'],
      },
      // Same-origin requests keep their Origin and Referer; other sites learn only our origin.
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
      // Set per page below: the Google sign-in popup must keep its opener.
      crossOriginOpenerPolicy: false,
    }),
  );

  // Opener isolation that still lets the sign-in popup report back: our pages may open a popup
  // that stays connected (same-origin-allow-popups); the popup's callback page must not cut
  // itself off from its opener after the round trip through the identity provider.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set(
      'Cross-Origin-Opener-Policy',
      c.req.path === '/auth/callback' ? 'unsafe-none' : 'same-origin-allow-popups',
    );
  });

  // Request id and access log: one line per request, the id echoed to the client.
  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('clientIp', clientIp(c, trustedProxies));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const ms = Math.round(performance.now() - started);
    // Personal links are secrets: their tokens never reach the log.
    const logPath = c.req.path.replace(
      /^(\/(?:api\/)?(?:download|withdraw|unsubscribe|partner))\/[^/]+/,
      '$1/:token',
    );
    log.info(
      { method: c.req.method, path: logPath, status: c.res.status, ms },
      `${c.req.method} ${logPath} ${c.res.status} ${ms} ms`,
    );
  });

  // A checkout reminder's link back (?resume=) opens a page filled with the buyer's address and
  // code (decision 087): never kept by a browser or a shared cache, whatever page answers it.
  app.use('*', async (c, next) => {
    await next();
    if (hasResumeToken(c.req.url)) c.res.headers.set('Cache-Control', 'no-store');
  });

  // Uploads are the only large bodies. Whoever may not upload is refused before a byte of the
  // body is read, and the connection is closed instead of drained: a stranger cannot make a
  // process take in 50 MB to hear "not signed in".
  const uploadGuard = requireAdmin(deps);
  app.use('/api/upload/*', async (c, next) => {
    const refused = await uploadGuard(c, next);
    if (!refused) return;
    refused.headers.set('Connection', 'close');
    return refused;
  });

  // Every body is limited before it is read: small JSON and forms everywhere, the uploads to
  // their own sizes. A body sent without a length is counted while it streams.
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.req.path.startsWith('/api/')
          ? refuse(c, 'too-large', 'Request body too large.')
          : c.text('Request body too large.', 413),
    });
  const smallBody = limitBody(64 * 1024);
  const mediaBody = limitBody(MEDIA_MAX_BYTES + UPLOAD_ENVELOPE_BYTES);
  const fileBody = limitBody(FILE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES);
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === '/api/upload/media') return mediaBody(c, next);
    if (c.req.path === '/api/upload/file') return fileBody(c, next);
    return smallBody(c, next);
  });

  // A NUL character is never valid input; PostgreSQL would refuse it deep inside a query.
  app.use('*', async (c, next) => {
    if (c.req.url.includes('\u0000') || /%00/.test(c.req.url))
      return refuse(c, 'invalid', INVALID_CHARACTERS);
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !type.startsWith('multipart/')) {
      // An oversized body throws here and the body limit above answers 413.
      const text = await c.req.text();
      if (text.includes('\u0000') || /\\u0000/i.test(text))
        return refuse(c, 'invalid', INVALID_CHARACTERS);
      // The raw request's body was read here: a fresh one for handlers that read it raw (a
      // React Router action's formData()).
      c.req.raw = new Request(c.req.raw, { body: text });
    }
    await next();
  });

  // Cross-site writes are refused: a state-changing API call or page form (the team page's,
  // the resend form's) must come from our own pages. Payment providers' webhooks and a mail
  // client's one-click unsubscribe (RFC 8058) come from elsewhere by design.
  app.use('*', async (c, next) => {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    const fromElsewhere =
      c.req.path.startsWith('/api/webhooks/') || c.req.path.startsWith('/unsubscribe/');
    if (unsafe && !fromElsewhere && !isSameOrigin(c.req.raw, config.publicUrl)) {
      return refuse(c, 'forbidden', CROSS_SITE_REFUSED, { code: 'crossSite' });
    }
    await next();
  });

  // API areas.
  app.route('/', seoRoutes(config.publicUrl));
  // Health renders one uncached page too: pages that answer 500 make the shop unhealthy.
  const renderProbe = deps.renderPage
    ? async () => (await app.request('/login', { headers: { accept: 'text/html' } })).status === 200
    : undefined;
  app.route('/api/health', healthApi(deps, renderProbe));
  app.route('/api/products', productsApi(deps));
  app.route('/api', authApi(deps));
  app.route('/api/admin', adminApi(deps));
  app.route('/api/resend-link', resendApi(deps));
  // A team order's copies given out (decision 100), as the team page's form does.
  app.route('/api/team', teamApi(deps));
  // A business buyer's VAT number asked of VIES while they fill in the checkout.
  app.route('/api/vat-number-check', vatNumberCheckApi(deps));
  const paymentProvider = deps.payments;
  app.route('/api', checkoutApi(deps, paymentProvider));
  if (paymentProvider.name === 'demo') {
    app.route('/', demoPaymentPages(deps, paymentProvider as DemoProvider, deps.demoPayLaterMs));
  }
  // Admin tables and uploads (decision D9); a products write refreshes the cached pages, a
  // partners write the codes whose landing clicks are counted.
  let invalidatePages = () => {};
  const partnerCodes = createActivePartnerCodes({ db: deps.db, logger });
  app.use('/api/tables/*', async (c, next) => {
    await next();
    const isPartnerWrite =
      c.req.method !== 'GET' && /^\/api\/tables\/partners(\/|$)/.test(c.req.path);
    if (isPartnerWrite && c.res.ok) await partnerCodes.refresh();
  });
  app.route('/api/admin/schemas', schemasApi(deps));
  app.route(
    '/api/tables',
    tablesApi(deps, () => invalidatePages(), requests),
  );
  app.route('/', uploadsApi(deps));
  // The order desk; the admin pages send a signed-out visitor to the sign-in on the server.
  app.route('/api/admin/orders', ordersApi(deps));
  // The sales dashboard's figures.
  app.route('/api/admin/sales', salesApi(deps));
  // The accountant's invoice exports (decision D16).
  app.route('/api/admin/invoices', invoiceExportsApi(deps));
  // The seller's bookkeeping: DATEV numbers, accounts and the DATEV export (decision 094).
  app.route('/api/admin/accounting', accountingApi(deps));
  // The quarter's OSS-Meldung and where the EU threshold stands (decision 093).
  app.route('/api/admin/oss', ossReturnApi(deps));
  // Referral partners' commissions, payouts and the links to their pages (decision D18).
  app.route('/api/admin/commissions', commissionsApi(deps));
  app.use('/admin', adminPagesGuard(deps)).use('/admin/*', adminPagesGuard(deps));
  app.all('/api/*', (c) => refuse(c, 'not-found', 'Not found'));

  // Personal e-book downloads (signed links; the only GET that writes: the download counter).
  app.route('/download', downloadsApi(deps));
  // A withdrawal link an administrator replaced is refused here; every other one is a page.
  app.route('/withdraw', replacedWithdrawalLinks(deps));
  // Invoices by signed link (decision D16): reading only; the first read may store the PDF.
  app.route('/invoice', invoiceLinks(deps));
  // A checkout reminder's one-click unsubscribe (decision D18); its GET is a page.
  app.route('/unsubscribe', remindersApi(deps));

  // Hashed build assets never change: cache them for a year. Other public files for a day.
  if (deps.clientDir) {
    const root = path.relative(process.cwd(), deps.clientDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The build's brotli and gzip copies, chosen by the q-values of Accept-Encoding.
    const serveFile = serveBuildFiles({
      root,
      onFound: (_p, c) => {
        if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=86400');
      },
    });
    // Only paths that name a file touch the disk; pages go straight to the renderer.
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveFile(c, next) : next()));
  }

  // Everything else is a page, rendered by React Router.
  const shop = createShopServices(deps);
  if (deps.renderPage) {
    const renderPage = deps.renderPage;
    // Public pages that read nothing from the request are rendered once and served from memory.
    const cachedPaths = new Set(publicPagePaths().concat(LANGS.map((l) => `/${l}`)));
    const counter = deps.counter;
    app.all('*', (c) => {
      const isCacheable =
        (c.req.method === 'GET' || c.req.method === 'HEAD') &&
        cachedPaths.has(c.req.path) &&
        !hasResumeToken(c.req.url);
      if (isCacheable) {
        if (counter && c.req.method === 'GET')
          countShopPage(counter, c.req.path, c.req.header('user-agent'));
        // A landing address with a discount code ('?code=LAUNCH') or a partner's code
        // ('?ref=VERBAND'): the cached page with the codes on its checkout and language links;
        // the plain page, its ETag and policy stay as they are. An active partner's link counts
        // one click (a number per day, nobody named).
        const params = landingParams(c.req.path, new URL(c.req.url).searchParams);
        const lang = pageAtExactPath(c.req.path)?.lang;
        if (params?.ref && counter && c.req.method === 'GET' && lang) {
          const { ref } = params;
          const agent = c.req.header('user-agent');
          const client = c.get('clientIp');
          // Answered at once; a partner added a moment ago in another process still counts.
          // One click per client and partner a day, however often the link is opened
          // (decision 086); a repeat is refused from memory, without the database.
          void partnerCodes
            .isActive(ref)
            .then(async (active) => {
              if (!active) return;
              const once = await deps.limits.consume(
                'referralClickPerClientAndPartner',
                `${client}|${ref}`,
              );
              if (once.allowed) counter.countReferralClick(ref, lang, agent);
            })
            .catch((err) => logger.warn({ err }, 'partner click could not be counted'));
        }
        return pageCache.serve(c.req.path, c.req.raw, params ? paramsVariant(params) : undefined);
      }
      if (!counter || c.req.method !== 'GET') return renderWithNonce(c.req.raw);
      return renderWithNonce(c.req.raw).then((res) => {
        if (res.status === 200) countShopPage(counter, c.req.path, c.req.header('user-agent'));
        return res;
      });
    });
    // A rendered page's inline scripts (React Router's, the page script) carry this response's
    // nonce, and its policy allows that nonce only.
    const renderWithNonce = async (request: Request) => {
      const nonce = newNonce();
      const res = await renderPage(request, { shop, cspNonce: nonce });
      res.headers.set('Content-Security-Policy', contentSecurityPolicy(csp, [`'nonce-${nonce}'`]));
      return res;
    };
    const pageCache = createPageCache({
      render: (pagePath) =>
        renderPage(
          new Request(new URL(pagePath, config.publicUrl), { headers: { accept: 'text/html' } }),
          {
            shop,
          },
        ),
      fingerprint: () => listActiveProducts(deps.db),
      contentSecurityPolicy: (html) => contentSecurityPolicy(csp, inlineScriptHashes(html)),
    });
    deps.onPageCache?.(pageCache);
    invalidatePages = () => pageCache.invalidate();
  }

  app.onError((err, c) => {
    // A refusal of the domain: its kind decides the status, once, in api/errors.ts.
    if (err instanceof DomainError) return refusal(c, err);
    // PostgreSQL's data exceptions (class 22: out-of-range numbers, malformed values) come from
    // input no check caught: the request was bad, and the database's words stay in the log.
    if (isDataException(err)) {
      c.get('log').warn({ err }, 'input refused by the database');
      return c.req.path.startsWith('/api/')
        ? refuse(c, 'invalid', 'Invalid value in request.')
        : c.text('Bad Request', 400);
    }
    // The database is away: 503 with a time to come back, which clients and the payment
    // provider's retries understand; the process reconnects by itself.
    if (isDatabaseUnavailable(err)) {
      c.get('log').error({ err }, 'database unavailable');
      if (c.req.path.startsWith('/api/'))
        return refuse(
          c,
          'unavailable',
          'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut. (Service unavailable, please retry shortly.)',
          { code: 'database_unavailable', retryAfterSeconds: 5 },
        );
      c.header('Retry-After', '5');
      return c.text('Service temporarily unavailable. Please try again in a few seconds.', 503);
    }
    c.get('log').error({ err }, 'unhandled error');
    return c.req.path.startsWith('/api/')
      ? refuse(c, 'internal', 'Internal error')
      : c.text('Unexpected Application Error!', 500);
  });

  return app;
}
