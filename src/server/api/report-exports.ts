import type { Context } from 'hono';
import { parsePeriod } from '../../shared/period';

/** The period of a report, by the shop's one period rule; a German message when it is not one. */
export function readPeriod(query: Record<string, string>): { from: string; to: string } | string {
  const period = parsePeriod(query);
  return 'message' in period ? period.message : period;
}

/** A report's CSV as a file to download under `filename`. */
export function csvAttachment(c: Context, filename: string, csv: string): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(csv);
}
