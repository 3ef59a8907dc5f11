import { AdminPanel, DownloadLink } from './panel';
import {
  PeriodInputs,
  PeriodRefusal,
  periodQuery,
  usePeriodQuery,
  type PeriodDraft,
} from './period-inputs';
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

/**
 * Rechnungen: the accountant's export (decision D16). A period's invoices and cancellation
 * invoices as CSV figures and as a ZIP of their PDFs, by their issue date; both downloads come
 * from the admin API, which checks the administrator and the period again. The period of the
 * address (`initial`) is where it starts; each valid period typed replaces it there, so a reload
 * or a shared link offers the same period.
 */
export function InvoicesView({ initial }: { initial: PeriodDraft }) {
  const { period, choose, valid } = usePeriodQuery(initial);
  const query = periodQuery(period);
  return (
    <AdminPanel
      title="Rechnungen"
      testId="invoices-view"
      intro="Alle Rechnungen und Stornorechnungen eines Zeitraums nach Rechnungsdatum: die Zahlen als CSV für die Buchhaltung, die PDFs als ZIP-Archiv."
    >
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodInputs value={period} onChange={(f) => choose(f(period))} testId="invoices" />
        <div className="flex flex-wrap gap-3">
          <DownloadLink
            href={`/api/admin/invoices/export.csv?${query}`}
            enabled={valid}
            testId="invoices-csv"
          >
            CSV herunterladen
          </DownloadLink>
          <DownloadLink
            href={`/api/admin/invoices/export.zip?${query}`}
            enabled={valid}
            primary={false}
            testId="invoices-zip"
          >
            PDFs als ZIP herunterladen
          </DownloadLink>
        </div>
      </div>
      {!valid && <PeriodRefusal className="mt-3" />}
    </AdminPanel>
  );
}
