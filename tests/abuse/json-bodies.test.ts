import { isEmptyValue } from '../../src/shared/schema-validation';
import { show, type AbuseCase } from './harness';
import { deepJson, EXTRA_FIELDS, MALFORMED_JSON, withProtoKey, wrongTypes } from './payloads';
import { JSON_ROUTES, nextSerial, WRITE_ROUTES, type WriteRoute } from './routes';
import { describeAbuse } from './suite';

/** The parts of a case every class takes from its route. */
function on(route: WriteRoute): Pick<AbuseCase, 'method' | 'path' | 'as'> {
  return { method: route.method, path: route.path, as: route.as };
}

const JSON_TYPE = { 'content-type': 'application/json' };

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

function without(body: Record<string, unknown>, field: string) {
  const rest = { ...body };
  delete rest[field];
  return rest;
}

const malformed: AbuseCase[] = WRITE_ROUTES.flatMap((route) =>
  MALFORMED_JSON.map((text) => ({
    ...on(route),
    label: `${route.name} · ${show(text)}`,
    headers: JSON_TYPE,
    body: () => text,
    expect: route.harmless ? 'harmless' : 'refuse',
  })),
);

const wrongTyped: AbuseCase[] = JSON_ROUTES.flatMap((route) =>
  Object.entries(route.valid!(0)).flatMap(([field, value]) =>
    wrongTypes(typeOf(value)).map((bad): AbuseCase => ({
      ...on(route),
      label: `${route.name} · ${field}=${show(bad)}`,
      json: () => ({ ...route.valid!(nextSerial()), [field]: bad }),
      // An optional field sent empty (null, or an empty list: the shared form rules' "empty")
      // is cleared, as the admin form does.
      expect: route.harmless
        ? 'harmless'
        : isEmptyValue(bad) && !route.required?.includes(field)
          ? 'either'
          : 'refuse',
    })),
  ),
);

const missing: AbuseCase[] = JSON_ROUTES.flatMap((route) => {
  const optional: AbuseCase['expect'] = route.harmless ? 'harmless' : 'either';
  return [
    {
      ...on(route),
      label: `${route.name} · {}`,
      json: {},
      expect: route.required?.length ? 'refuse' : optional,
    },
    ...Object.keys(route.valid!(0)).map((field): AbuseCase => ({
      ...on(route),
      label: `${route.name} · without ${field}`,
      json: () => without(route.valid!(nextSerial()), field),
      expect: route.required?.includes(field) ? 'refuse' : optional,
    })),
  ];
});

const extra: AbuseCase[] = JSON_ROUTES.flatMap((route) => {
  const expectation: AbuseCase['expect'] = route.harmless ? 'harmless' : 'either';
  return [
    ...EXTRA_FIELDS.filter(([name]) => !(name in route.valid!(0))).map(
      ([name, value]): AbuseCase => ({
        ...on(route),
        label: `${route.name} · extra ${name}`,
        json: () => ({ ...route.valid!(nextSerial()), [name]: value }),
        expect: expectation,
      }),
    ),
    {
      ...on(route),
      label: `${route.name} · extra __proto__`,
      headers: JSON_TYPE,
      body: () => withProtoKey(route.valid!(nextSerial())),
      expect: expectation,
    },
  ];
});

const DEEP: Array<[string, string]> = [
  ['10,000 nested arrays', deepJson(10_000, 'array')],
  ['10,000 nested objects', deepJson(10_000, 'object')],
  ['30,000 nested arrays', deepJson(30_000, 'array')],
  ['10,000 nested arrays in a field', `{"email":${deepJson(10_000, 'array')}}`],
  ['10,000 nested objects in a field', `{"name":${deepJson(10_000, 'object')}}`],
  ['100,000 nested arrays', deepJson(100_000, 'array')],
];

const deep: AbuseCase[] = WRITE_ROUTES.flatMap((route) =>
  DEEP.map(([name, text]) => ({
    ...on(route),
    label: `${route.name} · ${name}`,
    headers: JSON_TYPE,
    body: () => text,
    // A partial update ignores fields it does not know (here the nested "a" or "email").
    expect: route.harmless ? 'harmless' : isPartialUpdate(route) ? 'either' : 'refuse',
  })),
);

function isPartialUpdate(route: WriteRoute): boolean {
  return route.method === 'PUT' && !route.required?.length;
}

/** A valid body under the wrong name: parsed or refused, never a crash. */
const contentTypes: AbuseCase[] = JSON_ROUTES.flatMap((route) =>
  (
    [
      ['text/plain', (b: object) => JSON.stringify(b)],
      // RFC 8259 lets a parser ignore a byte order mark.
      ['application/json with a BOM', (b: object) => `\uFEFF${JSON.stringify(b)}`],
      ['no content type', (b: object) => new Blob([JSON.stringify(b)])],
      ['application/json; charset=utf-16le', (b: object) => utf16(JSON.stringify(b))],
      ['application/x-www-form-urlencoded', (b: object) => formOf(b)],
      ['multipart/form-data', (b: object) => multipartOf(b)],
    ] as const
  ).map(([type, encode]): AbuseCase => ({
    ...on(route),
    label: `${route.name} · as ${type}`,
    headers: contentTypeHeader(type),
    body: () => encode(route.valid!(nextSerial())),
    expect: route.harmless ? 'harmless' : 'either',
  })),
);

function contentTypeHeader(type: string): Record<string, string> {
  if (type.startsWith('application/json with')) return JSON_TYPE;
  return type.includes('/') && !type.startsWith('multipart') ? { 'content-type': type } : {};
}

function utf16(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf16le'));
}

function formOf(body: object): URLSearchParams {
  return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
}

function multipartOf(body: object): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  return form;
}

describeAbuse('bad JSON bodies', 'JSON bodies', {
  'malformed JSON': malformed,
  'wrong types': wrongTyped,
  'missing fields': missing,
  'extra fields': extra,
  'deeply nested JSON': deep,
  'content types': contentTypes,
});
