const BASE = 'http://same-origin.invalid';

/**
 * The one gate for redirect targets taken from a request (`returnUrl` and the like): a path on
 * this site passes, anything else (another origin, protocol-relative `//host`, backslash
 * tricks, control characters, `javascript:`) becomes `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  // Browsers ignore tabs and newlines and read "\" as "/": "/\t/evil" and "/\evil" leave the site.
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (target.startsWith('//')) return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    // Dot segments are resolved away: "/.//evil.example/" becomes the path "//evil.example/",
    // which a browser would read as another host. What is returned must itself pass again.
    const resolved = url.pathname + url.search + url.hash;
    if (resolved.startsWith('//') || new URL(resolved, BASE).origin !== BASE) return fallback;
    return resolved;
  } catch {
    return fallback;
  }
}
