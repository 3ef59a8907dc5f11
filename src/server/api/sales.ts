import { z } from 'zod';
import type { AppDeps } from '../deps';
import { csvDocument } from '../domain/tables/csv';
import { readSalesReport, type SalesReport } from '../domain/insight/insight';
import { SALES_CODE_COLUMNS, SALES_DAY_COLUMNS } from '../../shared/api/sales';
import { berlinDay, shiftDay } from '../domain/common/berlin-time';
import { csvAttachment, readPeriod } from './report-exports';
import { adminApi } from './guards';
import { DomainError } from '../domain/common/errors';
import { recordDownload } from '../domain/tables/audit-log';
import { germanDate } from '../../shared/format';

const presetQuery = z.object({ days: z.enum(['7', '30', '90']).optional() });
/** What the CSV holds: the days (the default) or the discount codes. */
const csvKind = z.enum(['days', 'codes']).default('days');

/**
 * The period asked for: the last 7, 30 or 90 days up to today (the seller's day), or a chosen
 * range by the shop's one period rule (real dates, at most a year).
 */
function readRange(query: Record<string, string>): { from: string; to: string } {
  if (query.from !== undefined || query.to !== undefined) return readPeriod(query);
  const preset = presetQuery.safeParse(query);
  if (!preset.success) {
    throw new DomainError(
      'invalid',
      'Ungültiger Zeitraum: Tage (7, 30, 90) oder von/bis als JJJJ-MM-TT.',
    );
  }
  const n = Number(preset.data.days ?? '30');
  const today = berlinDay(Date.now());
  return { from: shiftDay(today, n - 1), to: today };
}

/**
 * The report's days, or its discount codes, as CSV in the shop's one format (decision 081):
 * one table with one header row per file, as a spreadsheet opens it.
 */
function salesCsv(report: SalesReport, kind: 'days' | 'codes' = 'days'): string {
  return kind === 'codes'
    ? csvDocument(SALES_CODE_COLUMNS, report.codes)
    : csvDocument(SALES_DAY_COLUMNS, report.days);
}

/** The sales dashboard's figures (administrators only), as JSON and as CSV. */
export function salesApi(deps: AppDeps) {
  return adminApi(deps)
    .get('/', async (c) => {
      const range = readRange(c.req.query());
      return c.json(await readSalesReport(deps.db, range.from, range.to));
    })
    .get('/export.csv', async (c) => {
      const { kind: kindParam, ...query } = c.req.query();
      const kind = csvKind.safeParse(kindParam);
      if (!kind.success) throw new DomainError('invalid', 'Ungültige Art: days oder codes.');
      const range = readRange(query);
      const report = await readSalesReport(deps.db, range.from, range.to);
      const name = kind.data === 'codes' ? 'rabattcodes' : 'verkaeufe';
      await recordDownload(deps.db, c.get('user').email, {
        table: 'ebook_purchases',
        rowId: `${name}-csv:${range.from}..${range.to}`,
        summary: `${kind.data === 'codes' ? 'Rabattcodes' : 'Verkäufe'} ${germanDate(range.from)} bis ${germanDate(range.to)} als CSV heruntergeladen`,
      });
      return csvAttachment(
        c,
        `${name}-${range.from}-bis-${range.to}.csv`,
        salesCsv(report, kind.data),
      );
    });
}
