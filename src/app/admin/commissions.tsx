import { isValidPeriod, PeriodInputs, PeriodRefusal, periodQuery } from './period-inputs';
import { useId, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { CommissionsAnswer } from '../../shared/api/commissions';
import { berlinDay, formatCents } from '../../shared/format';
import { ColumnHeadings } from '../components/column-headings';
import { ReportLoadState } from './page-parts';
import { PartnerLinksList } from './partner-links';

/** From the first of the month eleven months ago to today (Berlin): a year of whole months. */
export function defaultCommissionPeriod(now: number = Date.now()): { from: string; to: string } {
  const today = berlinDay(now);
  let [y, m] = today.split('-').map(Number);
  m -= 11;
  if (m < 1) {
    m += 12;
    y -= 1;
  }
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: today };
}

const MONTHS = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return MONTHS.format(new Date(Date.UTC(y, m - 1, 15)));
}

const BUTTON =
  'inline-flex min-h-9 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60';
const PRIMARY = `${BUTTON} border-wine bg-wine text-white hover:bg-wine-dark`;
const SECONDARY = `${BUTTON} border-stone-300 bg-white text-ink hover:bg-stone-50`;

/** What the route's action answers: the button it came from and the server's German words. */
export type CommissionNotice = { key: string; kind: 'ok' | 'error'; text: string };

/** What a button asks the route's action to do (each checked again by the admin API). */
export type CommissionIntent =
  | { key: string; intent: 'partner-link'; partner: string }
  | { key: string; intent: 'payout'; partner: string; month: string };

/**
 * Provisionen (decision D18): per referral partner and Berlin month the clicks, the orders paid,
 * the net kept, the commission earned and reversed (refunds and withdrawals, in the month the
 * money went back), what is due, paid out and open; the months as CSV for the payouts; a button
 * that marks a partner's month as paid, and one that mails the partner the link to their page
 * with their links to the sales page, which are shown here to copy as well.
 * Every figure and every action is checked again by the admin API.
 */
export function CommissionsView({
  period,
  report,
  error,
}: {
  /** The period of the address, which the route's loader asked the server for. */
  period: { from: string; to: string };
  report: CommissionsAnswer | null;
  error: string | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(period);
  const query = periodQuery(period);
  // Each button is the route's action; the figures are loaded again after it.
  const fetcher = useFetcher<CommissionNotice>();
  const busy = fetcher.state === 'idle' ? null : ((fetcher.json as CommissionIntent).key ?? '');
  const notice = fetcher.state === 'idle' ? fetcher.data : undefined;

  const valid = isValidPeriod(draft);
  // Another period is another address (a history entry): back returns to the one before.
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (valid) navigate(`?${periodQuery(draft)}`);
  };

  function act(intent: CommissionIntent) {
    if (busy) return;
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' });
  }

  const num = (n: number) => n.toLocaleString('de-DE');
  const td = 'px-3 py-2 text-right tabular-nums';

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="commissions-view"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          Provisionen
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Je Partner und Monat (Berliner Zeit): Provision auf den Nettobetrag, der bleibt (nach
          Rabatt, ohne USt). Erstattungen und Widerrufe stornieren die Provision im Monat, in dem
          das Geld zurückging. Gezeigt werden die Monate, die der Zeitraum berührt.
        </p>
      </div>

      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <PeriodInputs value={draft} onChange={setDraft} testId="commissions" />
        <button type="submit" className={`${SECONDARY} min-h-11`} disabled={!valid}>
          Anzeigen
        </button>
        <a
          href={`/api/admin/commissions/export.csv?${query}`}
          download
          className={`${PRIMARY} min-h-11`}
          data-testid="commissions-csv"
        >
          CSV für Auszahlungen
        </a>
      </form>
      {!valid && <PeriodRefusal />}

      <div aria-live="polite">
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-md border px-3 py-2 text-sm ${
              notice.kind === 'error'
                ? 'border-red-200 bg-red-50 text-red-900'
                : 'border-emerald-200 bg-emerald-50 text-emerald-900'
            }`}
            data-testid="commissions-notice"
          >
            {notice.text}
          </p>
        )}
      </div>

      <ReportLoadState error={error} report={report} what="Provisionen" />

      {report && (
        <>
          <FigureTable
            title="Partner"
            empty={
              report.partners.length === 0
                ? 'Noch keine Partner. Legen Sie sie in der Tabelle „Partner“ an.'
                : null
            }
            minWidth="min-w-[44rem]"
            testId="commission-partners"
            columns={[
              ['Partner', 'left'],
              ['Klicks'],
              ['Bestellungen'],
              ['Fällig'],
              ['Ausgezahlt'],
              ['Offen'],
              [<span className="sr-only">Aktion</span>, 'left'],
            ]}
          >
            <tbody className="divide-y divide-stone-100 text-ink">
              {report.partners.map((p) => (
                <tr key={p.code} data-partner={p.code}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {p.name}
                    <span className="block font-mono text-xs font-normal text-muted">
                      {p.code}
                      {p.active ? '' : ' · pausiert'}
                    </span>
                  </th>
                  <td className={td}>{num(p.clicks)}</td>
                  <td className={td}>{num(p.orders)}</td>
                  <td className={td}>{formatCents(p.due)}</td>
                  <td className={td}>{formatCents(p.paid)}</td>
                  <td className={`${td} font-semibold`}>{formatCents(p.open)}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className={SECONDARY}
                      disabled={busy !== null}
                      onClick={() =>
                        act({ key: `link:${p.code}`, intent: 'partner-link', partner: p.code })
                      }
                      data-testid={`send-link-${p.code}`}
                    >
                      {busy === `link:${p.code}` ? 'Wird gesendet...' : 'Partnerseite senden'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </FigureTable>

          <PartnerLinksList partners={report.partners} />

          <FigureTable
            title="Monate"
            empty={
              report.rows.length === 0
                ? 'Im Zeitraum gibt es keine Klicks, Bestellungen oder Auszahlungen über Partner.'
                : null
            }
            emptyTestId="commission-months-empty"
            minWidth="min-w-[56rem]"
            testId="commission-months"
            columns={[
              ['Partner', 'left'],
              ['Monat', 'left'],
              ['Klicks'],
              ['Bestellungen'],
              ['Netto'],
              ['Verdient'],
              ['Storniert'],
              ['Fällig'],
              ['Ausgezahlt'],
            ]}
          >
            <tbody className="divide-y divide-stone-100 text-ink">
              {report.rows.map((r) => {
                const key = `pay:${r.partnerCode}:${r.month}`;
                return (
                  <tr key={key} data-row={`${r.partnerCode}:${r.month}`}>
                    <td className="px-3 py-2 text-left">
                      {r.partnerName}
                      <span className="block font-mono text-xs text-muted">{r.partnerCode}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-left">{monthLabel(r.month)}</td>
                    <td className={td}>{num(r.clicks)}</td>
                    <td className={td}>{num(r.orders)}</td>
                    <td className={td}>{formatCents(r.net)}</td>
                    <td className={td}>{formatCents(r.earned)}</td>
                    <td className={td}>
                      {r.reversed ? `−${formatCents(r.reversed)}` : formatCents(0)}
                      {r.reversedOrders > 0 && (
                        <span className="block text-xs text-muted">
                          {r.reversedOrders === 1
                            ? '1 Bestellung'
                            : `${num(r.reversedOrders)} Bestellungen`}
                        </span>
                      )}
                    </td>
                    <td className={`${td} font-semibold`}>{formatCents(r.due)}</td>
                    {/* Paid: the amount and day; what is open: the button that marks it. */}
                    <td className={td}>
                      {r.paid !== null && (
                        <>
                          {formatCents(r.paid)}
                          {r.paidAt && (
                            <span className="block text-xs text-muted">
                              am {berlinDay(new Date(r.paidAt)).split('-').reverse().join('.')}
                            </span>
                          )}
                        </>
                      )}
                      {r.open > 0 ? (
                        <button
                          type="button"
                          className={`${PRIMARY} whitespace-nowrap${r.paid !== null ? ' mt-1' : ''}`}
                          disabled={busy !== null}
                          onClick={() =>
                            act({
                              key,
                              intent: 'payout',
                              partner: r.partnerCode,
                              month: r.month,
                            })
                          }
                          aria-label={`${r.paid !== null ? `Offenen Rest (${formatCents(r.open)}) von ` : ''}${monthLabel(r.month)} für ${r.partnerCode} als bezahlt markieren`}
                          data-testid={`mark-paid-${r.partnerCode}-${r.month}`}
                        >
                          {busy === key
                            ? 'Wird gespeichert...'
                            : r.paid !== null
                              ? 'Rest als bezahlt markieren'
                              : 'Als bezahlt markieren'}
                        </button>
                      ) : (
                        r.paid === null && <span className="text-muted">–</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </FigureTable>
        </>
      )}
    </section>
  );
}

/**
 * One of the page's tables under its heading: a message instead when there is nothing, else the
 * table in a region that scrolls sideways on a phone (reachable by keyboard).
 */
function FigureTable({
  title,
  empty,
  emptyTestId,
  minWidth,
  testId,
  columns,
  children,
}: {
  title: string;
  empty: string | null;
  emptyTestId?: string;
  minWidth: string;
  testId: string;
  /** Each column's heading; numbers are right-aligned unless 'left' is given. */
  columns: Array<[React.ReactNode, 'left'?]>;
  /** The table's body. */
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {empty !== null ? (
        <p className="mt-2 text-sm text-muted" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : (
        <div
          className="relative mt-2 overflow-x-auto"
          role="region"
          aria-label={title}
          tabIndex={0}
        >
          <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-muted">
              <tr>
                <ColumnHeadings
                  headings={columns.map(([heading]) => heading)}
                  className={(i) =>
                    `px-3 py-2 font-semibold ${columns[i][1] === 'left' ? 'text-left' : 'text-right'}`
                  }
                />
              </tr>
            </thead>
            {children}
          </table>
        </div>
      )}
    </div>
  );
}
