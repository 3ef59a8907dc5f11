import { describe, expect, it } from 'vitest';
import discountCodesSchema from './schemas/discount_codes.json';
import partnersSchema from './schemas/partners.json';
import {
  defaultSortOf,
  defaultValue,
  formFields,
  isDeletable,
  isEmptyValue,
  isMultiline,
  primaryKeyOf,
  validateField,
  validateRow,
  visibleFields,
  type TableSchema,
} from './schema-validation';
import products from './schemas/products.json';
import purchases from './schemas/ebook_purchases.json';
import admins from './schemas/admins.json';
import { ORDER_LIST_COLUMNS } from '../../tests/setup/order-columns';

const v = (field: Parameters<typeof validateField>[1], value: unknown, required = false) =>
  validateField('field', field, value, required);

describe('shared form rules (spec section 5, in German: D12)', () => {
  it('required: null, undefined, empty or blank strings and empty arrays are empty; false is filled', () => {
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(v({ type: 'string', title: 'Name' }, empty, true)).toBe('Name ist erforderlich');
      expect(v({ type: 'string', title: 'Name' }, empty, false)).toBeNull();
    }
    expect(v({ type: 'boolean', title: 'Aktiv' }, false, true)).toBeNull();
    expect(v({ type: 'integer' }, 0, true)).toBeNull();
    // Without a title the field name is used.
    expect(validateField('email', { type: 'string' }, '', true)).toBe('email ist erforderlich');
    expect(isEmptyValue(0)).toBe(false);
  });

  it('boolean', () => {
    expect(v({ type: 'boolean', title: 'B' }, 'yes')).toBe('B muss Ja oder Nein sein');
    expect(v({ type: 'boolean', title: 'B' }, 1)).toBe('B muss Ja oder Nein sein');
    expect(v({ type: 'boolean' }, true)).toBeNull();
  });

  it('number and integer with minimum and maximum', () => {
    const n = { type: 'number', title: 'N', minimum: 0, maximum: 10 };
    expect(v(n, 'abc')).toBe('N muss eine Zahl sein');
    expect(v(n, '5')).toBe('N muss eine Zahl sein');
    expect(v(n, Number.NaN)).toBe('N muss eine Zahl sein');
    expect(v(n, 2.5)).toBeNull();
    expect(v({ ...n, type: 'integer' }, 2.5)).toBe('N muss eine ganze Zahl sein');
    expect(v(n, -1)).toBe('N darf nicht kleiner als 0 sein');
    expect(v(n, 11)).toBe('N darf nicht größer als 10 sein');
    expect(v(n, 10)).toBeNull();
  });

  it('strings: type, email, dates, lengths, pattern, enum', () => {
    expect(v({ type: 'string', title: 'S' }, 5)).toBe('S muss ein Text sein');
    const email = { type: 'string', title: 'E-Mail', format: 'email' };
    expect(v(email, 'no-at-sign')).toBe('E-Mail ist keine gültige E-Mail-Adresse');
    expect(v(email, 'a@b')).toBe('E-Mail ist keine gültige E-Mail-Adresse');
    expect(v(email, 'a@b.de')).toBeNull();
    const date = { type: 'string', title: 'D', format: 'date' };
    expect(v(date, '2025-02-30')).toBe('D muss ein gültiges Datum sein');
    expect(v(date, 'gestern')).toBe('D muss ein gültiges Datum sein');
    expect(v(date, '2025-02-28')).toBeNull();
    const dateTime = { type: 'string', title: 'T', format: 'date-time' };
    expect(v(dateTime, 'nope')).toBe('T muss ein gültiges Datum sein');
    expect(v(dateTime, '2025-01-01T10:00:00.000Z')).toBeNull();
    const len = { type: 'string', title: 'L', minLength: 2, maxLength: 4 };
    expect(v(len, 'a')).toBe('L muss mindestens 2 Zeichen lang sein');
    expect(v(len, 'abcde')).toBe('L darf höchstens 4 Zeichen lang sein');
    expect(v(len, 'abc')).toBeNull();
    expect(v({ type: 'string', title: 'P', pattern: '^[a-z]+$' }, 'ABC')).toBe('P ist ungültig');
    expect(v({ type: 'string', title: 'P', pattern: '^[a-z]+$' }, 'abc')).toBeNull();
    // A pattern rule says what is allowed.
    const hinted = { type: 'string', title: 'P', pattern: '^[a-z]+$', 'x-pattern-hint': 'nur a–z' };
    expect(v(hinted, 'ABC')).toBe('P ist ungültig: nur a–z');
    const choice = { type: 'string', title: 'C', enum: ['en', 'de'], minLength: 5 };
    expect(v(choice, 'fr')).toBe('C muss eine der gültigen Optionen sein');
    // Length limits apply to plain strings only.
    expect(v(choice, 'de')).toBeNull();
  });

  it('names the first rule a value breaks, in the order type, format, length, pattern', () => {
    const mail = { type: 'string', title: 'M', format: 'email', maxLength: 5, pattern: '^x' };
    expect(v(mail, 42)).toBe('M muss ein Text sein');
    expect(v(mail, 'kein-at-zeichen')).toBe('M ist keine gültige E-Mail-Adresse');
    expect(v(mail, 'a@example.com')).toBe('M darf höchstens 5 Zeichen lang sein');
    const code = { type: 'string', title: 'C', minLength: 3, pattern: '^[A-Z]+$' };
    expect(v(code, 'a')).toBe('C muss mindestens 3 Zeichen lang sein');
    expect(v(code, 'abc')).toBe('C ist ungültig');
    const count = { type: 'integer', title: 'N', minimum: 1, maximum: 10 };
    expect(v(count, 0.5)).toBe('N muss eine ganze Zahl sein');
    expect(v(count, 11)).toBe('N darf nicht größer als 10 sein');
    // The same field object checked again gives the same answer (its schema is derived once).
    expect(v(count, 11)).toBe('N darf nicht größer als 10 sein');
    expect(v(count, 5)).toBeNull();
  });

  it('amounts in cents: limits in euros, text that is no amount', () => {
    const price = {
      type: 'integer',
      title: 'Preis',
      minimum: 0,
      maximum: 10000000,
      'x-format': 'money' as const,
    };
    expect(v(price, -1)).toMatch(/^Preis darf nicht kleiner als 0,00\s€ sein$/);
    expect(v(price, 10000001)).toMatch(/^Preis darf nicht größer als 100\.000,00\s€ sein$/);
    expect(v(price, 'zwölf')).toBe('Preis muss ein Betrag in Euro sein, z. B. 47,00');
    expect(v(price, 4700)).toBeNull();
    expect(v({ type: 'integer', title: 'N', maximum: 100000 }, 100001)).toBe(
      'N darf nicht größer als 100.000 sein',
    );
  });

  it('arrays', () => {
    const a = { type: 'array', title: 'A', items: { enum: ['x', 'y'] } };
    expect(v(a, 'x')).toBe('A muss eine Liste sein');
    expect(v(a, ['x', 'z'])).toBe('A enthält ungültige Optionen');
    expect(v(a, ['x', 'y'])).toBeNull();
    expect(v({ type: 'array', title: 'A', enum: ['x'] }, ['q'])).toBe(
      'A enthält ungültige Optionen',
    );
    expect(v(a, [], true)).toBe('A ist erforderlich');
  });

  it('validateRow checks only fields that are not read-only', () => {
    const schema: TableSchema = {
      title: 'T',
      required: ['a', 'ro'],
      properties: {
        a: { type: 'string', title: 'A' },
        ro: { type: 'string', title: 'RO', readOnly: true },
        n: { type: 'integer', title: 'N' },
      },
    };
    expect(validateRow(schema, { n: 'x' })).toEqual({
      a: 'A ist erforderlich',
      n: 'N muss eine Zahl sein',
    });
    expect(validateRow(schema, { a: 'ok' })).toEqual({});
    expect(validateRow(schema, {}, ['n'])).toEqual({});
  });
});

describe('schema helpers and the shipped schemas', () => {
  it('primary key, visible columns, form fields, multiline, defaults', () => {
    const p = products as TableSchema;
    expect(primaryKeyOf(p)).toBe('id');
    expect(primaryKeyOf(admins as TableSchema)).toBe('email');
    expect(primaryKeyOf({ title: 'x', properties: {} })).toBe('id');
    expect(visibleFields(p)).toContain('updated_at');
    expect(visibleFields(p)).not.toContain('created_at');
    expect(formFields(p)).not.toContain('updated_at');
    expect(isMultiline(p.properties.description)).toBe(true);
    expect(isMultiline(p.properties.name)).toBe(false);
    // An e-mail address is one line, however long it may be.
    expect(isMultiline((admins as TableSchema).properties.email)).toBe(false);
    expect(isMultiline((purchases as TableSchema).properties.email)).toBe(false);
    expect(defaultValue(p.properties.active)).toBe(true);
    expect(defaultValue(p.properties.currency)).toBe('EUR');
    expect(defaultValue({ type: 'string' })).toBe('');
    const pur = purchases as TableSchema;
    expect(formFields(pur)).toEqual(['email', 'name']);
    // Orders list their most useful columns first (x-columns).
    expect(visibleFields(pur)).toEqual(ORDER_LIST_COLUMNS);
    expect(defaultSortOf(pur)).toEqual({ field: 'created_at', direction: 'desc' });
    expect(defaultSortOf(p)).toEqual({ field: 'id', direction: 'asc' });
    // Every status has its German label.
    expect(pur.properties.status.enum).toHaveLength(pur.properties.status.enumNames!.length);
    expect(visibleFields(admins as TableSchema)).toEqual(['email', 'created_at']);
  });
});

describe('isDeletable', () => {
  it('offers delete only for orders the server lets go', () => {
    const pur = purchases as TableSchema;
    for (const status of ['pending', 'failed', 'expired']) {
      expect(isDeletable(pur, { status })).toBe(true);
    }
    for (const status of ['paid', 'refunded', 'withdrawn', 'free', 'review']) {
      expect(isDeletable(pur, { status })).toBe(false);
    }
    expect(isDeletable(products as TableSchema, { id: 'x' })).toBe(true);
  });
});

describe('the hints of the admin forms', () => {
  it('say in a whole sentence what an unticked "Aktiv" box does', () => {
    expect(discountCodesSchema.properties.active.description).toBe(
      'Ohne Haken ist der Code pausiert: Er lässt sich nicht einlösen.',
    );
    expect(partnersSchema.properties.active.description).toBe(
      'Ohne Haken ist der Partner pausiert: Sein Link zählt keine Klicks und keine Bestellungen mehr.',
    );
  });
});
