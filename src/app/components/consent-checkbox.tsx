import type { Ref } from 'react';

/**
 * One of the checkout's required, unticked boxes (the terms, the express consent to immediate
 * delivery): the box, its label, and its message under it, tied to the box by id. The testids
 * are `{testId}`, `{testId}-label` and `{testId}-error`.
 */
export function ConsentCheckbox({
  id,
  name,
  testId,
  checked,
  error,
  inputRef,
  onChange,
  onBlur,
  children,
}: {
  id: string;
  name: string;
  testId: string;
  checked: boolean;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  children: React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div
        className={`flex gap-3 rounded-lg border px-2.5 py-2 sm:p-3 ${
          error ? 'border-red-700 bg-red-50' : 'border-stone-200 bg-linen'
        }`}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-wine"
          data-testid={testId}
        />
        <label
          htmlFor={id}
          className="text-[13px] leading-snug text-ink sm:text-sm"
          data-testid={`${testId}-label`}
        >
          {children}
        </label>
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-1.5 text-sm font-semibold text-red-800"
          data-testid={`${testId}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
