import { TickBox } from './tick-box';

/**
 * The checkout's optional box for one reminder e-mail (decision D18): unticked, never
 * required, and set apart from the framed, required consents: no frame, smaller type, and its
 * "optional" marker. Testids: `remind-me`, `remind-me-label`.
 */
export function ReminderCheckbox({
  id,
  copy,
  checked,
  onChange,
}: {
  /** The form's id; the box's is derived from it. */
  id: string;
  copy: { remindMe: string; optional: string };
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const boxId = `${id}-remind-me`;
  return (
    <div className="flex gap-3 px-2.5 sm:px-3">
      <TickBox
        id={boxId}
        name="remindMe"
        checked={checked}
        onChange={onChange}
        testId="remind-me"
      />
      <label
        htmlFor={boxId}
        className="text-xs leading-snug text-stone-700 sm:text-sm"
        data-testid="remind-me-label"
      >
        {copy.remindMe}{' '}
        <span className="whitespace-nowrap text-xs font-medium text-muted">({copy.optional})</span>
      </label>
    </div>
  );
}
