/**
 * The tables of bad input. Each list is what an attacker or a broken client sends; the test
 * files combine them with the routes (routes.ts) into cases.
 */

/** Bodies that are not JSON, or JSON that is not an object. */
export const MALFORMED_JSON: string[] = [
  '',
  '{',
  '{"email":',
  '{"email":"a@example.com"',
  '{"email":"a@example.com"}}',
  "{'email':'a@example.com'}",
  '{"email":"a@example.com",}',
  '{email:"a@example.com"}',
  'nul',
  'NaN',
  'undefined',
  '"just a string"',
  '12345',
  'null',
  'true',
  '[]',
  '[{"email":"a@example.com"}]',
  '{"email":"\\x41"}',
  '{"email":"\\uZZZZ"}',
  '\u0000{}',
  '{"a":1}\n{"b":2}',
];

/** Values of the wrong type for a field whose valid value is of `type`. */
export function wrongTypes(type: string): unknown[] {
  const common = [null, [], {}, { $ne: null }, { $gt: '' }];
  switch (type) {
    case 'string':
      return [...common, 0, -1, 1e308, true, false, ['a@example.com'], { toString: 'x' }];
    case 'number':
      return [...common, '1200', '', '0x10', 1.5, -1, 1e308, -1e308, true, [1]];
    case 'boolean':
      return [...common, 'true', 'yes', 1, 0, 'false'];
    default:
      // Arrays and objects (the checkout's product list).
      return [null, 'ebook', 1, true, {}, [null], [[]], ['x'], [{ productId: 1, quantity: '1' }]];
  }
}

/**
 * Fields a client must never set: server-owned state, privileges, prototype keys. Sent next to
 * a valid body; an accepted request must not have taken them over.
 */
export const EXTRA_FIELDS: Array<[string, unknown]> = [
  ['isAdmin', true],
  ['role', 'admin'],
  ['status', 'paid'],
  ['amount', 1],
  ['download_limit', 1_000_000],
  ['download_count', -5],
  ['created_at', '1970-01-01T00:00:00.000Z'],
  ['paid_at', '1970-01-01T00:00:00.000Z'],
  ['provider', 'stripe'],
  ['user_id', 'someone-else'],
  ['constructor', { prototype: { isAdmin: true } }],
  ['unknownField', 'x'.repeat(1000)],
];

/** A JSON text with a `__proto__` key (an object literal cannot carry one as data). */
export function withProtoKey(body: Record<string, unknown>): string {
  return JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true,"polluted":1},');
}

/** Nesting that recursive code (parsers, validators, loggers) may not survive. */
export function deepJson(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(levels) + ']'.repeat(levels)
    : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Control and Unicode characters, each placed inside an otherwise valid value. */
export const ODD_CHARACTERS: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['SOH+BEL', '\u0001\u0007'],
  ['ESC sequence', '\u001b[31m'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['tab', '\t'],
  ['RTL override', '\u202e'],
  ['LTR isolate', '\u2066'],
  ['zero-width space', '\u200b'],
  ['BOM', '\ufeff'],
  ['left-to-right mark', '\u200e'],
  ['right-to-left mark', '\u200f'],
  ['Arabic letter mark', '\u061c'],
  ['soft hyphen', '\u00ad'],
  ['word joiner', '\u2060'],
  ['RTL embedding', '\u202b'],
  ['first-strong isolate and pop', '\u2068\u2069'],
  ['emoji', '😀'],
  ['ZWJ emoji', '👩‍🍳'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udfff'],
  ['noncharacter', '\uffff'],
  ['line separator', '\u2028'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['fullwidth at', '\uff20'],
];

/** The same characters as a URL carries them (percent-encoded UTF-8, or broken encodings). */
export const ODD_URL_CHARACTERS: Array<[string, string]> = [
  ['NUL', '%00'],
  ['CR LF', '%0D%0A'],
  ['RTL override', '%E2%80%AE'],
  ['emoji', '%F0%9F%98%80'],
  ['lone surrogate (CESU)', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['overlong slash', '%C0%AF'],
  ['broken escape', '%'],
  ['broken escape 2', '%zz'],
  ['very long', 'x'.repeat(8000)],
];

/** Recipients smuggled into an address (mail header injection, lists, display names). */
export const HEADER_INJECTION: string[] = [
  'a@b.de\r\nBcc: x@evil.example',
  'a@b.de\nBcc: x@evil.example',
  'a@b.de\rBcc: x@evil.example',
  'a@b.de\r\nSubject: hijacked\r\n\r\nbody',
  'a@b.de%0d%0aBcc:x@evil.example',
  'a@b.de\u2028Bcc: x@evil.example',
  'a@b.de\u0085Bcc: x@evil.example',
  '"x@evil.example" <a@b.de>',
  'Victim <a@b.de>, x@evil.example',
  'a@b.de,x@evil.example',
  'a@b.de;x@evil.example',
  'a@b.de x@evil.example',
];

/** Names that try to break out of a header or a line. */
export const NAME_INJECTION: string[] = [
  'Ann\r\nBcc: x@evil.example',
  'Ann\nSubject: hijacked',
  'Ann\r\n\r\n<script>alert(1)</script>',
  'Ann\u2028Bcc: x@evil.example',
  '=?utf-8?Q?Ann=0D=0ABcc:_x@evil.example?=',
  'Ann\u202eelbaT',
];

/** SQL metacharacters and classic injections (kept free of words the leak check looks for). */
export const SQL_METACHARACTERS: string[] = [
  "'",
  '"',
  ';--',
  '%',
  '_',
  '\\',
  ') or 1=1--',
  "' or '1'='1",
  "'; drop table admins;--",
  '`',
  '/*',
  '$1',
  '?',
  '!',
  '%_%',
  "\\'",
];

/** Redirect targets that leave the site once a browser has parsed them. */
export const OPEN_REDIRECTS: string[] = [
  '//evil.example',
  '//evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  'https://evil.example',
  'http://evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '///evil.example',
  'https:/\\evil.example',
  'https:evil.example',
  ' //evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:3000@evil.example/',
  '/en/checkout/success/../../..//evil.example',
];

/** Names a file may be uploaded under, none of which may decide where it is stored. */
export const UPLOAD_NAMES: string[] = [
  '../../shop.sqlite',
  '..\\..\\win.ini',
  '/etc/passwd',
  '....//....//x.png',
  '%2e%2e%2fx.png',
  'x.png\u0000.html',
  'x.png/../../y.png',
  `${'a'.repeat(5000)}.png`,
  'CON.png',
  '.htaccess',
  'x.svg',
];
