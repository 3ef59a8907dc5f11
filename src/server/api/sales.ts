import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { neutralizeCsvCell } from '../domain/csv';
import { readSalesReport, type SalesReport } from '../domain/insight';
import { berlinDay, shiftDay } from '../domain/berlin-time';
import { parsePeriod } from '../../shared/period';
import { LANGS } from '../../shared/languages';
import { requireAdmin } from './guards';
import { noStore } from './no-store';

const presetQuery = z.object({ days: z.enum(['7', '30', '90']).optional() });

/**
 * The period asked for: the last 7, 30 or 90 days up to today (the seller's day), or a chosen
 * range by the shop's one period rule (real dates, at most a year).
 */
function readRange(query: Record<string, string>): { from: string; to: string } | string {
  if (query.from !== undefined || query.to !== undefined) {
    const period = parsePeriod(query);
    return 'message' in period ? period.message : period;
  }
  const preset = presetQuery.safeParse(query);
  if (!preset.success) return 'Ungültiger Zeitraum: Tage (7, 30, 90) oder von/bis als JJJJ-MM-TT.';
  const n = Number(preset.data.days ?? '30');
  const today = berlinDay(Date.now());
  return { from: shiftDay(today, n - 1), to: today };
}

const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The report's days as a CSV table, German headings, each cell neutralised. */
export function salesCsv(report: SalesReport): string {
  const head = [
    'Tag',
    'Umsatz (€)',
    'Bestellungen',
    ...LANGS.map((l) => `Umsatz ${l.toUpperCase()} (€)`),
    ...LANGS.map((l) => `Bestellungen ${l.toUpperCase()}`),
    'Seitenaufrufe',
    'Produktaufrufe',
    'Checkout-Starts',
    'Erstattungen',
    'Erstattet (€)',
    'Widerrufe',
    'Widerrufen (€)',
  ];
  const rows = report.days.map((d) => [
    d.day,
    euro(d.revenue),
    d.orders,
    ...LANGS.map((l) => euro(d.revenueByLang[l])),
    ...LANGS.map((l) => d.ordersByLang[l]),
    d.pageViews,
    d.productViews,
    d.checkoutStarts,
    d.refunds,
    euro(d.refundAmount),
    d.withdrawals,
    euro(d.withdrawalAmount),
  ]);
  const cell = (v: unknown) => {
    const s = String(neutralizeCsvCell(v));
    return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return '\uFEFF' + [head, ...rows].map((r) => r.map(cell).join(';')).join('\r\n') + '\r\n';
}

/** The sales dashboard's figures (administrators only), as JSON and as CSV. */
export function salesApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .use('*', noStore)
    .get('/', async (c) => {
      const range = readRange(c.req.query());
      if (typeof range === 'string') return c.json({ message: range }, 400);
      return c.json(await readSalesReport(deps.db, range.from, range.to));
    })
    .get('/export.csv', async (c) => {
      const range = readRange(c.req.query());
      if (typeof range === 'string') return c.json({ message: range }, 400);
      const report = await readSalesReport(deps.db, range.from, range.to);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="verkaeufe-${range.from}-bis-${range.to}.csv"`,
      );
      return c.body(salesCsv(report));
    });
}
