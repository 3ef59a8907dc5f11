import type { AppDeps } from '../deps';
import { csvDocument } from '../domain/csv';
import { COMMISSION_CSV_COLUMNS } from '../domain/commission-csv';
import { markCommissionPaid, readCommissions } from '../domain/commissions';
import { sendPartnerLink } from '../domain/partner-page';
import { markPaidRequest, partnerLinkRequest } from '../../shared/api/commissions';
import { csvAttachment, readPeriod } from './report-exports';
import { adminApi } from './guards';
import { parseJson } from './parse';

/**
 * The Provisionen page's API (decision D18), mounted at /api/admin/commissions:
 * administrators only; writes come from our own pages (the app's origin check). The period
 * follows the shop's one rule; the figures are by the months it touches.
 */
export function commissionsApi(deps: AppDeps) {
  return adminApi(deps)
    .get('/', async (c) => {
      const range = readPeriod(c.req.query());
      return c.json(await readCommissions(deps, range));
    })
    .get('/export.csv', async (c) => {
      const range = readPeriod(c.req.query());
      const report = await readCommissions(deps, range);
      const filename = `provisionen-${report.months[0]}-bis-${report.months.at(-1)}.csv`;
      return csvAttachment(c, filename, csvDocument(COMMISSION_CSV_COLUMNS, report.rows));
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
