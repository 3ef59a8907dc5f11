import { HOME_PATHS, LANGS, localizedPath, pageAtExactPath } from '../shared/languages';
import type { PageVariant } from './page-cache';

/**
 * A seller mails a landing address with a discount code ('/de?code=LAUNCH'), a partner links to
 * one with their code ('/de?ref=VERBAND', decision D18), or both at once. The landing page is
 * static cached HTML without JavaScript (docs/decisions/003-static-landing-pages.md), so the
 * parameters travel in its links: the variant of the cached page for that combination carries
 * '?code=' and/or '?ref=' on every link to a checkout page and to the landing pages (the
 * language menu, the logo). No cookie and no storage: the visit carries the partner's code in
 * its own addresses. Anything but 3 to 32 letters and digits (spaces around them aside) is no
 * code, and that parameter is left out.
 */
const CODE = /^[A-Za-z0-9]{3,32}$/;

/** What a landing address carries: a discount code, a partner's code, each upper-cased or null. */
export interface LandingParams {
  code: string | null;
  ref: string | null;
}

function readCode(search: URLSearchParams, name: 'code' | 'ref'): string | null {
  // Spaces around it (a link copied with its neighbours, '%20' at the end) are no part of the
  // code, as the checkout's own field trims them.
  const value = search.get(name)?.trim();
  return value !== undefined && CODE.test(value) ? value.toUpperCase() : null;
}

/** The codes a landing request carries; null when it is no landing page or carries neither. */
export function landingParams(pathname: string, search: URLSearchParams): LandingParams | null {
  if (pageAtExactPath(pathname)?.page !== 'home') return null;
  const code = readCode(search, 'code');
  const ref = readCode(search, 'ref');
  return code || ref ? { code, ref } : null;
}

/** Every address of a checkout page or a landing page, as the pages write their links. */
const TARGETS = new Set<string>([
  '/',
  ...LANGS.flatMap((l) => [
    localizedPath('checkout', l),
    localizedPath('home', l),
    HOME_PATHS[l],
    `/${l}`,
  ]),
]);

/** An <a> element's href of a path on this site, with its fragment apart. */
const LINK = /(<a\s(?:[^>]*?\s)?href=")(\/[^"?#]*)(#[^"]*)?"/g;

/** The query the links get: 'code=…&amp;ref=…' (an HTML attribute), either alone. */
function linkQuery(params: LandingParams): string {
  const parts: string[] = [];
  if (params.code) parts.push(`code=${params.code}`);
  if (params.ref) parts.push(`ref=${params.ref}`);
  return parts.join('&amp;');
}

/** The page's HTML with the codes on every link to a checkout or a landing page. */
function withParams(html: string, params: LandingParams): string {
  const query = linkQuery(params);
  if (!query) return html;
  return html.replace(LINK, (link, start: string, path: string, hash: string | undefined) =>
    TARGETS.has(path) ? `${start}${path}?${query}${hash ?? ''}"` : link,
  );
}

/** The cached page's variant for one combination of codes. */
export function paramsVariant(params: LandingParams): PageVariant {
  return {
    key: [params.code && `code:${params.code}`, params.ref && `ref:${params.ref}`]
      .filter(Boolean)
      .join('|'),
    transform: (html) => withParams(html, params),
  };
}

/**
 * Whether an address carries a checkout reminder's link back (`?resume=`, decision 087): the
 * page it opens holds the buyer's address, so it is never served from or kept by a cache.
 */
export function hasResumeToken(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && /[?&]resume=/.test(url.slice(query));
}
