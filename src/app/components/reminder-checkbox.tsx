/**
 * The checkout's optional box for one reminder e-mail (decision D18): unticked, never
 * required, and set apart from the required consents by its plain frame and its "optional"
 * marker. Testids: `remind-me`, `remind-me-label`.
 */
export function ReminderCheckbox({
  id,
  checked,
  label,
  optional,
  onChange,
}: {
  id: string;
  checked: boolean;
  label: string;
  optional: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-3">
      <input
        id={id}
        name="remindMe"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-wine"
        data-testid="remind-me"
      />
      <label
        htmlFor={id}
        className="text-[13px] leading-snug text-ink sm:text-sm"
        data-testid="remind-me-label"
      >
        {label}{' '}
        <span className="whitespace-nowrap text-xs font-medium text-muted">({optional})</span>
      </label>
    </div>
  );
}
