import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { publicSettings } from './config';
import type { AppDeps, AppEnv } from './deps';
import { isSameOrigin } from './api/guards';
import { adminApi } from './api/admin';
import { schemasApi, tablesApi } from './api/tables';
import { uploadsApi } from './api/uploads';
import { authApi } from './api/auth';
import { healthApi } from './api/health';
import { publicPagePaths, seoRoutes } from './api/seo';
import { createPageCache } from './page-cache';
import { LANGS } from '../shared/languages';
import { productsApi } from './api/products';
import { downloadsApi } from './api/downloads';
import { resendApi } from './api/resend';
import { listActiveProducts } from './domain/catalog';
import { checkoutApi, demoPaymentPages } from './api/checkout';
import type { DemoProvider } from './adapters/payments/demo';
import type { ShopServices } from '../shared/context';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { config, logger } = deps;

  // Security headers on every answer; the CSP allows the analytics hosts only when configured.
  app.use(
    '*',
    secureHeaders({
      // Same-origin requests keep their Origin and Referer; other sites learn only our origin.
      referrerPolicy: 'strict-origin-when-cross-origin',
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          "'unsafe-inline'",
          'https://www.googletagmanager.com',
          'https://connect.facebook.net',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://www.facebook.com', 'https://www.google-analytics.com'],
        connectSrc: [
          "'self'",
          'https://www.google-analytics.com',
          'https://*.google-analytics.com',
          'https://www.facebook.com',
        ],
        fontSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
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
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info(
      {
        method: c.req.method,
        // Personal links are secrets: their tokens never reach the log.
        path: c.req.path.replace(/^(\/(?:api\/)?(?:download|withdraw))\/[^/]+/, '$1/:token'),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  // Request bodies are small JSON everywhere but the uploads, which check their own limits.
  const smallBody = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => c.json({ message: 'Request body too large.' }, 413),
  });
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/upload/') ? next() : smallBody(c, next),
  );

  // Cross-site writes are refused: a state-changing API call must come from our own pages.
  app.use('/api/*', async (c, next) => {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    const isWebhook = c.req.path.startsWith('/api/webhooks/');
    if (unsafe && !isWebhook && !isSameOrigin(c.req.raw, config.publicUrl)) {
      return c.json({ message: 'Cross-site request refused.' }, 403);
    }
    await next();
  });

  // API areas.
  app.route('/', seoRoutes(config.publicUrl));
  app.route('/api/health', healthApi(deps));
  app.route('/api/products', productsApi(deps));
  app.route('/api', authApi(deps));
  app.route('/api/admin', adminApi(deps));
  app.route('/api/resend-link', resendApi(deps));
  const paymentProvider = deps.payments;
  app.route('/api', checkoutApi(deps, paymentProvider));
  if (paymentProvider.name === 'demo') {
    app.route('/', demoPaymentPages(deps, paymentProvider as DemoProvider, deps.demoPayLaterMs));
  }
  // Admin tables and uploads (decision D9); a products write refreshes the cached pages.
  let invalidatePages = () => {};
  app.route('/api/admin/schemas', schemasApi(deps));
  app.route(
    '/api/tables',
    tablesApi(deps, () => invalidatePages()),
  );
  app.route('/', uploadsApi(deps));
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  // Personal e-book downloads (signed links; the only GET that writes: the download counter).
  app.route('/download', downloadsApi(deps));

  // Hashed build assets never change: cache them for a year. Other public files for a day.
  if (deps.clientDir) {
    const root = path.relative(process.cwd(), deps.clientDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    const serveFile = serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => {
        if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=86400');
      },
    });
    // Only paths that name a file touch the disk; pages go straight to the renderer.
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveFile(c, next) : next()));
  }

  // Everything else is a page, rendered by React Router.
  const shop: ShopServices = {
    settings: publicSettings(config),
    listProducts: () => listActiveProducts(deps.db),
  };
  if (deps.renderPage) {
    const renderPage = deps.renderPage;
    // Public pages that read nothing from the request are rendered once and served from memory.
    const cachedPaths = new Set(publicPagePaths().concat(LANGS.map((l) => `/${l}`)));
    app.all('*', (c) => {
      const isCacheable =
        (c.req.method === 'GET' || c.req.method === 'HEAD') && cachedPaths.has(c.req.path);
      return isCacheable ? pageCache.serve(c.req.path, c.req.raw) : renderPage(c.req.raw, { shop });
    });
    const pageCache = createPageCache({
      render: (pagePath) =>
        renderPage(
          new Request(new URL(pagePath, config.publicUrl), { headers: { accept: 'text/html' } }),
          {
            shop,
          },
        ),
      fingerprint: () => listActiveProducts(deps.db),
    });
    deps.onPageCache?.(pageCache);
    invalidatePages = () => pageCache.invalidate();
  }

  app.onError((err, c) => {
    c.get('log').error({ err }, 'unhandled error');
    return c.req.path.startsWith('/api/')
      ? c.json({ message: 'Internal error' }, 500)
      : c.text('Unexpected Application Error!', 500);
  });

  return app;
}
