import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './accept-encoding';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * The build's public files (scripts, styles, images), with the brotli or gzip copy the build
 * wrote beside a file (`x.js.br`, `x.js.gz`) chosen by the shop's one reading of
 * Accept-Encoding: q-values honoured, a refused coding never sent (the adapter's own choice
 * matches the header's items literally, so `br;q=1.0` or `*` never got brotli). Every
 * compressible file answers with `Vary: Accept-Encoding`, the uncompressed answer too, so a
 * shared cache never hands one client's encoding to another.
 */
export function serveBuildFiles(options: {
  root: string;
  onFound?: (path: string, c: Context) => void;
}): MiddlewareHandler {
  const plain = serveStatic({ root: options.root, onFound: options.onFound });
  const compressed = {
    br: serveStatic({
      root: options.root,
      rewriteRequestPath: (p) => p + SUFFIX.br,
      onFound: options.onFound,
    }),
    gzip: serveStatic({
      root: options.root,
      rewriteRequestPath: (p) => p + SUFFIX.gzip,
      onFound: options.onFound,
    }),
  };
  const missing = async () => undefined;

  return async (c, next) => {
    const type = getMimeType(c.req.path);
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return plain(c, next);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (encoding !== 'identity') {
      const res = (await compressed[encoding](c, missing)) as Response | undefined;
      if (res) {
        // Served under its own name: the type is that of the file it is a copy of.
        res.headers.set('Content-Type', type);
        res.headers.set('Content-Encoding', encoding);
        res.headers.set('Vary', 'Accept-Encoding');
        return res;
      }
    }
    const res = (await plain(c, missing)) as Response | undefined;
    if (!res) return next();
    res.headers.set('Vary', 'Accept-Encoding');
    return res;
  };
}
