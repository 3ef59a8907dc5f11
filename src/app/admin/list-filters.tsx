import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { centsToEuroInput, parseEuroInput } from '../../shared/money';
import {
  activeFilterCount,
  filterControls,
  isMoneyFilter,
  type FilterControl,
  type ListView,
} from './list-state';
import { inputClass } from './schema-form';

/** Typed text waits for a pause before it filters, as the search does. */
const FILTER_DELAY_MS = 400;

const selectClass =
  'rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm text-ink focus:border-wine focus:outline-none focus:ring-1 focus:ring-wine';
const smallInput = `${inputClass} py-1.5`;

const trimmed = (text: string) => text.trim();
const same = (value: string) => value;

/**
 * A text input that applies its value after a pause in typing, and only a valid one: `parse`
 * answers the address value ('' when empty) or undefined while the text is no value yet.
 */
function DebouncedInput({
  value,
  onCommit,
  parse = trimmed,
  format = same,
  ...input
}: {
  value: string;
  onCommit: (value: string) => void;
  parse?: (text: string) => string | undefined;
  format?: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(() => format(value));
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // A value changed from outside (reset, back button) replaces what is shown.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(format(value));
    }
  }, [value, format]);
  useEffect(() => {
    const next = parse(text);
    if (next === undefined || next === committed.current) return;
    const t = setTimeout(() => {
      committed.current = next;
      commit.current(next);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(t);
  }, [text, parse]);
  const isInvalid = parse(text) === undefined;
  return (
    <input
      autoComplete="off"
      {...input}
      value={text}
      aria-invalid={isInvalid || undefined}
      onChange={(e) => setText(e.target.value)}
      className={`${smallInput} ${isInvalid ? 'border-red-400' : ''} ${input.className ?? ''}`}
    />
  );
}

const parseCents = (text: string) => {
  const cents = parseEuroInput(text);
  return cents === undefined ? undefined : cents === null ? '' : String(cents);
};
const formatCents = (value: string) => (value === '' ? '' : centsToEuroInput(Number(value)));
const parseInteger = (text: string) => {
  const t = text.trim();
  return t === '' ? '' : /^-?\d{1,15}$/.test(t) ? String(Number(t)) : undefined;
};

function RangeFilter({
  control,
  view,
  onSet,
}: {
  control: FilterControl;
  view: ListView;
  onSet: (key: string, value: string) => void;
}) {
  const [low, high] = control.keys;
  const isMoney = isMoneyFilter(control);
  const edges = [
    [low, 'von'],
    [high, 'bis'],
  ] as const;
  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-medium text-muted">
        {control.title}
        {isMoney ? ' (€)' : ''}
      </legend>
      <div className="mt-1 flex items-center gap-1.5">
        {edges.map(([key, word]) =>
          control.kind === 'date' ? (
            <input
              key={key}
              type="date"
              autoComplete="off"
              aria-label={`${control.title} ${word}`}
              value={view.filters[key] ?? ''}
              onChange={(e) => onSet(key, e.target.value)}
              className={`${smallInput} min-w-0`}
            />
          ) : (
            <DebouncedInput
              key={key}
              type="text"
              inputMode={isMoney ? 'decimal' : 'numeric'}
              placeholder={word}
              aria-label={`${control.title} ${word}`}
              value={view.filters[key] ?? ''}
              parse={isMoney ? parseCents : parseInteger}
              format={isMoney ? formatCents : same}
              onCommit={(v) => onSet(key, v)}
              className="min-w-0"
            />
          ),
        )}
      </div>
    </fieldset>
  );
}

/**
 * The list's filters, one per visible column by its type: fixed values (choices, yes/no) as
 * selects always in view; text ("enthält"), number and date ranges in a panel that opens on
 * "Mehr Filter" (and opens by itself when the address sets one).
 */
export function ListFilters({
  schema,
  view,
  onChange,
}: {
  schema: Parameters<typeof filterControls>[0];
  view: ListView;
  onChange: (change: (filters: Record<string, string>) => Record<string, string>) => void;
}) {
  const controls = filterControls(schema);
  const selects = controls.filter((c) => c.kind === 'choice' || c.kind === 'boolean');
  const typed = controls.filter((c) => c.kind !== 'choice' && c.kind !== 'boolean');
  const typedActive = activeFilterCount(view, typed);
  const [isOpen, setOpen] = useState(typedActive > 0);
  const panelId = useId();
  // Applied to the filters in the address at the time of the change (see TableEditor).
  const set = (key: string, value: string) =>
    onChange((current) => {
      const next = { ...current };
      if (value === '') delete next[key];
      else next[key] = value;
      return next;
    });
  if (controls.length === 0) return null;
  const active = activeFilterCount(view, controls);
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-3">
        {selects.map((control) => {
          const f = control.schema;
          const options =
            control.kind === 'boolean'
              ? [
                  { value: 'true', label: 'Ja' },
                  { value: 'false', label: 'Nein' },
                ]
              : (f.enum ?? []).map((v, i) => ({
                  value: String(v),
                  label: f.enumNames?.[i] ?? String(v),
                }));
          return (
            <label
              key={control.field}
              className="inline-flex items-center gap-2 text-sm text-muted"
            >
              {control.title}
              <select
                autoComplete="off"
                value={view.filters[control.field] ?? ''}
                onChange={(e) => set(control.field, e.target.value)}
                className={selectClass}
              >
                <option value="">Alle</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        {typed.length > 0 && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-wine hover:bg-stone-100"
          >
            Mehr Filter{typedActive ? ` (${typedActive})` : ''}
            <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
          </button>
        )}
        {active > 0 && (
          <button
            type="button"
            onClick={() => onChange(() => ({}))}
            className="inline-flex min-h-9 items-center rounded-md px-2 text-sm text-muted underline hover:text-ink"
          >
            Filter entfernen
          </button>
        )}
      </div>
      {typed.length > 0 && (
        <div
          id={panelId}
          hidden={!isOpen}
          role="group"
          aria-label="Mehr Filter"
          className="mt-3 grid gap-x-4 gap-y-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          {typed.map((control) =>
            control.kind === 'text' ? (
              <label key={control.field} className="block min-w-0 text-xs font-medium text-muted">
                {control.title} enthält
                <DebouncedInput
                  type="search"
                  value={view.filters[control.keys[0]] ?? ''}
                  onCommit={(v) => set(control.keys[0], v)}
                  className="mt-1"
                />
              </label>
            ) : (
              <RangeFilter key={control.field} control={control} view={view} onSet={set} />
            ),
          )}
        </div>
      )}
    </div>
  );
}
