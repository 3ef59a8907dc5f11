import { getTableSchema, listTableNames } from '../../src/server/domain/tables/tables';
import { checkoutOrder, show, type Answer, type AbuseCase } from './harness';
import { SQL_METACHARACTERS } from './payloads';
import { URL_PARAMS } from './params';
import { nextSerial } from './routes';
import { describeAbuse } from './suite';
import { findPurchaseBySessionId } from '../../src/server/domain/orders/purchases';

const TABLES = listTableNames();
const FEW = ["'", '%', '_', '\\', ') or 1=1--', "' or '1'='1"];
const enc = encodeURIComponent;

/** The rows of a list answer. */
function rowsOf(answer: Answer): Array<Record<string, unknown>> {
  return (JSON.parse(answer.text) as { data: Array<Record<string, unknown>> }).data;
}

/** A search finds only rows that contain the text itself: `%` and `_` are no wildcards. */
function expectEveryRowContains(needle: string) {
  return (_shop: unknown, answer: Answer) => {
    const wanted = needle.trim().toLowerCase();
    for (const row of rowsOf(answer)) {
      const hit = Object.values(row).some(
        (v) => typeof v === 'string' && v.toLowerCase().includes(wanted),
      );
      if (!hit)
        throw new Error(`search ${show(needle)} matched a row without it: ${show(row, 200)}`);
    }
  };
}

/** A filter finds only rows whose field is exactly the value. */
function expectEveryRowEquals(field: string, value: string) {
  return (_shop: unknown, answer: Answer) => {
    for (const row of rowsOf(answer)) {
      if (row[field] !== value)
        throw new Error(`filter ${field}=${show(value)} matched ${show(row[field])}`);
    }
  };
}

const perTable: AbuseCase[] = TABLES.flatMap((table) => {
  const schema = getTableSchema(table)!;
  const fields = Object.entries(schema.properties);
  return [
    ...SQL_METACHARACTERS.flatMap((v): AbuseCase[] => [
      {
        label: `${table} sort ${show(v)}`,
        path: `/api/tables/${table}?sort=${enc(v)}`,
        as: 'admin',
      },
      {
        label: `${table} sort direction ${show(v)}`,
        path: `/api/tables/${table}?sort=${enc(`${fields[0][0]}:${v}`)}`,
        as: 'admin',
      },
      {
        label: `${table} search ${show(v)}`,
        path: `/api/tables/${table}?search=${enc(v)}&limit=100`,
        as: 'admin',
        expect: 'harmless',
        after: expectEveryRowContains(v),
      },
      {
        label: `${table} export search ${show(v)}`,
        path: `/api/tables/${table}/export?search=${enc(v)}`,
        as: 'admin',
        expect: 'harmless',
      },
      {
        label: `${table} filter name ${show(v)}`,
        path: `/api/tables/${table}?${enc(v)}=1`,
        as: 'admin',
      },
      {
        label: `${table} page ${show(v)}`,
        path: `/api/tables/${table}?page=${enc(v)}`,
        as: 'admin',
      },
      {
        label: `${table} row id ${show(v)} (update)`,
        method: 'PUT',
        path: `/api/tables/${table}/${enc(v)}`,
        as: 'admin',
        json: {},
      },
      {
        label: `${table} row id ${show(v)} (delete)`,
        method: 'DELETE',
        path: `/api/tables/${table}/${enc(v)}`,
        as: 'admin',
      },
    ]),
    ...fields.flatMap(([field, spec]) =>
      FEW.map((v): AbuseCase => {
        const isText = spec.type === 'string';
        return {
          label: `${table} filter ${field}=${show(v)}`,
          path: `/api/tables/${table}?${field}=${enc(v)}`,
          as: 'admin',
          // Text compares as text, booleans read any value as true or false; numbers refuse.
          expect: spec.type === 'integer' || spec.type === 'number' ? 'refuse' : 'harmless',
          after: isText ? expectEveryRowEquals(field, v) : undefined,
        };
      }),
    ),
  ];
});

const tableNames: AbuseCase[] = SQL_METACHARACTERS.flatMap((v) =>
  ['', '/export'].map((suffix): AbuseCase => ({
    label: `table name ${show(v)}${suffix}`,
    path: `/api/tables/${enc(`products${v}`)}${suffix}`,
    as: 'admin',
  })),
);

/** Every other id, token and name in a URL. */
const ids: AbuseCase[] = URL_PARAMS.filter((p) => !p.name.startsWith('table')).flatMap((param) =>
  SQL_METACHARACTERS.map((v): AbuseCase => ({
    label: `${param.name} ${show(v)}`,
    method: param.method ?? 'GET',
    path: (s) => param.at(enc(v), s),
    as: param.as,
    json: param.json,
    expect: param.expect,
  })),
);

/** Addresses may hold `'`, `%` and `_`: taken as they are, stored exactly, matched exactly. */
const inAddresses: AbuseCase[] = ["o'brien", 'a%b', 'a_b', 'x%_x', "a'--"].flatMap((local) => [
  {
    label: `resend-link for ${local}@…`,
    method: 'POST',
    path: '/api/resend-link',
    json: () => ({ email: `${local}${nextSerial()}@example.com`, language: 'en' }),
    expect: 'harmless',
  },
  {
    label: `send-otp for ${local}@…`,
    method: 'POST',
    path: '/api/send-otp',
    json: () => ({ email: `${local}${nextSerial()}@example.com` }),
    expect: 'either',
  },
  {
    label: `checkout for ${local}@…`,
    method: 'POST',
    path: '/api/create-checkout-session',
    json: () => checkoutOrder(`${local}${nextSerial()}@example.com`),
    expect: 'either',
    after: async (shop, answer) => {
      const { sessionId } = JSON.parse(answer.text) as { sessionId: string };
      const row = (await findPurchaseBySessionId(shop.db.db, sessionId))!;
      if (!row.email.startsWith(local)) throw new Error(`stored as ${row.email}`);
    },
  },
  {
    label: `checkout product id ${local}`,
    method: 'POST',
    path: '/api/create-checkout-session',
    json: () =>
      checkoutOrder(`sql${nextSerial()}@example.com`, {
        products: [{ productId: `ebook-restaurant-closer-en${local}`, quantity: 1 }],
      }),
  },
]);

describeAbuse('SQL metacharacters', 'SQL metacharacters', {
  'admin tables: sort, search, filters, paging, row ids': perTable,
  'table names': tableNames,
  'ids, tokens and names in URLs': ids,
  'addresses and product ids': inAddresses,
});
