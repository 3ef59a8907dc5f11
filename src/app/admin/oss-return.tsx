import { AdminPanel } from './panel';
import { Form, Link } from 'react-router';
import { berlinDay, formatCents, germanDate } from '../../shared/format';
import { countryName } from '../../shared/vat';
import {
  previousQuarter,
  quarterOf,
  type OssReturn,
  type VatThresholdStatus,
} from '../../shared/api/oss';

/** The quarter the seller files next: the one before today's (Berlin). */
export function defaultOssQuarter(now: number = Date.now()): string {
  return previousQuarter(quarterOf(berlinDay(now)));
}

/** The quarters offered: today's and the eleven before it. */
function quarterChoices(now: number = Date.now()): string[] {
  const list = [quarterOf(berlinDay(now))];
  while (list.length < 12) list.push(previousQuarter(list[list.length - 1]));
  return list;
}

const quarterLabel = (q: string) => `${q.slice(6)}. Quartal ${q.slice(0, 4)}`;
const rateLabel = (rate: string) => `${rate.replace('.', ',')} %`;
const country = (code: string) => `${countryName(code, 'de')} (${code})`;
const CELL = 'px-3 py-2 text-right tabular-nums';

/**
 * The EU threshold's state for a seller registered under it (decision 093): a warning from
 * 80 %, and once a sale exceeded 10,000 €, that the buyer country's VAT applies. Nothing for
 * a seller in the one-stop shop or well below.
 */
export function ThresholdNotice({ status }: { status: VatThresholdStatus | null }) {
  if (!status || status.registration !== 'threshold' || status.level === 'below') return null;
  const share = Math.floor((status.net / status.limit) * 100);
  const exceeded = status.level === 'exceeded';
  return (
    <div
      role="status"
      className={`mb-6 rounded-lg border px-4 py-3 text-sm ${exceeded ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
      data-testid="vat-threshold-notice"
    >
      <p className="font-semibold">
        {exceeded
          ? 'EU-Lieferschwelle überschritten: Umsatzsteuer des Bestimmungslands'
          : `EU-Lieferschwelle zu ${share} % erreicht`}
      </p>
      <p className="mt-1">
        {exceeded && status.crossing
          ? `Mit der Bestellung ${status.crossing.purchaseId} am ${germanDate(status.crossing.crossedAt)} haben Ihre Verkäufe an Privatkunden in anderen EU-Ländern ${status.crossing.year} 10.000 € netto überschritten. Seitdem und bis Ende ${status.crossing.year + 1} berechnet der Shop die Umsatzsteuer des Landes der Käufer; melden Sie diese Umsätze über den OSS.`
          : exceeded
            ? `Ihre Verkäufe an Privatkunden in anderen EU-Ländern lagen ${status.previousNet > status.limit ? status.year - 1 : status.year} über 10.000 € netto: der Shop berechnet ${status.year} die Umsatzsteuer des Landes der Käufer; melden Sie diese Umsätze über den OSS.`
            : `Verkäufe an Privatkunden in anderen EU-Ländern ${status.year}: ${formatCents(status.net)} netto von 10.000 €. Ab dem Verkauf, der 10.000 € überschreitet, gilt die Umsatzsteuer des Landes der Käufer (§ 3a Abs. 5 UStG).`}{' '}
        <Link to="/admin/oss-meldung" className="font-medium underline">
          OSS-Meldung
        </Link>
      </p>
    </div>
  );
}

/**
 * OSS-Meldung: a quarter's consumer sales taxed in other member states, per member state of
 * consumption and rate, the corrections of earlier quarters apart, and the CSV for the
 * accountant. The quarter is in the address (`?quartal=2026-Q3`).
 */
export function OssReturnView({
  report,
  error,
}: {
  report: OssReturn | null;
  error: string | null;
}) {
  const quarter = report?.quarter ?? defaultOssQuarter();
  return (
    <AdminPanel
      title="OSS-Meldung"
      testId="oss-view"
      intro="Umsätze an Privatkunden in anderen EU-Ländern mit deren Umsatzsteuer, nach Rechnungsdatum, je Land des Verbrauchs und Steuersatz. Stornos und Gutschriften zu Rechnungen früherer Quartale stehen getrennt als Korrekturen."
    >
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink">
          Quartal
          <select
            name="quartal"
            defaultValue={quarter}
            className="mt-1 block min-h-11 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
            data-testid="oss-quarter"
          >
            {quarterChoices().map((q) => (
              <option key={q} value={q}>
                {quarterLabel(q)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-stone-50"
        >
          Anzeigen
        </button>
        {report && (
          <a
            href={`/api/admin/oss/export.csv?quartal=${encodeURIComponent(report.quarter)}`}
            download
            className="inline-flex min-h-11 items-center rounded-md bg-wine px-4 py-2 text-sm font-semibold text-white hover:bg-wine-dark"
            data-testid="oss-csv"
          >
            CSV herunterladen
          </a>
        )}
      </Form>
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {error}
        </p>
      )}
      {report && <OssFigures report={report} />}
    </AdminPanel>
  );
}

function OssFigures({ report }: { report: OssReturn }) {
  return (
    <div className="mt-6 space-y-8">
      <p className="text-sm text-muted">
        {quarterLabel(report.quarter)}: {germanDate(report.from)} bis {germanDate(report.to)}. Land
        des Verkäufers: {country(report.sellerCountry)}.
      </p>
      <FigureTable
        title="Umsätze des Quartals"
        empty={report.lines.length === 0 ? 'Keine OSS-Umsätze in diesem Quartal.' : null}
        first={['Land des Verbrauchs', 'Steuersatz']}
        testId="oss-lines"
        rows={report.lines.map((l) => ({
          key: `${l.country}-${l.rate}`,
          cells: [country(l.country), rateLabel(l.rate)],
          ...l,
        }))}
        total={report.totals.lines}
      />
      <FigureTable
        title="Korrekturen früherer Quartale"
        empty={report.corrections.length === 0 ? 'Keine Korrekturen.' : null}
        first={['Quartal', 'Land des Verbrauchs']}
        testId="oss-corrections"
        rows={report.corrections.map((c) => ({
          key: `${c.quarter}-${c.country}`,
          cells: [quarterLabel(c.quarter), country(c.country)],
          ...c,
        }))}
        total={report.totals.corrections}
      />
      <dl
        className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
        data-testid="oss-total"
      >
        <dt className="font-semibold text-ink">Summe Bemessungsgrundlage</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatCents(report.totals.all.net)}
        </dd>
        <dt className="font-semibold text-ink">Summe Umsatzsteuer</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatCents(report.totals.all.vat)}
        </dd>
        <dt className="text-muted">
          Nicht in der OSS-Meldung (Inland, Reverse Charge, Drittland, unter der Lieferschwelle)
        </dt>
        <dd className="text-right tabular-nums text-muted">
          {report.excluded.documents} {report.excluded.documents === 1 ? 'Beleg' : 'Belege'},{' '}
          {formatCents(report.excluded.net)} netto
        </dd>
      </dl>
      <p className="max-w-prose text-xs text-muted">
        Die Summen stimmen mit der CSV unter „Rechnungen“ für {germanDate(report.from)} bis{' '}
        {germanDate(report.to)} überein (dieselben Belege). Das Upload-Format des BZSt wird nicht
        erzeugt; die Zahlen werden in „Mein BOP“ eingetragen oder von der Steuerberatung übernommen.
      </p>
    </div>
  );
}

function FigureTable(props: {
  title: string;
  empty: string | null;
  first: [string, string];
  testId: string;
  rows: Array<{
    key: string;
    cells: [string, string];
    net: number;
    vat: number;
    documents: number;
  }>;
  total: { net: number; vat: number; documents: number };
}) {
  return (
    <div>
      <h3 className="text-base font-semibold text-ink">{props.title}</h3>
      {props.empty !== null ? (
        <p className="mt-2 text-sm text-muted">{props.empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto" role="region" aria-label={props.title} tabIndex={0}>
          <table className="w-full min-w-[34rem] text-sm" data-testid={props.testId}>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {props.first[0]}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {props.first[1]}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Bemessungsgrundlage
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Umsatzsteuer
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Belege
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {props.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {r.cells[0]}
                  </th>
                  <td className="px-3 py-2 text-left">{r.cells[1]}</td>
                  <td className={CELL}>{formatCents(r.net)}</td>
                  <td className={CELL}>{formatCents(r.vat)}</td>
                  <td className={CELL}>{r.documents}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-stone-300 font-semibold">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                  Summe
                </th>
                <td className={CELL}>{formatCents(props.total.net)}</td>
                <td className={CELL}>{formatCents(props.total.vat)}</td>
                <td className={CELL}>{props.total.documents}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
