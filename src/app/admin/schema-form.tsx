import { useState, type FormEvent } from 'react';
import {
  defaultValue,
  fieldLabel,
  formFields,
  isMoneyField,
  isMultiline,
  primaryKeyOf,
  validateField,
  validateRow,
  type FieldErrors,
  type FieldSchema,
  type Row,
  type TableSchema,
} from '../../shared/schema-validation';
import { ApiError } from './api';
import { CurrentValues, inputClass, MoneyInput, Spinner, UploadButton } from './form-parts';
import { ErrorBox } from './page-parts';

export { inputClass, Spinner };

/** An address field: e-mail keyboard, type text (type="email" gives scripts punycode domains). */
const EMAIL_FIELD = { inputMode: 'email', autoComplete: 'email', spellCheck: false } as const;

/** The form's starting values: the row being edited, or each field's default (or empty). */
function initialValues(schema: TableSchema, row: Row | null): Row {
  const values: Row = {};
  for (const name of formFields(schema)) {
    const field = schema.properties[name];
    values[name] = row
      ? (row[name] ?? (field.type === 'boolean' ? false : null))
      : defaultValue(field);
  }
  return values;
}

/**
 * The schema-driven create/edit form (spec section 5): one widget per field that is not
 * read-only, validated with the shared rules on each change and on submit. A table's rules
 * across fields (src/shared/row-rules.ts) are checked live once the form was sent, so their
 * message goes when the conflict does, whichever field ended it. The server's other refusals
 * stay on their field until that field changes, and do not block sending again.
 */
export function SchemaForm({
  schema,
  row,
  rowRules,
  onSubmit,
  onCancel,
}: {
  schema: TableSchema;
  /** The table's rules across fields, the server's own. */
  rowRules?: (row: Row) => FieldErrors;
  /** The row being edited, or null for a new entry. */
  row: Row | null;
  onSubmit: (values: Row) => Promise<void>;
  onCancel: () => void;
}) {
  const isEdit = row !== null;
  const pk = primaryKeyOf(schema);
  const required = new Set(schema.required ?? []);
  const fields = formFields(schema);
  const [values, setValues] = useState<Row>(() => initialValues(schema, row));
  const [errors, setErrors] = useState<FieldErrors>({});
  // What the server refused that the form cannot check itself (a code that is taken), and
  // whether it was sent: rules across fields speak from then on, not while the seller types.
  const [refused, setRefused] = useState<FieldErrors>({});
  const [isSent, setSent] = useState(false);
  const crossErrors = isSent && rowRules ? rowRules(values) : {};
  const shown: FieldErrors = { ...refused, ...crossErrors, ...errors };
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Optimistic locking: the edit names the version it is based on; a stale one comes back
  // with the row as it is now, shown beside the form.
  const versionColumn = schema['x-version'];
  const [base, setBase] = useState<Row | null>(row);
  const [current, setCurrent] = useState<Row | null>(null);
  // Widgets that keep their own text (amounts) start afresh when the values are replaced.
  const [generation, setGeneration] = useState(0);

  const change = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    const message = validateField(name, schema.properties[name], value, required.has(name));
    setErrors((e) => {
      const next = { ...e };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
    setRefused((r) => Object.fromEntries(Object.entries(r).filter(([field]) => field !== name)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRow(schema, values);
    setErrors(found);
    setRefused({});
    setSent(true);
    if (Object.keys(found).length || Object.keys(rowRules?.(values) ?? {}).length) return;
    setSubmitting(true);
    setFormError(null);
    try {
      const version = versionColumn && base ? { [versionColumn]: base[versionColumn] } : {};
      await onSubmit({ ...values, ...version });
    } catch (err) {
      console.error('Speichern fehlgeschlagen', err);
      const refusal = err instanceof ApiError ? err : null;
      const message = err instanceof Error ? err.message : String(err);
      // Rules across fields are shown live at their field; a message said at its field is not
      // repeated on top, so it goes when the field is fixed.
      const live = rowRules?.(values) ?? {};
      const atField = Object.entries(refusal?.errors ?? {});
      setRefused(Object.fromEntries(atField.filter(([field, text]) => live[field] !== text)));
      setFormError(atField.some(([, text]) => text === message) ? null : message);
      // A stale edit comes back with the row as it is now.
      const detail = refusal?.detail;
      setCurrent(detail && typeof detail === 'object' ? (detail as Row) : null);
      setSubmitting(false);
    }
  };

  /** Takes the row as it is now: its values into the form, or only its version (keep mine). */
  const adopt = (takeValues: boolean) => {
    if (!current) return;
    if (takeValues) {
      setValues(initialValues(schema, current));
      setErrors({});
      setRefused({});
      setGeneration((g) => g + 1);
    }
    setBase(current);
    setCurrent(null);
    setFormError(null);
  };

  const reset = () => {
    setValues(initialValues(schema, null));
    setErrors({});
    setRefused({});
    setSent(false);
    setFormError(null);
    setGeneration((g) => g + 1);
  };

  const hasErrors = Object.keys(errors).length > 0 || Object.keys(crossErrors).length > 0;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="relative rounded-lg border border-stone-200 bg-white shadow-sm"
      aria-busy={isSubmitting}
    >
      <div className="border-b border-stone-200 px-4 py-3 sm:px-6">
        <h3 className="text-base font-semibold text-ink">
          {isEdit ? 'Eintrag bearbeiten' : 'Neuen Eintrag erstellen'}
        </h3>
        <p className="text-sm text-muted">{schema.title}</p>
      </div>
      {formError && <ErrorBox className="mx-4 mt-4 sm:mx-6">{formError}</ErrorBox>}
      {current && (
        <CurrentValues
          schema={schema}
          fields={fields}
          base={base}
          current={current}
          onAdopt={() => adopt(true)}
          onKeepMine={() => adopt(false)}
        />
      )}
      <fieldset
        key={generation}
        disabled={isSubmitting}
        className="grid gap-x-6 gap-y-4 px-4 py-4 sm:grid-cols-2 sm:px-6"
      >
        {fields.map((name) => {
          const field = schema.properties[name];
          const id = `field-${name}`;
          const wide = isMultiline(field) || field.type === 'array';
          return (
            <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
              {field.type !== 'boolean' && (
                <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
                  {fieldLabel(name, field)}
                  {required.has(name) && <span className="text-red-700"> *</span>}
                </label>
              )}
              <FieldWidget
                id={id}
                name={name}
                field={field}
                value={values[name]}
                isRequired={required.has(name)}
                isLocked={isEdit && name === pk}
                hasError={Boolean(shown[name])}
                onChange={(v) => change(name, v)}
              />
              {field.description && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
                  {field.description}
                </p>
              )}
              {shown[name] && (
                <p className="mt-1 text-xs font-medium text-red-700" role="alert">
                  {shown[name]}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={onCancel}
          disabled={isSubmitting}
          className="inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 disabled:opacity-50"
        >
          Abbrechen
        </button>
        {!isEdit && (
          <button
            type="button"
            onClick={reset}
            disabled={isSubmitting}
            className="inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 disabled:opacity-50"
          >
            Zurücksetzen
          </button>
        )}
        <button
          type="submit"
          disabled={isSubmitting || hasErrors}
          className="inline-flex min-h-9 items-center rounded-md bg-wine px-4 text-sm font-semibold text-white hover:bg-wine-dark disabled:opacity-50"
        >
          {isSubmitting ? 'Wird gespeichert…' : 'Speichern'}
        </button>
      </div>
      {isSubmitting && (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/60">
          <Spinner />
        </div>
      )}
    </form>
  );
}

function FieldWidget({
  id,
  name,
  field,
  value,
  isRequired,
  isLocked,
  hasError,
  onChange,
}: {
  id: string;
  name: string;
  field: FieldSchema;
  value: unknown;
  isRequired: boolean;
  isLocked: boolean;
  hasError: boolean;
  onChange: (value: unknown) => void;
}) {
  const common = {
    id,
    name,
    disabled: isLocked || undefined,
    'aria-invalid': hasError || undefined,
    'aria-describedby': field.description ? `${id}-hint` : undefined,
  };
  const text = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'boolean':
      return (
        <label className="inline-flex min-h-9 items-center gap-2 text-sm font-medium text-ink">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="h-4 w-4 rounded border-stone-300 accent-wine"
          />
          {fieldLabel(name, field)}
        </label>
      );
    case 'array': {
      const options = field.items?.enum ?? field.enum ?? [];
      const names = field.items?.enumNames ?? field.enumNames;
      const selected = Array.isArray(value) ? value : [];
      return (
        <div id={id} role="group" className="flex flex-wrap gap-x-4 gap-y-2">
          {options.map((option, i) => (
            <label key={String(option)} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={selected.includes(option)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...selected, option] : selected.filter((v) => v !== option),
                  )
                }
                className="h-4 w-4 accent-wine"
              />
              {names?.[i] ?? String(option)}
            </label>
          ))}
        </div>
      );
    }
    case 'number':
    case 'integer':
      if (isMoneyField(field)) return <MoneyInput {...common} value={value} onChange={onChange} />;
      return (
        <input
          {...common}
          type="number"
          inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
          step={field.type === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={text}
          required={isRequired}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={inputClass}
        />
      );
    case 'string': {
      if (field.enum) {
        return (
          <select
            {...common}
            value={text}
            required={isRequired}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
          >
            <option value="">– bitte wählen –</option>
            {field.enum.map((option, i) => (
              <option key={String(option)} value={String(option)}>
                {field.enumNames?.[i] ?? String(option)}
              </option>
            ))}
          </select>
        );
      }
      if (field.format === 'date' || field.format === 'date-time') {
        return (
          <input
            {...common}
            type="date"
            value={text.slice(0, 10)}
            required={isRequired}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
          />
        );
      }
      if (isMultiline(field)) {
        return (
          <textarea
            {...common}
            rows={6}
            value={text}
            maxLength={field.maxLength}
            required={isRequired}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
          />
        );
      }
      const input = (
        <input
          {...common}
          type="text"
          {...(field.format === 'email' ? EMAIL_FIELD : {})}
          value={text}
          maxLength={field.maxLength}
          required={isRequired}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      );
      return field['x-upload'] && !isLocked ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {input}
          <UploadButton kind={field['x-upload']} onUploaded={onChange} />
        </div>
      ) : (
        input
      );
    }
    default:
      return <p className="text-sm text-red-700">Nicht unterstützter Feldtyp: {field.type}</p>;
  }
}
