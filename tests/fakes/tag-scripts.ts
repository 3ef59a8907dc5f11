import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the GA4 tag (gtag.js) and the Meta pixel (fbevents.js): each script
 * reads the commands the page gives it as the real one does (the `dataLayer` queue; the `fbq`
 * queue and `callMethod`) and reports every hit it would send to this server, which keeps
 * them. Like the real tag, the GA stand-in sends a page view of its own on `config` unless
 * `send_page_view: false`, and nothing while analytics storage is denied.
 */
export interface TagHit {
  tag: 'ga' | 'meta';
  kind: 'event' | 'consent' | 'init';
  name: string;
  params: Record<string, unknown>;
  options?: Record<string, unknown>;
  page: string;
  /** A page view the GA tag sent by itself (from `config`). */
  automatic?: boolean;
  /**
   * The order in which the script sent its hits since it loaded: each hit is a request of its
   * own, and requests may arrive in any order.
   */
  seq: number;
}

export interface TagScripts {
  url: string;
  gaScriptUrl: string;
  pixelScriptUrl: string;
  hits: TagHit[];
  /** Script loads, by path. */
  loads: string[];
  clear(): void;
  stop(): Promise<void>;
}

/** The script's `send(hit)`: numbers the hit, names its tag and page, and posts it to `endpoint`. */
const sender = (tag: string, endpoint: string) => `  var seq = 0;
  function send(hit) {
    hit.tag = ${JSON.stringify(tag)};
    hit.seq = ++seq;
    hit.page = location.pathname;
    fetch(${JSON.stringify(endpoint)}, { method: 'POST', mode: 'no-cors', keepalive: true,
      headers: { 'content-type': 'text/plain' }, body: JSON.stringify(hit) });
  }`;

const GTAG = (endpoint: string) => `(function () {
  var granted = false;
${sender('ga', endpoint)}
  function handle(args) {
    var a = Array.prototype.slice.call(args);
    if (a[0] === 'consent') {
      if (a[2] && a[2].analytics_storage) granted = a[2].analytics_storage === 'granted';
      send({ kind: 'consent', name: a[1], params: a[2] || {} });
    } else if (a[0] === 'config') {
      if (granted && !(a[2] && a[2].send_page_view === false))
        send({ kind: 'event', name: 'page_view', params: {}, automatic: true });
    } else if (a[0] === 'event' && granted) {
      send({ kind: 'event', name: a[1], params: a[2] || {} });
    }
  }
  var dl = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function (x) { handle(x); return push(x); };
})();`;

const FBEVENTS = (endpoint: string) => `(function () {
  var f = window.fbq;
  if (!f) return;
  var revoked = false;
${sender('meta', endpoint)}
  function handle(args) {
    var a = Array.prototype.slice.call(args);
    if (a[0] === 'init') send({ kind: 'init', name: String(a[1]), params: {} });
    else if (a[0] === 'consent') { revoked = a[1] === 'revoke'; send({ kind: 'consent', name: a[1], params: {} }); }
    else if (a[0] === 'track' && !revoked) send({ kind: 'event', name: a[1], params: a[2] || {}, options: a[3] });
  }
  f.callMethod = function () { handle(arguments); };
  var queued = f.queue || [];
  f.queue = [];
  for (var i = 0; i < queued.length; i++) handle(queued[i]);
})();`;

async function read(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export async function startTagScripts(): Promise<TagScripts> {
  const hits: TagHit[] = [];
  const loads: string[] = [];
  let endpoint = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/collect') {
      void read(req).then((body) => {
        try {
          hits.push(JSON.parse(body) as TagHit);
        } catch {
          // not a hit
        }
        res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
      return;
    }
    const script =
      path === '/gtag/js' ? GTAG(endpoint) : path === '/fbevents.js' ? FBEVENTS(endpoint) : null;
    if (!script) return void res.writeHead(404).end();
    loads.push(path);
    res.writeHead(200, { 'content-type': 'application/javascript' }).end(script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoint = `${url}/collect`;
  return {
    url,
    gaScriptUrl: `${url}/gtag/js`,
    pixelScriptUrl: `${url}/fbevents.js`,
    hits,
    loads,
    clear: () => {
      hits.length = 0;
      loads.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
