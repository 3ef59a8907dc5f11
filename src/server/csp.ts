import { createHash, randomBytes } from 'node:crypto';
import type { Config } from './config';

/**
 * The Content-Security-Policy of the shop (docs/decisions/040-content-security-policy.md).
 * No inline script runs unless the policy names it: the static inline page script by its
 * SHA-256 hash, everything React Router writes into a dynamically rendered page by that
 * response's nonce. The analytics loaders' hosts are allowed only when an id is configured.
 */
export interface CspSettings {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  /** The tag scripts' addresses: their origins are allowed to load and to be sent to. */
  gaScriptUrl?: string;
  metaPixelScriptUrl?: string;
}

export function cspSettings(config: Config): CspSettings {
  return {
    gaMeasurementId: config.gaMeasurementId,
    metaPixelId: config.metaPixelId,
    gaScriptUrl: config.gaScriptUrl,
    metaPixelScriptUrl: config.metaPixelScriptUrl,
  };
}

const originOf = (url: string | undefined, fallback: string) =>
  url ? new URL(url).origin : fallback;

/** 'sha256-…' of an inline script's exact text. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The hashes of the executable inline scripts of an HTML page (data blocks such as JSON-LD aside). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (
      type &&
      type !== 'module' &&
      type !== 'text/javascript' &&
      type !== 'application/javascript'
    )
      continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** The policy for a page whose inline scripts are allowed by `scriptSources` (hashes, a nonce). */
export function contentSecurityPolicy(settings: CspSettings, scriptSources: string[]): string {
  const ga = Boolean(settings.gaMeasurementId);
  const meta = Boolean(settings.metaPixelId);
  const gaOrigin = originOf(settings.gaScriptUrl, 'https://www.googletagmanager.com');
  const metaOrigin = originOf(settings.metaPixelScriptUrl, 'https://connect.facebook.net');
  const scriptSrc = [
    "'self'",
    ...scriptSources,
    ...new Set([...(ga ? [gaOrigin] : []), ...(meta ? [metaOrigin] : [])]),
  ];
  const imgSrc = [
    "'self'",
    'data:',
    ...(ga ? ['https://www.google-analytics.com', 'https://www.googletagmanager.com'] : []),
    ...(meta ? ['https://www.facebook.com'] : []),
  ];
  const connectSrc = [
    "'self'",
    ...(ga
      ? [
          'https://www.google-analytics.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ]
      : []),
    ...(meta ? ['https://www.facebook.com', 'https://connect.facebook.net'] : []),
    // A first-party proxy or stand-in receives what its script sends.
    ...new Set(
      [...(ga ? [gaOrigin] : []), ...(meta ? [metaOrigin] : [])].filter(
        (o) => o !== 'https://www.googletagmanager.com' && o !== 'https://connect.facebook.net',
      ),
    ),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // Inline styles stay allowed: React's style attributes and the small inline style blocks
    // of the server-rendered pages carry no script.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(' ')}`,
    `connect-src ${connectSrc.join(' ')}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self' https://checkout.stripe.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
