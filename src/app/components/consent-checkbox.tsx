import { useRef, useState, type RefObject } from 'react';
import { FieldError } from './field-error';
import { TickBox } from './tick-box';

/** One required box's identity and state: ticked, touched (left once), and its input to focus. */
export interface ConsentBox {
  id: string;
  name: string;
  testId: string;
  checked: boolean;
  touched: boolean;
  ref: RefObject<HTMLInputElement | null>;
  setChecked: (checked: boolean) => void;
  setTouched: (touched: boolean) => void;
}

/** The state of one of the checkout's required boxes: unticked and untouched at first. */
export function useConsentBox(id: string, name: string, testId: string): ConsentBox {
  const ref = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState(false);
  return { id, name, testId, checked, touched, ref, setChecked, setTouched };
}

/**
 * One of the checkout's required, unticked boxes (the terms, the express consent to immediate
 * delivery): the box, its label, and its message under it, tied to the box by id. The testids
 * are `{testId}`, `{testId}-label` and `{testId}-error`.
 */
export function ConsentCheckbox({
  box,
  error,
  children,
}: {
  box: ConsentBox;
  error: string | null;
  children: React.ReactNode;
}) {
  const { id, testId } = box;
  const errorId = `${id}-error`;
  return (
    <div>
      <div
        className={`flex gap-3 rounded-lg border px-2.5 py-1.5 sm:p-3 ${
          error ? 'border-red-700 bg-red-50' : 'border-stone-200 bg-linen'
        }`}
      >
        <TickBox
          ref={box.ref}
          id={id}
          name={box.name}
          checked={box.checked}
          onChange={box.setChecked}
          onBlur={() => box.setTouched(true)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          testId={testId}
        />
        <label
          htmlFor={id}
          className="text-[13px] leading-snug text-ink sm:text-sm"
          data-testid={`${testId}-label`}
        >
          {children}
        </label>
      </div>
      <FieldError id={errorId} testId={`${testId}-error`} message={error} />
    </div>
  );
}
