import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../deps';
import type { ServerPage } from '../../shared/server-page';
import { createShopServices } from '../shop-services';

/** Personal pages: never cached, never indexed. */
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * Answers a page the server decided (a download link's answer, the demo payment page) in the
 * shop's frame: React Router renders it as static HTML (no framework script), with the header,
 * font, footer, cookie banner and test-mode banner of every other page, in `page.lang`. The
 * inline page script is allowed by its hash, as on every other static page.

 */
export function shopPageResponder(deps: AppDeps) {
  const shop = createShopServices(deps);
  return async function respond(
    c: Context,
    status: ContentfulStatusCode,
    page: ServerPage,
    /**
     * The address the page is rendered at, when the request's own belongs to another screen
     * (a replaced withdrawal link answers with a download notice); default the request's.
     */
    renderAt?: string,
  ): Promise<Response> {
    if (!deps.renderPage) throw new Error('server pages need the page renderer');
    // Always rendered as the GET of the page's address: a form post's answer is a page too.
    const url = renderAt ? new URL(renderAt, c.req.url) : c.req.url;
    const request = new Request(url, { headers: { accept: 'text/html' } });
    const rendered = await deps.renderPage(request, { shop, page });
    if (rendered.status !== 200) return rendered;
    const headers = new Headers(rendered.headers);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) headers.set(name, value);
    for (const [name, value] of c.res.headers) if (!headers.has(name)) headers.set(name, value);
    return new Response(rendered.body, { status, headers });
  };
}
