import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatAmount } from '../../shared/format';
import { useLocation, useNavigate } from 'react-router';
import type { DiscountCheckAnswer } from '../../shared/api/checkout';
import type { Lang } from '../../shared/languages';
import type { DiscountCodeCopy } from '../content/shop/types';
import { checkDiscountCode } from '../lib/discount-code';
import type { SummaryDiscount } from './order-summary';
import { DisclosureToggle } from './disclosure-toggle';
import { FieldError } from './field-error';

export interface DiscountCodeState {
  open: boolean;
  /** What the field holds. */
  entry: string;
  /** The code that applies, as the server priced it; null without one. */
  applied: DiscountCheckAnswer | null;
  /** The number of copies the server priced the applied code for (decision 100). */
  pricedCopies: number;
  /** The server's refusal (or the page's own message), shown under the field. */
  error: string | null;
  checking: boolean;
  /** The last change, for the live region: applied or removed. */
  announcement: string;
}

/**
 * The checkout's discount code (decision D17): the buyer's entry, the code the server priced,
 * and its refusal. A code is checked by the server when the buyer applies it, and again when
 * the purchase is made; `refuse` takes a code off that the purchase refused after all.
 * `initialCode` (from `?code=`) opens the field filled in and is applied once the page runs.
 * The code that applies is kept in the page's address, so the language flags and a reload
 * carry it (the route does not reload its data for that change of the query).
 * A code applies to the order's total (decision 100): when the buyer changes the number of
 * `copies`, an applied code is priced again for the new total, once the number has stayed put
 * for a moment (each check counts against the client's budget of code tries).
 */
export function useDiscountCode({
  productId,
  lang,
  copy,
  initialCode,
  copies = 1,
}: {
  productId: string;
  lang: Lang;
  copy: DiscountCodeCopy;
  initialCode: string | null;
  copies?: number;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Only the code's own parameter changes: whatever else the address carries stays.
  const onChange = (code: string | null) => {
    const params = new URLSearchParams(search);
    if (code) params.set('code', code);
    else params.delete('code');
    const query = params.toString();
    void navigate(
      { search: query ? `?${query}` : '' },
      { replace: true, preventScrollReset: true },
    );
  };
  const [state, setState] = useState<DiscountCodeState>({
    open: Boolean(initialCode),
    entry: initialCode ?? '',
    applied: null,
    pricedCopies: 1,
    error: null,
    checking: false,
    announcement: '',
  });
  // Only the newest check may change the page: an earlier answer arriving late is dropped.
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'input' | 'remove' | null>(null);

  useEffect(() => {
    if (focusNext === 'input') inputRef.current?.focus();
    if (focusNext === 'remove') removeRef.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext]);

  /** Checks the code for `copies` copies; the answer that applies, or null. */
  async function apply(raw: string, moveFocus: boolean): Promise<DiscountCheckAnswer | null> {
    const code = raw.trim();
    if (!code) {
      setState((s) => ({ ...s, error: copy.required, applied: null }));
      if (moveFocus) setFocusNext('input');
      return null;
    }
    const ticket = ++latest.current;
    const priced = copies;
    setState((s) => ({ ...s, checking: true, error: null }));
    let next: Partial<DiscountCodeState>;
    try {
      const result = await checkDiscountCode({
        code,
        productId,
        language: lang,
        ...(priced > 1 ? { copies: priced } : {}),
      });
      next = result.ok
        ? {
            applied: result.price,
            pricedCopies: priced,
            entry: result.price.code,
            error: null,
            announcement: fillCode(copy.applied, result.price, lang),
          }
        : { applied: null, error: result.message ?? copy.failed };
    } catch {
      next = { applied: null, error: copy.failed };
    }
    if (ticket !== latest.current) return null;
    setState((s) => ({ ...s, ...next, checking: false }));
    if (next.applied) {
      if (next.applied.code !== state.applied?.code) onChange(next.applied.code);
      if (moveFocus) setFocusNext('remove');
    } else if (moveFocus) {
      setFocusNext('input');
    }
    return next.applied ?? null;
  }

  /** Back to the full price: removed by the buyer, or refused by the purchase after all. */
  function clear(change: Partial<DiscountCodeState>) {
    latest.current += 1;
    setState((s) => ({ ...s, applied: null, checking: false, ...change }));
    onChange(null);
    setFocusNext('input');
  }

  const remove = () => clear({ error: null, announcement: copy.removed });

  /** The purchase refused the code (used up meanwhile, expired): back to the full price. */
  const refuse = (message: string) => clear({ open: true, error: message, announcement: '' });

  // A code from the address is applied once the page runs, without taking the focus.
  useEffect(() => {
    if (initialCode) void apply(initialCode, false);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { applied } = state;
  // Priced for another number of copies: checked again once the number stays put.
  const stale = applied !== null && state.pricedCopies !== copies;
  const staleCode = stale ? applied.code : null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!staleCode) return;
    timer.current = setTimeout(() => void apply(staleCode, false), 500);
    return () => clearTimeout(timer.current);
    // Again only when the number of copies changes, not on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staleCode, copies]);

  const summary: SummaryDiscount | null = applied
    ? {
        code: applied.code,
        // Until the new answer arrives, no amount the buyer might take for the one to pay.
        amount: stale ? '…' : `\u2212${formatAmount(applied.discount, applied.currency, lang)}`,
        total: stale ? '…' : formatAmount(applied.total, applied.currency, lang),
      }
    : null;

  return {
    state,
    /** The code's lines for the order summary; null without a code. */
    summary,
    inputRef,
    removeRef,
    apply: () => apply(state.entry, true),
    /**
     * The code that applies to the order as it stands, priced for its copies: checked again now
     * if the number changed since; null without a code or when it no longer applies.
     */
    settle: async (): Promise<DiscountCheckAnswer | null> => {
      if (!stale) return applied;
      clearTimeout(timer.current);
      return apply(applied.code, false);
    },
    remove,
    refuse,
    toggle: () => setState((s) => ({ ...s, open: !s.open })),
    setEntry: (entry: string) => setState((s) => ({ ...s, entry, error: null })),
  };
}

export type DiscountCodeControl = ReturnType<typeof useDiscountCode>;

function fillCode(text: string, price: DiscountCheckAnswer, lang: Lang): string {
  return text
    .replace('{code}', price.code)
    .replace('{total}', formatAmount(price.total, price.currency, lang));
}

/**
 * The collapsed "Have a discount code?" section of the checkout form: a disclosure button, the
 * labelled field with its Apply button (Enter in the field applies the code and does not
 * submit the purchase), the refusal under the field, and, once a code applies, the code with
 * a Remove button in place of the field.
 */
export function DiscountCodeField({
  id,
  lang,
  copy,
  control,
}: {
  id: string;
  lang: Lang;
  copy: DiscountCodeCopy;
  control: DiscountCodeControl;
}) {
  const { state, inputRef, removeRef } = control;
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter in the code field applies the code; the purchase needs its own button.
    event.preventDefault();
    if (!state.checking) void control.apply();
  }

  return (
    // The toggle's own height gives the space above and below it: on a phone the buy button
    // must stay above the fold.
    <div className="mt-1 md:mt-3" data-testid="discount">
      <DisclosureToggle
        open={state.open}
        controls={panelId}
        onClick={control.toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-wine underline-offset-2 hover:text-wine-dark hover:underline"
        chevronClassName="h-4 w-4 shrink-0"
        testId="discount-toggle"
      >
        <RoundIcon
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0"
          d="M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01"
          strokeWidth="2"
        />
        <span>{copy.toggle}</span>
      </DisclosureToggle>
      <div id={panelId} hidden={!state.open} className="mt-1 pb-2">
        {state.applied ? (
          <div
            className="flex items-center justify-between gap-2 rounded-lg border border-emerald-700 bg-emerald-50 py-1 pl-3 pr-1"
            data-testid="discount-applied"
          >
            <p className="flex min-w-0 flex-1 items-center gap-2 py-1.5 text-sm text-emerald-900">
              <RoundIcon
                viewBox="0 0 20 20"
                className="h-4 w-4 shrink-0"
                d="M4 10.5l4 4 8-9"
                strokeWidth="2.2"
              />
              <span>{fillCode(copy.applied, state.applied, lang)}</span>
            </p>
            <button
              ref={removeRef}
              type="button"
              onClick={control.remove}
              aria-label={copy.removeLabel.replace('{code}', state.applied.code)}
              className="min-h-11 shrink-0 rounded-md px-3 text-sm font-semibold text-ink underline underline-offset-2 hover:bg-emerald-100"
              data-testid="discount-remove"
            >
              {copy.remove}
            </button>
          </div>
        ) : (
          <div>
            <label htmlFor={`${id}-input`} className="block text-sm font-semibold text-ink">
              {copy.label}
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                ref={inputRef}
                id={`${id}-input`}
                name="discountCode"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                value={state.entry}
                onChange={(e) => control.setEntry(e.target.value)}
                onKeyDown={onKeyDown}
                aria-invalid={state.error ? 'true' : undefined}
                aria-describedby={state.error ? errorId : undefined}
                className={`block min-h-12 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base uppercase text-ink placeholder:normal-case ${
                  state.error ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400'
                }`}
                data-testid="discount-input"
              />
              <button
                type="button"
                onClick={() => void control.apply()}
                disabled={state.checking}
                className="min-h-12 shrink-0 rounded-lg border border-ink bg-white px-4 text-sm font-bold text-ink hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70"
                data-testid="discount-apply"
              >
                {state.checking ? copy.applying : copy.apply}
              </button>
            </div>
          </div>
        )}
        {/* Always in the page, so a screen reader hears the refusal as it appears. */}
        <div role="alert" aria-live="assertive">
          <FieldError
            id={errorId}
            testId="discount-error"
            message={state.applied ? null : state.error}
          />
        </div>
      </div>
      <p role="status" className="sr-only" data-testid="discount-status">
        {state.announcement}
      </p>
    </div>
  );
}

/** A one-line icon drawn with round ends: the tag on the toggle, the tick of an applied code. */
function RoundIcon({
  viewBox,
  className,
  d,
  strokeWidth,
}: {
  viewBox: string;
  className: string;
  d: string;
  strokeWidth: string;
}) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" className={className}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
