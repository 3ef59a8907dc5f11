import { berlinDay } from '../../shared/format';
import { AdminPanel, DownloadLink } from './panel';
import {
  PeriodInputs,
  PeriodRefusal,
  periodQuery,
  usePeriodQuery,
  type PeriodDraft,
} from './period-inputs';

const p2 = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) =>
  `${year}-${p2(month)}-${p2(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** A month or quarter of the Berlin calendar, `back` of them before the current one. */
function span(kind: 'month' | 'quarter', back: number, today = berlinDay()): PeriodDraft {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const size = kind === 'month' ? 1 : 3;
  const first = kind === 'month' ? month : month - ((month - 1) % 3);
  const index = year * 12 + (first - 1) - back * size;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const endIndex = index + size - 1;
  return {
    from: `${y}-${p2(m)}-01`,
    to: lastDay(Math.floor(endIndex / 12), (endIndex % 12) + 1),
  };
}

const CHOICES = [
  { label: 'Dieser Monat', period: () => span('month', 0) },
  { label: 'Letzter Monat', period: () => span('month', 1) },
  { label: 'Dieses Quartal', period: () => span('quarter', 0) },
  { label: 'Letztes Quartal', period: () => span('quarter', 1) },
];

/**
 * The DATEV export of a period (month, quarter or any days of one fiscal year): the file comes
 * from the admin API, which checks the administrator, the period and the settings again and
 * keeps a record of the download.
 */
export function DatevExport({ initial, ready }: { initial: PeriodDraft; ready: boolean }) {
  const { period, choose, valid } = usePeriodQuery(initial);
  return (
    <AdminPanel
      title="DATEV-Export"
      testId="datev-export"
      intro="Ein Buchungsstapel (DATEV-Format, EXTF) mit den Rechnungen, Stornos und Gutschriften des Zeitraums, den Zahlungen und Erstattungen über den Zahlungsanbieter, seinen Gebühren und den Auszahlungen auf das Bankkonto. Für den Import in DATEV durch Ihren Steuerberater."
    >
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Zeitraum wählen">
        {CHOICES.map((c) => (
          <button
            key={c.label}
            type="button"
            onClick={() => choose(c.period())}
            className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink hover:bg-stone-50"
          >
            {c.label}
          </button>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodInputs value={period} onChange={(f) => choose(f(period))} testId="datev" />
        <DownloadLink
          href={`/api/admin/accounting/datev.csv?${periodQuery(period)}`}
          enabled={valid && ready}
          testId="datev-download"
        >
          DATEV-Datei herunterladen
        </DownloadLink>
      </div>
      {!valid && <PeriodRefusal className="mt-3" />}
      {!ready && (
        <p className="mt-3 text-sm font-semibold text-red-800" role="note">
          Bitte zuerst Beraternummer und Mandantennummer eintragen und speichern.
        </p>
      )}
    </AdminPanel>
  );
}
