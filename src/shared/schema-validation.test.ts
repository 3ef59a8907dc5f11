import { describe, expect, it } from 'vitest';
import {
  defaultValue,
  formFields,
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

const v = (field: Parameters<typeof validateField>[1], value: unknown, required = false) =>
  validateField('field', field, value, required);

describe('shared form rules (spec section 5)', () => {
  it('required: null, undefined, empty or blank strings and empty arrays are empty; false is filled', () => {
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(v({ type: 'string', title: 'Name' }, empty, true)).toBe('Name is required');
      expect(v({ type: 'string', title: 'Name' }, empty, false)).toBeNull();
    }
    expect(v({ type: 'boolean', title: 'Aktiv' }, false, true)).toBeNull();
    expect(v({ type: 'integer' }, 0, true)).toBeNull();
    // Without a title the field name is used.
    expect(validateField('email', { type: 'string' }, '', true)).toBe('email is required');
    expect(isEmptyValue(0)).toBe(false);
  });

  it('boolean', () => {
    expect(v({ type: 'boolean', title: 'B' }, 'yes')).toBe('B must be a boolean');
    expect(v({ type: 'boolean', title: 'B' }, 1)).toBe('B must be a boolean');
    expect(v({ type: 'boolean' }, true)).toBeNull();
  });

  it('number and integer with minimum and maximum', () => {
    const n = { type: 'number', title: 'N', minimum: 0, maximum: 10 };
    expect(v(n, 'abc')).toBe('N must be a number');
    expect(v(n, '5')).toBe('N must be a number');
    expect(v(n, Number.NaN)).toBe('N must be a number');
    expect(v(n, 2.5)).toBeNull();
    expect(v({ ...n, type: 'integer' }, 2.5)).toBe('N must be an integer');
    expect(v(n, -1)).toBe('N cannot be less than 0');
    expect(v(n, 11)).toBe('N cannot be greater than 10');
    expect(v(n, 10)).toBeNull();
  });

  it('strings: type, email, dates, lengths, pattern, enum', () => {
    expect(v({ type: 'string', title: 'S' }, 5)).toBe('S must be a string');
    const email = { type: 'string', title: 'E-Mail', format: 'email' };
    expect(v(email, 'no-at-sign')).toBe('E-Mail is not a valid email');
    expect(v(email, 'a@b')).toBe('E-Mail is not a valid email');
    expect(v(email, 'a@b.de')).toBeNull();
    const date = { type: 'string', title: 'D', format: 'date' };
    expect(v(date, '2025-02-30')).toBe('D must be a valid date');
    expect(v(date, 'gestern')).toBe('D must be a valid date');
    expect(v(date, '2025-02-28')).toBeNull();
    const dateTime = { type: 'string', title: 'T', format: 'date-time' };
    expect(v(dateTime, 'nope')).toBe('T must be a valid date');
    expect(v(dateTime, '2025-01-01T10:00:00.000Z')).toBeNull();
    const len = { type: 'string', title: 'L', minLength: 2, maxLength: 4 };
    expect(v(len, 'a')).toBe('L must be at least 2 characters');
    expect(v(len, 'abcde')).toBe('L cannot exceed 4 characters');
    expect(v(len, 'abc')).toBeNull();
    expect(v({ type: 'string', title: 'P', pattern: '^[a-z]+$' }, 'ABC')).toBe('P is not valid');
    expect(v({ type: 'string', title: 'P', pattern: '^[a-z]+$' }, 'abc')).toBeNull();
    const choice = { type: 'string', title: 'C', enum: ['en', 'de'], minLength: 5 };
    expect(v(choice, 'fr')).toBe('C must be one of the valid options');
    // Length limits apply to plain strings only.
    expect(v(choice, 'de')).toBeNull();
  });

  it('arrays', () => {
    const a = { type: 'array', title: 'A', items: { enum: ['x', 'y'] } };
    expect(v(a, 'x')).toBe('A must be an array');
    expect(v(a, ['x', 'z'])).toBe('A contains invalid options');
    expect(v(a, ['x', 'y'])).toBeNull();
    expect(v({ type: 'array', title: 'A', enum: ['x'] }, ['q'])).toBe('A contains invalid options');
    expect(v(a, [], true)).toBe('A is required');
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
      a: 'A is required',
      n: 'N must be a number',
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
    expect(defaultValue(p.properties.active)).toBe(true);
    expect(defaultValue(p.properties.currency)).toBe('EUR');
    expect(defaultValue({ type: 'string' })).toBe('');
    const pur = purchases as TableSchema;
    expect(formFields(pur)).toEqual(['email', 'name']);
    expect(visibleFields(pur)).toEqual([
      'id',
      'email',
      'name',
      'status',
      'amount',
      'language',
      'download_count',
      'created_at',
      'paid_at',
    ]);
    expect(visibleFields(admins as TableSchema)).toEqual(['email', 'created_at']);
  });
});
