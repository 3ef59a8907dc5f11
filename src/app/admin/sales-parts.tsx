import {
  rateGapText,
  SALES_CODE_COLUMNS,
  SALES_DAY_COLUMNS,
  type CodeFigures,
  type DayFigures,
  type PeriodTotals,
  type Rate,
} from '../../shared/api/sales';
import type { Lang } from '../../shared/languages';

// The parts of the 'Verkäufe' view: number formats, key figures, the funnel, the days' table.

export type Range = { days: '7' | '30' | '90' } | { from: string; to: string };

export const LANG_COLORS: Record<Lang, string> = {
  de: '#7f1d1d',
  en: '#b45309',
  it: '#15803d',
  es: '#1d4ed8',
  fr: '#7c3aed',
};

export const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const num = new Intl.NumberFormat('de-DE');
const pct = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
export const money = (cents: number) => eur.format(cents / 100);
export const rate = (r: Rate) => (r.value === null ? 'keine Rate' : pct.format(r.value));
export const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** The period of the address (`?days=7|30|90` or `?from=…&to=…`); 30 days when it names none. */
export function readRange(params: URLSearchParams): Range {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { from, to };
  const days = params.get('days');
  return { days: days === '7' || days === '90' ? days : '30' };
}

export function query(range: Range): string {
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

export function Kpi(props: {
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

export function Funnel({ t }: { t: PeriodTotals }) {
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
        {/* Checkout reminders (decision D18): only to buyers who ticked the box. */}
        <li className="text-sm text-muted" data-testid="sales-reminders">
          Erinnerungen an offene Käufe:{' '}
          <span className="font-semibold text-ink">{num.format(t.remindersSent)} versandt</span>,
          danach gekauft:{' '}
          <span className="font-semibold text-ink">{num.format(t.reminderPurchases)}</span>
        </li>
      </ol>
    </div>
  );
}

type CellKind =
  (typeof SALES_DAY_COLUMNS)[number]['kind'] | (typeof SALES_CODE_COLUMNS)[number]['kind'];

const cell = (kind: CellKind, value: string | number | null) =>
  value === null
    ? '–'
    : kind === 'money'
      ? money(Number(value))
      : kind === 'date'
        ? `${dayLabel(String(value))}${String(value).slice(0, 4)}`
        : kind === 'text'
          ? String(value)
          : num.format(Number(value));

const CODE_COLUMNS = SALES_CODE_COLUMNS.filter((c) => c.inView);

/**
 * Each discount code's redemptions, the discount given and the revenue kept over the period,
 * with its own CSV. The euro sign is in the cells, so the headings go without "(€)".
 */
export function CodesTable({ codes, csvHref }: { codes: CodeFigures[]; csvHref: string }) {
  return (
    <section
      className="rounded-lg border border-stone-200 bg-white shadow-sm"
      data-testid="sales-codes"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h3 id="sales-codes" className="text-sm font-semibold text-ink">
          Rabattcodes
        </h3>
        <a href={csvHref} download className="text-sm font-medium text-wine underline">
          CSV der Rabattcodes
        </a>
      </div>
      {codes.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">Im Zeitraum wurde kein Rabattcode eingelöst.</p>
      ) : (
        <FiguresTable
          labelledBy="sales-codes"
          minWidth="min-w-[20rem]"
          columns={CODE_COLUMNS}
          rows={codes}
          rowKey={(code) => code.code}
          compact
        />
      )}
      <p className="px-4 pb-4 pt-2 text-xs text-muted">
        Einlösungen und Rabatt zählen am Tag der Zahlung, erstattete und widerrufene Bestellungen
        eingeschlossen. Umsatz nach Erstattungen: was diese Bestellungen zahlten, abzüglich der
        Erstattungen und Widerrufe von Bestellungen mit dem Code am Tag der Rückzahlung, wie oben.
      </p>
    </section>
  );
}

const VIEW_COLUMNS = SALES_DAY_COLUMNS.filter((c) => c.inView);

/** The days, newest first, in the columns of the CSV (the per-language ones only there). */
export function DaysTable({ days }: { days: DayFigures[] }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white shadow-sm">
      <h3 id="sales-days" className="px-4 pt-4 text-sm font-semibold text-ink">
        Tage
      </h3>
      <FiguresTable
        labelledBy="sales-days"
        minWidth="min-w-[64rem]"
        columns={VIEW_COLUMNS}
        rows={[...days].reverse()}
        rowKey={(d) => d.day}
      />
    </section>
  );
}

/**
 * A table of figures in the columns of its CSV: the first column heads each row. Compact: the
 * euro sign is in the cells, so the headings go without "(€)", and the cells sit closer.
 */
function FiguresTable<R>({
  labelledBy,
  minWidth,
  columns,
  rows,
  rowKey,
  compact = false,
}: {
  labelledBy: string;
  minWidth: string;
  columns: ReadonlyArray<{
    header: string;
    kind: CellKind;
    value: (row: R) => string | number | null;
  }>;
  rows: R[];
  rowKey: (row: R) => string;
  compact?: boolean;
}) {
  const [first, ...rest] = columns;
  const side = compact ? 'px-2 last:pr-4 sm:px-3' : 'px-3';
  return (
    <div className="mt-2 overflow-x-auto" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`w-full ${minWidth} text-sm`}>
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs text-muted">
            <th scope="col" className="px-4 py-2 font-medium">
              {first.header}
            </th>
            {rest.map((c) => (
              <th key={c.header} scope="col" className={`${side} py-2 text-right font-medium`}>
                {compact ? c.header.replace(' (€)', '') : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-stone-100 last:border-0">
              <th
                scope="row"
                className={`px-4 py-1.5 text-left font-normal ${compact ? 'font-mono' : ''}`}
              >
                {cell(first.kind, first.value(row))}
              </th>
              {rest.map((c) => (
                <td key={c.header} className={`${side} py-1.5 text-right`}>
                  {cell(c.kind, c.value(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
