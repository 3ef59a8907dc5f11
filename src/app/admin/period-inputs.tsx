import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A period of Berlin days as the admin's reports ask for it. */
export interface PeriodDraft {
  from: string;
  to: string;
}

/** Whether a period can be asked for: both days given, the first not after the last. */
export const isValidPeriod = (p: PeriodDraft) => Boolean(p.from && p.to && p.from <= p.to);

/** The period of the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), or `fallback` without one. */
export function readPeriod(params: URLSearchParams, fallback: PeriodDraft): PeriodDraft {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return day.test(from) && day.test(to) ? { from, to } : fallback;
}

/** The query string of a period, as the address and the admin API take it. */
export const periodQuery = (p: PeriodDraft) =>
  `from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}`;

/**
 * The two date fields of a report's period (Von, Bis), each bounded by the other; `testId`
 * names them `{testId}-from` and `{testId}-to`.
 */
export function PeriodInputs({
  value,
  onChange,
  testId,
}: {
  value: PeriodDraft;
  onChange: (next: (p: PeriodDraft) => PeriodDraft) => void;
  testId: string;
}) {
  const input = 'mt-1 block min-h-11 rounded-md border border-stone-300 px-3 text-sm';
  return (
    <>
      {(
        [
          { key: 'from', label: 'Von', bound: { max: value.to || undefined } },
          { key: 'to', label: 'Bis', bound: { min: value.from || undefined } },
        ] as const
      ).map(({ key, label, bound }) => (
        <label key={key} className="block text-sm font-medium text-ink">
          {label}
          <input
            type="date"
            value={value[key]}
            {...bound}
            onChange={(e) => onChange((p) => ({ ...p, [key]: e.target.value }))}
            className={input}
            data-testid={`${testId}-${key}`}
          />
        </label>
      ))}
    </>
  );
}

/** Said under the fields when the period cannot be asked for. */
export function PeriodRefusal({ className = '' }: { className?: string }) {
  return (
    <p role="alert" className={`text-sm font-semibold text-red-800 ${className}`}>
      Bitte wählen Sie einen Zeitraum, dessen Beginn nicht nach dem Ende liegt.
    </p>
  );
}

/**
 * A report's period, typed in its fields and kept in the address: each valid period typed
 * replaces the address's (a reload or a shared link offers the same period), and a period the
 * address gets by the back button or a link is shown in the fields.
 */
export function usePeriodQuery(initial: PeriodDraft) {
  const [period, setDraft] = useState(initial);
  const [, setParams] = useSearchParams();
  const [shown, setShown] = useState(initial);
  if (shown.from !== initial.from || shown.to !== initial.to) {
    setShown(initial);
    setDraft(initial);
  }
  const choose = (next: PeriodDraft) => {
    setDraft(next);
    if (isValidPeriod(next)) setParams(periodQuery(next), { replace: true });
  };
  return { period, choose, valid: isValidPeriod(period) };
}
