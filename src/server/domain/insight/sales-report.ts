import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import { enqueueMail } from '../delivery/mail-outbox';
import { formatCents } from '../../../shared/format';
import { berlinDay } from '../common/berlin-time';
import { repeatInBackground } from '../jobs/repeat';
import { readSalesReport, type SalesReport } from './insight';
import { rateGapText, type Rate } from '../../../shared/api/sales';

const DAY_MS = 86_400_000;

/**
 * ISO week of a calendar day (YYYY-MM-DD): its year and number, e.g. 2026-W09.
 * @internal Exported for its unit test: the ISO week of a day is a calculation checked at the turn
 * of a year.
 */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4, 12));
  const week1Monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
  const n = Math.round((thursday.getTime() - 3 * DAY_MS - week1Monday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/**
 * Monday..Sunday of the week before the one `today` (Berlin, YYYY-MM-DD) lies in.
 * @internal Exported for its unit test: the week before a day is a calculation checked on a Monday
 * and on the days around it.
 */
export function lastWeek(today: string): { from: string; to: string } {
  const d = new Date(`${today}T12:00:00Z`);
  const monday = d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(monday - 7 * DAY_MS), to: day(monday - DAY_MS) };
}

const pct = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const de = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

function versus(now: number, before: number, format: (n: number) => string): string {
  if (before === 0) return now === 0 ? 'unverändert' : `Vorwoche ${format(before)}`;
  const r = (now - before) / before;
  return `${r >= 0 ? '+' : '−'}${pct.format(Math.abs(r))} ggü. Vorwoche (${format(before)})`;
}

/**
 * The discount codes redeemed in the week, as the sales view counts them (most redeemed first);
 * nothing when none was. A code that only had a refund that week is left out here.
 */
function codeLines(r: SalesReport, money: (cents: number) => string): string[] {
  const redeemed = r.codes.filter((c) => c.redemptions > 0);
  if (redeemed.length === 0) return [];
  return [
    '',
    'Eingelöste Rabattcodes:',
    ...redeemed.map(
      (c) =>
        `- ${c.code}: ${c.redemptions === 1 ? '1 Einlösung' : `${c.redemptions} Einlösungen`}, Rabatt gewährt: ${money(c.discount)}`,
    ),
  ];
}

/** The weekly summary to the seller, in German. */
function buildSalesReportMail(to: string, week: string, r: SalesReport) {
  const t = r.totals;
  const p = r.previous.totals;
  const money = (c: number) => formatCents(c);
  const rate = (x: Rate, days: number) =>
    x.value === null ? `keine Rate – ${rateGapText(x.gap, days)}` : pct.format(x.value);
  const lines = [
    `Verkäufe der Woche ${week} (${de(r.from)} – ${de(r.to)})`,
    '',
    `Umsatz nach Erstattungen: ${money(t.net)} (${versus(t.net, p.net, money)})`,
    `Umsatz vor Erstattungen: ${money(t.gross)}, Erstattungen und Widerrufe: ${money(t.refunded)}`,
    `Bestellungen: ${t.orders} (${versus(t.orders, p.orders, String)}), ${t.copies} Exemplare`,
    `Konversion (Käufe je Produktaufruf): ${rate(t.funnel.conversion, t.daysWithoutViews)}`,
    `Produktaufrufe: ${t.productViews}, Checkout-Aufrufe: ${t.checkoutViews}, Checkout-Starts: ${t.checkoutStarts}, Käufe daraus: ${t.purchases}`,
    `Erstattungen: ${t.refunds} (${money(t.refundAmount)}), Widerrufe: ${t.withdrawals} (${money(t.withdrawalAmount)})`,
    `Erinnerungen an offene Käufe: ${t.remindersSent} versandt, danach gekauft: ${t.reminderPurchases}`,
    ...codeLines(r, money),
    '',
    'Alle Beträge inkl. USt; Erstattungen zählen in der Woche, in der das Geld zurückging.',
    'Einzelheiten im Admin unter „Verkäufe“.',
  ];
  return {
    to,
    subject: `Wochenbericht ${week}: ${money(t.net)} Umsatz nach Erstattungen, ${t.orders} Bestellungen`,
    text: lines.join('\n'),
  };
}

/**
 * Queues last week's summary once: its outbox key names the ISO week, so however many
 * processes ask, and however often, one message goes. Sent from Monday on.
 * @internal Exported for its unit test: one pass of the job, which its timer runs in production,
 * is run by the tests at a chosen time.
 */
export async function queueWeeklySalesReport(
  db: Db,
  to: string,
  nowMs: number = Date.now(),
): Promise<string> {
  const range = lastWeek(berlinDay(nowMs));
  const week = isoWeek(range.from);
  const report = await readSalesReport(db, range.from, range.to);
  await enqueueMail(db, buildSalesReportMail(to, week, report), {
    dedupeKey: `sales-report:${week}`,
  });
  return week;
}

/** Checks every hour whether last week's summary is queued; off without an address. */
export function startWeeklySalesReport(deps: { db: Db; logger: Logger; to: string | null }) {
  if (!deps.to) return { stop() {} };
  const to = deps.to;
  let lastWeekQueued = '';
  const tick = () => {
    const week = isoWeek(lastWeek(berlinDay(Date.now())).from);
    if (week === lastWeekQueued) return;
    queueWeeklySalesReport(deps.db, to)
      .then((w) => (lastWeekQueued = w))
      .catch((err) => deps.logger.warn({ err }, 'weekly sales report could not be queued'));
  };
  return repeatInBackground(tick, { firstAfterMs: 30_000, everyMs: 3_600_000 });
}
