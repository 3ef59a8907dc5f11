import type { InputHTMLAttributes, Ref } from 'react';

/** The checkout's tick box (a required consent or the optional reminder): one look for all. */
export function TickBox({
  testId,
  onChange,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange'> & {
  testId: string;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      ref={ref}
      {...input}
      type="checkbox"
      onChange={(e) => onChange(e.target.checked)}
      className="mt-0.5 h-5 w-5 shrink-0 accent-wine"
      data-testid={testId}
    />
  );
}
