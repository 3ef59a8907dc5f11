import { HOME_PATHS, LANGS, localizedPath, pageAtExactPath } from '../shared/languages';
import type { PageVariant } from './page-cache';

/**
 * A seller mails a landing address with a discount code ('/de?code=LAUNCH'). The landing page is
 * static cached HTML without JavaScript (docs/decisions/003-static-landing-pages.md), so the
 * code travels in its links: the variant of the cached page for that code carries '?code=' on
 * every link to a checkout page and to the landing pages (the language menu, the logo).
 * Anything but 3 to 32 letters and digits (spaces around them aside) is no code, and the plain
 * page is served.
 */
const CODE = /^[A-Za-z0-9]{3,32}$/;

/** The code a landing request carries, upper-cased; null for none or anything else. */
export function landingCode(pathname: string, search: URLSearchParams): string | null {
  if (pageAtExactPath(pathname)?.page !== 'home') return null;
  // Spaces around it (a link copied with its neighbours, '%20' at the end) are no part of the
  // code, as the checkout's own field trims them.
  const code = search.get('code')?.trim();
  return code !== undefined && CODE.test(code) ? code.toUpperCase() : null;
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

/** The page's HTML with the code on every link to a checkout or a landing page. */
export function withCode(html: string, code: string): string {
  return html.replace(LINK, (link, start: string, path: string, hash: string | undefined) =>
    TARGETS.has(path) ? `${start}${path}?code=${code}${hash ?? ''}"` : link,
  );
}

/** The cached page's variant for a code. */
export function codeVariant(code: string): PageVariant {
  return { key: `code:${code}`, transform: (html) => withCode(html, code) };
}
