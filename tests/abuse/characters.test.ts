import { checkoutOrder, show, type AbuseCase, type Shop } from './harness';
import { HEADER_INJECTION, NAME_INJECTION, ODD_CHARACTERS, ODD_URL_CHARACTERS } from './payloads';
import { URL_PARAMS } from './params';
import { JSON_ROUTES, nextSerial, type FieldKind, type WriteRoute } from './routes';
import { describeAbuse } from './suite';

/** Puts `inserted` inside a valid value (after its first character), so only it is wrong. */
function inside(value: unknown, inserted: string): string {
  const text = String(value);
  return `${text.slice(0, 1)}${inserted}${text.slice(1)}`;
}

/** Addresses, codes, keys and choices must be refused; free text may be kept, cleaned. */
function expectationOf(route: WriteRoute, kind: FieldKind): AbuseCase['expect'] {
  if (route.harmless) return 'harmless';
  return kind === 'email' || kind === 'strict' ? 'refuse' : 'either';
}

function fieldCases(
  values: Array<[string, string]>,
  place: (value: unknown, bad: string) => string,
  only?: (kind: FieldKind) => boolean,
): AbuseCase[] {
  return JSON_ROUTES.flatMap((route) =>
    Object.entries(route.fields ?? {})
      .filter(([, kind]) => !only || only(kind))
      .flatMap(([field, kind]) =>
        values.map(([name, bad]): AbuseCase => ({
          method: route.method,
          path: route.path,
          as: route.as,
          label: `${route.name} · ${field} with ${name}`,
          json: () => {
            const body = route.valid!(nextSerial());
            return { ...body, [field]: place(body[field], bad) };
          },
          expect: expectationOf(route, kind),
        })),
      ),
  );
}

/** The expired-link page's plain form, as a browser posts it. */
function resendForm(label: string, fields: Record<string, string>, expect: AbuseCase['expect']) {
  return {
    method: 'POST',
    path: '/download/resend',
    label,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: () => new URLSearchParams(fields),
    expect,
  } satisfies AbuseCase;
}

const controlAndUnicode: AbuseCase[] = [
  ...fieldCases(ODD_CHARACTERS, inside),
  ...ODD_CHARACTERS.flatMap(([name, ch]) => [
    resendForm(
      `POST /download/resend · email with ${name}`,
      { email: `s${ch}omeone@example.com`, language: 'en' },
      'refuse',
    ),
    resendForm(
      `POST /download/resend · language with ${name}`,
      { email: `stranger-form@example.com`, language: `e${ch}n` },
      'harmless',
    ),
  ]),
  // The same bytes, but not valid UTF-8: decoded with replacement characters, never a crash.
  ...JSON_ROUTES.filter((r) => !r.harmless).map((route): AbuseCase => ({
    method: route.method,
    path: route.path,
    as: route.as,
    label: `${route.name} · invalid UTF-8 bytes in every string`,
    headers: { 'content-type': 'application/json' },
    body: () => invalidUtf8(route.valid!(nextSerial())),
    expect: 'either',
  })),
];

function invalidUtf8(body: Record<string, unknown>): Uint8Array {
  // Each string ends in a marker, whose UTF-8 bytes are then replaced by bytes no UTF-8 text has.
  const marker = Buffer.from('\u2603', 'utf8');
  const text = JSON.stringify(body, (_k, v) => (typeof v === 'string' ? `${v}\u2603` : v));
  const parts = Buffer.from(text, 'utf8').toString('latin1').split(marker.toString('latin1'));
  return new Uint8Array(Buffer.from(parts.join('\xff\xfe'), 'latin1'));
}

const inUrls: AbuseCase[] = URL_PARAMS.flatMap((param) =>
  ODD_URL_CHARACTERS.map(([name, encoded]): AbuseCase => ({
    method: param.method ?? 'GET',
    path: (s: Shop) => param.at(`a${encoded}b`, s),
    as: param.as,
    json: param.json,
    label: `${param.name} · ${name}`,
    // A NUL anywhere in the URL is refused before any route reads it.
    expect: name === 'NUL' ? 'refuse' : param.expect,
  })),
);

const headerInjection: AbuseCase[] = [
  ...fieldCases(
    HEADER_INJECTION.map((v) => [show(v), v]),
    (_valid, bad) => bad,
    (kind) => kind === 'email',
  ),
  ...fieldCases(
    NAME_INJECTION.map((v) => [show(v), v]),
    (_valid, bad) => bad,
    (kind) => kind === 'text',
  ),
  ...HEADER_INJECTION.map((email) =>
    resendForm(`POST /download/resend · email ${show(email)}`, { email, language: 'en' }, 'refuse'),
  ),
  // A checkout whose name tries to break out of a header, paid: the e-mails it queues
  // (delivery, the seller's copy) carry no line break in any header (checked after each case).
  ...NAME_INJECTION.map((name): AbuseCase => ({
    method: 'POST',
    path: '/api/create-checkout-session',
    label: `checkout paid with name ${show(name)}`,
    json: () => checkoutOrder(`named${nextSerial()}@example.com`, { name }),
    expect: 'either',
    after: async (shop, answer) => {
      const { sessionId } = JSON.parse(answer.text) as { sessionId: string };
      const paid = await shop.app.request(`/api/demo-pay/${sessionId}/pay`, {
        method: 'POST',
        headers: { origin: shop.origin },
      });
      if (paid.status !== 303) throw new Error(`demo payment answered ${paid.status}`);
    },
  })),
];

/** The characters that show nothing: free text keeps none of them, a code is refused with one. */
const INVISIBLE = ODD_CHARACTERS.filter(([, ch]) =>
  /^[\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]+$/.test(ch),
);

/** After an accepted write: the row's text is what the administrator saw, nothing hidden. */
function storedWithout(table: 'discount_codes' | 'partners', code: string, column: string) {
  return async (shop: Shop) => {
    const row = await shop.db.db
      .selectFrom(table)
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const value = String((row as Record<string, unknown>)[column]);
    if (INVISIBLE.some(([, ch]) => [...ch].some((c) => value.includes(c))))
      throw new Error(`${table}.${column} kept an invisible character: ${show(value)}`);
  };
}

/** Discount codes and partners, the admin's other tables: their text, and their codes. */
const inAdminTables: AbuseCase[] = INVISIBLE.flatMap(([name, ch]): AbuseCase[] => {
  const n = nextSerial();
  const discount = `HIDDEN${n}`;
  const partner = `PARTNER${n}`;
  const partnerBody = (code: string, partnerName: string) => ({
    code,
    name: partnerName,
    email: `partner${n}@example.com`,
    commission_percent: 10,
    language: 'de',
  });
  return [
    {
      method: 'POST',
      path: '/api/tables/discount_codes',
      as: 'admin',
      label: `discount code description with ${name}`,
      json: { code: discount, description: inside('Launch offer', ch), percent_off: 10 },
      expect: 'either',
      after: storedWithout('discount_codes', discount, 'description'),
    },
    {
      method: 'POST',
      path: '/api/tables/discount_codes',
      as: 'admin',
      label: `discount code with ${name}`,
      json: { code: inside(`CODE${n}`, ch), percent_off: 10 },
      expect: 'refuse',
    },
    {
      method: 'POST',
      path: '/api/tables/partners',
      as: 'admin',
      label: `partner name with ${name}`,
      json: partnerBody(partner, inside('Anna Rossi', ch)),
      expect: 'either',
      after: storedWithout('partners', partner, 'name'),
    },
    {
      method: 'POST',
      path: '/api/tables/partners',
      as: 'admin',
      label: `partner code with ${name}`,
      json: partnerBody(inside(`REF${n}`, ch), 'Anna Rossi'),
      expect: 'refuse',
    },
  ];
});

describeAbuse('control characters, Unicode and header injection', 'characters', {
  'control and Unicode characters in bodies': controlAndUnicode,
  'invisible characters in the admin tables': inAdminTables,
  'control and Unicode characters in URLs': inUrls,
  'mail header injection': headerInjection,
});
