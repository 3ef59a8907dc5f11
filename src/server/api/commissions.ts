import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { csvDocument } from '../domain/csv';
import { COMMISSION_CSV_COLUMNS, markCommissionPaid, readCommissions } from '../domain/commissions';
import { sendPartnerLink } from '../domain/partner-page';
import { markPaidRequest, partnerLinkRequest } from '../../shared/api/commissions';
import { parsePeriod } from '../../shared/period';
import { requireAdmin } from './guards';
import { noStore } from './no-store';
import { parseJson } from './parse';

/**
 * The Provisionen page's API (decision D18), mounted at /api/admin/commissions:
 * administrators only; writes come from our own pages (the app's origin check). The period
 * follows the shop's one rule; the figures are by the months it touches.
 */
export function commissionsApi(deps: AppDeps) {
  const period = (query: Record<string, string>) => {
    const p = parsePeriod(query);
    return 'message' in p ? p.message : p;
  };
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .use('*', noStore)
    .get('/', async (c) => {
      const range = period(c.req.query());
      if (typeof range === 'string') return c.json({ message: range }, 400);
      return c.json(await readCommissions(deps, range));
    })
    .get('/export.csv', async (c) => {
      const range = period(c.req.query());
      if (typeof range === 'string') return c.json({ message: range }, 400);
      const report = await readCommissions(deps, range);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="provisionen-${report.months[0]}-bis-${report.months.at(-1)}.csv"`,
      );
      return c.body(csvDocument(COMMISSION_CSV_COLUMNS, report.rows));
    })
    .post('/payouts', async (c) => {
      const input = await parseJson(c, markPaidRequest);
      return c.json(await markCommissionPaid(deps, input, { actor: c.get('user').email }));
    })
    .post('/partner-link', async (c) => {
      const input = await parseJson(c, partnerLinkRequest);
      return c.json(await sendPartnerLink(deps, input.partner, { actor: c.get('user').email }));
    });
}
