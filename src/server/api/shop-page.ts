import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../deps';
import type { ServerPage } from '../../shared/server-page';
import { contentSecurityPolicy, cspSettings, inlineScriptHashes } from '../csp';
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
  const csp = cspSettings(deps.config);
  /** Pages that are the same for everyone who gets them, rendered once (by `cacheAs`). */
  const renderedOnce = new Map<string, { body: ArrayBuffer; headers: Array<[string, string]> }>();

  async function render(c: Context, page: ServerPage, renderAt?: string, cacheAs?: string) {
    const known = cacheAs ? renderedOnce.get(cacheAs) : undefined;
    if (known) return new Response(known.body, { headers: known.headers });
    // Always rendered as the GET of the page's address: a form post's answer is a page too.
    const url = renderAt ? new URL(renderAt, c.req.url) : c.req.url;
    const request = new Request(url, { headers: { accept: 'text/html' } });
    const rendered = await deps.renderPage!(request, { shop, page });
    if (!cacheAs || rendered.status !== 200) return rendered;
    const body = await rendered.arrayBuffer();
    // Its policy too, worked out once: the site-wide one would read the body again on every
    // answer to find the inline scripts' hashes (app.ts).
    const headers = [...rendered.headers];
    if (!rendered.headers.has('Content-Security-Policy')) {
      const hashes = inlineScriptHashes(new TextDecoder().decode(body));
      headers.push(['Content-Security-Policy', contentSecurityPolicy(csp, hashes)]);
    }
    if (renderedOnce.size < 50) renderedOnce.set(cacheAs, { body, headers });
    return new Response(body, { headers });
  }

  return async function respond(
    c: Context,
    status: ContentfulStatusCode,
    page: ServerPage,
    /**
     * The address the page is rendered at, when the request's own belongs to another screen
     * (a replaced withdrawal link answers with a download notice); default the request's.
     */
    renderAt?: string,
    /**
     * A key for a page that is the same for every request that gets it (rendered at a fixed
     * `renderAt`): rendered once, then served from memory. The crowd's "being prepared" page
     * is asked for every few seconds by every buyer waiting.
     */
    cacheAs?: string,
  ): Promise<Response> {
    if (!deps.renderPage) throw new Error('server pages need the page renderer');
    const rendered = await render(c, page, renderAt, cacheAs);
    if (rendered.status !== 200) return rendered;
    const headers = new Headers(rendered.headers);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) headers.set(name, value);
    for (const [name, value] of c.res.headers) if (!headers.has(name)) headers.set(name, value);
    return new Response(rendered.body, { status, headers });
  };
}
