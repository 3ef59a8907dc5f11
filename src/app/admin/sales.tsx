import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { rateGapText, type SalesReport } from '../../shared/api/sales';
import { LANGS } from '../../shared/languages';
import { GERMAN_LANGUAGE_NAMES } from '../../shared/schema-labels';
import {
  CodesTable,
  dayLabel,
  DaysTable,
  Funnel,
  Kpi,
  money,
  num,
  query,
  rate,
  type Range,
} from './sales-parts';
import { ColumnHeadings } from '../components/column-headings';
import { ReportLoadState } from './page-parts';

/**
 * 'Verkäufe': revenue before and after refunds and orders per day by language against the
 * period before, the funnel from product views to purchases (a rate only where it is a real
 * share), refunds and withdrawals; each discount code's redemptions, discount and revenue; the same
 * figures as tables and as CSV. The route's own chunk (routes/admin-sales.tsx), so the chart
 * library never reaches the storefront.
 */

/**
 * The chart library is loaded with the chart, when the page shows it: the server, which renders
 * no admin view, never loads it at start-up.
 */
const RevenueChart = lazy(() => import('./revenue-chart'));

export default function SalesView({
  range,
  report,
  error,
}: {
  /** The period of the address, which the route's loader asked the server for. */
  range: Range;
  report: SalesReport | null;
  error: string | null;
}) {
  const navigate = useNavigate();
  // Another period is another address (a history entry): back returns to the one before.
  const setRange = (next: Range) => navigate(`?${query(next)}`);
  const [from, setFrom] = useState('from' in range ? range.from : '');
  const [to, setTo] = useState('to' in range ? range.to : '');

  const applyRange = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) setRange({ from, to });
  };

  const button = (active: boolean) =>
    `inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium ${
      active
        ? 'border-wine bg-wine text-white'
        : 'border-stone-300 bg-white text-ink hover:bg-stone-50'
    }`;
  const t = report?.totals;
  const p = report?.previous.totals;
  const prevLabel = report
    ? `${dayLabel(report.previous.from)}–${dayLabel(report.previous.to)}`
    : '';
  // The lines under the money figures: what each is made of.
  const netDetail = t && `${money(t.gross)} vor Erstattungen − ${money(t.refunded)} erstattet`;
  const grossDetail =
    t && `aus ${num.format(t.orders)} ${t.orders === 1 ? 'Bestellung' : 'Bestellungen'}`;
  const refundedDetail =
    t && `${num.format(t.refunds)} erstattet, ${num.format(t.withdrawals)} widerrufen`;
  const chartData = (report?.days ?? []).map((d) => ({
    tag: dayLabel(d.day),
    ...Object.fromEntries(LANGS.map((l) => [l, d.grossByLang[l] / 100])),
  }));

  return (
    <section aria-labelledby="sales-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sales-heading" className="text-xl font-semibold text-ink">
            Verkäufe
          </h2>
          {report && (
            <p className="text-sm text-muted">
              {dayLabel(report.from)}
              {report.from.slice(0, 4)} – {dayLabel(report.to)}
              {report.to.slice(0, 4)} · Vergleich mit {prevLabel}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label="Zeitraum" className="flex gap-2">
            {(['7', '30', '90'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={'days' in range && range.days === d}
                className={button('days' in range && range.days === d)}
                onClick={() => setRange({ days: d })}
              >
                {d} Tage
              </button>
            ))}
          </div>
          <form onSubmit={applyRange} className="flex flex-wrap items-end gap-2">
            {(
              [
                ['Von', from, setFrom],
                ['Bis', to, setTo],
              ] as const
            ).map(([label, value, set]) => (
              <label key={label} className="text-xs text-muted">
                {label}
                <input
                  type="date"
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  className="mt-0.5 block min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink"
                />
              </label>
            ))}
            <button type="submit" className={button('from' in range)} disabled={!from || !to}>
              Anzeigen
            </button>
          </form>
          <a
            href={`/api/admin/sales/export.csv?${query(range)}`}
            download
            className={button(false)}
          >
            CSV herunterladen
          </a>
        </div>
      </div>

      <ReportLoadState error={error} report={report} what="Verkaufszahlen" boxed />

      {report && t && p && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {(
              [
                ['net', 'Umsatz nach Erstattungen', netDetail],
                ['gross', 'Umsatz vor Erstattungen', grossDetail],
                ['refunded', 'Erstattungen und Widerrufe', refundedDetail],
              ] as const
            ).map(([field, label, detail]) => (
              <Kpi
                key={field}
                label={label}
                value={money(t[field])}
                detail={detail}
                now={t[field]}
                before={p[field]}
                prev={prevLabel}
                lowerIsBetter={field === 'refunded'}
                testId={`sales-${field}`}
              />
            ))}
            <Kpi
              label="Bestellungen"
              value={num.format(t.orders)}
              detail={`${num.format(t.copies)} ${t.copies === 1 ? 'Exemplar' : 'Exemplare'}`}
              now={t.orders}
              before={p.orders}
              prev={prevLabel}
            />
            <Kpi
              label="Konversion"
              value={rate(t.funnel.conversion)}
              detail={
                t.funnel.conversion.value === null
                  ? `${rateGapText(t.funnel.conversion.gap, t.daysWithoutViews).replace(/^./, (c) => c.toUpperCase())}.`
                  : 'Käufe je Produktaufruf'
              }
              now={t.funnel.conversion.value}
              before={p.funnel.conversion.value}
              prev={prevLabel}
              testId="sales-conversion-kpi"
            />
          </div>
          <p className="text-xs text-muted">
            Alle Beträge inkl. USt. Erstattungen und Widerrufe zählen an dem Tag, an dem das Geld
            zurückging, auch wenn die Bestellung aus einem früheren Zeitraum stammt.
          </p>

          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <figure className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
              <figcaption className="text-sm font-semibold text-ink">
                Umsatz vor Erstattungen pro Tag nach Sprache (€)
              </figcaption>
              <div className="mt-3 h-72" aria-hidden="true">
                <Suspense fallback={null}>
                  <RevenueChart data={chartData} />
                </Suspense>
              </div>
              <p className="sr-only">Die Werte des Diagramms stehen in der Tabelle unten.</p>
            </figure>
            <div className="space-y-6">
              <section className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <h3 className="mb-3 text-sm font-semibold text-ink">Trichter</h3>
                <Funnel t={t} />
              </section>
              <section className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <h3 id="sales-by-language" className="mb-2 text-sm font-semibold text-ink">
                  Nach Sprache
                </h3>
                {/* Scrolls sideways on a narrow screen: a keyboard stop, so keys can scroll it. */}
                <div
                  className="overflow-x-auto"
                  role="region"
                  aria-labelledby="sales-by-language"
                  tabIndex={0}
                >
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="text-left text-xs text-muted">
                        <ColumnHeadings
                          headings={[
                            'Sprache',
                            'Aufrufe',
                            'Bestellungen',
                            'Umsatz nach Erstattungen',
                          ]}
                          className={(i) =>
                            i === 0 ? 'py-1 font-medium' : 'py-1 pl-2 text-right font-medium'
                          }
                        />
                      </tr>
                    </thead>
                    <tbody className="tabular-nums">
                      {LANGS.map((l) => (
                        <tr key={l} className="border-t border-stone-100">
                          <th scope="row" className="py-1 text-left font-normal">
                            {GERMAN_LANGUAGE_NAMES[l]}
                          </th>
                          <td className="py-1 pl-2 text-right">
                            {num.format(t.pageViewsByLang[l])}
                          </td>
                          <td className="py-1 pl-2 text-right">{num.format(t.ordersByLang[l])}</td>
                          <td className="py-1 pl-2 text-right">{money(t.netByLang[l])}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </div>
          </div>

          <CodesTable
            codes={report.codes}
            csvHref={`/api/admin/sales/export.csv?kind=codes&${query(range)}`}
          />

          <DaysTable days={report.days} />
        </>
      )}
    </section>
  );
}
