import type { AppDeps } from '../deps';
import { readOssReturn } from '../domain/invoices/oss-return';
import { ossCsv } from '../domain/invoices/oss-csv';
import { readThresholdStatus } from '../domain/checkout/vat-threshold';
import { recordDownload } from '../domain/tables/audit-log';
import { berlinDay } from '../../shared/format';
import { quarterQuery } from '../../shared/api/oss';
import { csvAttachment } from './report-exports';
import { adminApi } from './guards';
import { parseBody } from './parse';

/**
 * The OSS-Meldung (decision 093), mounted at /api/admin/oss, administrators only: a quarter's
 * figures as JSON and as CSV, each CSV download written to the audit log; and where the EU
 * threshold stands, for the admin's warning.
 */
export function ossReturnApi(deps: AppDeps) {
  return adminApi(deps)
    .get('/', async (c) => {
      const { quartal } = parseBody(c.req.query(), quarterQuery);
      return c.json(await readOssReturn(deps.db, deps.config, quartal));
    })
    .get('/export.csv', async (c) => {
      const { quartal } = parseBody(c.req.query(), quarterQuery);
      const report = await readOssReturn(deps.db, deps.config, quartal);
      await recordDownload(deps.db, c.get('user').email, {
        rowId: `oss-meldung:${quartal}`,
        summary: `OSS-Meldung ${quartal} als CSV heruntergeladen`,
      });
      return csvAttachment(c, `oss-meldung-${quartal}.csv`, ossCsv(report));
    })
    .get('/threshold', async (c) => {
      const now = new Date();
      const year = Number(berlinDay(now).slice(0, 4));
      return c.json(await readThresholdStatus(deps.db, deps.config, now, year));
    });
}
