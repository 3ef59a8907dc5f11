import {
  isValidPeriod,
  PeriodInputs,
  PeriodRefusal,
  periodQuery,
  type PeriodDraft,
} from './period-inputs';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { berlinDay } from '../../shared/format';
import { firstOfMonth } from '../../shared/period';

/**
 * Today and the first of its month in the seller's calendar (Berlin), as the date inputs want
 * them: invoices are dated by Berlin's day, whatever the time zone of the browser.
 */
export function defaultInvoicePeriod(now: number = Date.now()): { from: string; to: string } {
  const today = berlinDay(now);
  return { from: firstOfMonth(today), to: today };
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

/**
 * Rechnungen: the accountant's export (decision D16). A period's invoices and cancellation
 * invoices as CSV figures and as a ZIP of their PDFs, by their issue date; both downloads come
 * from the admin API, which checks the administrator and the period again. The period of the
 * address (`initial`) is where it starts; each valid period typed replaces it there, so a reload
 * or a shared link offers the same period.
 */
export function InvoicesView({ initial }: { initial: PeriodDraft }) {
  const id = useId();
  const [period, setDraft] = useState(initial);
  const [, setParams] = useSearchParams();
  // The address changed by the back button or a link: the fields show its period.
  const [shown, setShown] = useState(initial);
  if (shown.from !== initial.from || shown.to !== initial.to) {
    setShown(initial);
    setDraft(initial);
  }
  const setPeriod = (change: (p: PeriodDraft) => PeriodDraft) => {
    const next = change(period);
    setDraft(next);
    if (isValidPeriod(next)) setParams(periodQuery(next), { replace: true });
  };
  const valid = isValidPeriod(period);
  const query = periodQuery(period);
  const link = (ext: 'csv' | 'zip', label: string, primary: boolean) =>
    valid ? (
      <a
        href={`/api/admin/invoices/export.${ext}?${query}`}
        download
        className={`${BUTTON} ${primary ? 'bg-wine text-white hover:bg-wine-dark' : 'border border-stone-300 bg-white text-ink hover:bg-stone-50'}`}
        data-testid={`invoices-${ext}`}
      >
        {label}
      </a>
    ) : (
      <span
        aria-disabled="true"
        className={`${BUTTON} cursor-not-allowed border border-stone-200 bg-stone-100 text-stone-500`}
        data-testid={`invoices-${ext}`}
      >
        {label}
      </span>
    );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="invoices-view"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Rechnungen
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Alle Rechnungen und Stornorechnungen eines Zeitraums nach Rechnungsdatum: die Zahlen als CSV
        für die Buchhaltung, die PDFs als ZIP-Archiv.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodInputs value={period} onChange={setPeriod} testId="invoices" />
        <div className="flex flex-wrap gap-3">
          {link('csv', 'CSV herunterladen', true)}
          {link('zip', 'PDFs als ZIP herunterladen', false)}
        </div>
      </div>
      {!valid && <PeriodRefusal className="mt-3" />}
    </section>
  );
}
