import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  ACCOUNT_FIELDS,
  accountingSettingsSchema,
  CHART_DEFAULTS,
  KEY_FIELDS,
  type AccountField,
  type AccountingAnswer,
  type AccountingSettings,
  type KeyField,
} from '../../shared/api/accounting';
import { germanDate } from '../../shared/format';
import { DatevExport } from './accounting-export';
import { inputClass } from './form-parts';
import type { PeriodDraft } from './period-inputs';

/** What saving answered: a notice, and the message of each field the server refused. */
export interface AccountingNotice {
  kind: 'ok' | 'error';
  text: string;
  errors: Record<string, string>;
}

/** Each revenue account beside the tax key it is booked with. */
const PAIRS: Array<[AccountField, KeyField | null]> = [
  ['revenueDomestic7', 'keyDomestic'],
  ['revenueDomestic19', null],
  ['revenueOss', 'keyOss'],
  ['revenueReverseCharge', 'keyReverseCharge'],
  ['revenueSmallBusiness', 'keySmallBusiness'],
  ['revenueOutsideEu', 'keyOutsideEu'],
  ['feeAccount', 'keyFee'],
  ['transitAccount', null],
  ['bankAccount', null],
  ['debtorAccount', null],
];

const MASTER: Array<{
  key: 'consultantNumber' | 'clientNumber' | 'fiscalYearStart' | 'accountLength';
  label: string;
  hint: string;
}> = [
  { key: 'consultantNumber', label: 'Beraternummer', hint: '1001 bis 9999999, vom Steuerberater' },
  { key: 'clientNumber', label: 'Mandantennummer', hint: '1 bis 99999, vom Steuerberater' },
  { key: 'fiscalYearStart', label: 'Beginn des Wirtschaftsjahrs', hint: 'TT.MM., z. B. 01.01.' },
  { key: 'accountLength', label: 'Sachkontenlänge', hint: '4 bis 8 Stellen' },
];

/** The first message of each field the shared rules refuse, as the server would answer. */
function check(settings: AccountingSettings): Record<string, string> {
  const parsed = accountingSettingsSchema.safeParse(settings);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  return errors;
}

function Field({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        inputMode={name === 'fiscalYearStart' ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        className={`mt-1 min-h-11 ${inputClass}`}
        data-testid={`accounting-${name}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint ?? ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Buchhaltung: the DATEV numbers, the chart and the account of each case the shop books
 * (decision record 094), checked here by the same rules as on the server; a refused save
 * changes nothing. Below it the DATEV export of a period.
 */
export function AccountingView({
  period,
  answer,
}: {
  period: PeriodDraft;
  answer: AccountingAnswer;
}) {
  const id = useId();
  const fetcher = useFetcher<AccountingNotice>();
  const [draft, setDraft] = useState(answer.settings);
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const notice = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = { ...shownErrors, ...(notice?.kind === 'error' ? notice.errors : {}) };
  const set = (key: keyof AccountingSettings, value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const save = () => {
    const found = check(draft);
    setShownErrors(found);
    if (Object.keys(found).length > 0) return;
    void fetcher.submit(JSON.stringify(draft), { method: 'post', encType: 'application/json' });
  };
  const saving = fetcher.state !== 'idle';
  const label = (key: AccountField | KeyField) =>
    key in ACCOUNT_FIELDS ? ACCOUNT_FIELDS[key as AccountField] : KEY_FIELDS[key as KeyField];

  return (
    <div className="space-y-6" data-testid="accounting-view">
      <form
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          Buchhaltung
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Die Angaben für den DATEV-Export. Die Konten sind Vorschläge für SKR03 und SKR04: bitte
          mit Ihrem Steuerberater abstimmen.
          {answer.updatedAt && (
            <>
              {' '}
              Zuletzt geändert am {germanDate(answer.updatedAt)} von {answer.updatedBy}.
            </>
          )}
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-ink">DATEV-Stammdaten</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {MASTER.map((f) => (
              <Field
                key={f.key}
                name={f.key}
                label={f.label}
                hint={f.hint}
                value={draft[f.key]}
                error={errors[f.key]}
                onChange={(v) => set(f.key, v)}
              />
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <label className="block text-sm font-medium text-ink">
              Kontenrahmen
              <select
                value={draft.chart}
                onChange={(e) => set('chart', e.target.value)}
                className={`mt-1 min-h-11 ${inputClass}`}
                data-testid="accounting-chart"
              >
                <option value="SKR03">SKR03</option>
                <option value="SKR04">SKR04</option>
              </select>
            </label>
            <button
              type="button"
              onClick={() => setDraft((d) => ({ ...d, ...CHART_DEFAULTS[d.chart] }))}
              className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink hover:bg-stone-50"
            >
              Standardkonten für {draft.chart} einsetzen
            </button>
          </div>
        </fieldset>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink">Konten und BU-Schlüssel</legend>
          <div className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {PAIRS.map(([account, key]) => (
              <div key={account} className="grid grid-cols-[2fr_1fr] gap-3">
                <Field
                  name={account}
                  label={label(account)}
                  value={draft[account]}
                  error={errors[account]}
                  onChange={(v) => set(account, v)}
                />
                {key ? (
                  <Field
                    name={key}
                    label="BU-Schlüssel"
                    hint="leer: keiner"
                    value={draft[key]}
                    error={errors[key]}
                    onChange={(v) => set(key, v)}
                  />
                ) : (
                  <span />
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={saving}
            className="inline-flex min-h-11 items-center rounded-md bg-wine px-4 py-2 text-sm font-semibold text-white hover:bg-wine-dark disabled:opacity-60"
            data-testid="accounting-save"
          >
            {saving ? 'Speichert …' : 'Speichern'}
          </button>
          <p
            role="status"
            className={`text-sm font-semibold ${Object.keys(shownErrors).length > 0 || notice?.kind === 'error' ? 'text-red-800' : 'text-green-800'}`}
            data-testid="accounting-notice"
          >
            {Object.keys(shownErrors).length > 0
              ? 'Nicht gespeichert: bitte die markierten Felder korrigieren.'
              : notice?.text}
          </p>
        </div>
      </form>
      <DatevExport initial={period} ready={answer.ready} />
    </div>
  );
}
