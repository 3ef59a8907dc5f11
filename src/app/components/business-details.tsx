import type { ChangeEvent, ReactNode } from 'react';
import type { InvoiceDetailsCopy } from '../content/shop/invoice-details';
import type { VatCheckState } from '../lib/vat-number-check';
import { DisclosureToggle } from './disclosure-toggle';
import { FieldError } from './field-error';

export type BusinessField = 'company' | 'address' | 'country' | 'vatId';

export interface BusinessFormState {
  open: boolean;
  company: string;
  address: string;
  country: string;
  vatId: string;
}

export const EMPTY_BUSINESS: BusinessFormState = {
  open: false,
  company: '',
  address: '',
  country: '',
  vatId: '',
};

export interface CountryOptions {
  eu: Array<{ code: string; name: string }>;
  other: Array<{ code: string; name: string }>;
}

const INPUT =
  'mt-1.5 block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-stone-400';

/**
 * The checkout's collapsed "invoice for my business" section (decision D16): company,
 * address, country and VAT number, each with its message under it. Closed, it sends nothing
 * and asks nothing of a consumer. Field ids are `{id}-{field}`, so the form can focus one.
 */
export function BusinessDetails({
  id,
  copy,
  countries,
  value,
  errors,
  onChange,
  onBlur,
  vatCheck = null,
}: {
  id: string;
  copy: InvoiceDetailsCopy;
  countries: CountryOptions;
  value: BusinessFormState;
  errors: Partial<Record<BusinessField, string>>;
  onChange: (next: BusinessFormState) => void;
  onBlur: (field: BusinessField) => void;
  /** What VIES said of the number (decision 070): beside the field, announced as it changes. */
  vatCheck?: VatCheckState | null;
}) {
  const panelId = `${id}-panel`;
  /** What every control shares: its ids, the link to its message, its value, and its look. */
  const field = (name: BusinessField, extraClass?: string) => ({
    id: `${id}-${name}`,
    name: `business-${name}`,
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onBlur: () => onBlur(name),
    'data-testid': `business-${name}`,
    value: value[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: e.target.value }),
    className: [
      INPUT,
      extraClass,
      errors[name] ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400',
    ]
      .filter(Boolean)
      .join(' '),
  });
  /** A field's row: its label, the control, its message, and a hint where there is one. */
  const row = (name: BusinessField, control: ReactNode, hint?: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
        {copy[name]}
      </label>
      {control}
      <FieldError
        id={`${id}-${name}-error`}
        testId={`business-${name}-error`}
        message={errors[name] ?? null}
      />
      {hint}
    </div>
  );

  return (
    <div className="mt-4 rounded-lg border border-stone-200 md:mt-6" data-testid="business">
      <DisclosureToggle
        open={value.open}
        controls={panelId}
        onClick={() => onChange({ ...value, open: !value.open })}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-stone-50"
        chevronClassName="h-5 w-5 shrink-0 text-muted"
        testId="business-toggle"
      >
        <span>{copy.toggle}</span>
      </DisclosureToggle>
      {value.open && (
        <div id={panelId} className="space-y-4 border-t border-stone-200 p-3 sm:p-4">
          <p className="text-xs text-muted">{copy.hint}</p>
          {row(
            'company',
            <input {...field('company')} type="text" autoComplete="organization" maxLength={200} />,
          )}
          {row(
            'address',
            <textarea
              {...field('address', 'py-2')}
              rows={2}
              autoComplete="street-address"
              maxLength={500}
              placeholder={copy.addressPlaceholder}
            />,
          )}
          {row(
            'country',
            <select {...field('country')} autoComplete="country">
              <option value="">{copy.countryChoose}</option>
              {(
                [
                  [copy.euGroup, countries.eu],
                  [copy.otherGroup, countries.other],
                ] as const
              ).map(([label, group]) => (
                <optgroup key={label} label={label}>
                  {group.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>,
          )}
          {row(
            'vatId',
            <input
              {...field('vatId')}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-describedby={`${id}-vatId-hint ${id}-vatId-status${errors.vatId ? ` ${id}-vatId-error` : ''}`}
            />,
            <>
              {/* A live region from the start, so the answer is announced when it comes. */}
              <p
                id={`${id}-vatId-status`}
                role="status"
                aria-live="polite"
                className={`text-sm ${vatCheckTone(vatCheck)}`}
                data-testid="business-vatId-status"
                data-status={vatCheck?.status}
              >
                {errors.vatId ? null : vatCheck?.message}
              </p>
              <p id={`${id}-vatId-hint`} className="mt-1.5 text-xs text-muted">
                {copy.vatIdHint}
              </p>
            </>,
          )}
        </div>
      )}
    </div>
  );
}

/** The colour of VIES's answer: confirmed in green, VAT to be charged in amber, waiting muted. */
function vatCheckTone(check: VatCheckState | null): string {
  if (!check?.message) return '';
  if (check.status === 'confirmed') return 'mt-1.5 font-semibold text-emerald-800';
  if (check.status === 'checking') return 'mt-1.5 text-muted';
  return 'mt-1.5 font-semibold text-amber-900';
}
