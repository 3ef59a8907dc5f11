import type { Context } from 'hono';
import { parsePeriod } from '../../shared/period';
import { DomainError } from '../domain/common/errors';

/** The period of a report, by the shop's one period rule; refused (400) with its German message. */
export function readPeriod(query: Record<string, string>): { from: string; to: string } {
  const period = parsePeriod(query);
  if ('message' in period) throw new DomainError('invalid', period.message);
  return period;
}

/** A report's CSV as a file to download under `filename`. */
export function csvAttachment(c: Context, filename: string, csv: string): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(csv);
}
