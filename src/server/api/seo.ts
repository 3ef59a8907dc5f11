import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import {
  ACCESSIBILITY_PATHS,
  HOME_PATHS,
  LANGS,
  LEGAL_NOTICE_PATHS,
  localizedPath,
  PRIVACY_PATHS,
  TERMS_PATHS,
} from '../../shared/languages';

/** Every public, indexable page in every language. */
export function publicPagePaths(): string[] {
  return [
    '/',
    ...LANGS.map((l) => HOME_PATHS[l]),
    ...LANGS.map((l) => PRIVACY_PATHS[l]),
    ...LANGS.map((l) => TERMS_PATHS[l]),
    ...LANGS.map((l) => LEGAL_NOTICE_PATHS[l]),
    ...LANGS.map((l) => ACCESSIBILITY_PATHS[l]),
  ];
}

/** Pages crawlers should stay out of: admin, sign-in, API, checkout and its results. */
function disallowedPaths(): string[] {
  const checkout = LANGS.map((l) => localizedPath('checkout', l));
  return [
    '/admin',
    '/login',
    '/auth',
    '/api',
    '/download',
    '/withdraw',
    '/partner',
    '/unsubscribe',
    ...checkout,
  ];
}

export function seoRoutes(publicUrl: string) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const lines = [
        'User-agent: *',
        ...disallowedPaths().map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(lines.join('\n'));
    })
    .get('/sitemap.xml', (c) => {
      const urls = publicPagePaths()
        .map((p) => `  <url><loc>${publicUrl}${p}</loc></url>`)
        .join('\n');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
    });
}
