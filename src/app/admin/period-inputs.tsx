/** A period of Berlin days as the admin's reports ask for it. */
export interface PeriodDraft {
  from: string;
  to: string;
}

/** Whether a period can be asked for: both days given, the first not after the last. */
export const isValidPeriod = (p: PeriodDraft) => Boolean(p.from && p.to && p.from <= p.to);

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
      <label className="block text-sm font-medium text-ink">
        Von
        <input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange((p) => ({ ...p, from: e.target.value }))}
          className={input}
          data-testid={`${testId}-from`}
        />
      </label>
      <label className="block text-sm font-medium text-ink">
        Bis
        <input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange((p) => ({ ...p, to: e.target.value }))}
          className={input}
          data-testid={`${testId}-to`}
        />
      </label>
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
