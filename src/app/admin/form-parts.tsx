import { useState, type ReactNode } from 'react';
import { centsToEuroInput, parseEuroInput } from '../../shared/money';
import { fieldLabel, type Row, type TableSchema } from '../../shared/schema-validation';
import { uploadFile, uploadMedia } from './api';
import { formatCell } from './cells';

/** Parts of the schema form: the input style, the spinner, uploads, amounts, stale edits. */

export const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-xs focus:border-wine focus:outline-none focus:ring-1 focus:ring-wine disabled:bg-stone-100 disabled:text-muted';

export function Spinner({ label = 'Lädt...' }: { label?: string }): ReactNode {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-muted">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-stone-300 border-t-wine"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function UploadButton({
  kind,
  onUploaded,
}: {
  kind: 'media' | 'file';
  onUploaded: (value: string) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  return (
    <div className="shrink-0">
      <label className="inline-flex min-h-9 cursor-pointer items-center whitespace-nowrap rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50">
        {state.busy ? 'Lädt...' : kind === 'media' ? 'Bild hochladen' : 'PDF hochladen'}
        <input
          type="file"
          className="sr-only"
          accept={
            kind === 'media' ? 'image/png,image/jpeg,image/webp,image/svg+xml' : 'application/pdf'
          }
          disabled={state.busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setState({ busy: true, error: null });
            try {
              onUploaded(kind === 'media' ? await uploadMedia(file) : await uploadFile(file));
              setState({ busy: false, error: null });
            } catch (err) {
              setState({ busy: false, error: err instanceof Error ? err.message : String(err) });
            }
          }}
        />
      </label>
      {state.error && <p className="mt-1 text-xs text-red-700">{state.error}</p>}
    </div>
  );
}

/**
 * The row as someone else saved it, beside the form, the values they changed marked: take it
 * over, or save mine on top.
 */
export function CurrentValues({
  schema,
  fields,
  base,
  current,
  onAdopt,
  onKeepMine,
}: {
  schema: TableSchema;
  fields: string[];
  /** The row the edit started from. */
  base: Row | null;
  current: Row;
  onAdopt: () => void;
  onKeepMine: () => void;
}) {
  const isChanged = (name: string) =>
    base !== null && JSON.stringify(base[name] ?? null) !== JSON.stringify(current[name] ?? null);
  const button =
    'inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50';
  return (
    <section
      aria-labelledby="current-values"
      className="mx-4 mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-3 text-sm sm:mx-6"
    >
      <h4 id="current-values" className="font-semibold text-ink">
        Aktuelle Werte
      </h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {fields.map((name) => (
          <div key={name} className="contents">
            <dt className={isChanged(name) ? 'font-semibold text-ink' : 'text-muted'}>
              {fieldLabel(name, schema.properties[name])}
            </dt>
            <dd
              className={`[overflow-wrap:anywhere] ${isChanged(name) ? 'font-semibold text-ink' : 'text-ink'}`}
            >
              {formatCell(name, schema.properties[name], current[name], undefined, current) || '–'}
              {isChanged(name) && (
                <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  geändert
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onAdopt} className={button}>
          Aktuelle Werte übernehmen
        </button>
        <button type="button" onClick={onKeepMine} className={button}>
          Meine Eingaben trotzdem speichern
        </button>
      </div>
    </section>
  );
}

/**
 * An amount kept in cents, typed in euros ('47,00'): the text is kept as typed; the form's
 * value is the cents, or the text itself while it is no amount (so the rules can say so).
 */
export function MoneyInput({
  value,
  onChange,
  ...common
}: {
  id: string;
  name: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const [text, setText] = useState(() =>
    typeof value === 'number' ? centsToEuroInput(value) : typeof value === 'string' ? value : '',
  );
  return (
    <div className="relative">
      <input
        {...common}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const cents = parseEuroInput(e.target.value);
          onChange(cents === undefined ? e.target.value : cents);
        }}
        className={`${inputClass} pr-8`}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
      >
        €
      </span>
    </div>
  );
}
