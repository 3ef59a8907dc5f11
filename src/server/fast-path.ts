import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLogger, type Logger } from './logger';
import type { CachedPage, PageCache } from './page-cache';
import { countShopPage, type PageCounter } from './domain/insight/insight';
import { chooseEncoding, matchesEtag, type Encoding } from './accept-encoding';

/**
 * Cached public pages straight from memory, on the Node request: a map lookup, headers computed
 * once per page and encoding, one write. The headers are those the full application answers
 * for the same page (security headers, Content-Security-Policy with the page's script hashes,
 * ETag, caching), learnt by asking it once; until then, and whenever the page may be stale,
 * the request takes the ordinary way. Conditional requests (304), the request id and the
 * access log line stay.
 */
export function createFastPath(opts: {
  pageCache: PageCache;
  /** The full application, asked once per page and encoding for its headers. */
  request: (path: string, init: RequestInit) => Promise<Response>;
  logger: Logger;
  /** First-party counts (D6): one in-memory increment per page view; absent when off. */
  counter?: PageCounter;
}) {
  /**
   * Per page (by its ETag) and encoding: the 200 and 304 headers as flat [name, value, …]
   * lists, ending with the request id's name and a slot for its value, filled in per answer
   * (writeHead reads the list at once, so one list serves every answer: no copy per request).
   */
  const learnt = new Map<
    string,
    Partial<Record<Encoding, { ok: string[]; notModified: string[] }>>
  >();
  const log = accessLogger(opts.logger);
  const learning = new Set<string>();

  function learn(path: string, page: CachedPage, encoding: Encoding) {
    const key = `${page.etag}|${encoding}`;
    if (learning.has(key)) return;
    learning.add(key);
    const acceptEncoding = encoding === 'identity' ? 'identity' : encoding;
    opts
      .request(path, { headers: { 'accept-encoding': acceptEncoding } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200 || res.headers.get('etag') !== page.etags[encoding]) return;
        const ok: string[] = [];
        const notModified: string[] = [];
        res.headers.forEach((value, name) => {
          if (name === 'x-request-id' || name === 'content-length') return;
          ok.push(name, value);
          if (name !== 'content-encoding') notModified.push(name, value);
        });
        ok.push('content-length', String(page[encoding].length), 'x-request-id', '');
        notModified.push('x-request-id', '');
        if (learnt.size > 200) learnt.clear();
        const known = learnt.get(page.etag) ?? {};
        known[encoding] = { ok, notModified };
        learnt.set(page.etag, known);
      })
      .catch((err) => opts.logger.warn({ err, path }, 'fast path could not learn page headers'))
      .finally(() => learning.delete(key));
  }

  /** Serves the request if it is for a current cached page; false lets the application answer. */
  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    // A discount code or a partner's code in the address is answered by the application, which
    // serves the page's variant with the codes in its links (src/server/landing-code.ts) and
    // counts the partner's click; a reminder's link back (?resume=) is never a cached page.
    if (query >= 0 && /[?&](?:code|ref|resume)=/.test(url.slice(query))) return false;
    const page = opts.pageCache.peek(path);
    if (!page) return false;
    const wanted = readWanted(req);
    const encoding = chooseEncoding(wanted.acceptEncoding);
    const headers = learnt.get(page.etag)?.[encoding];
    if (!headers) {
      learn(path, page, encoding);
      return false;
    }
    const started = performance.now();
    if (opts.counter && method === 'GET') {
      countShopPage(opts.counter, path, wanted.userAgent);
    }
    const incoming = wanted.requestId;
    const requestId =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    let status: number;
    if (matchesEtag(wanted.ifNoneMatch, page.etags[encoding])) {
      status = 304;
      headers.notModified[headers.notModified.length - 1] = requestId;
      res.writeHead(304, headers.notModified);
      res.end();
    } else {
      status = 200;
      headers.ok[headers.ok.length - 1] = requestId;
      res.writeHead(200, headers.ok);
      res.end(method === 'HEAD' ? undefined : page[encoding]);
    }
    log({ requestId, method, path, status, ms: Math.round(performance.now() - started) });
    return true;
  };
}

/**
 * The four request headers the fast path reads, picked from the request's raw list: reading
 * `req.headers` would make Node build an object of every header for each answer. One record,
 * filled anew per request (answers from memory are synchronous). A header sent twice is read
 * as Node reads it, from `req.headers`.
 */
const picked = {
  acceptEncoding: undefined,
  userAgent: undefined,
  requestId: undefined,
  ifNoneMatch: undefined,
} as Record<'acceptEncoding' | 'userAgent' | 'requestId' | 'ifNoneMatch', string | undefined>;

/** Each of the four by its lower-case name (a map: no name can reach an object's prototype). */
const WANTED = new Map<string, keyof typeof picked>([
  ['accept-encoding', 'acceptEncoding'],
  ['user-agent', 'userAgent'],
  ['x-request-id', 'requestId'],
  ['if-none-match', 'ifNoneMatch'],
]);

/**
 * @internal Exported for its unit test: the reading of the raw header list is compared with Node's
 * own header object on a real socket, header by header.
 */
export function readWanted(req: IncomingMessage): Readonly<typeof picked> {
  picked.acceptEncoding = picked.userAgent = picked.requestId = picked.ifNoneMatch = undefined;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    // Only names as long as one of the four can be one: the rest are not lower-cased.
    const length = name.length;
    if (length !== 15 && length !== 10 && length !== 12 && length !== 13) continue;
    const field = WANTED.get(name.toLowerCase());
    if (field === undefined) continue;
    if (picked[field] !== undefined) return fromHeaders(req);
    picked[field] = raw[i + 1];
  }
  return picked;
}

function fromHeaders(req: IncomingMessage) {
  for (const [name, field] of WANTED) {
    const value = req.headers[name];
    picked[field] = Array.isArray(value) ? value.join(', ') : value;
  }
  return picked;
}
