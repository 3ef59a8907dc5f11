import { checkoutOrder, show, type AbuseCase, type Answer, type Shop } from './harness';
import {
  EXTRA_FIELDS,
  NAME_INJECTION,
  ODD_CHARACTERS,
  SQL_METACHARACTERS,
  wrongTypes,
} from './payloads';
import { nextSerial } from './routes';
import { describeAbuse } from './suite';
import { findPurchaseBySessionId } from '../../src/server/domain/orders/purchases';

/**
 * The checkout's business details (decision D16), one level down in the checkout's body: each
 * field with bad characters, wrong types, SQL, missing, too long; the section itself with the
 * wrong type and with fields it does not know. Free text (company, address) may be kept,
 * cleaned; the country and the VAT number are refused unless they are exactly right.
 */
const FIELDS = {
  company: 'text',
  address: 'text',
  country: 'strict',
  vatId: 'strict',
} as const;
type Field = keyof typeof FIELDS;

const business = () => ({
  company: 'Bistro Lumière SARL',
  address: '12 rue de la Paix, 75002 Paris',
  country: 'FR',
  vatId: 'FR12345678901',
});

function checkout(change: (b: Record<string, unknown>) => Record<string, unknown> | unknown) {
  return () => checkoutOrder(`firm${nextSerial()}@example.com`, { business: change(business()) });
}

function withField(field: Field, value: unknown) {
  return checkout((b) => ({ ...(b as Record<string, unknown>), [field]: value }));
}

const CHECKOUT = { method: 'POST', path: '/api/create-checkout-session' } as const;
const expectFor = (field: Field): AbuseCase['expect'] =>
  FIELDS[field] === 'text' ? 'either' : 'refuse';

const inside = (value: string, bad: string) => `${value.slice(0, 1)}${bad}${value.slice(1)}`;

/**
 * A VAT number is written with spaces and dots as often as without, so white space inside one
 * is dropped (tab, BOM and line separator count as white space), and so are the invisible and
 * direction characters a number copied from a document may carry: accepted, stored without.
 */
const WHITE_SPACE = /^(?:\s|[\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069])+$/u;

/** After an accepted case: what the purchase keeps is the cleaned VAT number, or none. */
async function storedVatIdIsClean(shop: Shop, answer: Answer) {
  if (answer.status >= 400) return;
  const { sessionId } = JSON.parse(answer.text) as { sessionId: string };
  const row = (await findPurchaseBySessionId(shop.db.db, sessionId))!;
  if (row.business_vat_id !== null && !/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(row.business_vat_id))
    throw new Error(`stored VAT number ${show(row.business_vat_id)}`);
}

const fieldCases: AbuseCase[] = (Object.keys(FIELDS) as Field[]).flatMap((field) => [
  ...ODD_CHARACTERS.map(([name, ch]): AbuseCase => ({
    ...CHECKOUT,
    label: `business.${field} with ${name}`,
    json: withField(field, inside(business()[field], ch)),
    expect: field === 'vatId' && WHITE_SPACE.test(ch) ? 'either' : expectFor(field),
    after: storedVatIdIsClean,
  })),
  ...SQL_METACHARACTERS.map((sql): AbuseCase => ({
    ...CHECKOUT,
    label: `business.${field} = ${show(sql)}`,
    json: withField(field, sql),
    expect: expectFor(field),
  })),
  ...wrongTypes('string').map((bad): AbuseCase => ({
    ...CHECKOUT,
    label: `business.${field} = ${show(bad)}`,
    json: withField(field, bad),
    expect: 'refuse',
  })),
  {
    ...CHECKOUT,
    label: `business without ${field}`,
    json: checkout((b) => {
      const rest = { ...(b as Record<string, unknown>) };
      delete rest[field];
      return rest;
    }),
    // Without a VAT number a business still gets its invoice, with the VAT of its country.
    expect: field === 'vatId' ? 'either' : 'refuse',
  },
  {
    ...CHECKOUT,
    label: `business.${field} of 60,000 characters`,
    json: withField(field, 'x'.repeat(60_000)),
    expect: 'refuse',
  },
]);

const nameInjection: AbuseCase[] = (['company', 'address'] as const).flatMap((field) =>
  NAME_INJECTION.map((bad): AbuseCase => ({
    ...CHECKOUT,
    label: `business.${field} = ${show(bad)}`,
    json: withField(field, bad),
    expect: 'either',
  })),
);

const sectionCases: AbuseCase[] = [
  ...wrongTypes('object').map((bad): AbuseCase => ({
    ...CHECKOUT,
    label: `business = ${show(bad)}`,
    json: checkout(() => bad),
    // null is "no business details": a consumer's checkout.
    expect: bad === null ? 'either' : 'refuse',
  })),
  ...EXTRA_FIELDS.map(([name, value]): AbuseCase => ({
    ...CHECKOUT,
    label: `business with an extra field ${show(name)}`,
    json: checkout((b) => ({ ...(b as Record<string, unknown>), [name]: value })),
    expect: 'refuse',
  })),
  // A VAT number of another country than the one chosen, and a country that does not exist.
  {
    ...CHECKOUT,
    label: 'business with a German VAT number and France as country',
    json: checkout((b) => ({ ...(b as Record<string, unknown>), vatId: 'DE123456789' })),
    expect: 'refuse',
  },
  {
    ...CHECKOUT,
    label: 'business with country XX',
    json: checkout((b) => ({ ...(b as Record<string, unknown>), country: 'XX', vatId: '' })),
    expect: 'refuse',
  },
];

describeAbuse('business details at checkout', 'business', {
  'business fields': fieldCases,
  'business names with line breaks': nameInjection,
  'the business section': sectionCases,
});
