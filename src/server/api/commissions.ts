import type { AppDeps } from '../deps';
import { csvDocument } from '../domain/tables/csv';
import { COMMISSION_CSV_COLUMNS } from '../domain/growth/commission-csv';
import { markCommissionPaid, readCommissions } from '../domain/growth/commissions';
import { sendPartnerLink } from '../domain/growth/partner-page';
import {
  markPaidRequest,
  partnerLinkRequest,
  type CommissionsAnswer,
} from '../../shared/api/commissions';
import { partnerLinks } from '../../shared/partner-links';
import { toLang } from '../../shared/languages';
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
      const report = await readCommissions(deps, range);
      const answer: CommissionsAnswer = {
        ...report,
        partners: report.partners.map((p) => ({
          ...p,
          links: partnerLinks(deps.config.publicUrl, p.code, toLang(p.language)),
        })),
      };
      return c.json(answer);
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
