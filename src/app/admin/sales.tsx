import { useEffect, useState, type FormEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  rateGapText,
  type PeriodTotals,
  type Rate,
  type SalesReport,
} from '../../shared/api/sales';
import { LANGS, LANGUAGE_INFO, type Lang } from '../../shared/languages';

/**
 * 'Verkäufe': revenue before and after refunds and orders per day by language against the
 * period before, the funnel from product views to purchases (a rate only where it is a real
 * share), refunds and withdrawals; the same figures as a table and as CSV. Loaded lazily by the admin only, so the chart library never reaches the storefront.
 */

type Range = { days: '7' | '30' | '90' } | { from: string; to: string };

const LANG_COLORS: Record<Lang, string> = {
  de: '#7f1d1d',
  en: '#b45309',
  it: '#15803d',
  es: '#1d4ed8',
  fr: '#7c3aed',
};

const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const num = new Intl.NumberFormat('de-DE');
const pct = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const money = (cents: number) => eur.format(cents / 100);
const rate = (r: Rate) => (r.value === null ? 'keine Rate' : pct.format(r.value));
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

function query(range: Range): string {
  return 'days' in range
    ? `days=${range.days}`
    : `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
}

function change(
  now: number | null,
  before: number | null,
  lowerIsBetter = false,
): { text: string; tone: string } {
  if (now === null || before === null) return { text: 'kein Vergleich', tone: 'text-muted' };
  if (before === 0) return { text: now === 0 ? '±0 %' : 'neu', tone: 'text-muted' };
  const r = (now - before) / before;
  const text = `${r > 0 ? '+' : r < 0 ? '−' : '±'}${pct.format(Math.abs(r))}`;
  const good = lowerIsBetter ? r < 0 : r > 0;
  const bad = lowerIsBetter ? r > 0 : r < 0;
  return { text, tone: good ? 'text-green-700' : bad ? 'text-red-700' : 'text-muted' };
}

function Kpi(props: {
  label: string;
  value: string;
  now: number | null;
  before: number | null;
  prev: string;
  /** A line under the value: what it is made of, or why there is no figure. */
  detail?: string;
  lowerIsBetter?: boolean;
  testId?: string;
}) {
  const c = change(props.now, props.before, props.lowerIsBetter);
  return (
    <div
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid={props.testId}
    >
      <p className="text-sm text-muted">{props.label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">{props.value}</p>
      {props.detail && <p className="mt-1 text-xs text-ink">{props.detail}</p>}
      <p className="mt-1 text-xs text-muted">
        <span className={`font-medium ${c.tone}`}>{c.text}</span> ggü. Vorperiode ({props.prev})
      </p>
    </div>
  );
}

/** A rate, or in words why there is none. */
/**
 * A rate, or in words why there is none. Views missing on whole days are explained once above
 * the funnel; the steps then only say that they have no rate.
 */
function RateText({ r, t }: { r: Rate; t: PeriodTotals }) {
  if (r.value !== null) return <>{pct.format(r.value)} der Stufe davor</>;
  if (r.gap === 'views-missing') return <>keine Rate (Aufrufe nicht gezählt, siehe oben)</>;
  return <>keine Rate: {rateGapText(r.gap, t.daysWithoutViews)}</>;
}

function Funnel({ t }: { t: PeriodTotals }) {
  const steps = [
    { label: 'Produktaufrufe', value: t.productViews, rate: null as Rate | null },
    { label: 'Checkout-Aufrufe', value: t.checkoutViews, rate: t.funnel.checkoutViewRate },
    { label: 'Checkout-Starts', value: t.checkoutStarts, rate: t.funnel.checkoutRate },
    { label: 'Käufe aus diesen Starts', value: t.purchases, rate: t.funnel.purchaseRate },
  ];
  const top = Math.max(1, ...steps.map((s) => s.value));
  return (
    <div data-testid="sales-funnel">
      {t.daysWithoutViews > 0 && (
        <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-ink">
          {rateGapText('views-missing', t.daysWithoutViews).replace(/^./, (c) => c.toUpperCase())}.
          Raten aus Aufrufen wären falsch und werden nicht angezeigt.
        </p>
      )}
      <ol className="space-y-3">
        {steps.map((s) => (
          <li key={s.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{s.label}</span>
              <span className="tabular-nums text-ink">{num.format(s.value)}</span>
            </div>
            <div className="mt-1 h-2.5 rounded bg-stone-100" aria-hidden="true">
              <div
                className="h-2.5 rounded bg-wine"
                style={{ width: `${Math.max(1, (s.value / top) * 100)}%` }}
              />
            </div>
            {s.rate && (
              <p className="mt-0.5 text-xs text-muted">
                <RateText r={s.rate} t={t} />
              </p>
            )}
          </li>
        ))}
        <li className="pt-1 text-sm text-muted" data-testid="sales-conversion">
          Konversion (Käufe je Produktaufruf):{' '}
          <span className="font-semibold text-ink">
            {t.funnel.conversion.value === null ? (
              <RateText r={t.funnel.conversion} t={t} />
            ) : (
              pct.format(t.funnel.conversion.value)
            )}
          </span>
        </li>
      </ol>
    </div>
  );
}

export default function SalesView() {
  const [range, setRange] = useState<Range>({ days: '30' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [report, setReport] = useState<SalesReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    fetch(`/api/admin/sales?${query(range)}`, { credentials: 'same-origin' })
      .then(async (res) => {
        const body = (await res.json()) as SalesReport | { message: string };
        if (!res.ok) throw new Error('message' in body ? body.message : `Fehler ${res.status}`);
        if (current) setReport(body as SalesReport);
      })
      .catch((err: unknown) => {
        if (current) setError(err instanceof Error ? err.message : 'Fehler beim Laden');
      });
    return () => {
      current = false;
    };
  }, [range]);

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
            <label className="text-xs text-muted">
              Von
              <input
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                className="mt-0.5 block min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink"
              />
            </label>
            <label className="text-xs text-muted">
              Bis
              <input
                type="date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                className="mt-0.5 block min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink"
              />
            </label>
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

      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      {!report && !error && (
        <p role="status" className="text-sm text-muted">
          Verkaufszahlen werden geladen...
        </p>
      )}

      {report && t && p && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Kpi
              label="Umsatz nach Erstattungen"
              value={money(t.net)}
              detail={`${money(t.gross)} vor Erstattungen − ${money(t.refunded)} erstattet`}
              now={t.net}
              before={p.net}
              prev={prevLabel}
              testId="sales-net"
            />
            <Kpi
              label="Umsatz vor Erstattungen"
              value={money(t.gross)}
              detail={`aus ${num.format(t.orders)} ${t.orders === 1 ? 'Bestellung' : 'Bestellungen'}`}
              now={t.gross}
              before={p.gross}
              prev={prevLabel}
              testId="sales-gross"
            />
            <Kpi
              label="Erstattungen und Widerrufe"
              value={money(t.refunded)}
              detail={`${num.format(t.refunds)} erstattet, ${num.format(t.withdrawals)} widerrufen`}
              now={t.refunded}
              before={p.refunded}
              prev={prevLabel}
              lowerIsBetter
              testId="sales-refunded"
            />
            <Kpi
              label="Bestellungen"
              value={num.format(t.orders)}
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
                <ResponsiveContainer width="100%" height="100%">
                  {/* Hidden from assistive technology (the table below has the figures), so
                      not a keyboard stop either. */}
                  <BarChart
                    data={chartData}
                    margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
                    accessibilityLayer={false}
                  >
                    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
                    <XAxis dataKey="tag" tick={{ fontSize: 11 }} minTickGap={12} />
                    <YAxis tick={{ fontSize: 11 }} width={48} />
                    <Tooltip formatter={(v) => eur.format(Number(v))} />
                    <Legend wrapperStyle={{ fontSize: 12 }} />
                    {LANGS.map((l) => (
                      <Bar
                        key={l}
                        dataKey={l}
                        name={LANGUAGE_INFO[l].name}
                        stackId="umsatz"
                        fill={LANG_COLORS[l]}
                      />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
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
                        <th scope="col" className="py-1 font-medium">
                          Sprache
                        </th>
                        <th scope="col" className="py-1 pl-2 text-right font-medium">
                          Aufrufe
                        </th>
                        <th scope="col" className="py-1 pl-2 text-right font-medium">
                          Bestellungen
                        </th>
                        <th scope="col" className="py-1 pl-2 text-right font-medium">
                          Umsatz nach Erstattungen
                        </th>
                      </tr>
                    </thead>
                    <tbody className="tabular-nums">
                      {LANGS.map((l) => (
                        <tr key={l} className="border-t border-stone-100">
                          <th scope="row" className="py-1 text-left font-normal">
                            {LANGUAGE_INFO[l].name}
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

          <section className="rounded-lg border border-stone-200 bg-white shadow-sm">
            <h3 id="sales-days" className="px-4 pt-4 text-sm font-semibold text-ink">
              Tage
            </h3>
            <div
              className="mt-2 overflow-x-auto"
              role="region"
              aria-labelledby="sales-days"
              tabIndex={0}
            >
              <table className="w-full min-w-[56rem] text-sm">
                <thead>
                  <tr className="border-b border-stone-200 text-left text-xs text-muted">
                    <th scope="col" className="px-4 py-2 font-medium">
                      Tag
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Umsatz vor Erstattungen
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Umsatz nach Erstattungen
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Bestellungen
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Seitenaufrufe
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Produktaufrufe
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Checkout-Aufrufe
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Checkout-Starts
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Erstattungen
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Widerrufe
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {[...report.days].reverse().map((d) => (
                    <tr key={d.day} className="border-b border-stone-100 last:border-0">
                      <th scope="row" className="px-4 py-1.5 text-left font-normal">
                        {dayLabel(d.day)}
                        {d.day.slice(0, 4)}
                      </th>
                      <td className="px-3 py-1.5 text-right">{money(d.gross)}</td>
                      <td className="px-3 py-1.5 text-right">{money(d.net)}</td>
                      <td className="px-3 py-1.5 text-right">{num.format(d.orders)}</td>
                      <td className="px-3 py-1.5 text-right">{num.format(d.pageViews)}</td>
                      <td className="px-3 py-1.5 text-right">{num.format(d.productViews)}</td>
                      <td className="px-3 py-1.5 text-right">{num.format(d.checkoutViews)}</td>
                      <td className="px-3 py-1.5 text-right">{num.format(d.checkoutStarts)}</td>
                      <td className="px-3 py-1.5 text-right">
                        {num.format(d.refunds)}
                        {d.refundAmount > 0 && ` · ${money(d.refundAmount)}`}
                      </td>
                      <td className="px-4 py-1.5 text-right">
                        {num.format(d.withdrawals)}
                        {d.withdrawalAmount > 0 && ` · ${money(d.withdrawalAmount)}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  );
}
