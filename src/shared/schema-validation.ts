/**
 * The admin tables' schema shape (spec section 3, plus `x-column` from decision D9) and the one
 * rule set for schema-driven forms (spec section 5). The browser runs it on each change and on
 * submit; the server runs the same functions before any write, so both give the same messages.
 * Isomorphic: no Node, no DOM.
 */

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array';

export interface FieldSchema {
  type: FieldType | string;
  title?: string;
  description?: string;
  format?: 'email' | 'date' | 'date-time' | 'uri' | string;
  enum?: (string | number)[];
  enumNames?: string[];
  /** For arrays: the allowed item values (the checkbox group). */
  items?: { type?: string; enum?: (string | number)[]; enumNames?: string[] };
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  readOnly?: boolean;
  primaryKey?: boolean;
  /** Decision D9: a read-only field that is still shown (and sortable) as a list column. */
  'x-column'?: boolean;
  /** Extension: the form offers an upload that fills this field (an image URL or a PDF file key). */
  'x-upload'?: 'media' | 'file';
}

export interface TableSchema {
  title: string;
  description?: string;
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export type Row = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** Strings longer than this are edited in a textarea (spec section 9). */
export const MULTILINE_THRESHOLD = 255;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The field flagged primaryKey, falling back to `id`. */
export function primaryKeyOf(schema: TableSchema): string {
  const flagged = Object.entries(schema.properties).find(([, p]) => p.primaryKey);
  return flagged ? flagged[0] : 'id';
}

/** List columns: not read-only, the primary key, and read-only fields marked `x-column`. */
export function visibleFields(schema: TableSchema): string[] {
  const pk = primaryKeyOf(schema);
  return Object.entries(schema.properties)
    .filter(([name, p]) => !p.readOnly || name === pk || p['x-column'] === true)
    .map(([name]) => name);
}

/** Form fields: everything not read-only. */
export function formFields(schema: TableSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.readOnly)
    .map(([name]) => name);
}

export function isMultiline(field: FieldSchema): boolean {
  return field.type === 'string' && (field.maxLength ?? 0) > MULTILINE_THRESHOLD;
}

export function fieldLabel(name: string, field: FieldSchema): string {
  return field.title || name;
}

/** Empty: null, undefined, '', a blank string or an empty array. `false` counts as filled. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isValidDate(value: string, format: string): boolean {
  if (format === 'date') {
    if (!DATE_PATTERN.test(value)) return false;
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }
  return !Number.isNaN(Date.parse(value));
}

/**
 * The message for one field's value, or null when it is valid. Messages name the field by its
 * title (or its name when it has none): '{title} is required', '{title} must be a number', …
 */
export function validateField(
  name: string,
  field: FieldSchema,
  value: unknown,
  isRequired: boolean,
): string | null {
  const label = fieldLabel(name, field);
  const fail = (message: string) => `${label} ${message}`;
  if (isEmptyValue(value)) return isRequired ? fail('is required') : null;

  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : fail('must be a boolean');
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('must be a number');
      if (field.type === 'integer' && !Number.isInteger(value)) return fail('must be an integer');
      if (field.minimum !== undefined && value < field.minimum) {
        return fail(`cannot be less than ${field.minimum}`);
      }
      if (field.maximum !== undefined && value > field.maximum) {
        return fail(`cannot be greater than ${field.maximum}`);
      }
      return null;
    }
    case 'string': {
      if (typeof value !== 'string') return fail('must be a string');
      if (field.enum) {
        return field.enum.includes(value) ? null : fail('must be one of the valid options');
      }
      if (field.format === 'email' && !EMAIL_PATTERN.test(value))
        return fail('is not a valid email');
      const isDate = field.format === 'date' || field.format === 'date-time';
      if (isDate && !isValidDate(value, field.format!)) return fail('must be a valid date');
      // Length limits apply to plain strings (not to dates and choices).
      if (!isDate) {
        if (field.minLength !== undefined && value.length < field.minLength) {
          return fail(`must be at least ${field.minLength} characters`);
        }
        if (field.maxLength !== undefined && value.length > field.maxLength) {
          return fail(`cannot exceed ${field.maxLength} characters`);
        }
      }
      if (field.pattern && !safeRegExp(field.pattern)?.test(value)) return fail('is not valid');
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return fail('must be an array');
      const allowed = field.items?.enum ?? field.enum;
      if (allowed && value.some((v) => !allowed.includes(v as string | number))) {
        return fail('contains invalid options');
      }
      return null;
    }
    default:
      return null;
  }
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * Errors of the given fields of a row (by default every form field). Only fields that are
 * not read-only are ever checked: read-only values belong to the server.
 */
export function validateRow(
  schema: TableSchema,
  row: Row,
  fields: string[] = formFields(schema),
): FieldErrors {
  const required = new Set(schema.required ?? []);
  const errors: FieldErrors = {};
  for (const name of fields) {
    const field = schema.properties[name];
    if (!field || field.readOnly) continue;
    const message = validateField(name, field, row[name], required.has(name));
    if (message) errors[name] = message;
  }
  return errors;
}

/** A field's starting value in a new-entry form: its default, or empty. */
export function defaultValue(field: FieldSchema): unknown {
  if (field.default !== undefined) return field.default;
  if (field.type === 'boolean') return false;
  if (field.type === 'array') return [];
  if (field.type === 'number' || field.type === 'integer') return null;
  return '';
}
