import type { InvoiceDetailsCopy } from '../content/shop/invoice-details';

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
}: {
  id: string;
  copy: InvoiceDetailsCopy;
  countries: CountryOptions;
  value: BusinessFormState;
  errors: Partial<Record<BusinessField, string>>;
  onChange: (next: BusinessFormState) => void;
  onBlur: (field: BusinessField) => void;
}) {
  const panelId = `${id}-panel`;
  const field = (name: BusinessField) => ({
    id: `${id}-${name}`,
    name: `business-${name}`,
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onBlur: () => onBlur(name),
    'data-testid': `business-${name}`,
  });
  const border = (name: BusinessField) =>
    errors[name] ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400';
  const message = (name: BusinessField) =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        className="mt-1.5 text-sm font-semibold text-red-800"
        data-testid={`business-${name}-error`}
      >
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="mt-4 rounded-lg border border-stone-200 md:mt-6" data-testid="business">
      <button
        type="button"
        aria-expanded={value.open}
        aria-controls={panelId}
        onClick={() => onChange({ ...value, open: !value.open })}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-stone-50"
        data-testid="business-toggle"
      >
        <span>{copy.toggle}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 shrink-0 text-muted transition-transform ${value.open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {value.open && (
        <div id={panelId} className="space-y-4 border-t border-stone-200 p-3 sm:p-4">
          <p className="text-xs text-muted">{copy.hint}</p>
          <div>
            <label htmlFor={`${id}-company`} className="block text-sm font-semibold text-ink">
              {copy.company}
            </label>
            <input
              {...field('company')}
              type="text"
              autoComplete="organization"
              maxLength={200}
              value={value.company}
              onChange={(e) => onChange({ ...value, company: e.target.value })}
              className={`${INPUT} ${border('company')}`}
            />
            {message('company')}
          </div>
          <div>
            <label htmlFor={`${id}-address`} className="block text-sm font-semibold text-ink">
              {copy.address}
            </label>
            <textarea
              {...field('address')}
              rows={2}
              autoComplete="street-address"
              maxLength={500}
              placeholder={copy.addressPlaceholder}
              value={value.address}
              onChange={(e) => onChange({ ...value, address: e.target.value })}
              className={`${INPUT} py-2 ${border('address')}`}
            />
            {message('address')}
          </div>
          <div>
            <label htmlFor={`${id}-country`} className="block text-sm font-semibold text-ink">
              {copy.country}
            </label>
            <select
              {...field('country')}
              autoComplete="country"
              value={value.country}
              onChange={(e) => onChange({ ...value, country: e.target.value })}
              className={`${INPUT} ${border('country')}`}
            >
              <option value="">{copy.countryChoose}</option>
              <optgroup label={copy.euGroup}>
                {countries.eu.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={copy.otherGroup}>
                {countries.other.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            </select>
            {message('country')}
          </div>
          <div>
            <label htmlFor={`${id}-vatId`} className="block text-sm font-semibold text-ink">
              {copy.vatId}
            </label>
            <input
              {...field('vatId')}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={value.vatId}
              onChange={(e) => onChange({ ...value, vatId: e.target.value })}
              aria-describedby={`${id}-vatId-hint${errors.vatId ? ` ${id}-vatId-error` : ''}`}
              className={`${INPUT} ${border('vatId')}`}
            />
            {message('vatId')}
            <p id={`${id}-vatId-hint`} className="mt-1.5 text-xs text-muted">
              {copy.vatIdHint}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
