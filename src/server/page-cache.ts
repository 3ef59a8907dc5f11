import { createHash } from 'node:crypto';
import { chooseEncoding, etagFor, matchesEtag, type Encoding } from './accept-encoding';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Public pages are rendered once and served from memory, precompressed. An entry is keyed by
 * path and by a fingerprint of what the pages show from the database (the active products),
 * so an administrator's price change shows on the next load, from any process sharing the
 * database. The fingerprint is read at most once a second.
 */
interface Entry extends Representation {
  fingerprint: string;
  contentType: string;
  /** Variants of the page made from its HTML on demand (a landing page asked with '?code='). */
  variants: Map<string, Representation>;
}

/** One body of a page in its three encodings, with its ETags and policy. */
interface Representation {
  etag: string;
  /** The ETag of each encoding, made once with the entry rather than on every request. */
  etags: Record<Encoding, string>;
  /** The page's own Content-Security-Policy: its inline scripts allowed by hash. */
  csp: string | null;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A variant of a cached page, made from its HTML: kept with the page (at most
 * MAX_VARIANTS per page) and dropped with it when the products change.
 */
export interface PageVariant {
  /** Names the variant among the page's variants. */
  key: string;
  /** The variant's HTML from the page's. */
  transform: (html: string) => string;
}

/** Variants kept per page: enough for every code a seller mails, bounded against made-up ones. */
const MAX_VARIANTS = 64;

export interface PageCache {
  /**
   * Answers from the cache, rendering (once, even under concurrent misses) when needed; with a
   * variant, the variant of the cached page, with its own ETag and policy.
   */
  serve(path: string, request: Request, variant?: PageVariant): Promise<Response>;
  /**
   * The page as rendered, if it is in memory and known to be current (its fingerprint checked
   * within the last second); undefined sends the request the ordinary way, which checks.
   */
  peek(path: string): CachedPage | undefined;
  invalidate(): void;
}

/** A rendered public page in its three encodings. */
export interface CachedPage {
  etag: string;
  etags: Record<Encoding, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function createPageCache(opts: {
  render: (path: string) => Promise<Response>;
  fingerprint: () => Promise<unknown>;
  fingerprintTtlMs?: number;
  /** The clock the fingerprint's age is read on (milliseconds); Date.now unless told. */
  now?: () => number;
  /** The Content-Security-Policy for a page's HTML, computed once per rendering. */
  contentSecurityPolicy?: (html: string) => string;
}): PageCache {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | Response>>();
  const ttl = opts.fingerprintTtlMs ?? 1000;
  const now = opts.now ?? Date.now;
  let fp: { value: string; at: number } | null = null;
  let fpPending: Promise<string> | null = null;

  /**
   * The fingerprint a page may be served with now. Fresh for `ttl`; for as long again it is
   * still used while one request's refresh runs behind it, so that no request waits for the
   * catalogue query: under load every second's refresh stalled every request that came
   * while it ran, which was the landing page's tail latency. A price change therefore shows
   * within two `ttl`s.
   */
  function usableFingerprint(): string | null {
    if (!fp) return null;
    const age = now() - fp.at;
    if (age < ttl) return fp.value;
    if (age < 2 * ttl) {
      void currentFingerprint().catch(() => {});
      return fp.value;
    }
    return null;
  }

  async function currentFingerprint(): Promise<string> {
    if (fp && now() - fp.at < ttl) return fp.value;
    fpPending ??= opts
      .fingerprint()
      .then((v) => {
        const value = createHash('sha1').update(JSON.stringify(v)).digest('hex');
        fp = { value, at: now() };
        return value;
      })
      .finally(() => {
        fpPending = null;
      });
    return fpPending;
  }

  async function build(path: string, fingerprint: string): Promise<Entry | Response> {
    const res = await opts.render(path);
    const contentType = res.headers.get('content-type') ?? '';
    // Only complete, successful HTML is kept; anything else passes through untouched.
    if (res.status !== 200 || !contentType.includes('text/html')) return res;
    const identity = Buffer.from(await res.arrayBuffer());
    const entry: Entry = {
      fingerprint,
      contentType,
      variants: new Map(),
      ...represent(identity, 10, 9),
    };
    entries.set(path, entry);
    return entry;
  }

  /** A body in its three encodings; quality (brotli) and level (gzip) set the effort. */
  function represent(identity: Buffer, brQuality: number, gzipLevel: number): Representation {
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
    return {
      identity,
      csp: opts.contentSecurityPolicy?.(identity.toString('utf8')) ?? null,
      etag,
      etags: { identity: etag, br: etagFor(etag, 'br'), gzip: etagFor(etag, 'gzip') },
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level: gzipLevel }),
    };
  }

  /**
   * The entry's variant, made once. Its policy is computed from its own HTML, so a transform
   * can never leave the page with scripts its policy does not allow. Made on a request, so
   * compressed with less effort than the pages rendered once.
   */
  function variantOf(entry: Entry, variant: PageVariant): Representation {
    let made = entry.variants.get(variant.key);
    if (!made) {
      const html = variant.transform(entry.identity.toString('utf8'));
      made = represent(Buffer.from(html, 'utf8'), 5, 6);
      if (entry.variants.size >= MAX_VARIANTS) {
        entry.variants.delete(entry.variants.keys().next().value!);
      }
      entry.variants.set(variant.key, made);
    }
    return made;
  }

  return {
    invalidate() {
      entries.clear();
      fp = null;
    },
    peek(path) {
      const entry = entries.get(path);
      if (!entry || entry.fingerprint !== usableFingerprint()) return;
      return entry;
    },
    async serve(path, request, variant) {
      const answer = (entry: Entry) =>
        respond(entry.contentType, variant ? variantOf(entry, variant) : entry, request);
      let fingerprint: string;
      try {
        fingerprint = usableFingerprint() ?? (await currentFingerprint());
      } catch {
        // The database is unreachable: a page already rendered is still right enough to serve;
        // anything else renders directly and fails (or not) on its own.
        const stale = entries.get(path);
        return stale ? answer(stale) : opts.render(path);
      }
      let entry: Entry | Response | undefined = entries.get(path);
      if (!entry || entry.fingerprint !== fingerprint) {
        const key = `${path}\n${fingerprint}`;
        let pending = inflight.get(key);
        if (!pending) {
          pending = build(path, fingerprint).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        entry = await pending;
        // A non-cacheable answer is a one-off Response; clone for concurrent waiters.
        if (entry instanceof Response) return entry.bodyUsed ? opts.render(path) : entry.clone();
      }
      return answer(entry);
    },
  };

  function respond(contentType: string, entry: Representation, request: Request): Response {
    // Each encoding is a representation of its own, with its own ETag, so a cache never hands
    // a brotli body to a client that asked for gzip under the same tag.
    const encoding = chooseEncoding(request.headers.get('accept-encoding'));
    const etag = entry.etags[encoding];
    const headers = new Headers({
      'Content-Type': contentType,
      ETag: etag,
      // Revalidate every time (cheap 304s) so a price change is never hidden by a browser cache.
      'Cache-Control': 'public, no-cache',
      Vary: 'Accept-Encoding',
    });
    if (entry.csp) headers.set('Content-Security-Policy', entry.csp);
    if (matchesEtag(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = entry[encoding];
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers,
    });
  }
}
