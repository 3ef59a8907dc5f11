import { z } from 'zod';
import { formatCents } from './format';
import { isValidEmail } from './validation';

/**
 * The admin tables' schema shape (spec section 3, plus the `x-` extensions of decisions D9 and
 * D12) and the one rule set for schema-driven forms (spec section 5, in German: D12), as zod
 * schemas derived from the JSON files (decision record 090). The browser runs it on each change
 * and on submit; the server runs the same functions before any write, so both give the same
 * messages. Isomorphic: no Node, no DOM.
 */

type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array';

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
  /**
   * Extension (D12): 'money' is an amount kept in cents, shown as '47,00 €' (in the row's
   * `currency` when it has one) and entered in euros.
   */
  'x-format'?: 'money';
  /** Extension: the cell reads "{value} von {row[x-of]}" (downloads used of allowed). */
  'x-of'?: string;
  /** Extension: what a `pattern` allows, in words; the pattern's message names it (D12). */
  'x-pattern-hint'?: string;
  /** Extension: a date-time column shown as this warning text when set (a flag, not a date). */
  'x-flag'?: string;
}

export interface TableSchema {
  title: string;
  description?: string;
  required?: string[];
  properties: Record<string, FieldSchema>;
  /** Extension: the list's order before the administrator picks one, "field:asc|desc". */
  'x-default-sort'?: string;
  /** Extension: a row opens this page; "{id}" is replaced by the row's primary key. */
  'x-detail'?: string;
  /**
   * Extension: how entries are created. `false`: not by hand; a link: on a page of its own
   * (the free copy replaces "Neu erstellen" on orders). Absent: the schema form.
   */
  'x-create'?: false | { label: string; href: string };
  /** Extension: a read-only table (the audit log): no create, edit or delete, not even by API. */
  'x-readonly'?: boolean;
  /** Extension: the column holding the row's version; an edit sends the version it was based on. */
  'x-version'?: string;
  /** Extension: the list's columns in this order (the most useful first), instead of all visible. */
  'x-columns'?: string[];
  /**
   * Extension: only rows whose field holds one of these values can be deleted (the server refuses
   * the others, and the list offers no delete for them). Absent: any row may be tried.
   */
  'x-deletable'?: Record<string, unknown[]>;
}

export type Row = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** Strings longer than this are edited in a textarea (spec section 9). */
const MULTILINE_THRESHOLD = 255;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The field flagged primaryKey, falling back to `id`. */
export function primaryKeyOf(schema: TableSchema): string {
  const flagged = Object.entries(schema.properties).find(([, p]) => p.primaryKey);
  return flagged ? flagged[0] : 'id';
}

/**
 * List columns: not read-only, the primary key, and read-only fields marked `x-column`; or the
 * schema's own choice and order (`x-columns`).
 */
export function visibleFields(schema: TableSchema): string[] {
  const listed = schema['x-columns'];
  if (listed) return listed.filter((name) => Object.hasOwn(schema.properties, name));
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

/** A long free text; an address (e-mail, URL) or a date stays one line however long it may be. */
export function isMultiline(field: FieldSchema): boolean {
  return field.type === 'string' && !field.format && (field.maxLength ?? 0) > MULTILINE_THRESHOLD;
}

/** Whether the schema's delete rule (`x-deletable`) lets this row go. */
export function isDeletable(schema: TableSchema, row: Row): boolean {
  const rule = schema['x-deletable'];
  if (!rule) return true;
  return Object.entries(rule).every(([field, values]) => values.includes(row[field]));
}

export function fieldLabel(name: string, field: FieldSchema): string {
  return field.title || name;
}

export function isMoneyField(field: FieldSchema | undefined): boolean {
  return field?.['x-format'] === 'money' && (field.type === 'integer' || field.type === 'number');
}

/** The list's order before the administrator picks one: the schema's, or the primary key's. */
export function defaultSortOf(schema: TableSchema): { field: string; direction: 'asc' | 'desc' } {
  const [field, direction] = (schema['x-default-sort'] ?? '').split(':');
  if (field && Object.hasOwn(schema.properties, field)) {
    return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
  }
  return { field: primaryKeyOf(schema), direction: 'asc' };
}

/** A limit as the message shows it: euros for amounts in cents, German digit groups otherwise. */
function limitText(field: FieldSchema, limit: number): string {
  return isMoneyField(field) ? formatCents(limit) : limit.toLocaleString('de-DE');
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

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * The zod schema of a filled-in value of one field, derived from the table's JSON schema (the
 * JSON files stay the one source: the specification names their folder). Each check carries its
 * German message (D12), in the order a person should hear them: the type first, then format,
 * length, pattern. Emptiness is decided before (validateField), as the JSON files' `required`
 * says it.
 */
function valueSchema(name: string, field: FieldSchema): z.ZodType {
  const label = fieldLabel(name, field);
  const fail = (message: string) => ({ error: `${label} ${message}` });
  switch (field.type) {
    case 'boolean':
      return z.boolean(fail('muss Ja oder Nein sein'));
    case 'number':
    case 'integer': {
      const money = isMoneyField(field);
      let number = z.number(
        fail(money ? 'muss ein Betrag in Euro sein, z. B. 47,00' : 'muss eine Zahl sein'),
      );
      if (field.type === 'integer') {
        number = number.int(
          fail(money ? 'darf höchstens zwei Nachkommastellen haben' : 'muss eine ganze Zahl sein'),
        );
      }
      if (field.minimum !== undefined) {
        const text = `darf nicht kleiner als ${limitText(field, field.minimum)} sein`;
        number = number.min(field.minimum, fail(text));
      }
      if (field.maximum !== undefined) {
        const text = `darf nicht größer als ${limitText(field, field.maximum)} sein`;
        number = number.max(field.maximum, fail(text));
      }
      return number;
    }
    case 'string': {
      const text = z.string(fail('muss ein Text sein'));
      if (field.enum) {
        const options = field.enum;
        return text.refine(
          (v) => options.includes(v),
          fail('muss eine der gültigen Optionen sein'),
        );
      }
      let checked: z.ZodType<string> = text;
      // The shop's one address rule: an address an administrator enters is one the shop can mail.
      if (field.format === 'email') {
        checked = text.refine(isValidEmail, fail('ist keine gültige E-Mail-Adresse'));
      }
      const format = field.format;
      const isDate = format === 'date' || format === 'date-time';
      let string = z.string();
      if (isDate) {
        string = string.refine((v) => isValidDate(v, format), fail('muss ein gültiges Datum sein'));
      } else {
        // Length limits apply to plain strings (not to dates and choices).
        if (field.minLength !== undefined) {
          const min = `muss mindestens ${field.minLength} Zeichen lang sein`;
          string = string.min(field.minLength, fail(min));
        }
        if (field.maxLength !== undefined) {
          const max = `darf höchstens ${field.maxLength} Zeichen lang sein`;
          string = string.max(field.maxLength, fail(max));
        }
      }
      const pattern = field.pattern;
      if (pattern) {
        // A pattern says nothing to a person: the message names what is allowed.
        const hint = field['x-pattern-hint'];
        string = string.refine(
          (v) => safeRegExp(pattern)?.test(v) === true,
          fail(hint ? `ist ungültig: ${hint}` : 'ist ungültig'),
        );
      }
      // One message at a time: the first rule broken, in this order.
      return checked.pipe(string);
    }
    case 'array': {
      const list = z.array(z.unknown(), fail('muss eine Liste sein'));
      const allowed = field.items?.enum ?? field.enum;
      if (!allowed) return list;
      return list.refine(
        (values) => values.every((v) => allowed.includes(v as string | number)),
        fail('enthält ungültige Optionen'),
      );
    }
    default:
      return z.unknown();
  }
}

/** Each field's zod schema, derived once per schema object. */
const derived = new WeakMap<FieldSchema, z.ZodType>();

function valueSchemaOf(name: string, field: FieldSchema): z.ZodType {
  let schema = derived.get(field);
  if (!schema) {
    schema = valueSchema(name, field);
    derived.set(field, schema);
  }
  return schema;
}

/**
 * The message for one field's value, or null when it is valid. Messages name the field by its
 * title (or its name when it has none) and follow the spec's rules in German (D12):
 * '{Titel} ist erforderlich', '{Titel} muss eine Zahl sein', …
 */
export function validateField(
  name: string,
  field: FieldSchema,
  value: unknown,
  isRequired: boolean,
): string | null {
  if (isEmptyValue(value)) return isRequired ? `${fieldLabel(name, field)} ist erforderlich` : null;
  const parsed = valueSchemaOf(name, field).safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
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
